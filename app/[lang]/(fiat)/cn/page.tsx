import { CustodyHome } from '@/components/content/custody-home';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/routing/segments';

export const generateMetadata = routeMetadata('cn');

export default async function Page(props: RoutePageProps) {
  const { lang } = await props.params;
  return (
    <RouteScreen routeId="cn" {...props}>
      <CustodyHome lang={typeof lang === 'string' && isLanguage(lang) ? lang : DEFAULT_LANGUAGE} />
    </RouteScreen>
  );
}
