import { OverviewPage } from '@/components/assets/overview/overview-page';
import { routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('finance/account');

export default function Page(props: RoutePageProps) {
  return <OverviewPage routeId="finance/account" {...props} />;
}
