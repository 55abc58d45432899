import { RecruitmentScreen } from '@/components/crm/recruitment-screens';
import { pageLanguage } from '@/components/crm/page-nav';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('crm/market-recruitment');

export default async function Page(props: RoutePageProps) {
  return (
    <RouteScreen routeId="crm/market-recruitment" {...props}>
      <RecruitmentScreen lang={await pageLanguage(props.params)} />
    </RouteScreen>
  );
}
