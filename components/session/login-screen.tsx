import Link from 'next/link';
import { redirect } from 'next/navigation';
import { RouteScreen, type RoutePageProps } from '@/components/shell/route-screen';
import { buildPath, getRoute } from '@/lib/routing/manifest';
import { registerPath } from '@/lib/routing/navigation';
import { resolveReturnTo } from '@/services/session/server-config';
import { getServerSession } from '@/services/session/server-session';
import { LoginForm } from './login-form';

/**
 * The login pages (/zh-cn/login/ and the custody area's /zh-cn/cn/login/). After login the
 * user returns to a safe backUrl (same site or an allowed host), else home; a user who is
 * already logged in goes there at once.
 */
export async function LoginScreen({ routeId, ...props }: RoutePageProps & { routeId: 'login' | 'cn/login' }) {
  const returnTo = await resolveReturnTo(props.searchParams);
  if ((await getServerSession()).loggedIn) redirect(returnTo);
  return (
    <RouteScreen routeId={routeId} {...props}>
      <LoginForm returnTo={returnTo} />
      <nav className="account-form__links" aria-label="账号">
        <Link href={buildPath(getRoute('reset-password'), { lang: 'zh-cn' })}>忘记密码？</Link>
        <Link href={registerPath(returnTo)}>注册账号</Link>
      </nav>
    </RouteScreen>
  );
}
