import { FaqScreen } from '@/components/content/faq-screen';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('cn/faq');

export default function Page(props: RoutePageProps) {
  return (
    <RouteScreen routeId="cn/faq" {...props}>
      <FaqScreen />
    </RouteScreen>
  );
}
