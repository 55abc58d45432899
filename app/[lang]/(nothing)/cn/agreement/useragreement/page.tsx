import { AgreementPage } from '@/components/content/agreement-page';
import { routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('cn/agreement/useragreement');

export default function Page(props: RoutePageProps) {
  return <AgreementPage routeId="cn/agreement/useragreement" {...props} />;
}
