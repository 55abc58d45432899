// The order placement body (exchange-wallet-fiat.md section 3: "accountId, symbol, orderPrice,
// orderSide, orderType, stopPrice, source 'web', and orderValue (market buy) or orderSize").
// Every key is always present, null when it does not apply, so the body has one fixed shape.

import { decimalText, toDecimal } from '@/lib/decimal';
import type { AlgoKind, OrderMode, OrderSide } from './types';

/**
 * Side-less order types; the side travels in orderSide. An algo (计划委托) order is a trigger
 * order that places a limit or a market order, so it goes as that type with a stopPrice
 * (PROTOCOL.md section 4.3 has no separate algo type).
 */
export type PayloadOrderType = 'limit' | 'market' | 'stop-limit';

export const ORDER_SOURCE = 'web';

interface PayloadCommon {
  accountId: string;
  symbol: string;
  /** Null for market orders, which take the book's prices. */
  orderPrice: string | null;
  orderSide: OrderSide;
  orderType: PayloadOrderType;
  /** The trigger price of stop-limit and algo orders, else null. */
  stopPrice: string | null;
  source: typeof ORDER_SOURCE;
}

/** A market buy spends a quote value. */
export interface ValueOrderPayload extends PayloadCommon {
  orderValue: string;
}

/** Every other order sells or buys a base amount. */
export interface SizeOrderPayload extends PayloadCommon {
  orderSize: string;
}

export type OrderPayload = ValueOrderPayload | SizeOrderPayload;

export interface OrderRequest {
  accountId: string | number;
  symbol: string;
  side: OrderSide;
  mode: OrderMode;
  /** Only for algo orders; limit when not given. */
  algoKind?: AlgoKind;
  price?: string | null;
  stopPrice?: string | null;
  amount?: string | null;
  total?: string | null;
}

export function payloadOrderType(mode: OrderMode, algoKind: AlgoKind = 'limit'): PayloadOrderType {
  return mode === 'algo' ? algoKind : mode;
}

/** A positive decimal as plain text, or null. */
function positive(value: string | null | undefined): string | null {
  const number = toDecimal(value);
  return number !== null && number.isPositive() && !number.isZero() ? decimalText(number) : null;
}

/** The placement body, or null when a value the order needs is missing or not a positive number. */
export function buildOrderPayload(request: OrderRequest): OrderPayload | null {
  const orderType = payloadOrderType(request.mode, request.algoKind);
  const accountId = String(request.accountId).trim();
  const symbol = request.symbol.trim().toLowerCase();
  if (accountId === '' || symbol === '') return null;

  const isMarket = orderType === 'market';
  const orderPrice = isMarket ? null : positive(request.price);
  if (!isMarket && orderPrice === null) return null;

  const isTriggered = request.mode === 'stop-limit' || request.mode === 'algo';
  const stopPrice = isTriggered ? positive(request.stopPrice) : null;
  if (isTriggered && stopPrice === null) return null;

  const common: PayloadCommon = { accountId, symbol, orderPrice, orderSide: request.side, orderType, stopPrice, source: ORDER_SOURCE };
  if (isMarket && request.side === 'buy') {
    const orderValue = positive(request.total);
    return orderValue === null ? null : { ...common, orderValue };
  }
  const orderSize = positive(request.amount);
  return orderSize === null ? null : { ...common, orderSize };
}
