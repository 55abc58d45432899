import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('crm/kol-collect-userInfo/config/form');

export default function Page(props: RoutePageProps) {
  return <RouteScreen routeId="crm/kol-collect-userInfo/config/form" {...props} />;
}
