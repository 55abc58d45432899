import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('finance/deposit/{currency}');

export default function Page(props: RoutePageProps) {
  return <RouteScreen routeId="finance/deposit/{currency}" {...props} />;
}
