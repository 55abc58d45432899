import { TransferScreen } from '@/components/transfer';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/routing/segments';
import { readTransferParams, transferQuery } from '@/lib/transfer';

export const generateMetadata = routeMetadata('finance/transfer');

export default async function Page(props: RoutePageProps) {
  const [{ lang }, search] = await Promise.all([props.params, props.searchParams]);
  const prefill = readTransferParams(search);
  return (
    <RouteScreen routeId="finance/transfer" {...props}>
      <TransferScreen key={transferQuery(prefill)} lang={typeof lang === 'string' && isLanguage(lang) ? lang : DEFAULT_LANGUAGE} prefill={prefill} />
    </RouteScreen>
  );
}
