import { RecordsScreen } from '@/components/finance-records/records-screen';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { resolveSocketUrl } from '@/lib/api/families';

export const generateMetadata = routeMetadata('cn/finance/record');

/** 财务记录: the tab from `?tab=`, the account socket for the records to follow money moves. */
export default async function Page(props: RoutePageProps) {
  const { tab } = await props.searchParams;
  const initialTab = typeof tab === 'string' ? tab : null;
  return (
    <RouteScreen routeId="cn/finance/record" {...props}>
      <RecordsScreen key={initialTab ?? ''} area="custody" initialTab={initialTab} socketUrl={resolveSocketUrl('account', process.env)} />
    </RouteScreen>
  );
}
