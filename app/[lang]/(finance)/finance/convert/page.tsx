import { SmallBalanceScreen } from '@/components/convert';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/routing/segments';

export const generateMetadata = routeMetadata('finance/convert');

export default async function Page(props: RoutePageProps) {
  const { lang } = await props.params;
  return (
    <RouteScreen routeId="finance/convert" {...props}>
      <SmallBalanceScreen mode="small-balance" lang={typeof lang === 'string' && isLanguage(lang) ? lang : DEFAULT_LANGUAGE} />
    </RouteScreen>
  );
}
