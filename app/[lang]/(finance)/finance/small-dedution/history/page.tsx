import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('finance/small-dedution/history');

export default function Page(props: RoutePageProps) {
  return <RouteScreen routeId="finance/small-dedution/history" {...props} />;
}
