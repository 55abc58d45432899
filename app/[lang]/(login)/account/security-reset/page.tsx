import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('account/security-reset');

export default function Page(props: RoutePageProps) {
  return <RouteScreen routeId="account/security-reset" {...props} />;
}
