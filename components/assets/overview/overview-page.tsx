import { RouteScreen, type RoutePageProps } from '@/components/shell/route-screen';
import { resolveSocketUrl } from '@/lib/api/families';
import { isLanguage } from '@/lib/routing/segments';
import { getServerTickers } from '@/services/market/server-market';
import { AssetsOverview } from './assets-overview';
import { overviewLinks } from './overview-links';

/** The assets overview page (server part); `/{LANG}/finance/` renders it too, as its entry. */
export async function OverviewPage(props: RoutePageProps & { routeId: 'finance' | 'finance/account' }) {
  const { lang } = await props.params;
  const language = typeof lang === 'string' && isLanguage(lang) ? lang : 'zh-cn';
  const tickers = await getServerTickers();
  const prices = tickers ? Object.fromEntries(Object.values(tickers).map((ticker) => [ticker.symbol, ticker.close])) : undefined;
  return (
    <RouteScreen {...props}>
      <AssetsOverview lang={language} links={overviewLinks(language, process.env)} socketUrl={resolveSocketUrl('account', process.env)} initialPrices={prices} />
    </RouteScreen>
  );
}
