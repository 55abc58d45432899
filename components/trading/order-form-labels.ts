// Texts of the order form's choices (exchange-wallet-fiat.md section 2): exchange types, margin
// modes and order types.

import type { AlgoKind, ExchangeType, MarginMode, OrderMode } from '@/lib/trading';

export const EXCHANGE_TYPE_LABELS: Readonly<Record<ExchangeType, string>> = {
  exchange: '币币',
  margin: '逐仓杠杆',
  'cross-margin': '全仓杠杆',
  'c2c-margin': 'C2C杠杆',
};

export const MARGIN_MODE_LABELS: Readonly<Record<MarginMode, string>> = {
  common: '普通',
  open: '自动借币',
  close: '自动还币',
};

/** The tab of each order mode: the common group's two modes keep their own tabs. */
export const ORDER_MODE_LABELS: Readonly<Record<OrderMode, string>> = {
  limit: '限价',
  market: '市价',
  'stop-limit': '止盈止损',
  algo: '计划委托',
};

export const ALGO_KIND_LABELS: Readonly<Record<AlgoKind, string>> = { limit: '限价', market: '市价' };

/** '限价', '止盈止损', '计划委托（市价）'. */
export function orderTypeLabel(mode: OrderMode, algoKind: AlgoKind = 'limit'): string {
  return mode === 'algo' ? `${ORDER_MODE_LABELS.algo}（${ALGO_KIND_LABELS[algoKind]}）` : ORDER_MODE_LABELS[mode];
}

// The reasons the form or a tab is disabled live with their rules in lib/trading/order-access.ts.
export { MARGIN_LOGIN_REASON, NO_MARGIN_ACCOUNT_REASON, SUB_USER_NO_AUTHORITY_REASON, USER_DISABLED_REASON } from '@/lib/trading';
