// Order life cycle of the mock exchange: placement locks the balance, fills move it (the
// locked part is spent, the proceeds less the fee are credited, a match result is recorded),
// cancels and finished orders give back what is still locked. Every step announces the order
// event and the balance changes (db/trading.ts listeners).

import { Decimal } from 'decimal.js';
import { recordLedger } from '../db/ledger';
import {
  changeBalance,
  emitOrderEvent,
  findAccount,
  isOpenOrder,
  type Order,
  type OrderState,
  type OrderTrade,
  type TradingAccount,
  type TradingState,
} from '../db/trading';
import { checkOrder, frozenFor, stopOperatorFor, symbolRules, tradeError, type OrderRequest, type SymbolRules, type TradeError } from './order-rules';

/** Fee rates (exchange-wallet-fiat.md section 3, Fees): charged in the currency received. */
export const MAKER_FEE_RATE = new Decimal('0.002');
export const TAKER_FEE_RATE = new Decimal('0.002');

/** `order-state` numbers of the cancel error (PROTOCOL.md 4.2). */
export const ORDER_STATE_CODES: Readonly<Record<OrderState, number>> = {
  'pre-submitted': 3,
  submitted: 3,
  'partial-filled': 4,
  'partial-canceled': 5,
  filled: 6,
  canceled: 7,
};

export type OrderType = `${Order['side']}-${Order['kind']}`;

export function orderType(order: Pick<Order, 'side' | 'kind'>): OrderType {
  return `${order.side}-${order.kind}`;
}

export interface PlacementContext {
  uid: number;
  now: number;
  /** The pair's current price (limit band, stop direction). */
  lastPrice: Decimal;
}

function accountError(): TradeError {
  return tradeError('account-account-id-inexistent', 'The account id does not exist');
}

/** The user's working account that may trade the symbol (a margin or borrow account only its own pair). */
function tradingAccount(state: TradingState, uid: number, request: OrderRequest): TradingAccount | TradeError {
  const account = findAccount(state, request.accountId);
  if (!account || account.uid !== uid) return accountError();
  if (account.state !== 'working') return tradeError('account-state-invalid', 'account state invalid');
  if ((account.type === 'margin' || account.type === 'borrow') && account.subtype !== request.symbol) return accountError();
  return account;
}

/** Places an order: checks, locks, records; returns the new order or the error to answer with. */
export function placeOrder(state: TradingState, request: OrderRequest, context: PlacementContext): Order | TradeError {
  const account = tradingAccount(state, context.uid, request);
  if ('code' in account) return account;
  const rules = symbolRules(request.symbol);
  if (!rules) return tradeError('base-symbol-error', 'The symbol is invalid');
  const broken = checkOrder(request, rules, context.lastPrice);
  if (broken) return broken;

  const lock = frozenFor(request, rules);
  const row = state.balances.get(account.id)?.get(lock.currency);
  const available = row?.trade ?? new Decimal(0);
  if (available.lt(lock.amount)) {
    return tradeError('account-frozen-balance-insufficient-error', `trade account balance is not enough, left: \`${available.toFixed()}\``);
  }

  const order: Order = {
    id: state.nextOrderId,
    uid: context.uid,
    accountId: account.id,
    symbol: request.symbol,
    side: request.side,
    kind: request.kind,
    price: request.price ?? new Decimal(0),
    amount: request.amount,
    source: request.source,
    clientOrderId: request.clientOrderId,
    // Stop-limit and algo (a limit or market order with a stop price) wait for their trigger.
    state: request.kind === 'stop-limit' || request.stopPrice ? 'pre-submitted' : 'submitted',
    createdAt: context.now,
    finishedAt: 0,
    canceledAt: 0,
    filledAmount: new Decimal(0),
    filledCashAmount: new Decimal(0),
    filledFees: new Decimal(0),
    frozen: lock.amount,
  };
  if (request.stopPrice) {
    order.stopPrice = request.stopPrice;
    order.operator = request.operator ?? stopOperatorFor(request.stopPrice, context.lastPrice);
  }
  state.nextOrderId += 1;
  state.orders.set(order.id, order);
  changeBalance(state, account, lock.currency, { trade: lock.amount.neg(), frozen: lock.amount }, 'order.place', context.now);
  emitOrderEvent({ eventType: 'creation', order, at: context.now });
  return order;
}

function orderAccount(state: TradingState, order: Order): TradingAccount {
  const account = findAccount(state, order.accountId);
  if (!account) throw new Error(`order ${order.id} has no account`);
  return account;
}

function orderRules(order: Order): SymbolRules {
  const rules = symbolRules(order.symbol);
  if (!rules) throw new Error(`order ${order.id} has an unknown symbol`);
  return rules;
}

/** Base amount still to fill; for a market buy, the quote value still to spend. */
export function remainingAmount(order: Order): Decimal {
  return order.kind === 'market' && order.side === 'buy' ? order.amount.minus(order.filledCashAmount) : order.amount.minus(order.filledAmount);
}

/** Gives back what is still locked and stamps the end of the order. */
function release(state: TradingState, order: Order, at: number, changeType: 'order.cancel' | 'order.refund'): void {
  if (order.frozen.gt(0)) {
    const rules = orderRules(order);
    const currency = order.side === 'buy' ? rules.quote : rules.base;
    changeBalance(state, orderAccount(state, order), currency, { trade: order.frozen, frozen: order.frozen.neg() }, changeType, at);
    order.frozen = new Decimal(0);
  }
  order.finishedAt = at;
}

/**
 * One fill of `amount` (base) at `price`: spends the locked part, credits the proceeds less
 * the fee, records the match result and announces the trade. The caller keeps `amount` within
 * what remains. A fill that completes the order finishes it (returning any locked rest);
 * `completes` ends it anyway (a market buy whose leftover value buys less than one unit).
 */
export function fillOrder(
  state: TradingState,
  order: Order,
  fill: { price: Decimal; amount: Decimal; role: 'maker' | 'taker' },
  at: number,
  completes = false,
): void {
  const rules = orderRules(order);
  const account = orderAccount(state, order);
  const cash = fill.price.times(fill.amount);
  const rate = fill.role === 'maker' ? MAKER_FEE_RATE : TAKER_FEE_RATE;
  const spent = order.side === 'buy' ? Decimal.min(cash, order.frozen) : fill.amount;
  const received = order.side === 'buy' ? fill.amount : cash;
  const fee = received.times(rate);
  const [spentCurrency, receivedCurrency] = order.side === 'buy' ? [rules.quote, rules.base] : [rules.base, rules.quote];

  order.frozen = order.frozen.minus(spent);
  order.filledAmount = order.filledAmount.plus(fill.amount);
  order.filledCashAmount = order.filledCashAmount.plus(cash);
  order.filledFees = order.filledFees.plus(fee);
  changeBalance(state, account, spentCurrency, { frozen: spent.neg() }, 'order.match', at);
  changeBalance(state, account, receivedCurrency, { trade: received.minus(fee) }, 'order.match', at);
  // The fee as its own ledger entry (the records' 手续费 tab); the match id is its ref.
  if (!fee.isZero()) {
    const kind = account.type === 'super-margin' ? 'superMargin' : account.type;
    recordLedger({ uid: account.uid, account: kind, accountId: account.id, currency: receivedCurrency, amount: fee.neg(), type: 'transact-fee', subtype: order.symbol, ref: String(state.nextMatchId), time: at, symbol: order.symbol });
  }

  const trade: OrderTrade = { price: fill.price, amount: fill.amount, tradeId: state.nextTradeId, role: fill.role };
  state.matches.push({
    id: state.nextMatchId,
    orderId: order.id,
    matchId: state.nextMatchId,
    tradeId: state.nextTradeId,
    symbol: order.symbol,
    type: orderType(order),
    price: fill.price,
    amount: fill.amount,
    fee,
    feeCurrency: receivedCurrency,
    role: fill.role,
    createdAt: at,
    source: order.source,
  });
  state.nextMatchId += 1;
  state.nextTradeId += 1;

  const done =
    completes ||
    (order.kind === 'market' && order.side === 'buy' ? remainingAmount(order).lte(0) : order.filledAmount.gte(order.amount));
  order.state = done ? 'filled' : 'partial-filled';
  if (done) release(state, order, at, 'order.refund');
  emitOrderEvent({ eventType: 'trade', order, at, trade });
}

/** Ends an open order: cancels what is left (state canceled or partial-canceled). */
export function cancelOrder(state: TradingState, order: Order, at: number): TradeError | undefined {
  if (!isOpenOrder(order)) {
    return tradeError('order-orderstate-error', 'Incorrect order state', { 'order-state': ORDER_STATE_CODES[order.state] });
  }
  const waiting = order.state === 'pre-submitted';
  order.state = order.filledAmount.gt(0) ? 'partial-canceled' : 'canceled';
  order.canceledAt = at;
  release(state, order, at, 'order.cancel');
  emitOrderEvent({ eventType: waiting ? 'deletion' : 'cancellation', order, at });
  return undefined;
}

/** A stop-limit or algo order whose stop was crossed becomes a submitted limit (or market) order. */
export function triggerStopOrder(order: Order, at: number): void {
  if (order.state !== 'pre-submitted') return;
  order.state = 'submitted';
  emitOrderEvent({ eventType: 'trigger', order, at });
}
