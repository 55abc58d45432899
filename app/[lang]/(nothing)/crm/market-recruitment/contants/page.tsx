import { RecruitmentContactsScreen } from '@/components/crm/recruitment-screens';
import { pageLanguage } from '@/components/crm/page-nav';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('crm/market-recruitment/contants');

export default async function Page(props: RoutePageProps) {
  return (
    <RouteScreen routeId="crm/market-recruitment/contants" {...props}>
      <RecruitmentContactsScreen lang={await pageLanguage(props.params)} topic="programme" />
    </RouteScreen>
  );
}
