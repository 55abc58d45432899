import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('collection/lifted-query');

export default function Page(props: RoutePageProps) {
  return <RouteScreen routeId="collection/lifted-query" {...props} />;
}
