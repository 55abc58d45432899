// Messages of the order form's price, trigger price, amount and total fields. The spec gives
// none ("Field-level validation messages for forms: not shown"); these are the product's own.

import { AMOUNT_TEXT_MESSAGES } from '@/lib/validation/messages';

export const PRICE_REQUIRED = '请输入价格';
export const STOP_PRICE_REQUIRED = '请输入触发价';
export const AMOUNT_REQUIRED = '请输入数量';
export const TOTAL_REQUIRED = '请输入交易额';

/** Text that is not a number (the amount input's own message for it). */
export const INVALID_NUMBER = AMOUNT_TEXT_MESSAGES.invalid;

export const PRICE_NOT_POSITIVE = '价格必须大于0';
export const STOP_PRICE_NOT_POSITIVE = '触发价必须大于0';
export const AMOUNT_NOT_POSITIVE = '数量必须大于0';
export const TOTAL_NOT_POSITIVE = '交易额必须大于0';

export const INSUFFICIENT_BALANCE = '可用余额不足';

export function priceDecimalsMessage(decimals: number): string {
  return `价格最多${decimals}位小数`;
}

export function stopPriceDecimalsMessage(decimals: number): string {
  return `触发价最多${decimals}位小数`;
}

export function amountDecimalsMessage(decimals: number): string {
  return `数量最多${decimals}位小数`;
}

export function totalDecimalsMessage(decimals: number): string {
  return `交易额最多${decimals}位小数`;
}

/** Below the symbol's min-order-amt. */
export function minAmountMessage(min: string): string {
  return `数量不能小于 ${min}`;
}

/** Below the symbol's min-order-value, e.g. '交易额不能小于 5 USDT'. */
export function minTotalMessage(min: string, quoteDisplayName: string): string {
  return `交易额不能小于 ${min} ${quoteDisplayName.toUpperCase()}`;
}
