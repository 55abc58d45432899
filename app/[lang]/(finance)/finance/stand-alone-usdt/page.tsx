import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('finance/stand-alone-usdt');

export default function Page(props: RoutePageProps) {
  return <RouteScreen routeId="finance/stand-alone-usdt" {...props} />;
}
