import { MarketOverview } from '@/components/market/market-overview';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { futuresOriginFor } from '@/lib/market/contracts';

export const generateMetadata = routeMetadata('');

export default function Page(props: RoutePageProps) {
  return (
    <RouteScreen routeId="" {...props}>
      <MarketOverview futuresOrigin={futuresOriginFor(process.env)} />
    </RouteScreen>
  );
}
