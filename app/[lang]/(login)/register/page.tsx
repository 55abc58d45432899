import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { RegisterForm } from '@/components/session/register-form';
import { buildPath, getRoute } from '@/lib/routing/manifest';
import { resolveReturnTo } from '@/services/session/server-config';

export const generateMetadata = routeMetadata('register');

export default async function Page(props: RoutePageProps) {
  const returnTo = await resolveReturnTo(props.searchParams);
  return (
    <RouteScreen routeId="register" {...props}>
      <RegisterForm returnTo={returnTo} agreementHref={buildPath(getRoute('cn/agreement/useragreement'), { lang: 'zh-cn' })} />
    </RouteScreen>
  );
}
