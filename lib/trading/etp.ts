// ETP (leveraged token) creation 申购 and redemption 赎回 (exchange-wallet-fiat.md sections 2
// "ETP history has creation and redemption" and 7 "ETP info, rebalance and order lists; ETP
// exchange limit; exchange limit by symbol; position limit amount"). Creation spends a quote
// value and receives tokens at the net value after the fee; redemption is the reverse. The
// value is checked against the single min/max and the day's remaining quota of the exchange
// limit, the tokens received against the position limit. All arithmetic in decimal.

import { Decimal, decimalText, PRECISION_DEFAULTS, toDecimal } from '@/lib/decimal';
import { readAmountText } from '@/lib/decimal/amount-text';
import { INSUFFICIENT_BALANCE, INVALID_NUMBER } from './input-messages';

export type EtpTransactType = 'creation' | 'redemption';

export const ETP_TRANSACT_LABELS: Readonly<Record<EtpTransactType, string>> = { creation: '申购', redemption: '赎回' };

export type EtpTransactStatus = 'completed' | 'processing' | 'clearing' | 'rejected';

export const ETP_STATUS_LABELS: Readonly<Record<EtpTransactStatus, string>> = {
  completed: '已完成',
  processing: '处理中',
  clearing: '清算中',
  rejected: '已拒绝',
};

/** Reference data of one ETP. Rates are ratios ('0.001' is 0.1%). */
export interface EtpInfo {
  /** The ETP currency, e.g. btc3l. */
  etpName: string;
  displayName: string;
  /** Quote currency of creation and redemption, e.g. usdt. */
  currency: string;
  netValue: string;
  leverage: string;
  managementFeeRate: string;
  creationFeeRate: string;
  redemptionFeeRate: string;
  /** normal, creation-only, redemption-only, halted. */
  status: string;
}

/** Single min/max and the day's remaining quota: creation in quote value, redemption in tokens. */
export interface EtpExchangeLimit {
  etpName: string;
  creation: { min: string; max: string; dailyRemaining: string };
  redemption: { min: string; max: string; dailyRemaining: string };
}

/** How many tokens a user may hold, and how many they hold. */
export interface EtpPositionLimit {
  currency: string;
  maxHoldings: string;
  holdings: string;
}

export interface EtpTransaction {
  id: string;
  etpName: string;
  type: EtpTransactType;
  /** Tokens received (creation) or given back (redemption). */
  amount: string;
  /** Quote value spent (creation) or received (redemption). */
  value: string;
  netValue: string;
  fee: string;
  feeCurrency: string;
  status: string;
  /** Epoch ms. */
  createdAt: number;
}

export const ETP_AMOUNT_REQUIRED = '请输入数量';
export const ETP_VALUE_REQUIRED = '请输入金额';
export const ETP_NOT_POSITIVE = '请输入大于0的数';
export const ETP_HALTED = '该ETP暂停申购赎回';

export function etpDecimalsMessage(places: number): string {
  return `最多${places}位小数`;
}

export function creationMinMessage(min: string, currency: string): string {
  return `单笔申购金额不能小于 ${min} ${currency.toUpperCase()}`;
}
export function creationMaxMessage(max: string, currency: string): string {
  return `单笔申购金额不能大于 ${max} ${currency.toUpperCase()}`;
}
export function creationDailyMessage(remaining: string, currency: string): string {
  return `超出今日剩余申购额度 ${remaining} ${currency.toUpperCase()}`;
}
export function redemptionMinMessage(min: string, etp: string): string {
  return `单笔赎回数量不能小于 ${min} ${etp.toUpperCase()}`;
}
export function redemptionMaxMessage(max: string, etp: string): string {
  return `单笔赎回数量不能大于 ${max} ${etp.toUpperCase()}`;
}
export function redemptionDailyMessage(remaining: string, etp: string): string {
  return `超出今日剩余赎回额度 ${remaining} ${etp.toUpperCase()}`;
}
export function positionLimitMessage(max: string, etp: string): string {
  return `超出持仓限额 ${max} ${etp.toUpperCase()}`;
}

export interface EtpQuote {
  /** Tokens (creation: received; redemption: given). */
  amount: string;
  /** Quote value (creation: spent; redemption: received after the fee). */
  value: string;
  fee: string;
}

function floor(value: Decimal, places: number): Decimal {
  return value.toDecimalPlaces(places, Decimal.ROUND_DOWN);
}

/**
 * Creation of `value` quote: fee = value × rate (down to the fee precision); tokens =
 * (value − fee) / net value, down to `amountPrecision`. Null on a non-number or a net value ≤ 0.
 */
export function creationQuote(value: unknown, netValue: unknown, feeRate: unknown, amountPrecision: number): EtpQuote | null {
  const spend = toDecimal(value);
  const nav = toDecimal(netValue);
  const rate = toDecimal(feeRate);
  if (spend === null || nav === null || rate === null || !nav.gt(0) || spend.isNeg() || rate.isNeg()) return null;
  const fee = floor(spend.times(rate), PRECISION_DEFAULTS.fee);
  const amount = floor(spend.minus(fee).div(nav), amountPrecision);
  return { amount: decimalText(Decimal.max(amount, 0)), value: decimalText(spend), fee: decimalText(fee) };
}

/**
 * Redemption of `amount` tokens: gross = amount × net value; fee = gross × rate (down to the
 * fee precision); the user receives gross − fee, down to `valuePrecision`.
 */
export function redemptionQuote(amount: unknown, netValue: unknown, feeRate: unknown, valuePrecision: number): EtpQuote | null {
  const tokens = toDecimal(amount);
  const nav = toDecimal(netValue);
  const rate = toDecimal(feeRate);
  if (tokens === null || nav === null || rate === null || !nav.gt(0) || tokens.isNeg() || rate.isNeg()) return null;
  const gross = tokens.times(nav);
  const fee = floor(gross.times(rate), PRECISION_DEFAULTS.fee);
  const value = floor(gross.minus(fee), valuePrecision);
  return { amount: decimalText(tokens), value: decimalText(Decimal.max(value, 0)), fee: decimalText(fee) };
}

export interface EtpCheckInput {
  type: EtpTransactType;
  /** What the user typed: the quote value to spend (creation) or the tokens to redeem. */
  typed: string | null | undefined;
  info: EtpInfo;
  /** Decimals of the typed number: total precision for a value, amount precision for tokens. */
  inputPrecision: number;
  /** Decimals of the tokens received (creation) / the value received (redemption). */
  resultPrecision: number;
  /** Quote available (creation) or tokens available (redemption); not checked when unknown. */
  available?: string | null;
  /** Not checked while unknown (still loading, or failed and being retried). */
  exchangeLimit?: EtpExchangeLimit | null;
  positionLimit?: EtpPositionLimit | null;
}

export type EtpCheckResult = { ok: true; input: string; quote: EtpQuote } | { ok: false; error: string };

function haltedFor(type: EtpTransactType, status: string): boolean {
  if (status === 'halted') return true;
  return type === 'creation' ? status === 'redemption-only' : status === 'creation-only';
}

/** The typed value or amount against the precision, the limits and the balance; the first failure wins. */
export function checkEtpInput(input: EtpCheckInput): EtpCheckResult {
  const { type, info } = input;
  if (haltedFor(type, info.status)) return { ok: false, error: ETP_HALTED };
  const read = readAmountText(input.typed);
  if (read.kind === 'empty') return { ok: false, error: type === 'creation' ? ETP_VALUE_REQUIRED : ETP_AMOUNT_REQUIRED };
  if (read.kind === 'invalid') return { ok: false, error: read.reason === 'negative' ? ETP_NOT_POSITIVE : INVALID_NUMBER };
  const number = new Decimal(read.text);
  if (!number.gt(0)) return { ok: false, error: ETP_NOT_POSITIVE };
  if (number.decimalPlaces() > input.inputPrecision) return { ok: false, error: etpDecimalsMessage(input.inputPrecision) };

  const limit = input.exchangeLimit ? input.exchangeLimit[type] : null;
  if (limit) {
    const min = toDecimal(limit.min);
    const max = toDecimal(limit.max);
    const daily = toDecimal(limit.dailyRemaining);
    const unit = type === 'creation' ? info.currency : info.etpName;
    if (min !== null && number.lt(min)) {
      return { ok: false, error: type === 'creation' ? creationMinMessage(limit.min, unit) : redemptionMinMessage(limit.min, unit) };
    }
    if (max !== null && number.gt(max)) {
      return { ok: false, error: type === 'creation' ? creationMaxMessage(limit.max, unit) : redemptionMaxMessage(limit.max, unit) };
    }
    if (daily !== null && number.gt(daily)) {
      return {
        ok: false,
        error: type === 'creation' ? creationDailyMessage(limit.dailyRemaining, unit) : redemptionDailyMessage(limit.dailyRemaining, unit),
      };
    }
  }
  const available = toDecimal(input.available);
  if (available !== null && number.gt(available)) return { ok: false, error: INSUFFICIENT_BALANCE };

  const quote =
    type === 'creation'
      ? creationQuote(number, info.netValue, info.creationFeeRate, input.resultPrecision)
      : redemptionQuote(number, info.netValue, info.redemptionFeeRate, input.resultPrecision);
  if (quote === null) return { ok: false, error: INVALID_NUMBER };

  if (type === 'creation' && input.positionLimit) {
    const max = toDecimal(input.positionLimit.maxHoldings);
    const holdings = toDecimal(input.positionLimit.holdings) ?? new Decimal(0);
    if (max !== null && holdings.plus(quote.amount).gt(max)) {
      return { ok: false, error: positionLimitMessage(input.positionLimit.maxHoldings, info.etpName) };
    }
  }
  return { ok: true, input: decimalText(number), quote };
}

/** An ETP pair: its symbol tags include etp (the traded ETP currency is the pair's base). */
export function isEtpSymbol(tags: readonly string[]): boolean {
  return tags.includes('etp');
}
