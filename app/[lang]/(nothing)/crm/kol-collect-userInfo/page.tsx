import { KolFormScreen } from '@/components/crm/kol-form-screen';
import { pageLanguage } from '@/components/crm/page-nav';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('crm/kol-collect-userInfo');

export default async function Page(props: RoutePageProps) {
  return (
    <RouteScreen routeId="crm/kol-collect-userInfo" {...props}>
      <KolFormScreen lang={await pageLanguage(props.params)} />
    </RouteScreen>
  );
}
