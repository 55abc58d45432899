import { RatesScreen } from '@/components/crm/recruitment-screens';
import { pageLanguage } from '@/components/crm/page-nav';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('crm/market-recruitment/rateAndRule');

export default async function Page(props: RoutePageProps) {
  return (
    <RouteScreen routeId="crm/market-recruitment/rateAndRule" {...props}>
      <RatesScreen lang={await pageLanguage(props.params)} />
    </RouteScreen>
  );
}
