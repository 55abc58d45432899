import { AccountDetail } from '@/components/assets/account-detail/account-detail';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { resolveSocketUrl } from '@/lib/api/families';
import type { AccountKind } from '@/lib/assets/account-kinds';
import { contractExchangePath, futuresOriginFor, linearSwapExchangePath, swapExchangePath } from '@/lib/market/contracts';
import { isAccountName, isLanguage } from '@/lib/routing/segments';
import { getServerTickers } from '@/services/market/server-market';

export const generateMetadata = routeMetadata('finance/account/{name}');

/** Where 立即开通 of a contract account that is not open leads: its trading page on the futures host. */
function openHrefOf(kind: AccountKind, lang: string): string | null {
  const options = { origin: futuresOriginFor(process.env), lang };
  if (kind === 'dm') return contractExchangePath('BTC', 'quarter', options);
  if (kind === 'swap') return swapExchangePath('BTC', options);
  if (kind === 'linear') return linearSwapExchangePath('BTC-USDT', options);
  if (kind === 'option') return `${options.origin}/${lang}/option/exchange/`;
  return null;
}

/**
 * One account's currencies. RouteScreen validates {name} (404 otherwise) and sends a visitor to
 * login; the client part gets the account socket's address and the server's last prices.
 */
export default async function Page(props: RoutePageProps) {
  const { lang: rawLang, name } = await props.params;
  const valid = typeof name === 'string' && isAccountName(name) && typeof rawLang === 'string';
  const lang = typeof rawLang === 'string' && isLanguage(rawLang) ? rawLang : 'zh-cn';
  const tickers = valid ? await getServerTickers() : null;
  const initialPrices = tickers ? Object.fromEntries(Object.values(tickers).map((ticker) => [ticker.symbol, ticker.close])) : undefined;
  return (
    <RouteScreen routeId="finance/account/{name}" {...props}>
      {valid ? (
        <AccountDetail
          key={name}
          kind={name}
          lang={lang}
          socketUrl={resolveSocketUrl('account', process.env)}
          initialPrices={initialPrices}
          openHref={openHrefOf(name, lang)}
        />
      ) : null}
    </RouteScreen>
  );
}
