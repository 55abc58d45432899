import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { SubAccountDetailScreen } from '@/components/sub-account/sub-account-detail-screen';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/routing/segments';

export const generateMetadata = routeMetadata('user-center/sub-account/{uid}');

export default async function Page(props: RoutePageProps) {
  const { lang, uid } = await props.params;
  // RouteScreen answers 404 for a uid segment that is not digits; a uid that is not one of the
  // parent's sub-accounts is the screen's own message.
  const subUid = typeof uid === 'string' ? Number(uid) : 0;
  return (
    <RouteScreen routeId="user-center/sub-account/{uid}" {...props}>
      <SubAccountDetailScreen key={subUid} subUid={subUid} lang={typeof lang === 'string' && isLanguage(lang) ? lang : DEFAULT_LANGUAGE} />
    </RouteScreen>
  );
}
