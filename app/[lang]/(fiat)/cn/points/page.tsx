import { PointsScreen } from '@/components/custody/points-screen';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { isLanguage } from '@/lib/routing/segments';

export const generateMetadata = routeMetadata('cn/points');

export default async function Page(props: RoutePageProps) {
  const { lang } = await props.params;
  return (
    <RouteScreen routeId="cn/points" {...props}>
      <PointsScreen lang={typeof lang === 'string' && isLanguage(lang) ? lang : 'zh-cn'} />
    </RouteScreen>
  );
}
