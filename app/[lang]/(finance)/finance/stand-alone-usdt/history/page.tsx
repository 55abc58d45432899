import { ConversionHistoryScreen } from '@/components/convert';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/routing/segments';

export const generateMetadata = routeMetadata('finance/stand-alone-usdt/history');

export default async function Page(props: RoutePageProps) {
  const { lang } = await props.params;
  return (
    <RouteScreen routeId="finance/stand-alone-usdt/history" {...props}>
      <ConversionHistoryScreen mode="stand-alone-usdt" lang={typeof lang === 'string' && isLanguage(lang) ? lang : DEFAULT_LANGUAGE} />
    </RouteScreen>
  );
}
