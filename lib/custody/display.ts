// The custody pages' display rules (shell-and-account.md section 7 custody calls;
// exchange-wallet-fiat.md sections 3, 6, 9): the tone and signed text of a profit-loss, a
// ratio as a signed percentage, and the VIP level after the user's with the score still needed.

import { Decimal, decimalText, formatNumber, toDecimal } from '@/lib/decimal';
import { EMPTY_PLACEHOLDER } from '@/lib/format';

export type Tone = 'up' | 'down' | 'flat';

/** Rate display: 2 decimals (exchange-wallet-fiat.md section 9). */
export const RATE_DECIMALS = 2;
/** Profit-loss amounts in USDT: 2 decimals, like the fiat figures beside them. */
export const PROFIT_DECIMALS = 2;

/** Up for a gain, down for a loss, flat for zero or an unreadable value (at the shown decimals). */
export function toneOf(value: string | null | undefined, decimals: number = PROFIT_DECIMALS): Tone {
  const number = toDecimal(value);
  if (number === null) return 'flat';
  const shown = number.toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
  if (shown.isZero()) return 'flat';
  return shown.isPos() ? 'up' : 'down';
}

/** `+12.34`, `-3.00`, `0.00`, rounded down with thousands separators; `--` when unreadable. */
export function signedAmountText(value: string | null | undefined, decimals: number = PROFIT_DECIMALS): string {
  if (toDecimal(value) === null) return EMPTY_PLACEHOLDER;
  const text = formatNumber(value, decimals, { thousands: true, maxLength: Infinity });
  return toneOf(value, decimals) === 'up' ? `+${text}` : text;
}

/** A ratio (`-0.0123`) as a signed percentage (`-1.23%`); `--` when unreadable. */
export function ratioPercentText(ratio: string | null | undefined, decimals: number = RATE_DECIMALS): string {
  const number = toDecimal(ratio);
  if (number === null) return EMPTY_PLACEHOLDER;
  const percent = decimalText(number.times(100));
  return `${signedAmountText(percent, decimals)}%`;
}

export interface VipLevelLike {
  level: number;
  name: string;
  score: string;
}

export interface NextVipLevel {
  level: VipLevelLike;
  /** Score still needed to reach it (never negative). */
  scoreNeeded: string;
}

/** The user's level entry of the VIP table; null when the table does not list it. */
export function currentVipLevel(level: number, levels: readonly VipLevelLike[]): VipLevelLike | null {
  return levels.find((entry) => entry.level === level) ?? null;
}

/**
 * The lowest level above the user's, with the score still needed (its score minus the user's,
 * at least 0); null at the top level or when the table has nothing above.
 */
export function nextVipLevel(current: { level: number; score: string }, levels: readonly VipLevelLike[]): NextVipLevel | null {
  const above = levels.filter((entry) => entry.level > current.level).sort((a, b) => a.level - b.level);
  const next = above[0];
  if (!next) return null;
  const needed = toDecimal(next.score);
  const have = toDecimal(current.score) ?? new Decimal(0);
  if (needed === null) return null;
  return { level: next, scoreNeeded: decimalText(Decimal.max(needed.minus(have), 0)) };
}

/** The visibility list (`[{bizType, visible}]`) as lib/assets' record; null while it is unknown. */
/** The Chinese names of the VIP levels the VIP table names in English (section 3 "VIP levels"). */
export const VIP_LEVEL_NAMES: Readonly<Record<string, string>> = {
  normal: '普通用户',
  elite: '精英',
  silver: '白银',
  gold: '黄金',
  platinum: '铂金',
  black: '黑金',
};

/** `VIP1 精英`; the table's own name when it is not one of the six. */
export function vipLevelLabel(level: number, name?: string | null): string {
  const key = (name ?? '').trim().toLowerCase();
  const shown = VIP_LEVEL_NAMES[key] ?? (name?.trim() || '');
  return shown ? `VIP${level} ${shown}` : `VIP${level}`;
}
