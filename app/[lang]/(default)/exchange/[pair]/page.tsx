import { HydrationBoundary } from '@tanstack/react-query';
import { notFound, redirect } from 'next/navigation';
import { resolveRoutePath, RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { resolveSocketUrl } from '@/lib/api/families';
import { needsObservationAgreement, observationPath, OBSERVATION_LICENSE_TYPE } from '@/lib/market/observation';
import { parsePair, type Language } from '@/lib/routing/segments';
import { fiatRate } from '@/lib/settings/rates';
import { findSymbol, isPotentials } from '@/lib/settings/symbols';
import { dehydrateMarketSymbols } from '@/queries/hydration';
import { getServerOrderMinimums, getServerRates, getServerSymbols, getServerTickers } from '@/services/market/server-market';
import { getServerLicenseState } from '@/services/session/server-license';
import { getServerSession } from '@/services/session/server-session';
import { ExchangeScreen } from './_components/exchange-screen';
import { MarketUnavailable } from './_components/market-unavailable';

export const generateMetadata = routeMetadata('exchange/{pair}');

/**
 * The exchange page of one pair. A pair the settings do not know answers 404; a logged-in
 * user who has not agreed to the observation terms is sent there first for a potentials pair.
 */
export default async function Page(props: RoutePageProps) {
  const path = await resolveRoutePath('exchange/{pair}', props.params);
  const { lang, pair: rawPair } = await props.params;
  const pair = parsePair(typeof rawPair === 'string' ? rawPair : null) ?? notFound();
  const language = (typeof lang === 'string' ? lang : 'zh-cn') as Language;
  const [symbols, session] = await Promise.all([getServerSymbols(), getServerSession()]);
  if (symbols === null) {
    // Without settings the pair cannot be checked: say so rather than claim it does not exist.
    return (
      <RouteScreen routeId="exchange/{pair}" {...props}>
        <MarketUnavailable />
      </RouteScreen>
    );
  }
  const symbol = findSymbol(symbols, pair.base, pair.quote) ?? notFound();
  if (session.loggedIn && isPotentials(symbol)) {
    const licenseState = await getServerLicenseState(OBSERVATION_LICENSE_TYPE);
    if (needsObservationAgreement({ loggedIn: true, isPotentials: true, licenseState })) {
      redirect(observationPath(pair.base, pair.quote, language));
    }
  }
  const [tickers, rates, minimums] = await Promise.all([getServerTickers(), getServerRates(), getServerOrderMinimums()]);
  return (
    <RouteScreen routeId="exchange/{pair}" hideTitle {...props}>
      {/* The market list reads the server's symbols from the query cache (useMarketSymbols). */}
      <HydrationBoundary state={dehydrateMarketSymbols(symbols)}>
        <ExchangeScreen
          symbol={symbol}
          socketUrl={resolveSocketUrl('market', process.env)}
          accountSocketUrl={resolveSocketUrl('account', process.env)}
          orderMinimums={minimums?.[symbol.symbol] ?? { minOrderAmount: null, minOrderValue: null }}
          initialTickers={tickers ?? {}}
          usdtToCny={rates ? fiatRate(rates, 'cny') : null}
          loggedIn={session.loggedIn}
          lang={language}
          path={path}
        />
      </HydrationBoundary>
    </RouteScreen>
  );
}
