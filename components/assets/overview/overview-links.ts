// The links of the assets overview, built on the server from the route table (so the browser
// does not load the table) and from the futures host of this deployment.

import { DEFAULT_PAIR } from '@/lib/trading/preferences';
import type { AccountKind } from '@/lib/assets/account-kinds';
import { contractExchangePath, futuresOriginFor, linearSwapExchangePath, swapExchangePath } from '@/lib/market/contracts';
import { buildPath, getRoute } from '@/lib/routing/manifest';
import { ACCOUNT_NAMES, type Language } from '@/lib/routing/segments';

export interface OverviewLinks {
  deposit: string;
  withdraw: string;
  transfer: string;
  record: string;
  custody: string;
  points: string;
  /** The detail page of each kind that has one (point cards go to `points`). */
  detail: Partial<Record<AccountKind, string>>;
  /** Where a not-open account is opened: derivatives on the futures host, super-margin on the exchange page's margin panel. */
  open: Partial<Record<AccountKind, string>>;
}

export function overviewLinks(lang: Language, env: Record<string, string | undefined>): OverviewLinks {
  const path = (id: string) => buildPath(getRoute(id), { lang });
  const origin = futuresOriginFor(env);
  const detail: Partial<Record<AccountKind, string>> = {};
  for (const name of ACCOUNT_NAMES) detail[name] = buildPath(getRoute('finance/account/{name}'), { lang, name });
  return {
    deposit: path('finance/deposit'),
    withdraw: path('cn/finance/withdraw'),
    transfer: path('finance/transfer'),
    record: path('finance/record'),
    custody: path('cn/assets'),
    points: path('cn/points'),
    detail,
    open: {
      superMargin: buildPath(getRoute('exchange/{pair}'), { lang, pair: DEFAULT_PAIR }),
      dm: contractExchangePath('BTC', 'quarter', { origin, lang }),
      swap: swapExchangePath('BTC', { origin, lang }),
      linear: linearSwapExchangePath('BTC-USDT', { origin, lang }),
    },
  };
}
