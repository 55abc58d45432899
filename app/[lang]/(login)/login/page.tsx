import { routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { LoginScreen } from '@/components/session/login-screen';

export const generateMetadata = routeMetadata('login');

export default function Page(props: RoutePageProps) {
  return <LoginScreen routeId="login" {...props} />;
}
