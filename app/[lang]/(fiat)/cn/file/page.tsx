import { FileListScreen } from '@/components/content/file-list-screen';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('cn/file');

export default function Page(props: RoutePageProps) {
  return (
    <RouteScreen routeId="cn/file" {...props}>
      <FileListScreen />
    </RouteScreen>
  );
}
