import { SafetyRecordScreen } from '@/components/security-center/safety-record-screen';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('user-center/safety-record');

export default function Page(props: RoutePageProps) {
  return (
    <RouteScreen routeId="user-center/safety-record" {...props}>
      <SafetyRecordScreen />
    </RouteScreen>
  );
}
