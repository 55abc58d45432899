import { loadLatestArticles } from '@/components/content/content-data';
import { LatestNotices } from '@/components/content/latest-notices';
import { MarketOverview } from '@/components/market/market-overview';
import { MarketRankings } from '@/components/market/market-rankings';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { settledWithin } from '@/lib/async/within';
import { futuresOriginFor } from '@/lib/market/contracts';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/routing/segments';
import { visibleSymbols } from '@/lib/settings/symbols';
import { ServerAnswers } from '@/queries/server-state';
import { getServerSparklines, getServerSymbols } from '@/services/market/server-market';
import { hasSessionCookie } from '@/services/session/server-session';
import { HomeEntries } from './_components/home-entries';
import styles from './_components/home.module.css';

export const generateMetadata = routeMetadata('');

/** What the home page waits for its server-side series and symbol list at most; later, the page goes without. */
const MARKET_BUDGET_MS = 800;

async function within<T>(work: Promise<T | null>, ms: number): Promise<T | null> {
  let value: T | null = null;
  await settledWithin(
    work.then((result) => {
      value = result;
    }),
    ms,
  );
  return value;
}

/**
 * The page a trader lands on: the market overview with sparklines, the rankings across every
 * listed pair, the entries (assets, deposit and KYC, or register for a visitor) and the latest
 * notices. Prices poll in the browser (15 s); the sparklines' hourly series, the listed
 * symbols and the notices come with the first HTML.
 */
export default async function Page(props: RoutePageProps) {
  const { lang: rawLang } = await props.params;
  const lang = typeof rawLang === 'string' && isLanguage(rawLang) ? rawLang : DEFAULT_LANGUAGE;
  const [sparklines, symbols, notices, loggedIn] = await Promise.all([
    within(getServerSparklines(), MARKET_BUDGET_MS),
    within(getServerSymbols(), MARKET_BUDGET_MS),
    loadLatestArticles(lang),
    hasSessionCookie(),
  ]);
  const listed = symbols ? visibleSymbols(symbols).map((symbol) => symbol.symbol) : null;
  return (
    <RouteScreen routeId="" {...props}>
      <div className={styles.home}>
        <MarketOverview futuresOrigin={futuresOriginFor(process.env)} sparklines={sparklines ?? {}} />
        <MarketRankings listed={listed} />
        <div className={styles.columns}>
          <HomeEntries lang={lang} loggedIn={loggedIn} />
          <ServerAnswers state={notices.state}>
            <LatestNotices lang={lang} />
          </ServerAnswers>
        </div>
      </div>
    </RouteScreen>
  );
}
