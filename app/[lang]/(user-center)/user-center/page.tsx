import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('user-center');

export default function Page(props: RoutePageProps) {
  return <RouteScreen routeId="user-center" {...props} />;
}
