import { redirect } from 'next/navigation';
import { ThirdAuthFlow } from '@/components/third-auth/third-auth-flow';
import { ServiceBusy } from '@/components/shell/service-busy';
import { resolveRoutePath, RouteScreen, routeMetadata, toSearch, type RoutePageProps } from '@/components/shell/route-screen';
import { loginRedirect } from '@/lib/routing/navigation';
import { parseThirdAuthQuery, thirdAuthStep } from '@/lib/session/third-auth';
import { resolveReturnTo } from '@/services/session/server-config';
import { getServerSession } from '@/services/session/server-session';

export const generateMetadata = routeMetadata('third/auth');

/**
 * Third-party accounts: the provider's callback (log in or bind) and, for a logged-in user,
 * the bindings. A visitor with nothing to finish here logs in first and comes back.
 */
export default async function Page(props: RoutePageProps) {
  const path = await resolveRoutePath('third/auth', props.params);
  const query = await props.searchParams;
  const { loggedIn, checkFailed } = await getServerSession();
  const step = thirdAuthStep(parseThirdAuthQuery(query), loggedIn);
  if (step.kind === 'login' && checkFailed) {
    // The login check failed rather than said "not logged in": no trip to the login page.
    return (
      <RouteScreen routeId="third/auth" {...props}>
        <ServiceBusy retryHref={`${path}${toSearch(query)}`} />
      </RouteScreen>
    );
  }
  if (step.kind === 'login') redirect(loginRedirect(path, toSearch(query)));
  const returnTo = await resolveReturnTo(props.searchParams);
  return (
    <RouteScreen routeId="third/auth" {...props}>
      <ThirdAuthFlow step={step} loggedIn={loggedIn} returnTo={returnTo} />
    </RouteScreen>
  );
}
