import { SecurityVerification } from '@/components/session/security-verification';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { resolveReturnTo } from '@/services/session/server-config';
import { parseSecurityScene } from '@/lib/contracts/uc';

export const generateMetadata = routeMetadata('verification');

// Logged-in users only (the manifest's gate): a visitor is sent to login and comes back here.
export default async function Page(props: RoutePageProps) {
  const returnTo = await resolveReturnTo(props.searchParams);
  const { scene } = await props.searchParams;
  return (
    <RouteScreen routeId="verification" {...props}>
      <SecurityVerification scene={parseSecurityScene(scene)} returnTo={returnTo} />
    </RouteScreen>
  );
}
