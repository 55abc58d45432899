import { NoticeListScreen } from '@/components/content/notice-list-screen';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/routing/segments';

export const generateMetadata = routeMetadata('cn/notice');

export default async function Page(props: RoutePageProps) {
  const { lang } = await props.params;
  return (
    <RouteScreen routeId="cn/notice" {...props}>
      <NoticeListScreen lang={typeof lang === 'string' && isLanguage(lang) ? lang : DEFAULT_LANGUAGE} />
    </RouteScreen>
  );
}
