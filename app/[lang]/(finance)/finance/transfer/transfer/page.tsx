import { TransferScreen } from '@/components/transfer';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/routing/segments';
import { readTransferParams, transferQuery } from '@/lib/transfer';

export const generateMetadata = routeMetadata('finance/transfer/transfer');

// The same transfer screen as finance/transfer: the specification gives this route no screen of its own.
export default async function Page(props: RoutePageProps) {
  const [{ lang }, search] = await Promise.all([props.params, props.searchParams]);
  const prefill = readTransferParams(search);
  return (
    <RouteScreen routeId="finance/transfer/transfer" {...props}>
      <TransferScreen key={transferQuery(prefill)} lang={typeof lang === 'string' && isLanguage(lang) ? lang : DEFAULT_LANGUAGE} prefill={prefill} />
    </RouteScreen>
  );
}
