// Fiat values of USDT amounts (spec section 9: "Exchange rate defaults usd; cny uses usdt_cny
// then usd_cny"). Rates come as `{ name: 'usdt_cny', rate: '7.1' }`.

import { decimalText, toDecimal } from '@/lib/decimal';

export interface ExchangeRate {
  name: string;
  rate: string;
}

export const DEFAULT_FIAT_CURRENCY = 'usd';

function rateOf(rates: readonly ExchangeRate[], name: string): string | null {
  for (const entry of rates) {
    if (entry.name.toLowerCase() !== name) continue;
    const rate = toDecimal(entry.rate);
    if (rate !== null && rate.gt(0)) return decimalText(rate);
  }
  return null;
}

/** Units of `currency` per USDT, as a decimal string; null when no rate is known. */
export function fiatRate(rates: readonly ExchangeRate[], currency: string = DEFAULT_FIAT_CURRENCY): string | null {
  const fiat = currency.toLowerCase();
  const rate = rateOf(rates, `usdt_${fiat}`) ?? rateOf(rates, `usd_${fiat}`);
  if (rate !== null) return rate;
  // USDT is taken at par with the dollar when the list has no usdt_usd entry.
  return fiat === 'usd' ? '1' : null;
}

/** `amountUsdt` in `currency`, as a decimal string; null without a rate or a numeric amount. */
export function toFiat(amountUsdt: unknown, rates: readonly ExchangeRate[], currency: string = DEFAULT_FIAT_CURRENCY): string | null {
  const amount = toDecimal(amountUsdt);
  const rate = fiatRate(rates, currency);
  if (amount === null || rate === null) return null;
  return decimalText(amount.times(rate));
}
