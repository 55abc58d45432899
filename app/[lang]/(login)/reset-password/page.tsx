import { redirect } from 'next/navigation';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { loginPath, resetPasswordRedirect } from '@/lib/routing/navigation';
import { ResetPasswordForm } from '@/components/session/reset-password-form';
import { backUrlPolicy } from '@/services/session/server-config';
import { getServerSession } from '@/services/session/server-session';

export const generateMetadata = routeMetadata('reset-password');

// A logged-in user has no password to reset here: back to a safe backUrl, else home.
export default async function Page(props: RoutePageProps) {
  const { backUrl } = await props.searchParams;
  if ((await getServerSession()).loggedIn) {
    redirect(resetPasswordRedirect(typeof backUrl === 'string' ? backUrl : null, await backUrlPolicy()));
  }
  return (
    <RouteScreen routeId="reset-password" {...props}>
      <ResetPasswordForm loginHref={loginPath()} />
    </RouteScreen>
  );
}
