import { WithdrawScreen } from '@/components/withdraw/withdraw-screen';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/routing/segments';

export const generateMetadata = routeMetadata('cn/finance/withdraw/{currency}');

export default async function Page(props: RoutePageProps) {
  const { lang, currency } = await props.params;
  return (
    <RouteScreen routeId="cn/finance/withdraw/{currency}" {...props}>
      <WithdrawScreen lang={typeof lang === 'string' && isLanguage(lang) ? lang : DEFAULT_LANGUAGE} currency={typeof currency === 'string' ? currency : ''} />
    </RouteScreen>
  );
}
