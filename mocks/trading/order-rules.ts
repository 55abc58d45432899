// Order placement rules of the spot market (PROTOCOL.md 4.2, 4.3, 4.6): the two payload forms
// (the app's {accountId, symbol, orderPrice, orderSide, orderType, stopPrice, source,
// orderValue|orderSize} and the real API's {account-id, symbol, type, amount, price,
// stop-price, operator}) read into one request, then the checks of the pair's
// market-symbols record, each failing with the real service's err-code.

import { Decimal } from 'decimal.js';
import { findMarketSymbol } from '../db/market-data';
import { symbolSettings } from '../db/market-settings';
import type { OrderKind, OrderSide, StopOperator } from '../db/trading';

export interface TradeError {
  code: string;
  message: string;
  /** Extra top-level fields of the error body (e.g. `order-state`). */
  extra?: Record<string, unknown>;
}

export interface OrderRequest {
  accountId: number;
  symbol: string;
  side: OrderSide;
  kind: OrderKind;
  /** Limit price (limit and stop-limit). */
  price?: Decimal;
  /** Base amount; the quote value for buy-market. */
  amount: Decimal;
  stopPrice?: Decimal;
  /** Given by the real form; the app's form leaves it to the current price. */
  operator?: StopOperator;
  source: string;
  clientOrderId: string;
}

/** The limits of one pair, from its market-symbols record and its live settings state. */
export interface SymbolRules {
  symbol: string;
  base: string;
  quote: string;
  tradeEnabled: boolean;
  pricePrecision: number;
  amountPrecision: number;
  valuePrecision: number;
  minValue: Decimal;
  limitMinAmount: Decimal;
  limitMaxAmount: Decimal;
  sellMarketMinAmount: Decimal;
  sellMarketMaxAmount: Decimal;
  buyMarketMaxValue: Decimal;
  /** A buy limit price must stay below last × this (blmlt), a sell limit above last × slmgt. */
  buyLimitMustLessThan: Decimal;
  sellLimitMustGreaterThan: Decimal;
}

export function tradeError(code: string, message: string, extra?: Record<string, unknown>): TradeError {
  return extra ? { code, message, extra } : { code, message };
}

export function isTradeError(value: unknown): value is TradeError {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value && !('side' in value);
}

export function symbolRules(symbol: string): SymbolRules | undefined {
  const record = findMarketSymbol(symbol);
  if (!record) return undefined;
  const settings = symbolSettings.find(symbol) ?? record.v2;
  const v1 = record.v1;
  return {
    symbol,
    base: v1.bc,
    quote: v1.qc,
    tradeEnabled: settings.state === 'online' && settings.te,
    pricePrecision: v1.pp,
    amountPrecision: v1.ap,
    valuePrecision: v1.vp,
    minValue: new Decimal(v1.minov),
    limitMinAmount: new Decimal(v1.lominoa),
    limitMaxAmount: new Decimal(v1.lomaxoa),
    sellMarketMinAmount: new Decimal(v1.smminoa),
    sellMarketMaxAmount: new Decimal(v1.smmaxoa),
    buyMarketMaxValue: new Decimal(v1.bmmaxov),
    buyLimitMustLessThan: new Decimal(v1.blmlt),
    sellLimitMustGreaterThan: new Decimal(v1.slmgt),
  };
}

/** A decimal from a JSON string or number; undefined when absent, NaN-ish or not finite. */
export function readDecimal(value: unknown): Decimal | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  if (typeof value === 'string' && !/^\s*[+-]?(\d+\.?\d*|\.\d+)\s*$/.test(value)) return undefined;
  const decimal = new Decimal(typeof value === 'string' ? value.trim() : value);
  return decimal.isFinite() ? decimal : undefined;
}

const missing = (field: string) => tradeError('validation-constraints-required', `Field is missing: ${field}`);
const invalidType = () => tradeError('order-type-invalid', 'order type invalid');
const invalidPrice = () => tradeError('order-invalid-price', 'invalid price');

const REAL_TYPES: Readonly<Record<string, { side: OrderSide; kind: OrderKind }>> = {
  'buy-limit': { side: 'buy', kind: 'limit' },
  'sell-limit': { side: 'sell', kind: 'limit' },
  'buy-market': { side: 'buy', kind: 'market' },
  'sell-market': { side: 'sell', kind: 'market' },
  'buy-stop-limit': { side: 'buy', kind: 'stop-limit' },
  'sell-stop-limit': { side: 'sell', kind: 'stop-limit' },
};
const KINDS: readonly OrderKind[] = ['limit', 'market', 'stop-limit'];

function readAccountId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** A price field: absent → undefined, present but not a positive decimal → an error. */
function readPrice(value: unknown): Decimal | TradeError | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const price = readDecimal(value);
  return price && price.gt(0) ? price : invalidPrice();
}

/** Reads either payload form into a request. */
export function parseOrderRequest(body: unknown): OrderRequest | TradeError {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return missing('symbol');
  const fields = body as Record<string, unknown>;
  const realForm = 'account-id' in fields || 'type' in fields;

  const accountId = readAccountId(realForm ? fields['account-id'] : fields.accountId);
  if (accountId === undefined) return missing(realForm ? 'account-id' : 'accountId');
  if (typeof fields.symbol !== 'string' || fields.symbol === '') return missing('symbol');

  let side: OrderSide;
  let kind: OrderKind;
  if (realForm) {
    const type = REAL_TYPES[String(fields.type)];
    if (!type) return invalidType();
    ({ side, kind } = type);
  } else {
    if (fields.orderSide !== 'buy' && fields.orderSide !== 'sell') return invalidType();
    if (!KINDS.includes(fields.orderType as OrderKind)) return invalidType();
    side = fields.orderSide;
    kind = fields.orderType as OrderKind;
  }

  const amountField = realForm ? 'amount' : side === 'buy' && kind === 'market' ? 'orderValue' : 'orderSize';
  const amount = readDecimal(fields[amountField]);
  if (amount === undefined) return missing(amountField);
  if (!amount.gt(0)) return tradeError('order-amount-over-limit', `${amountField} must be greater than 0`);

  const request: OrderRequest = {
    accountId,
    symbol: fields.symbol.toLowerCase(),
    side,
    kind,
    amount,
    source: typeof fields.source === 'string' && fields.source ? fields.source : realForm ? 'spot-api' : 'web',
    clientOrderId: typeof fields['client-order-id'] === 'string' ? fields['client-order-id'] : '',
  };
  if (kind !== 'market') {
    const price = readPrice(realForm ? fields.price : fields.orderPrice);
    if (price === undefined) return missing(realForm ? 'price' : 'orderPrice');
    if (isTradeError(price)) return price;
    request.price = price;
  }
  // The app's form sends an algo (计划委托) order as limit or market with a stopPrice: a trigger order.
  if (!realForm && kind !== 'stop-limit') {
    const stopPrice = readPrice(fields.stopPrice);
    if (isTradeError(stopPrice)) return stopPrice;
    if (stopPrice) request.stopPrice = stopPrice;
  }
  if (kind === 'stop-limit') {
    const stopField = realForm ? 'stop-price' : 'stopPrice';
    const stopPrice = readPrice(fields[stopField]);
    if (stopPrice === undefined) return missing(stopField);
    if (isTradeError(stopPrice)) return stopPrice;
    request.stopPrice = stopPrice;
    if (realForm) {
      if (fields.operator !== 'gte' && fields.operator !== 'lte') return missing('operator');
      request.operator = fields.operator;
    }
  }
  return request;
}

function precisionError(kind: 'price' | 'amount', scale: number): TradeError {
  return kind === 'price'
    ? tradeError('order-orderprice-precision-error', `order price precision error, scale: \`${scale}\``)
    : tradeError('order-orderamount-precision-error', `order amount precision error, scale: \`${scale}\``);
}

/** The stop direction the app's form leaves out: a stop above the current price waits for a rise. */
export function stopOperatorFor(stopPrice: Decimal, lastPrice: Decimal): StopOperator {
  return stopPrice.gte(lastPrice) ? 'gte' : 'lte';
}

/** The first rule the request breaks, in the order the real service checks them, or undefined. */
export function checkOrder(request: OrderRequest, rules: SymbolRules, lastPrice: Decimal): TradeError | undefined {
  if (!rules.tradeEnabled) return tradeError('base-symbol-trade-disabled', 'The symbol is disabled for trading');
  const quote = rules.quote.toUpperCase();
  for (const price of [request.price, request.stopPrice]) {
    if (price && price.decimalPlaces() > rules.pricePrecision) return precisionError('price', rules.pricePrecision);
  }
  if (request.kind === 'market' && request.side === 'buy') {
    if (request.amount.decimalPlaces() > rules.valuePrecision) return precisionError('amount', rules.valuePrecision);
    if (request.amount.lt(rules.minValue)) return tradeError('order-value-min-error', `Order total cannot be lower than: ${rules.minValue.toFixed()} ${quote}`);
    if (request.amount.gt(rules.buyMarketMaxValue)) {
      return tradeError('order-marketorder-amount-buy-max-error', `market order buy amount error, max: \`${rules.buyMarketMaxValue.toFixed()}\``);
    }
    return undefined;
  }
  if (request.amount.decimalPlaces() > rules.amountPrecision) return precisionError('amount', rules.amountPrecision);
  if (request.kind === 'market') {
    if (request.amount.lt(rules.sellMarketMinAmount)) {
      return tradeError('order-marketorder-amount-min-error', `market order amount error, min: \`${rules.sellMarketMinAmount.toFixed()}\``);
    }
    if (request.amount.gt(rules.sellMarketMaxAmount)) {
      return tradeError('order-marketorder-amount-sell-max-error', `market order sell amount error, max: \`${rules.sellMarketMaxAmount.toFixed()}\``);
    }
    return undefined;
  }
  const price = request.price as Decimal;
  if (request.amount.lt(rules.limitMinAmount)) {
    return tradeError('order-limitorder-amount-min-error', `limit order amount error, min: \`${rules.limitMinAmount.toFixed()}\``);
  }
  if (request.amount.gt(rules.limitMaxAmount)) {
    return tradeError('order-limitorder-amount-max-error', `limit order amount error, max: \`${rules.limitMaxAmount.toFixed()}\``);
  }
  if (price.times(request.amount).lt(rules.minValue)) {
    return tradeError('order-value-min-error', `Order total cannot be lower than: ${rules.minValue.toFixed()} ${quote}`);
  }
  // Only plain limit orders are held to the band around the last price; the price of a
  // stop-limit or algo order belongs to the market after its trigger.
  if (request.kind === 'limit' && !request.stopPrice) {
    const max = lastPrice.times(rules.buyLimitMustLessThan).toDecimalPlaces(rules.pricePrecision, Decimal.ROUND_DOWN);
    const min = lastPrice.times(rules.sellLimitMustGreaterThan).toDecimalPlaces(rules.pricePrecision, Decimal.ROUND_UP);
    if (request.side === 'buy' && price.gt(max)) return tradeError('order-limitorder-price-max-error', `limit order price error, max: \`${max.toFixed()}\``);
    if (request.side === 'sell' && price.lt(min)) return tradeError('order-limitorder-price-min-error', `limit order price error, min: \`${min.toFixed()}\``);
  }
  return undefined;
}

/** What a placement locks: the quote (price × amount, or the value of a market buy) or the base. */
export function frozenFor(request: Pick<OrderRequest, 'side' | 'kind' | 'price' | 'amount'>, rules: Pick<SymbolRules, 'base' | 'quote'>): { currency: string; amount: Decimal } {
  if (request.side === 'sell') return { currency: rules.base, amount: request.amount };
  if (request.kind === 'market') return { currency: rules.quote, amount: request.amount };
  return { currency: rules.quote, amount: (request.price as Decimal).times(request.amount) };
}
