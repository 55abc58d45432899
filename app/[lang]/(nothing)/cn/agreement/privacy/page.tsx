import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('cn/agreement/privacy');

export default function Page(props: RoutePageProps) {
  return <RouteScreen routeId="cn/agreement/privacy" {...props} />;
}
