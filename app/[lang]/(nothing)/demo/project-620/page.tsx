import { pageLanguage } from '@/components/crm/page-nav';
import { ProjectShowcase } from '@/components/demo/project-showcase';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('demo/project-620');

export default async function Page(props: RoutePageProps) {
  return (
    <RouteScreen routeId="demo/project-620" {...props}>
      <ProjectShowcase id="620" lang={await pageLanguage(props.params)} />
    </RouteScreen>
  );
}
