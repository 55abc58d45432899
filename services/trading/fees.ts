// The order form's fee line (exchange-wallet-fiat.md sections 3 "Fees", 5 "Fee display", 7
// "Fees and VIP": user rate, symbol fee): the user's fee info and the pair's maker and taker
// rates, on the pro family with its token. Rates stay decimal strings.

import { decimalText, toDecimal } from '@/lib/decimal';
import { get, type ApiResult, type ShorthandOptions } from '@/services/http';
import { parseEnvelope } from '@/services/http/parse';
import * as calls from '@/lib/contracts/pro/form';
import { rawUserFeeInfoSchema, symbolFeeListSchema, type RawSymbolFee, type RawUserFeeInfo } from '@/lib/contracts/pro/form';

export interface UserFeeInfo {
  stepRateType: string | null;
  /** Fees paid with points. */
  pointSwitch: boolean;
  /** The points deduction applies (its rates are shown). */
  deductionSwitch: boolean;
  currency: string | null;
  makerFeeRate: string | null;
  takerFeeRate: string | null;
  makerDeduction: string | null;
  takerDeduction: string | null;
  level: string | null;
}

export interface SymbolFee {
  symbol: string;
  makerFeeRate: string;
  takerFeeRate: string;
}

/** A switch is on for true, 1, '1' or 'true'; off for anything else. */
export function switchOn(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return typeof value === 'string' && ['1', 'true', 'on'].includes(value.trim().toLowerCase());
}

/** A rate as plain decimal text; negative rates (maker rebates) are kept. */
function rate(value: unknown): string | null {
  const number = typeof value === 'string' || typeof value === 'number' ? toDecimal(value) : null;
  return number === null ? null : decimalText(number);
}

function text(value: string | number | null | undefined): string | null {
  return value === null || value === undefined || value === '' ? null : String(value);
}

export function toUserFeeInfo(raw: RawUserFeeInfo): UserFeeInfo {
  return {
    stepRateType: text(raw['step-rate-type']),
    pointSwitch: switchOn(raw['point-switch']),
    deductionSwitch: switchOn(raw['deduction-switch']),
    currency: text(raw.currency),
    makerFeeRate: rate(raw['maker-fee-rate']),
    takerFeeRate: rate(raw['taker-fee-rate']),
    makerDeduction: rate(raw['maker-deduction']),
    takerDeduction: rate(raw['taker-deduction']),
    level: text(raw.level),
  };
}

/** Null (a failed call) when a rate is not a number: a wrong rate is worse than none. */
export function toSymbolFee(raw: RawSymbolFee): SymbolFee | null {
  const makerFeeRate = rate(raw.makerFeeRate);
  const takerFeeRate = rate(raw.takerFeeRate);
  if (makerFeeRate === null || takerFeeRate === null) return null;
  return { symbol: raw.symbol.toLowerCase(), makerFeeRate, takerFeeRate };
}

/** GET `form.userFeeInfo` */
export async function fetchUserFeeInfo(options?: ShorthandOptions): Promise<ApiResult<UserFeeInfo>> {
  return parseEnvelope(await get('pro', calls.userFeeInfo.path(), undefined, options), rawUserFeeInfoSchema, toUserFeeInfo);
}

/** GET `form.symbolFee`?symbols= → the entry of `symbol`; a list without it fails. */
export async function fetchSymbolFee(symbol: string, options?: ShorthandOptions): Promise<ApiResult<SymbolFee>> {
  const wanted = symbol.trim().toLowerCase();
  const result = await get('pro', calls.symbolFee.path(), { symbols: wanted }, options);
  return parseEnvelope(result, symbolFeeListSchema, (list) => {
    const entry = list.find((item) => item.symbol.toLowerCase() === wanted);
    return entry ? toSymbolFee(entry) : null;
  });
}
