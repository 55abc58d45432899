// Currencies as the wallet and market pages use them, built from an expanded
// `/v2/settings/common/currencies` record (spec section 3 "Settings data").

import { DEFAULT_PRECISION, toDecimalText } from '@/lib/decimal';
import { finiteNumber, flag, parseTags, precision, text } from './fields';

export interface MarketCurrency {
  /** Currency code, e.g. `usdt`. */
  currency: string;
  /** E.g. `USDT`. */
  displayName: string;
  fullName: string;
  showPrecision: number;
  withdrawPrecision: number;
  state: string;
  visible: boolean;
  weight: number;
  depositEnabled: boolean;
  withdrawEnabled: boolean;
  /** Decimal strings; null when the record gives none. */
  depositMinAmount: string | null;
  withdrawMinAmount: string | null;
  isQuoteCurrency: boolean;
  whiteEnabled: boolean;
  countryDisabled: boolean;
  /** Lower-cased. */
  tags: string[];
}

/** The UI model of an expanded currency record; null without a currency code. */
export function toMarketCurrency(expanded: Readonly<Record<string, unknown>>): MarketCurrency | null {
  const currency = text(expanded.currency_code)?.toLowerCase();
  if (currency === undefined) return null;
  const displayName = text(expanded.display_name) ?? currency.toUpperCase();
  return {
    currency,
    displayName,
    fullName: text(expanded.full_name) ?? displayName,
    showPrecision: precision(expanded.show_precision, DEFAULT_PRECISION),
    withdrawPrecision: precision(expanded.withdraw_precision, DEFAULT_PRECISION),
    state: text(expanded.state) ?? 'unknown',
    visible: flag(expanded.visible),
    weight: finiteNumber(expanded.weight) ?? 0,
    depositEnabled: flag(expanded.deposit_enabled),
    withdrawEnabled: flag(expanded.withdraw_enabled),
    depositMinAmount: toDecimalText(expanded.deposit_min_amount),
    withdrawMinAmount: toDecimalText(expanded.withdraw_min_amount),
    isQuoteCurrency: flag(expanded.is_quote_currency),
    whiteEnabled: flag(expanded.white_enabled),
    countryDisabled: flag(expanded.country_disabled),
    tags: parseTags(expanded.tags),
  };
}

/** A cached item still of the MarketCurrency shape (local storage may hold an older one). */
export function isMarketCurrency(item: unknown): item is MarketCurrency {
  if (typeof item !== 'object' || item === null) return false;
  const { currency, displayName, showPrecision, withdrawPrecision, visible, depositEnabled, withdrawEnabled, tags } = item as Record<string, unknown>;
  return (
    typeof currency === 'string' &&
    typeof displayName === 'string' &&
    typeof showPrecision === 'number' &&
    typeof withdrawPrecision === 'number' &&
    typeof visible === 'boolean' &&
    typeof depositEnabled === 'boolean' &&
    typeof withdrawEnabled === 'boolean' &&
    Array.isArray(tags)
  );
}
