import { KycScreen } from '@/components/kyc/kyc-screen';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('cn/kyc');

export default function Page(props: RoutePageProps) {
  return (
    <RouteScreen routeId="cn/kyc" {...props}>
      <KycScreen />
    </RouteScreen>
  );
}
