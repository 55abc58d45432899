// Trading vocabulary of the order form and the orders panel (exchange-wallet-fiat.md sections 2-4,
// PROTOCOL.md section 4.3). Prices and amounts are decimal strings.

/** Which account an order goes to: spot, isolated margin, cross (super) margin, C2C-lending margin. */
export const EXCHANGE_TYPES = ['exchange', 'margin', 'cross-margin', 'c2c-margin'] as const;
export type ExchangeType = (typeof EXCHANGE_TYPES)[number];

/** Margin order mode: open borrows automatically, close repays automatically, common does neither. */
export const MARGIN_MODES = ['open', 'close', 'common'] as const;
export type MarginMode = (typeof MARGIN_MODES)[number];

export const ORDER_MODES = ['limit', 'market', 'stop-limit', 'algo'] as const;
export type OrderMode = (typeof ORDER_MODES)[number];

/** What an algo (trigger) order places once its trigger price is reached. */
export const ALGO_KINDS = ['limit', 'market'] as const;
export type AlgoKind = (typeof ALGO_KINDS)[number];

export type OrderSide = 'buy' | 'sell';

/** The form's tabs: plain limit and market orders, 止盈止损 and 计划委托. */
export const ORDER_TYPE_GROUPS = ['common', 'stopLimit', 'algo'] as const;
export type OrderTypeGroup = (typeof ORDER_TYPE_GROUPS)[number];

export const ORDER_TYPE_GROUP_LABELS: Readonly<Record<OrderTypeGroup, string>> = {
  common: '限价/市价',
  stopLimit: '止盈止损',
  algo: '计划委托',
};

/** The order modes each tab offers. */
export const ORDER_MODES_BY_GROUP: Readonly<Record<OrderTypeGroup, readonly OrderMode[]>> = {
  common: ['limit', 'market'],
  stopLimit: ['stop-limit'],
  algo: ['algo'],
};

/**
 * Order states: `submitting` and `canceling` are also set locally while a request is under way;
 * the back end's `cancelling` spelling is read as `canceling`.
 */
export const ORDER_STATES = [
  'submitting',
  'submitted',
  'pre-submitted',
  'partial-filled',
  'partial-canceled',
  'filled',
  'canceled',
  'canceling',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** Trigger direction of a stop order: fires when the price is at or above / at or below the stop. */
export type StopOperator = 'gte' | 'lte';

export interface Order {
  id: string;
  symbol: string;
  /** The wire order type, e.g. `buy-limit`, `sell-market`, `buy-stop-limit`. */
  type: string;
  side: OrderSide;
  source: string;
  state: OrderState;
  price: string;
  /** Base amount, or the quote value of a market buy. */
  amount: string;
  filledAmount: string;
  filledCashAmount: string;
  filledFees: string;
  filledPoints: string;
  feeDeductCurrency: string | null;
  /** Epoch ms. */
  createdAt: number;
  /** Epoch ms; null when not cancelled. */
  canceledAt: number | null;
  stopPrice: string | null;
  operator: StopOperator | null;
}
