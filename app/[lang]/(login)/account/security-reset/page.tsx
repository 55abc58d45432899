import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { SecurityResetForm } from '@/components/session/security-reset-form';
import { loginPath } from '@/lib/routing/navigation';

export const generateMetadata = routeMetadata('account/security-reset');

// No login needed: the request is for people who cannot complete a login's second factor.
export default function Page(props: RoutePageProps) {
  return (
    <RouteScreen routeId="account/security-reset" {...props}>
      <SecurityResetForm loginHref={loginPath()} />
    </RouteScreen>
  );
}
