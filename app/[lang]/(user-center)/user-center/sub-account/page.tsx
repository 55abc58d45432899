import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { SubAccountListScreen } from '@/components/sub-account/sub-account-list-screen';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/routing/segments';

export const generateMetadata = routeMetadata('user-center/sub-account');

export default async function Page(props: RoutePageProps) {
  const { lang } = await props.params;
  return (
    <RouteScreen routeId="user-center/sub-account" {...props}>
      <SubAccountListScreen lang={typeof lang === 'string' && isLanguage(lang) ? lang : DEFAULT_LANGUAGE} />
    </RouteScreen>
  );
}
