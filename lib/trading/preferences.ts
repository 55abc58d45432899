// The order form's exchange type and margin mode, kept in local storage (exchange-wallet-fiat.md
// section 2: both "stored locally"). Storage is passed in and may throw (private mode) or hold
// anything; an unknown value reads as the default.

import { readStored, writeStored } from '@/lib/storage/safe-storage';
import { EXCHANGE_TYPES, type ExchangeType, MARGIN_MODES, type MarginMode } from './types';

export const EXCHANGE_TYPE_STORAGE_KEY = 'trade.exchangeType';
export const MARGIN_MODE_STORAGE_KEY = 'trade.marginMode';

/** The exchange page's pair when none was chosen (exchange-wallet-fiat.md section 2: the default symbol). */
export const DEFAULT_PAIR = 'btc_usdt';

/** Spot: the only type open to visitors and to sub-users without margin authority. */
export const DEFAULT_EXCHANGE_TYPE: ExchangeType = 'exchange';

/**
 * Open (automatic borrowing), the first mode the spec lists. It is a safe default because an
 * order in any mode but common asks for confirmation, so nothing is borrowed without a dialog.
 */
export const DEFAULT_MARGIN_MODE: MarginMode = 'open';

function oneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

export function isExchangeType(value: unknown): value is ExchangeType {
  return typeof value === 'string' && oneOf(EXCHANGE_TYPES, value);
}

export function isMarginMode(value: unknown): value is MarginMode {
  return typeof value === 'string' && oneOf(MARGIN_MODES, value);
}

export function readExchangeType(storage: Pick<Storage, 'getItem'>): ExchangeType {
  const stored = readStored(storage, EXCHANGE_TYPE_STORAGE_KEY);
  return oneOf(EXCHANGE_TYPES, stored) ? stored : DEFAULT_EXCHANGE_TYPE;
}

export function writeExchangeType(storage: Pick<Storage, 'setItem'>, type: ExchangeType): boolean {
  return writeStored(storage, EXCHANGE_TYPE_STORAGE_KEY, type);
}

export function readMarginMode(storage: Pick<Storage, 'getItem'>): MarginMode {
  const stored = readStored(storage, MARGIN_MODE_STORAGE_KEY);
  return oneOf(MARGIN_MODES, stored) ? stored : DEFAULT_MARGIN_MODE;
}

export function writeMarginMode(storage: Pick<Storage, 'setItem'>, mode: MarginMode): boolean {
  return writeStored(storage, MARGIN_MODE_STORAGE_KEY, mode);
}
