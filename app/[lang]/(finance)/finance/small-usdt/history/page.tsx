import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('finance/small-usdt/history');

export default function Page(props: RoutePageProps) {
  return <RouteScreen routeId="finance/small-usdt/history" {...props} />;
}
