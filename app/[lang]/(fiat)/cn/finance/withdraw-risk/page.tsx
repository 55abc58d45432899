import { WithdrawRiskScreen } from '@/components/withdraw/risk-screen';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/routing/segments';

export const generateMetadata = routeMetadata('cn/finance/withdraw-risk');

function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export default async function Page(props: RoutePageProps) {
  const { lang } = await props.params;
  const search = await props.searchParams;
  return (
    <RouteScreen routeId="cn/finance/withdraw-risk" {...props}>
      <WithdrawRiskScreen lang={typeof lang === 'string' && isLanguage(lang) ? lang : DEFAULT_LANGUAGE} back={single(search.back)} />
    </RouteScreen>
  );
}
