// What may leave the from-account, and the checks of the transfer form (exchange-wallet-fiat.md
// section 3 "C2C row: currency, transferOutLimit, withdrawRisk"; section 5 gives no field texts
// for transfers, so the texts are the project's). Amounts are decimal strings (decimal.js).

import { Decimal, DEFAULT_PRECISION, decimalText, toDecimal } from '@/lib/decimal';
import { readAmountText } from '@/lib/decimal/amount-text';
import { isAllowedPair, type TransferKind } from './kinds';

export const TRANSFER_TEXTS = {
  sameAccount: '转出账户与转入账户不能相同',
  notThroughSpot: '资金划转需经过币币账户，请将其中一方选为币币账户',
  currencyRequired: '请选择币种',
  symbolRequired: '请选择杠杆交易对',
  amountRequired: '请输入划转数量',
  amountNotPositive: '划转数量必须大于0',
  aboveTransferable: '超出可划转数量',
  c2cRisk: 'C2C借贷账户存在提币风险，暂不可转出',
  transferableUnknown: '暂未获取到可划转数量，请稍后再试',
  success: '划转成功',
  /** A failed move the server said nothing useful about. */
  failed: '划转失败，请稍后再试',
} as const;

export function precisionMessage(places: number): string {
  return `最多支持${places}位小数`;
}

/** The from-account's figures the rule reads. */
export type TransferSource =
  | { kind: 'c2cBorrow'; available: string; transferOutLimit: string; withdrawRisk: boolean }
  | { kind: 'margin' | 'superMargin'; available: string; loan: string; interest: string }
  | { kind: Exclude<TransferKind, 'c2cBorrow' | 'margin' | 'superMargin'>; available: string };

export interface Transferable {
  /** What may be transferred out now (decimal text, ≥ 0, cut to the precision). */
  amount: string;
  /** Why nothing may leave at all (c2c withdraw risk); null otherwise. */
  blocked: string | null;
}

function nonNegative(value: unknown): Decimal {
  const number = toDecimal(value);
  return number === null || number.isNegative() ? new Decimal(0) : number;
}

function cut(value: Decimal, precision: number): string {
  return decimalText(new Decimal(value.toFixed(precision, Decimal.ROUND_DOWN)));
}

/**
 * The transferable amount of the from-account: spot and the product accounts their available;
 * C2C borrow the smaller of available and transferOutLimit, nothing while withdrawRisk is set;
 * isolated and cross margin what the risk allows: the available less what is owed (principal
 * and interest) in that currency, so a transfer never leaves a loan uncovered by its own currency.
 */
export function transferableOf(source: TransferSource, precision = DEFAULT_PRECISION): Transferable {
  const available = nonNegative(source.available);
  if (source.kind === 'c2cBorrow') {
    if (source.withdrawRisk) return { amount: '0', blocked: TRANSFER_TEXTS.c2cRisk };
    return { amount: cut(Decimal.min(available, nonNegative(source.transferOutLimit)), precision), blocked: null };
  }
  if (source.kind === 'margin' || source.kind === 'superMargin') {
    const owed = nonNegative(source.loan).plus(nonNegative(source.interest));
    return { amount: cut(Decimal.max(0, available.minus(owed)), precision), blocked: null };
  }
  return { amount: cut(available, precision), blocked: null };
}

export interface TransferForm {
  from: TransferKind;
  to: TransferKind;
  currency: string;
  /** The isolated-margin pair when either side is margin. */
  symbol: string;
  /** As typed. */
  amount: string;
}

export interface TransferLimits {
  /** Null while the from-account's figures are loading. */
  transferable: Transferable | null;
  /** Decimal places of the currency (default 8). */
  precision?: number;
}

export type TransferField = 'accounts' | 'currency' | 'symbol' | 'amount';
export type TransferCheck = { ok: true; amount: string } | { ok: false; field: TransferField; message: string };

function decimalPlaces(text: string): number {
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.length - point - 1;
}

/** The amount field alone: empty, not a number, not positive, too many decimals, above transferable. */
export function checkTransferAmount(typed: string, { transferable, precision = DEFAULT_PRECISION }: TransferLimits): TransferCheck {
  const input = readAmountText(typed);
  if (input.kind === 'empty') return { ok: false, field: 'amount', message: TRANSFER_TEXTS.amountRequired };
  if (input.kind === 'invalid') {
    return { ok: false, field: 'amount', message: input.reason === 'negative' ? TRANSFER_TEXTS.amountNotPositive : input.message };
  }
  const value = new Decimal(input.text);
  if (!value.gt(0)) return { ok: false, field: 'amount', message: TRANSFER_TEXTS.amountNotPositive };
  const trimmed = decimalText(value);
  if (decimalPlaces(trimmed) > precision) return { ok: false, field: 'amount', message: precisionMessage(precision) };
  if (transferable?.blocked) return { ok: false, field: 'amount', message: transferable.blocked };
  if (transferable && value.gt(transferable.amount)) return { ok: false, field: 'amount', message: TRANSFER_TEXTS.aboveTransferable };
  return { ok: true, amount: trimmed };
}

/** The whole form, in the order the fields stand: accounts, currency, pair, amount. */
export function checkTransfer(form: TransferForm, limits: TransferLimits): TransferCheck {
  if (form.from === form.to) return { ok: false, field: 'accounts', message: TRANSFER_TEXTS.sameAccount };
  if (!isAllowedPair(form.from, form.to)) return { ok: false, field: 'accounts', message: TRANSFER_TEXTS.notThroughSpot };
  if (form.currency.trim() === '') return { ok: false, field: 'currency', message: TRANSFER_TEXTS.currencyRequired };
  if ((form.from === 'margin' || form.to === 'margin') && form.symbol.trim() === '') return { ok: false, field: 'symbol', message: TRANSFER_TEXTS.symbolRequired };
  return checkTransferAmount(form.amount, limits);
}

/**
 * A source's figures after `delta` moved (negative out, positive in): what the screen shows at
 * once after the server confirmed a transfer. C2C borrow's transfer-out limit moves with it.
 */
export function applyTransfer(source: TransferSource, delta: string): TransferSource {
  const change = toDecimal(delta) ?? new Decimal(0);
  const available = decimalText(Decimal.max(0, nonNegative(source.available).plus(change)));
  if (source.kind === 'c2cBorrow') {
    return { ...source, available, transferOutLimit: decimalText(Decimal.max(0, nonNegative(source.transferOutLimit).plus(change))) };
  }
  return { ...source, available };
}
