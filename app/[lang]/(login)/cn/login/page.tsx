import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const metadata = routeMetadata('cn/login');

export default function Page(props: RoutePageProps) {
  return <RouteScreen routeId="cn/login" {...props} />;
}
