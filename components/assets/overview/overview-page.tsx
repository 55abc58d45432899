import { cookies } from 'next/headers';
import { RouteScreen, type RoutePageProps } from '@/components/shell/route-screen';
import { ServerAnswers } from '@/queries/server-state';
import { resolveSocketUrl } from '@/lib/api/families';
import { AMOUNTS_HIDDEN_COOKIE, isHiddenText } from '@/lib/assets/amounts-hidden';
import { isLanguage } from '@/lib/routing/segments';
import { getServerRates, getServerTickers } from '@/services/market/server-market';
import { AssetsOverview } from './assets-overview';
import { loadOverviewData } from './overview-data';
import { overviewLinks } from './overview-links';

/**
 * The assets overview page (server part); `/{LANG}/finance/` renders it too, as its entry. The
 * user's balances are loaded here and handed to the browser's cache, so the total is in the HTML.
 */
export async function OverviewPage(props: RoutePageProps & { routeId: 'finance' | 'finance/account' }) {
  const { lang } = await props.params;
  const language = typeof lang === 'string' && isLanguage(lang) ? lang : 'zh-cn';
  // Reference data and the user's own at once: the page waits for the slower of the two.
  const rates = getServerRates();
  const [tickers, data, jar] = await Promise.all([getServerTickers(), loadOverviewData(language, rates), cookies()]);
  const prices = tickers ? Object.fromEntries(Object.values(tickers).map((ticker) => [ticker.symbol, ticker.close])) : undefined;
  return (
    <RouteScreen {...props}>
      <ServerAnswers state={data.state}>
        <AssetsOverview
          lang={language}
          links={overviewLinks(language, process.env)}
          socketUrl={resolveSocketUrl('account', process.env)}
          initialPrices={prices}
          initialUser={data.user}
          initialHidden={isHiddenText(jar.get(AMOUNTS_HIDDEN_COOKIE)?.value)}
          serverLoaded={data.balancesLoaded}
        />
      </ServerAnswers>
    </RouteScreen>
  );
}
