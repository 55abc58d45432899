// ETP calls of the pro family (exchange-wallet-fiat.md section 7 "Trading": "POST order place
// (... ETP creation or redemption ...)", "ETP info, rebalance and order lists; ETP exchange
// limit; exchange limit by symbol (retry 30 s); position limit amount"), on the paths of the
// public v2 ETP API. v2 envelopes; amounts come as strings or numbers and leave here as
// decimal strings. The 30 s retry of the exchange limit is `retryEvery` (lib/trading/retry).

import * as calls from '@/lib/contracts/pro/etp';
import {
  etpTradeResultSchema,
  rawEtpExchangeLimitSchema,
  rawEtpPositionLimitSchema,
  rawEtpRebalanceSchema,
  rawEtpReferenceSchema,
  rawEtpTransactionSchema,
  type RawEtpExchangeLimit,
  type RawEtpPositionLimit,
  type RawEtpRebalance,
  type RawEtpReference,
  type RawEtpTransaction,
} from '@/lib/contracts/pro/etp';
import { toDecimalText } from '@/lib/decimal';
import type { EtpExchangeLimit, EtpInfo, EtpPositionLimit, EtpTransaction, EtpTransactType } from '@/lib/trading/etp';
import { get, post, requestFailedEnvelope, type ApiResult, type ShorthandOptions } from '@/services/http';
import { parseEnvelope, parseListEnvelope } from '@/services/http/parse';


export interface EtpRebalance {
  symbol: string;
  at: number;
  netValue: string;
}

/** Every amount readable, else the record is refused (null). */
function amounts<K extends string>(raw: Record<K, unknown>, keys: readonly K[]): Record<K, string> | null {
  const out = {} as Record<K, string>;
  for (const key of keys) {
    const text = toDecimalText(raw[key]);
    if (text === null) return null;
    out[key] = text;
  }
  return out;
}

export function toEtpInfo(raw: RawEtpReference): EtpInfo | null {
  const values = amounts(raw, ['netValue', 'leverage', 'managementFeeRate', 'creationFeeRate', 'redemptionFeeRate'] as const);
  if (values === null) return null;
  return {
    etpName: raw.etpName.toLowerCase(),
    displayName: raw.displayName ?? raw.etpName.toUpperCase(),
    currency: raw.currency.toLowerCase(),
    ...values,
    status: raw.etpStatus,
  };
}

export function toEtpExchangeLimit(raw: RawEtpExchangeLimit): EtpExchangeLimit | null {
  const values = amounts(raw, [
    'minCreationValue',
    'maxCreationValue',
    'dailyCreationRemaining',
    'minRedemptionAmount',
    'maxRedemptionAmount',
    'dailyRedemptionRemaining',
  ] as const);
  if (values === null) return null;
  return {
    etpName: raw.etpName.toLowerCase(),
    creation: { min: values.minCreationValue, max: values.maxCreationValue, dailyRemaining: values.dailyCreationRemaining },
    redemption: { min: values.minRedemptionAmount, max: values.maxRedemptionAmount, dailyRemaining: values.dailyRedemptionRemaining },
  };
}

export function toEtpPositionLimit(raw: RawEtpPositionLimit): EtpPositionLimit | null {
  const maxHoldings = toDecimalText(raw.maxHoldings);
  const holdings = raw.holdings === undefined ? '0' : toDecimalText(raw.holdings);
  if (maxHoldings === null || holdings === null) return null;
  return { currency: raw.currency.toLowerCase(), maxHoldings, holdings };
}

export function toEtpTransaction(raw: RawEtpTransaction): EtpTransaction | null {
  const values = amounts(raw, ['transactAmount', 'transactValue', 'transactPrice', 'transactFee'] as const);
  if (values === null) return null;
  return {
    id: String(raw.transactId),
    etpName: raw.etpName.toLowerCase(),
    type: raw.transactType,
    amount: values.transactAmount,
    value: values.transactValue,
    netValue: values.transactPrice,
    fee: values.transactFee,
    feeCurrency: raw.feeCurrency ?? raw.currency ?? '',
    status: raw.transactStatus,
    createdAt: raw.transactTime,
  };
}

function toRebalance(raw: RawEtpRebalance): EtpRebalance | null {
  const netValue = toDecimalText(raw.netValue);
  return netValue === null ? null : { symbol: raw.symbol, at: raw.rebalTime, netValue };
}

/** GET `etp.etpReference`?etpName= */
export async function fetchEtpInfo(etpName: string, options?: ShorthandOptions): Promise<ApiResult<EtpInfo>> {
  return parseEnvelope(await get('pro', calls.etpReference.path(), { etpName }, options), rawEtpReferenceSchema, toEtpInfo);
}

/** GET `etp.etpExchangeLimit`?etpName= (retried every 30 s after a failure by the caller). */
export async function fetchEtpExchangeLimit(etpName: string, options?: ShorthandOptions): Promise<ApiResult<EtpExchangeLimit>> {
  return parseEnvelope(await get('pro', calls.etpExchangeLimit.path(), { etpName }, options), rawEtpExchangeLimitSchema, toEtpExchangeLimit);
}

/** GET `etp.etpPositionLimit`?currency= → the position limit of one ETP currency; a missing row is a failure. */
export async function fetchEtpPositionLimit(currency: string, options?: ShorthandOptions): Promise<ApiResult<EtpPositionLimit>> {
  const result = parseListEnvelope(await get('pro', calls.etpPositionLimit.path(), { currency }, options), rawEtpPositionLimitSchema, toEtpPositionLimit);
  if (!result.success) return result;
  const row = result.data.find((entry) => entry.currency === currency.toLowerCase());
  return row ? { ...result, data: row } : requestFailedEnvelope();
}

export interface EtpTradeRequest {
  type: EtpTransactType;
  etpName: string;
  currency: string;
  /** Quote value for a creation, tokens for a redemption (decimal text). */
  quantity: string;
}

/** The creation or redemption body as the API names it. */
export function etpTradeBody({ type, etpName, currency, quantity }: EtpTradeRequest): Record<string, string> {
  return type === 'creation' ? { etpName, value: quantity, currency } : { etpName, amount: quantity, currency };
}

/** POST `etp.etpCreation` or `etp.etpRedemption`; resolves to the transaction id. */
export async function placeEtpTrade(request: EtpTradeRequest, options?: ShorthandOptions): Promise<ApiResult<string>> {
  const path = (request.type === 'creation' ? calls.etpCreation : calls.etpRedemption).path();
  return parseEnvelope(await post('pro', path, etpTradeBody(request), options), etpTradeResultSchema, (raw) => String(raw.transactId));
}

/** GET `etp.etpTransactions`?etpNames=&size= → the user's creation and redemption records, newest first. */
export async function fetchEtpTransactions(etpName: string, options?: ShorthandOptions & { size?: number }): Promise<ApiResult<EtpTransaction[]>> {
  const { size = 50, ...rest } = options ?? {};
  return parseListEnvelope(await get('pro', calls.etpTransactions.path(), { etpNames: etpName, size: String(size) }, rest), rawEtpTransactionSchema, toEtpTransaction);
}

/** GET `etp.etpRebalance`?symbol= */
export async function fetchEtpRebalances(symbol: string, options?: ShorthandOptions): Promise<ApiResult<EtpRebalance[]>> {
  return parseListEnvelope(await get('pro', calls.etpRebalance.path(), { symbol }, options), rawEtpRebalanceSchema, toRebalance);
}
