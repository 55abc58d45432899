import { describe, expect, it } from 'vitest';
import { AMOUNT_TEXT_MESSAGES } from '@/lib/validation/messages';
import {
  maxWithdrawable,
  readWithdrawAmount,
  remainingQuota,
  validateWithdrawAmount,
  WITHDRAW_AMOUNT_TEXTS as T,
  type WithdrawAmountRules,
} from '@/lib/wallet/withdraw-amount';

const rules: WithdrawAmountRules = {
  currency: 'btc',
  precision: 4,
  minAmount: '0.001',
  maxAmount: '100',
  available: '10',
  quota: { remainDailyQuota: '5', remainYearlyQuota: '-1', remainTotalQuota: null },
  fee: '0.0005',
};

describe('validateWithdrawAmount', () => {
  it('accepts a valid amount', () => {
    expect(validateWithdrawAmount('1.2345', rules)).toBeNull();
    expect(readWithdrawAmount('1.2340', rules)).toEqual({ ok: true, amount: '1.234' });
  });

  it('asks for an amount when empty or blank', () => {
    expect(validateWithdrawAmount('', rules)).toBe(T.required);
    expect(validateWithdrawAmount('   ', rules)).toBe(T.required);
    expect(validateWithdrawAmount(null, rules)).toBe(T.required);
  });

  it('refuses text that is not a number with the shared amount texts', () => {
    expect(validateWithdrawAmount('abc', rules)).toBe(AMOUNT_TEXT_MESSAGES.invalid);
    expect(validateWithdrawAmount('-1', rules)).toBe(AMOUNT_TEXT_MESSAGES.negative);
    expect(validateWithdrawAmount('1.2.3', rules)).toBe(AMOUNT_TEXT_MESSAGES['two-points']);
    expect(validateWithdrawAmount('1e3', rules)).toBe(AMOUNT_TEXT_MESSAGES.invalid);
  });

  it('normalises full-width digits and points as every amount field does', () => {
    expect(readWithdrawAmount('１．５', rules)).toEqual({ ok: true, amount: '1.5' });
    expect(readWithdrawAmount('２。２５', rules)).toEqual({ ok: true, amount: '2.25' });
    expect(readWithdrawAmount(' 1,000 ', { ...rules, available: '2000', maxAmount: null, quota: null })).toEqual({ ok: true, amount: '1000' });
    expect(readWithdrawAmount('3.', rules)).toEqual({ ok: true, amount: '3' });
  });

  it('refuses zero', () => {
    expect(validateWithdrawAmount('0', rules)).toBe(T.zero);
    expect(validateWithdrawAmount('0.0000', rules)).toBe(T.zero);
  });

  it('refuses decimals beyond the precision', () => {
    expect(validateWithdrawAmount('1.23456', rules)).toBe('提币数量最多 4 位小数');
    expect(validateWithdrawAmount('1.5', { ...rules, precision: 0, minAmount: null })).toBe('提币数量只能为整数');
    expect(validateWithdrawAmount('1.000000001', { ...rules, precision: Number.NaN })).toBe('提币数量最多 8 位小数');
  });

  it('refuses an amount below the minimum', () => {
    expect(validateWithdrawAmount('0.0009', rules)).toBe('最小提币数量为 0.001 BTC');
    expect(validateWithdrawAmount('0.001', { ...rules, fee: '0' })).toBeNull();
  });

  it('refuses an amount above the per-request maximum, the lower of chain and quota', () => {
    const big = { ...rules, available: '1000', quota: { maxWithdrawAmount: '50' } };
    expect(validateWithdrawAmount('101', { ...big, quota: null })).toBe('单笔最大提币数量为 100 BTC');
    expect(validateWithdrawAmount('60', big)).toBe('单笔最大提币数量为 50 BTC');
    expect(validateWithdrawAmount('50', big)).toBeNull();
  });

  it('refuses an amount above the available balance', () => {
    expect(validateWithdrawAmount('10.0001', { ...rules, quota: null })).toBe(T.insufficient);
    expect(validateWithdrawAmount('9.9995', { ...rules, quota: null })).toBeNull();
    expect(validateWithdrawAmount('1', { ...rules, available: 'bad' })).toBe(T.insufficient);
  });

  it('refuses an amount above the quota left, naming the tightest quota', () => {
    expect(validateWithdrawAmount('5.0001', rules)).toBe('超出今日剩余提币额度 5 BTC');
    expect(validateWithdrawAmount('5', rules)).toBeNull();
    const yearly = { ...rules, quota: { remainDailyQuota: '9', remainYearlyQuota: '3' } };
    expect(validateWithdrawAmount('4', yearly)).toBe('超出今年剩余提币额度 3 BTC');
    const total = { ...rules, quota: { remainDailyQuota: '-1', remainTotalQuota: '2.000000000000000000' } };
    expect(validateWithdrawAmount('4', total)).toBe('超出剩余提币额度 2 BTC');
  });

  it('accepts an amount at the minimum however large the fee (the fee is on top)', () => {
    expect(validateWithdrawAmount('0.001', { ...rules, fee: '0.001' })).toBeNull();
    expect(validateWithdrawAmount('0.001', { ...rules, fee: null })).toBeNull();
  });

  it('needs amount plus the fee on top to fit in the available balance', () => {
    const onTop: WithdrawAmountRules = { ...rules, quota: null };
    expect(validateWithdrawAmount('9.9996', onTop)).toBe(T.insufficientWithFee);
    expect(validateWithdrawAmount('9.9995', onTop)).toBeNull();
  });

  it('names the check that failed (the mock answers each with its code)', () => {
    expect(readWithdrawAmount('0.0001', rules)).toMatchObject({ ok: false, kind: 'minimum' });
    expect(readWithdrawAmount('101', { ...rules, available: '1000' })).toMatchObject({ ok: false, kind: 'maximum' });
    expect(readWithdrawAmount('6', rules)).toMatchObject({ ok: false, kind: 'quota' });
    expect(readWithdrawAmount('1.00001', rules)).toMatchObject({ ok: false, kind: 'precision' });
    expect(readWithdrawAmount('9.9996', { ...rules, quota: null })).toMatchObject({ ok: false, kind: 'insufficient' });
  });
});

describe('remainingQuota', () => {
  it('treats -1, negatives, null and unreadable values as no limit', () => {
    expect(remainingQuota(null)).toBeNull();
    expect(remainingQuota({ remainDailyQuota: '-1', remainYearlyQuota: null, remainTotalQuota: 'x' })).toBeNull();
    expect(remainingQuota({ remainDailyQuota: '0' })).toEqual({ kind: 'daily', remain: '0' });
  });
});

describe('maxWithdrawable', () => {
  it('is the available balance less the fee, rounded down', () => {
    expect(maxWithdrawable({ ...rules, quota: null, available: '3.123456' })).toBe('3.1229');
  });

  it('is capped by the quota left and the per-request maximum', () => {
    expect(maxWithdrawable(rules)).toBe('5');
    expect(maxWithdrawable({ ...rules, quota: { maxWithdrawAmount: '2' } })).toBe('2');
    expect(maxWithdrawable({ ...rules, quota: { remainDailyQuota: '0' } })).toBe('0');
  });

  it('leaves room for a fixed or range fee added on top', () => {
    expect(maxWithdrawable({ ...rules, quota: null })).toBe('9.9995');
    expect(maxWithdrawable({ ...rules, quota: null, available: '0.0001' })).toBe('0');
  });

  it('solves amount + proportional fee for a fee added on top', () => {
    const base = { ...rules, precision: 2, minAmount: null, maxAmount: null, quota: null };
    const plain = { feeType: 'proportion' as const, feeRate: '0.01', feePrecision: 2 };
    expect(maxWithdrawable({ ...base, available: '101', feeRule: plain })).toBe('100');
    // the fee floor applies: available − min
    expect(maxWithdrawable({ ...base, available: '10', feeRule: { ...plain, minFee: '1' } })).toBe('9');
    // the fee cap applies: available − max
    expect(maxWithdrawable({ ...base, available: '10000', feeRule: { ...plain, maxFee: '5' } })).toBe('9995');
    // rounding the fee up: 10 / 1.01 = 9.90.., fee 0.1 (rounded up) fits
    const amount = maxWithdrawable({ ...base, available: '10', feeRule: plain });
    expect(amount).toBe('9.9');
  });

  it('is 0 for an unreadable or negative balance', () => {
    expect(maxWithdrawable({ ...rules, available: 'x' })).toBe('0');
    expect(maxWithdrawable({ ...rules, available: '-3' })).toBe('0');
  });
});
