import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('crm/kol-collect-userInfo');

export default function Page(props: RoutePageProps) {
  return <RouteScreen routeId="crm/kol-collect-userInfo" {...props} />;
}
