import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { AccountDetail } from '@/components/assets/account-detail/account-detail';
import { loadKindAccess } from '@/components/assets/account-detail/kind-access';
import { KindRefused } from '@/components/assets/account-detail/kind-refused';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { resolveSocketUrl } from '@/lib/api/families';
import type { AccountKind } from '@/lib/assets/account-kinds';
import { buildPath, getRoute } from '@/lib/routing/manifest';
import { contractExchangePath, futuresOriginFor, linearSwapExchangePath, swapExchangePath } from '@/lib/market/contracts';
import { isAccountName, isLanguage } from '@/lib/routing/segments';
import type { ExchangeRate } from '@/lib/settings/rates';
import { visibleSymbols, type MarketSymbol } from '@/lib/settings/symbols';
import { makeQueryClient } from '@/queries/client';
import { financeKeys, marketKeys } from '@/queries/keys';
import { getServerRates, getServerSymbols, getServerTickers } from '@/services/market/server-market';

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
 * The symbols (for 交易) and the exchange rates (for ≈ fiat) the server already holds, handed to
 * the browser's query cache; marked old, so the browser refreshes them once interactive.
 */
function dehydrateDetailData(symbols: readonly MarketSymbol[] | null, rates: readonly ExchangeRate[] | null) {
  const client = makeQueryClient();
  if (symbols) client.setQueryData(marketKeys.symbols(), visibleSymbols(symbols), { updatedAt: 0 });
  if (rates) client.setQueryData(financeKeys.exchangeRates(), rates, { updatedAt: 0 });
  return dehydrate(client);
}

/**
 * One account's currencies. RouteScreen validates {name} (404 otherwise) and sends a visitor to
 * login; an account this user's overview does not show (a sub-account's kind its parent hid, the
 * mining account with its switch off) is refused here, before any of its figures are loaded; the
 * client part gets the account socket's address, the server's last prices, symbols and rates.
 */
export default async function Page(props: RoutePageProps) {
  const { lang: rawLang, name } = await props.params;
  if (typeof name !== 'string' || !isAccountName(name)) return <RouteScreen routeId="finance/account/{name}" {...props} />;
  const lang = typeof rawLang === 'string' && isLanguage(rawLang) ? rawLang : 'zh-cn';
  const [access, tickers, symbols, rates] = await Promise.all([loadKindAccess(name, lang), getServerTickers(), getServerSymbols(), getServerRates()]);
  if (access !== 'shown') {
    return (
      <RouteScreen routeId="finance/account/{name}" {...props}>
        <KindRefused kind={name} access={access} backHref={buildPath(getRoute('finance/account'), { lang })} />
      </RouteScreen>
    );
  }
  const initialPrices = tickers ? Object.fromEntries(Object.values(tickers).map((ticker) => [ticker.symbol, ticker.close])) : undefined;
  return (
    <RouteScreen routeId="finance/account/{name}" {...props}>
      <HydrationBoundary state={dehydrateDetailData(symbols, rates)}>
        <AccountDetail
          key={name}
          kind={name}
          lang={lang}
          socketUrl={resolveSocketUrl('account', process.env)}
          initialPrices={initialPrices}
          openHref={openHrefOf(name, lang)}
        />
      </HydrationBoundary>
    </RouteScreen>
  );
}
