import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { UserCenterScreen } from '@/components/security-center/user-center-screen';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/routing/segments';

export const generateMetadata = routeMetadata('user-center');

export default async function Page(props: RoutePageProps) {
  const { lang } = await props.params;
  return (
    <RouteScreen routeId="user-center" {...props}>
      <UserCenterScreen lang={typeof lang === 'string' && isLanguage(lang) ? lang : DEFAULT_LANGUAGE} />
    </RouteScreen>
  );
}
