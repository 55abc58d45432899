import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('cn/finance/withdraw');

export default function Page(props: RoutePageProps) {
  return <RouteScreen routeId="cn/finance/withdraw" {...props} />;
}
