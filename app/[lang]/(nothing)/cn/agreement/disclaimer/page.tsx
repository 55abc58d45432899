import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('cn/agreement/disclaimer');

export default function Page(props: RoutePageProps) {
  return <RouteScreen routeId="cn/agreement/disclaimer" {...props} />;
}
