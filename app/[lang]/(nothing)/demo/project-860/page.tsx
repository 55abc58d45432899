import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('demo/project-860');

export default function Page(props: RoutePageProps) {
  return <RouteScreen routeId="demo/project-860" {...props} />;
}
