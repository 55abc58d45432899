import { DepositScreen } from '@/components/deposit/deposit-screen';
import { RouteScreen, routeMetadata, type RoutePageProps } from '@/components/shell/route-screen';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/routing/segments';

export const generateMetadata = routeMetadata('finance/deposit/{currency}');

/** A chain asked for by the link (?chain=trc20usdt): chain ids are short lower-case words. */
function chainOf(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && /^[a-z0-9]{1,32}$/.test(value) ? value : null;
}

export default async function Page(props: RoutePageProps) {
  const [{ lang, currency }, search] = await Promise.all([props.params, props.searchParams]);
  // RouteScreen answers 404 for a currency segment that is not a code; a code the exchange does
  // not list is the screen's own message.
  const code = typeof currency === 'string' ? currency : '';
  return (
    <RouteScreen routeId="finance/deposit/{currency}" {...props}>
      <DepositScreen
        key={code}
        currency={code}
        lang={typeof lang === 'string' && isLanguage(lang) ? lang : DEFAULT_LANGUAGE}
        initialChain={chainOf(search.chain)}
      />
    </RouteScreen>
  );
}
