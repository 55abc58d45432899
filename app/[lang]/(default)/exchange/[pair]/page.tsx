import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('exchange/{pair}');

export default function Page(props: RoutePageProps) {
  return <RouteScreen routeId="exchange/{pair}" {...props} />;
}
