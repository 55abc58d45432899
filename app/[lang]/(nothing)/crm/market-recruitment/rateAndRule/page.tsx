import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('crm/market-recruitment/rateAndRule');

export default function Page(props: RoutePageProps) {
  return <RouteScreen routeId="crm/market-recruitment/rateAndRule" {...props} />;
}
