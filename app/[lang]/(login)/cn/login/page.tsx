import { routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { LoginScreen } from '@/components/session/login-screen';

export const generateMetadata = routeMetadata('cn/login');

export default function Page(props: RoutePageProps) {
  return <LoginScreen routeId="cn/login" {...props} />;
}
