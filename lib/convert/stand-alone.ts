// Stand-alone conversion: a currency with no market of its own (no trading symbol in the
// settings that is not offline names it as base or quote) converts directly, within the
// service's limits per conversion. The typed amount is read like every amount field
// (full-width digits and points normalised, lib/decimal/amount-text).

import { readAmountText } from '@/lib/decimal/amount-text';
import { Decimal, decimalText, toDecimal } from '@/lib/decimal';
import { CONVERT_ERRORS } from './modes';

export interface SymbolLike {
  base: string;
  quote: string;
  state: string;
}

export interface StandAloneLimit {
  currency: string;
  minAmount: string;
  maxAmount: string;
}

export interface StandAloneOption extends StandAloneLimit {
  available: string;
}

/** Whether a symbol that is not offline trades `currency` (as base or quote). */
export function hasOwnMarket(currency: string, symbols: readonly SymbolLike[]): boolean {
  const code = currency.trim().toLowerCase();
  return symbols.some((symbol) => symbol.state !== 'offline' && (symbol.base.toLowerCase() === code || symbol.quote.toLowerCase() === code));
}

/** The service's stand-alone currencies that have no market, with what is available of each. */
export function standAloneOptions(
  limits: readonly StandAloneLimit[],
  balances: readonly { currency: string; available: string }[],
  symbols: readonly SymbolLike[],
): StandAloneOption[] {
  return limits
    .filter((limit) => !hasOwnMarket(limit.currency, symbols))
    .map((limit) => {
      const code = limit.currency.toLowerCase();
      const row = balances.find((balance) => balance.currency.toLowerCase() === code);
      return { ...limit, currency: code, available: decimalText(toDecimal(row?.available) ?? new Decimal(0)) };
    });
}

export const STAND_ALONE_TEXTS = {
  empty: '请输入兑换数量',
  notPositive: '兑换数量必须大于 0',
  belowMin: (min: string, unit: string) => `单笔最少兑换 ${min} ${unit}`,
  aboveMax: (max: string, unit: string) => `单笔最多兑换 ${max} ${unit}`,
  aboveAvailable: CONVERT_ERRORS.insufficient.message,
} as const;

export type AmountCheck = { ok: true; amount: string } | { ok: false; message: string };

/** The typed amount as decimal text, or why it cannot be converted (limits, balance). */
export function checkStandAloneAmount(typed: string, option: StandAloneOption): AmountCheck {
  const reading = readAmountText(typed);
  if (reading.kind === 'empty') return { ok: false, message: STAND_ALONE_TEXTS.empty };
  if (reading.kind === 'invalid') return { ok: false, message: reading.message };
  const amount = toDecimal(reading.text);
  if (amount === null || amount.lte(0)) return { ok: false, message: STAND_ALONE_TEXTS.notPositive };
  const unit = option.currency.toUpperCase();
  if (amount.lt(option.minAmount)) return { ok: false, message: STAND_ALONE_TEXTS.belowMin(option.minAmount, unit) };
  if (amount.gt(option.maxAmount)) return { ok: false, message: STAND_ALONE_TEXTS.aboveMax(option.maxAmount, unit) };
  if (amount.gt(option.available)) return { ok: false, message: STAND_ALONE_TEXTS.aboveAvailable };
  return { ok: true, amount: decimalText(amount) };
}

/** The most that may be converted now: the available amount, capped at the maximum. */
export function standAloneMax(option: StandAloneOption): string {
  const available = toDecimal(option.available) ?? new Decimal(0);
  const max = toDecimal(option.maxAmount) ?? available;
  return decimalText(Decimal.min(available, max));
}
