import { C2cApplyScreen } from '@/components/c2c-apply/c2c-apply-screen';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('cn/c2c-c3-apply');

export default function Page(props: RoutePageProps) {
  return (
    <RouteScreen routeId="cn/c2c-c3-apply" {...props}>
      <C2cApplyScreen />
    </RouteScreen>
  );
}
