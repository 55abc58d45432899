import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('finance/account');

export default function Page(props: RoutePageProps) {
  return <RouteScreen routeId="finance/account" {...props} />;
}
