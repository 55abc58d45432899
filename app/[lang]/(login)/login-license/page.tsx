import { LicenseAgreement } from '@/components/session/license-agreement';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { buildPath, getRoute } from '@/lib/routing/manifest';
import { resolveReturnTo } from '@/services/session/server-config';

export const generateMetadata = routeMetadata('login-license');

export default async function Page(props: RoutePageProps) {
  const returnTo = await resolveReturnTo(props.searchParams);
  return (
    <RouteScreen routeId="login-license" {...props}>
      <LicenseAgreement returnTo={returnTo} termsHref={buildPath(getRoute('cn/agreement/useragreement'), { lang: 'zh-cn' })} />
    </RouteScreen>
  );
}
