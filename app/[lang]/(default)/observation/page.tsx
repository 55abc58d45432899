// The observation area: /zh-cn/observation/?s={base}_{quote}. A bad or missing `s` answers 404
// (a page that fails validation gives 404, exchange-wallet-fiat.md section 2: there is no pair
// to warn about or go on to). A visitor goes to login (RouteScreen, the route needs login); a
// user who agreed to the terms goes straight to the exchange page; everyone else reads them.

import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { ObservationAgreement } from '@/components/market/observation-agreement';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { exchangePathFromObservation, OBSERVATION_LICENSE_TYPE, OBSERVATION_PAIR_PARAM } from '@/lib/market/observation';
import { documentTitle, getRoute } from '@/lib/routing/manifest';
import { parsePair } from '@/lib/routing/segments';
import { getServerLicenseState } from '@/services/session/server-license';
import { getServerSession } from '@/services/session/server-session';

const observationMetadata = routeMetadata('observation');

function pairParam(searchParams: Awaited<RoutePageProps['searchParams']>): string | undefined {
  const value = searchParams[OBSERVATION_PAIR_PARAM];
  return typeof value === 'string' ? value : undefined;
}

export async function generateMetadata(props: RoutePageProps): Promise<Metadata> {
  if (exchangePathFromObservation(pairParam(await props.searchParams)) === null) return { title: documentTitle(getRoute('404')) };
  return observationMetadata(props);
}

export default async function Page(props: RoutePageProps) {
  const s = pairParam(await props.searchParams);
  const continueTo = exchangePathFromObservation(s);
  const pair = parsePair(s);
  if (continueTo === null || pair === null) notFound();
  const session = await getServerSession();
  if (session.loggedIn && (await getServerLicenseState(OBSERVATION_LICENSE_TYPE)) === 'AGREED') redirect(continueTo);
  return (
    <RouteScreen routeId="observation" {...props}>
      <ObservationAgreement continueTo={continueTo} pairLabel={`${pair.base}/${pair.quote}`.toUpperCase()} />
    </RouteScreen>
  );
}
