import { KolFormConfigScreen } from '@/components/crm/kol-config-screens';
import { pageLanguage } from '@/components/crm/page-nav';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('crm/kol-collect-userInfo/config/form');

export default async function Page(props: RoutePageProps) {
  return (
    <RouteScreen routeId="crm/kol-collect-userInfo/config/form" {...props}>
      <KolFormConfigScreen lang={await pageLanguage(props.params)} />
    </RouteScreen>
  );
}
