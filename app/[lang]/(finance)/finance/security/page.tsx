import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { AssetSecurityScreen } from '@/components/security-center/asset-security-screen';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/routing/segments';

export const generateMetadata = routeMetadata('finance/security');

export default async function Page(props: RoutePageProps) {
  const { lang } = await props.params;
  return (
    <RouteScreen routeId="finance/security" {...props}>
      <AssetSecurityScreen lang={typeof lang === 'string' && isLanguage(lang) ? lang : DEFAULT_LANGUAGE} />
    </RouteScreen>
  );
}
