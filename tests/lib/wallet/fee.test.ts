import { describe, expect, it } from 'vitest';
import {
  clampRangeFee,
  FEE_TEXTS,
  feeAboveMaxText,
  feeBelowMinText,
  feePlaces,
  feeRange,
  feeRuleOf,
  feeStep,
  feeFits,
  proportionFee,
  toWithdrawFeeType,
  totalDebit,
  validateRangeFee,
  withdrawFee,
} from '@/lib/wallet/fee';
import type { WithdrawFeeRule } from '@/lib/wallet/types';

const fixed: WithdrawFeeRule = { feeType: 'fixed', fixedFee: '0.0005' };
const range: WithdrawFeeRule = { feeType: 'range', minFee: '0.0004', maxFee: '0.002', feePrecision: 4 };
const ratio: WithdrawFeeRule = { feeType: 'proportion', feeRate: '0.001', minFee: '1', maxFee: '20', feePrecision: 2 };

describe('toWithdrawFeeType', () => {
  it('reads every wire spelling', () => {
    expect(['fixed', 'eth', 'FIXED'].map(toWithdrawFeeType)).toEqual(['fixed', 'fixed', 'fixed']);
    expect(['circulated', 'btc', 'range', ' interval '].map(toWithdrawFeeType)).toEqual(['range', 'range', 'range', 'range']);
    expect(['ratio', 'husd', 'proportion'].map(toWithdrawFeeType)).toEqual(['proportion', 'proportion', 'proportion']);
  });

  it('gives null for anything else', () => {
    expect([undefined, null, 3, '', 'toString', 'fixedAndProportion'].map(toWithdrawFeeType)).toEqual([null, null, null, null, null, null]);
  });
});

describe('fee precision and step', () => {
  it('uses the fee precision, else the withdraw precision, else 8', () => {
    expect(feePlaces({ feePrecision: 4 }, 6)).toBe(4);
    expect(feePlaces({ feePrecision: null }, 6)).toBe(6);
    expect(feePlaces({ feePrecision: -1 }, 1.5)).toBe(8);
    expect(feePlaces({})).toBe(8);
    expect(feePlaces({ feePrecision: 0 }, 6)).toBe(0);
  });

  it('gives the slider step as a plain decimal', () => {
    expect(feeStep(4)).toBe('0.0001');
    expect(feeStep(8)).toBe('0.00000001');
    expect(feeStep(0)).toBe('1');
  });
});

describe('fixed fee', () => {
  it('is the chain fee', () => {
    expect(withdrawFee(fixed)).toBe('0.0005');
    expect(withdrawFee({ feeType: 'fixed', fixedFee: '1.50' }, { amount: '100' })).toBe('1.5');
  });

  it('is unknown without usable fee data', () => {
    expect(withdrawFee({ feeType: 'fixed' })).toBeNull();
    expect(withdrawFee({ feeType: 'fixed', fixedFee: '-1' })).toBeNull();
  });
});

describe('range fee', () => {
  it('gives min, max and step', () => {
    expect(feeRange(range)).toEqual({ min: '0.0004', max: '0.002', step: '0.0001' });
    expect(feeRange(fixed)).toBeNull();
  });

  it('collapses to the minimum without a usable maximum, and is unknown without a minimum', () => {
    expect(feeRange({ feeType: 'range', minFee: '1' })).toMatchObject({ min: '1', max: '1' });
    expect(feeRange({ feeType: 'range', minFee: '1', maxFee: '0.5' })).toMatchObject({ max: '1' });
    expect(feeRange({ feeType: 'range', maxFee: '1' })).toBeNull();
  });

  it('preselects the minimum and clamps a chosen fee', () => {
    expect(withdrawFee(range)).toBe('0.0004');
    expect(withdrawFee(range, { chosenFee: '0.001' })).toBe('0.001');
    expect(withdrawFee(range, { chosenFee: '0.00001' })).toBe('0.0004');
    expect(withdrawFee(range, { chosenFee: '5' })).toBe('0.002');
    expect(clampRangeFee(range, '0.00123')).toBe('0.0012');
    expect(clampRangeFee(range, 'abc')).toBe('0.0004');
    expect(clampRangeFee(fixed, '1')).toBeNull();
  });

  it('validates a typed fee with the exact texts', () => {
    expect(validateRangeFee(range, '', 'btc')).toBe(FEE_TEXTS.required);
    expect(validateRangeFee(range, 'x', 'btc')).toBe(FEE_TEXTS.invalid);
    expect(validateRangeFee(range, '-0.001', 'btc')).toBe(FEE_TEXTS.invalid);
    expect(validateRangeFee(range, '0.00045', 'btc')).toBe('手续费最多 4 位小数');
    expect(validateRangeFee(range, '0.0003', 'btc')).toBe('手续费不能低于 0.0004 BTC');
    expect(validateRangeFee(range, '0.0021', 'btc')).toBe('手续费不能高于 0.002 BTC');
    expect(validateRangeFee(range, '0.002', 'btc')).toBeNull();
    expect(validateRangeFee(range, ' 0.0004 ', 'btc')).toBeNull();
    expect(validateRangeFee({ feeType: 'range', minFee: '1', maxFee: '3', feePrecision: 0 }, '1.5', 'x')).toBe('手续费只能为整数');
    expect(validateRangeFee(fixed, '', 'btc')).toBeNull();
  });

  it('words the bound texts', () => {
    expect(feeBelowMinText('1', 'usdt')).toBe('手续费不能低于 1 USDT');
    expect(feeAboveMaxText('2', 'usdt')).toBe('手续费不能高于 2 USDT');
  });
});

describe('proportion fee', () => {
  it('is amount times rate within min and max', () => {
    expect(withdrawFee(ratio, { amount: '5000' })).toBe('5');
    expect(withdrawFee(ratio, { amount: '100' })).toBe('1');
    expect(withdrawFee(ratio, { amount: '1000000' })).toBe('20');
  });

  it('rounds up to the fee precision', () => {
    expect(proportionFee(ratio, '1234.5')).toBe('1.24');
    expect(proportionFee({ feeType: 'proportion', feeRate: '0.003', feePrecision: 4 }, '0.1')).toBe('0.0003');
    expect(proportionFee({ feeType: 'proportion', feeRate: '0.003', feePrecision: 4 }, '0.01')).toBe('0.0001');
  });

  it('applies only the bounds it has', () => {
    expect(proportionFee({ feeType: 'proportion', feeRate: '0.01' }, '10')).toBe('0.1');
    expect(proportionFee({ feeType: 'proportion', feeRate: '0.01', maxFee: '0.05' }, '10')).toBe('0.05');
    expect(proportionFee({ feeType: 'proportion', feeRate: '0.01', minFee: '0.5' }, '10')).toBe('0.5');
  });

  it('is unknown before an amount is typed or without a rate', () => {
    expect(withdrawFee(ratio)).toBeNull();
    expect(withdrawFee(ratio, { amount: 'abc' })).toBeNull();
    expect(proportionFee({ feeType: 'proportion' }, '10')).toBeNull();
  });
});

describe('internal transfer', () => {
  it('pays no chain fee whatever the type', () => {
    for (const rule of [fixed, range, ratio]) expect(withdrawFee(rule, { toExchange: true, amount: '5000' })).toBe('0');
  });
});

describe('totalDebit', () => {
  it('is amount plus the fee charged on top', () => {
    expect(totalDebit('1', '0.1')).toBe('1.1');
    expect(totalDebit('10', '0')).toBe('10');
    expect(totalDebit('x', '0.1')).toBeNull();
    expect(totalDebit('1', null)).toBeNull();
  });
});

describe('feeFits (the server check of a sent fee)', () => {
  it('takes the fixed fee only', () => {
    expect(feeFits(fixed, '1', '0.0005')).toBe(true);
    expect(feeFits(fixed, '1', '0.0004')).toBe(false);
  });

  it('takes a range fee within its bounds at its precision', () => {
    expect(feeFits(range, '1', '0.0004')).toBe(true);
    expect(feeFits(range, '1', '0.002')).toBe(true);
    expect(feeFits(range, '1', '0.0021')).toBe(false);
    expect(feeFits(range, '1', '0.00041')).toBe(false);
  });

  it('takes the proportional fee of the amount sent, and no other', () => {
    const ltc: WithdrawFeeRule = { feeType: 'proportion', feeRate: '0.001', minFee: '0.001', maxFee: '0.1' };
    expect(feeFits(ltc, '10', '0.01', 8)).toBe(true);
    // the fee of 10 sent with 9.99 (the amount less the fee) no longer fits
    expect(feeFits(ltc, '9.99', '0.01', 8)).toBe(false);
    expect(feeFits(ltc, '0.5', '0.001', 8)).toBe(true);
    expect(feeFits(ltc, '1000', '0.1', 8)).toBe(true);
    expect(feeFits(ltc, '10', 'x', 8)).toBe(false);
  });
});

describe('feeRuleOf', () => {
  it('takes the fee fields of a chain, null without a fee type', () => {
    expect(feeRuleOf({ feeType: 'fixed', fixedFee: '1' })).toEqual({ feeType: 'fixed', fixedFee: '1', minFee: null, maxFee: null, feeRate: null, feePrecision: null });
    expect(feeRuleOf({ fixedFee: '1' })).toBeNull();
    const rule = feeRuleOf({ feeType: 'range', minFee: '1', maxFee: '2', feePrecision: 0 });
    expect(rule && withdrawFee(rule, { chosenFee: '1.7' })).toBe('1');
  });
});
