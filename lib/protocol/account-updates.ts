// Account socket pushes (PROTOCOL.md 3.5, exchange-wallet-fiat.md section 3) to the app's
// shapes. Amounts arrive as strings and leave as decimal text; `balance` and `available` are
// sent only when they changed, so an absent field stays undefined and means "unchanged", never
// zero. The first pushes after the sub ack are a static snapshot (changeType and changeTime
// null) of every currency.

import { decimalText, toDecimal, toDecimalText } from '@/lib/decimal';
import type { OrderSide, OrderState } from '@/lib/trading/types';
import { toOrderState } from '@/lib/trading/orders';

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Longs sent as numbers or strings; only a safe integer is kept as a number. */
function safeInteger(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : null;
}

/** Ids and sequence numbers as text: longs beyond 2^53 only survive as strings. */
function idText(value: unknown): string | null {
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return value.trim();
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : null;
}

/** Signed: loan and interest accounts hold negative balances. */
function signedDecimalText(value: unknown): string | null {
  const decimal = typeof value === 'string' || typeof value === 'number' ? toDecimal(value) : null;
  return decimal === null ? null : decimalText(decimal);
}

/** PROTOCOL.md 5.8: the docs' table writes `order-match`, every real message `order.match`. */
function changeTypeOf(value: unknown): string | null {
  const text = nonEmpty(value)?.toLowerCase();
  if (text === undefined) return null;
  const legacy = /^(order|margin)-(.+)$/.exec(text);
  return legacy ? `${legacy[1]}.${legacy[2]}` : text;
}

export interface BalanceChange {
  accountId: number;
  accountType: string;
  currency: string;
  /** Undefined: not in this message, i.e. unchanged. */
  balance?: string;
  available?: string;
  changeType: string | null;
  /** Epoch ms; null in the snapshot. */
  changeTime: number | null;
  /** Matches REST `seq-num`; text because it is a long. */
  seqNum: string | null;
  /** Part of the static snapshot sent after the sub ack (changeType null). */
  snapshot: boolean;
}

/** One `accounts.update#mode` push; null when an id, the currency or a present amount is unreadable. */
export function toBalanceChange(data: unknown): BalanceChange | null {
  if (!isObject(data)) return null;
  const accountId = safeInteger(data.accountId);
  const currency = nonEmpty(data.currency)?.toLowerCase();
  if (accountId === null || currency === undefined) return null;
  const balance = data.balance === undefined || data.balance === null ? undefined : signedDecimalText(data.balance);
  const available = data.available === undefined || data.available === null ? undefined : signedDecimalText(data.available);
  if (balance === null || available === null) return null;
  const changeType = changeTypeOf(data.changeType);
  return {
    accountId,
    accountType: nonEmpty(data.accountType)?.toLowerCase() ?? '',
    currency,
    ...(balance !== undefined ? { balance } : {}),
    ...(available !== undefined ? { available } : {}),
    changeType,
    changeTime: safeInteger(data.changeTime),
    seqNum: idText(data.seqNum),
    snapshot: changeType === null,
  };
}

export interface CurrencyBalance {
  accountType: string;
  /** Null until a message carried the field. */
  balance: string | null;
  available: string | null;
  seqNum: string | null;
  changeTime: number | null;
}

/** accountId (as text) → currency → balance. */
export type AccountBalances = Readonly<Record<string, Readonly<Record<string, CurrencyBalance>>>>;

/**
 * The balances after one push. Only fields present in the push change; a currency seen for the
 * first time starts with what the push carries. Returns `balances` itself when nothing changed.
 */
export function applyBalanceChange(balances: AccountBalances, change: BalanceChange): AccountBalances {
  const accountKey = String(change.accountId);
  const account = balances[accountKey] ?? {};
  const current = account[change.currency];
  const next: CurrencyBalance = {
    accountType: change.accountType || current?.accountType || '',
    balance: change.balance ?? current?.balance ?? null,
    available: change.available ?? current?.available ?? null,
    seqNum: change.seqNum ?? current?.seqNum ?? null,
    changeTime: change.changeTime ?? current?.changeTime ?? null,
  };
  if (
    current &&
    current.accountType === next.accountType &&
    current.balance === next.balance &&
    current.available === next.available &&
    current.seqNum === next.seqNum &&
    current.changeTime === next.changeTime
  ) {
    return balances;
  }
  return { ...balances, [accountKey]: { ...account, [change.currency]: next } };
}

export interface OrderUpdate {
  orderId: string;
  symbol: string;
  /** creation, trade, cancellation, trigger, deletion; null from servers that send none. */
  eventType: string | null;
  /** The wire status as sent (lower case), including ones the order list has no state for (rejected). */
  status: string | null;
  state: OrderState | null;
  /** e.g. `buy-limit`. */
  type: string | null;
  side: OrderSide | null;
  accountId: number | null;
  clientOrderId: string | null;
  orderPrice: string | null;
  orderSize: string | null;
  orderValue: string | null;
  tradePrice: string | null;
  tradeVolume: string | null;
  tradeId: string | null;
  /** The amount not yet filled. */
  remainAmt: string | null;
  execAmt: string | null;
  /** Epoch ms of the event: trade, cancel or creation time, whichever the push carries. */
  time: number | null;
}

function sideOf(type: string | null, orderSide: unknown): OrderSide | null {
  if (orderSide === 'buy' || orderSide === 'sell') return orderSide;
  if (type?.startsWith('buy-')) return 'buy';
  if (type?.startsWith('sell-')) return 'sell';
  return null;
}

/**
 * One `orders#symbol` push. Tolerant: the fields differ per event type and between server
 * generations, so only the order id, the symbol and one of status / event type are required.
 */
export function toOrderUpdate(data: unknown): OrderUpdate | null {
  if (!isObject(data)) return null;
  const orderId = idText(data.orderId);
  const symbol = nonEmpty(data.symbol)?.toLowerCase();
  const status = nonEmpty(data.orderStatus)?.toLowerCase() ?? null;
  const eventType = nonEmpty(data.eventType)?.toLowerCase() ?? null;
  if (orderId === null || symbol === undefined || (status === null && eventType === null)) return null;
  const type = nonEmpty(data.type)?.toLowerCase() ?? null;
  return {
    orderId,
    symbol,
    eventType,
    status,
    state: toOrderState(status),
    type,
    side: sideOf(type, data.orderSide),
    accountId: safeInteger(data.accountId),
    clientOrderId: nonEmpty(data.clientOrderId),
    orderPrice: toDecimalText(data.orderPrice),
    orderSize: toDecimalText(data.orderSize),
    orderValue: toDecimalText(data.orderValue),
    tradePrice: toDecimalText(data.tradePrice),
    tradeVolume: toDecimalText(data.tradeVolume),
    tradeId: idText(data.tradeId),
    remainAmt: toDecimalText(data.remainAmt),
    execAmt: toDecimalText(data.execAmt),
    time: [data.tradeTime, data.lastActTime, data.orderCreateTime].map(safeInteger).find((time) => time !== null) ?? null,
  };
}
