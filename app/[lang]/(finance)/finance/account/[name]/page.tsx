import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('finance/account/{name}');

export default function Page(props: RoutePageProps) {
  return <RouteScreen routeId="finance/account/{name}" {...props} />;
}
