// Wire shapes of the trading side: REST records (PROTOCOL.md 4.3, 4.5; fixtures
// rest_account_balance.json, rest_order_open_orders.json) and the account socket's pushes
// (3.5 accounts.update, and orders#{symbol} with S1's field names). Amounts are decimal
// strings with 18 decimals, as the real service writes them.

import type { Decimal } from 'decimal.js';
import type { Balance, BalanceChange, MatchResult, Order, OrderEvent, TradingAccount } from '../db/trading';
import { orderType, remainingAmount } from './orders';

const WIRE_DECIMALS = 18;

export function wireDecimal(value: Decimal): string {
  return value.toFixed(WIRE_DECIMALS);
}

export function accountJson(account: TradingAccount) {
  return { id: account.id, type: account.type, subtype: account.subtype ?? '', state: account.state };
}

/** GET `trading.accountBalance`: a `trade` and a `frozen` row per currency. */
export function balanceJson(account: TradingAccount, rows: ReadonlyMap<string, Balance>) {
  const list = [...rows].flatMap(([currency, row]) =>
    (['trade', 'frozen'] as const).map((type) => ({
      currency,
      type,
      balance: wireDecimal(row[type]),
      debt: 'invalid',
      available: 'invalid',
      'seq-num': String(row.seqNum),
    })),
  );
  return { id: account.id, type: account.type, state: account.state, list };
}

function orderBase(order: Order) {
  return {
    id: order.id,
    symbol: order.symbol,
    'account-id': order.accountId,
    'client-order-id': order.clientOrderId,
    amount: wireDecimal(order.amount),
    price: wireDecimal(order.price),
    'created-at': order.createdAt,
    type: orderType(order),
    source: order.source,
    state: order.state,
    ...(order.stopPrice ? { 'stop-price': wireDecimal(order.stopPrice), operator: order.operator } : {}),
  };
}

/** GET `trading.openOrders`: the `filled-*` spelling. */
export function openOrderJson(order: Order) {
  return {
    ...orderBase(order),
    'filled-amount': wireDecimal(order.filledAmount),
    'filled-cash-amount': wireDecimal(order.filledCashAmount),
    'filled-fees': wireDecimal(order.filledFees),
  };
}

/** Order detail and history: the legacy `field-*` spelling the real service still returns. */
export function orderJson(order: Order) {
  return {
    ...orderBase(order),
    'field-amount': wireDecimal(order.filledAmount),
    'field-cash-amount': wireDecimal(order.filledCashAmount),
    'field-fees': wireDecimal(order.filledFees),
    'finished-at': order.finishedAt,
    'canceled-at': order.canceledAt,
    exchange: 'huobi',
    batch: '',
  };
}

export function matchResultJson(match: MatchResult) {
  return {
    id: match.id,
    'order-id': match.orderId,
    'match-id': match.matchId,
    'trade-id': match.tradeId,
    symbol: match.symbol,
    type: match.type,
    source: match.source,
    price: wireDecimal(match.price),
    'filled-amount': wireDecimal(match.amount),
    'filled-fees': wireDecimal(match.fee),
    'fee-currency': match.feeCurrency,
    'filled-points': '0.0',
    'fee-deduct-currency': '',
    role: match.role,
    'created-at': match.createdAt,
  };
}

export type AccountsUpdateMode = 0 | 1 | 2;

interface BalanceRowState {
  accountId: number;
  accountType: string;
  currency: string;
  balance: Decimal;
  available: Decimal;
  seqNum: number;
}

/** The static value pushed right after the sub ack (changeType and changeTime null). */
export function balanceSnapshotData(row: BalanceRowState, mode: AccountsUpdateMode) {
  return {
    currency: row.currency,
    accountId: row.accountId,
    balance: wireDecimal(row.balance),
    ...(mode === 0 ? {} : { available: wireDecimal(row.available) }),
    changeType: null,
    accountType: row.accountType,
    seqNum: String(row.seqNum),
    changeTime: null,
  };
}

/**
 * Push data of one balance change in a mode: 0 only balance changes (with `balance`), 1 one
 * message per changed field, 2 one message with the changed fields; a field is present only
 * when it changed.
 */
export function balanceChangeData(change: BalanceChange, accountType: string, mode: AccountsUpdateMode) {
  const common = { currency: change.currency, accountId: change.accountId, changeType: change.changeType, accountType, seqNum: String(change.seqNum), changeTime: change.changeTime };
  const balance = { balance: wireDecimal(change.balance) };
  const available = { available: wireDecimal(change.available) };
  if (mode === 0) return change.balanceChanged ? [{ ...common, ...balance }] : [];
  if (mode === 1) {
    return [...(change.balanceChanged ? [{ ...common, ...balance }] : []), ...(change.availableChanged ? [{ ...common, ...available }] : [])];
  }
  return [{ ...common, ...(change.balanceChanged ? balance : {}), ...(change.availableChanged ? available : {}) }];
}

/** Push data of an order event on orders#{symbol} (S1 field names). */
export function orderPushData(event: OrderEvent) {
  const { order } = event;
  const marketBuy = order.kind === 'market' && order.side === 'buy';
  const common = {
    eventType: event.eventType,
    symbol: order.symbol,
    accountId: order.accountId,
    orderId: order.id,
    clientOrderId: order.clientOrderId,
    orderSide: order.side,
    orderSource: order.source,
    type: orderType(order),
    orderStatus: order.state,
    ...(order.kind === 'market' ? {} : { orderPrice: order.price.toFixed() }),
    ...(marketBuy ? { orderValue: order.amount.toFixed() } : { orderSize: order.amount.toFixed() }),
    ...(order.stopPrice ? { stopPrice: order.stopPrice.toFixed(), operator: order.operator } : {}),
  };
  const progress = {
    execAmt: order.filledAmount.toFixed(),
    // For a market buy what remains is quote value, like its orderValue.
    remainAmt: remainingAmount(order).toFixed(),
  };
  switch (event.eventType) {
    case 'creation':
    case 'trigger':
      return { ...common, orderCreateTime: order.createdAt };
    case 'trade':
      return {
        ...common,
        ...progress,
        ...(event.trade
          ? {
              tradePrice: event.trade.price.toFixed(),
              tradeVolume: event.trade.amount.toFixed(),
              tradeId: event.trade.tradeId,
              aggressor: event.trade.role === 'taker',
            }
          : {}),
        tradeTime: event.at,
      };
    case 'cancellation':
    case 'deletion':
      return { ...common, ...progress, lastActTime: event.at };
  }
}
