import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('finance/convert/history');

export default function Page(props: RoutePageProps) {
  return <RouteScreen routeId="finance/convert/history" {...props} />;
}
