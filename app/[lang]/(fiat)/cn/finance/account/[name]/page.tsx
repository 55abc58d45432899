import { notFound } from 'next/navigation';
import { loadKindAccess } from '@/components/assets/account-detail/kind-access';
import { KindRefused } from '@/components/assets/account-detail/kind-refused';
import { CustodyAccountDetail } from '@/components/custody/account-detail-screen';
import { pathOf } from '@/components/custody/links';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { isAccountKind } from '@/lib/assets/account-kinds';
import { KIND_REFUSED_TEXT } from '@/lib/assets/visibility';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/routing/segments';

export const generateMetadata = routeMetadata('cn/finance/account/{name}');

/**
 * One account's statement. An account this user's pages do not show (a sub-account's kind its
 * parent hid, the mining account with its switch off) is refused here, with the way back.
 */
export default async function Page(props: RoutePageProps) {
  const { lang: rawLang, name } = await props.params;
  const lang = typeof rawLang === 'string' && isLanguage(rawLang) ? rawLang : DEFAULT_LANGUAGE;
  // RouteScreen answers 404 for a name the route does not know; every such name is a kind.
  const kind = isAccountKind(name) ? name : null;
  const access = kind ? await loadKindAccess(kind, lang) : 'shown';
  return (
    <RouteScreen routeId="cn/finance/account/{name}" {...props}>
      {kind === null ? notFound() : access === 'shown' ? <CustodyAccountDetail kind={kind} lang={lang} /> : <KindRefused kind={kind} access={access} backHref={pathOf('cn/finance/account', lang)} backText={KIND_REFUSED_TEXT.backToAccounts} />}
    </RouteScreen>
  );
}
