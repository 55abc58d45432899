import { KolCountriesScreen } from '@/components/crm/kol-config-screens';
import { pageLanguage } from '@/components/crm/page-nav';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('crm/kol-collect-userInfo/config/countries');

export default async function Page(props: RoutePageProps) {
  return (
    <RouteScreen routeId="crm/kol-collect-userInfo/config/countries" {...props}>
      <KolCountriesScreen lang={await pageLanguage(props.params)} />
    </RouteScreen>
  );
}
