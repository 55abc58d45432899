import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('cn/finance/account');

export default function Page(props: RoutePageProps) {
  return <RouteScreen routeId="cn/finance/account" {...props} />;
}
