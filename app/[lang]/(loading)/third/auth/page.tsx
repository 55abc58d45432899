import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('third/auth');

export default function Page(props: RoutePageProps) {
  return <RouteScreen routeId="third/auth" {...props} />;
}
