import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('register');

export default function Page(props: RoutePageProps) {
  return <RouteScreen routeId="register" {...props} />;
}
