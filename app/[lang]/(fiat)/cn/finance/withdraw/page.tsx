import { WithdrawCurrencyList } from '@/components/withdraw/currency-list';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/routing/segments';

export const generateMetadata = routeMetadata('cn/finance/withdraw');

export default async function Page(props: RoutePageProps) {
  const { lang } = await props.params;
  return (
    <RouteScreen routeId="cn/finance/withdraw" {...props}>
      <WithdrawCurrencyList lang={typeof lang === 'string' && isLanguage(lang) ? lang : DEFAULT_LANGUAGE} />
    </RouteScreen>
  );
}
