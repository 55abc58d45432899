import { notFound } from 'next/navigation';
import { CustodyAccountDetail } from '@/components/custody/account-detail-screen';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { isAccountKind } from '@/lib/assets/account-kinds';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/routing/segments';

export const generateMetadata = routeMetadata('cn/finance/account/{name}');

export default async function Page(props: RoutePageProps) {
  const { lang, name } = await props.params;
  return (
    <RouteScreen routeId="cn/finance/account/{name}" {...props}>
      {/* RouteScreen answers 404 for a name the route does not know; every such name is a kind. */}
      <CustodyAccountDetail kind={isAccountKind(name) ? name : notFound()} lang={typeof lang === 'string' && isLanguage(lang) ? lang : DEFAULT_LANGUAGE} />
    </RouteScreen>
  );
}
