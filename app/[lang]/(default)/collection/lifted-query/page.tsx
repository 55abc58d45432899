import { LiftedQueryScreen } from '@/components/lifted-query/lifted-query-screen';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('collection/lifted-query');

export default function Page(props: RoutePageProps) {
  return (
    <RouteScreen routeId="collection/lifted-query" {...props}>
      <LiftedQueryScreen />
    </RouteScreen>
  );
}
