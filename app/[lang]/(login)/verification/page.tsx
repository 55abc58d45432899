import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const metadata = routeMetadata('verification');

export default function Page(props: RoutePageProps) {
  return <RouteScreen routeId="verification" {...props} />;
}
