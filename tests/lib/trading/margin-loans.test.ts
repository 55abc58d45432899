import { describe, expect, it } from 'vitest';
import { INVALID_NUMBER, loanBounds } from '@/lib/trading';
import {
  ABOVE_AVAILABLE,
  aboveMaxMessage,
  belowMinMessage,
  checkAmount,
  interestFor,
  LOAN_AMOUNT_NOT_POSITIVE,
  LOAN_AMOUNT_REQUIRED,
  loanableAmount,
  loanBoundsText,
  loanStateLabel,
  maxRepay,
  owedOf,
  repayPlan,
  splitRepay,
  totalOwed,
  UNLIMITED_TEXT,
  wholeHours,
} from '@/lib/trading/margin-loans';

describe('loanBoundsText', () => {
  it('shows 不限 for a missing max', () => {
    expect(loanBoundsText(loanBounds({ 'min-loan-amt': '10' }))).toEqual({ min: '10', max: UNLIMITED_TEXT });
    expect(UNLIMITED_TEXT).toBe('不限');
    expect(loanBoundsText(loanBounds({ 'min-loan-amt': '0.001', 'max-loan-amt': '2' }))).toEqual({ min: '0.001', max: '2' });
  });
});

describe('interest', () => {
  it('is principal × hourly rate × whole hours, in decimal', () => {
    expect(interestFor('1000', '0.00005', 3)).toBe('0.15');
    expect(interestFor('0.1', '0.0001', 1)).toBe('0.00001');
    expect(interestFor('1000', '0.00005', 2.9)).toBe('0.1');
    expect(interestFor('1000', '0.00005', 0)).toBe('0');
    expect(interestFor('abc', '0.1', 2)).toBe('0');
    expect(interestFor('100', '0.1', Number.NaN)).toBe('0');
  });

  it('counts whole hours only, never negative', () => {
    expect(wholeHours(0, 3_600_000 * 2 + 5)).toBe(2);
    expect(wholeHours(0, 3_599_999)).toBe(0);
    expect(wholeHours(10, 0)).toBe(0);
  });
});

describe('repayment', () => {
  it('pays interest first, then principal, and reports what is left over', () => {
    expect(splitRepay('0.3', { interest: '0.5', principal: '10' })).toEqual({ interest: '0.3', principal: '0', rest: '0' });
    expect(splitRepay('3', { interest: '0.5', principal: '10' })).toEqual({ interest: '0.5', principal: '2.5', rest: '0' });
    expect(splitRepay('12', { interest: '0.5', principal: '10' })).toEqual({ interest: '0.5', principal: '10', rest: '1.5' });
    expect(splitRepay('x', { interest: '0.5', principal: '10' })).toEqual({ interest: '0', principal: '0', rest: '0' });
  });

  it('repays at most min(owed, available)', () => {
    expect(maxRepay('10.5', '3')).toBe('3');
    expect(maxRepay('10.5', '30')).toBe('10.5');
    expect(maxRepay('10.5', null)).toBe('0');
    expect(maxRepay('-1', '3')).toBe('0');
  });

  it('adds up what loans owe and spreads a repayment over them, oldest first', () => {
    const loans = [
      { id: 'b', loanBalance: '5', interestBalance: '0.1', createdAt: 2 },
      { id: 'a', loanBalance: '1', interestBalance: '0.01', createdAt: 1 },
      { id: 'c', loanBalance: '0', interestBalance: '0', createdAt: 0 },
    ];
    expect(owedOf(loans[0] as (typeof loans)[number])).toBe('5.1');
    expect(totalOwed(loans)).toBe('6.11');
    expect(repayPlan('2', loans)).toEqual([
      { id: 'a', amount: '1.01' },
      { id: 'b', amount: '0.99' },
    ]);
    expect(repayPlan('0.5', loans)).toEqual([{ id: 'a', amount: '0.5' }]);
    expect(repayPlan('100', loans)).toEqual([
      { id: 'a', amount: '1.01' },
      { id: 'b', amount: '5.1' },
    ]);
    expect(repayPlan('', loans)).toEqual([]);
  });
});

describe('checkAmount', () => {
  const limits = { min: '0.001', max: '2', available: '1.5' };

  it('names what is wrong: empty, not a number, not positive, below min, above max, above available', () => {
    expect(checkAmount('', limits)).toEqual({ ok: false, message: LOAN_AMOUNT_REQUIRED });
    expect(checkAmount('  ', limits)).toEqual({ ok: false, message: LOAN_AMOUNT_REQUIRED });
    expect(checkAmount('1e3', limits)).toEqual({ ok: false, message: INVALID_NUMBER });
    expect(checkAmount('abc', limits)).toEqual({ ok: false, message: INVALID_NUMBER });
    expect(checkAmount('0', limits)).toEqual({ ok: false, message: LOAN_AMOUNT_NOT_POSITIVE });
    expect(checkAmount('-1', limits)).toEqual({ ok: false, message: LOAN_AMOUNT_NOT_POSITIVE });
    expect(checkAmount('0.0001', limits)).toEqual({ ok: false, message: belowMinMessage('0.001') });
    expect(checkAmount('3', limits)).toEqual({ ok: false, message: aboveMaxMessage('2') });
    expect(checkAmount('1.6', limits)).toEqual({ ok: false, message: ABOVE_AVAILABLE });
    expect(belowMinMessage('10')).toBe('数量不能小于最小值 10');
    expect(aboveMaxMessage('2')).toBe('数量不能大于最大值 2');
  });

  it('accepts the bounds themselves, full-width digits, and no max when it is unlimited', () => {
    expect(checkAmount('0.001', limits)).toEqual({ ok: true, amount: '0.001' });
    expect(checkAmount('１．５', limits)).toEqual({ ok: true, amount: '1.5' });
    expect(checkAmount('123456', { min: '10', max: null, available: null })).toEqual({ ok: true, amount: '123456' });
    expect(checkAmount('5', {})).toEqual({ ok: true, amount: '5' });
  });
});

describe('loanableAmount', () => {
  it('floors at zero and reads unknown as zero', () => {
    expect(loanableAmount('4.5')).toBe('4.5');
    expect(loanableAmount('-1')).toBe('0');
    expect(loanableAmount(undefined)).toBe('0');
  });
});

describe('loanStateLabel', () => {
  it('labels the loan states and shows an unknown one as sent', () => {
    expect(['created', 'accrual', 'cleared', 'invalid'].map(loanStateLabel)).toEqual(['未放款', '已放款', '已还清', '失效']);
    expect(loanStateLabel('toString')).toBe('toString');
    expect(loanStateLabel('paused')).toBe('paused');
  });
});
