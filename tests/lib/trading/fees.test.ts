import { describe, expect, it } from 'vitest';
import { FEE_FREE_TEXT, FEE_UNKNOWN_TEXT, feeOf, feeRateText, pointsAmountText, pointsFeeText } from '@/lib/trading/fees';

describe('feeRateText', () => {
  it('shows a rate as a percent with 4 decimals', () => {
    expect(feeRateText('0.002')).toBe('0.2000%');
    expect(feeRateText(0.001)).toBe('0.1000%');
    expect(feeRateText('0.0012345')).toBe('0.1234%');
    expect(feeRateText('-0.005')).toBe('-0.5000%');
    expect(feeRateText('-0.01')).toBe('-1.0000%');
  });

  it('reads free for zero and below -0.01', () => {
    expect(FEE_FREE_TEXT).toBe('免手续费');
    expect(feeRateText('0')).toBe(FEE_FREE_TEXT);
    expect(feeRateText('-0')).toBe(FEE_FREE_TEXT);
    expect(feeRateText('-0.0100001')).toBe(FEE_FREE_TEXT);
    expect(feeRateText(-1)).toBe(FEE_FREE_TEXT);
  });

  it('shows -- for a rate that is not a number', () => {
    expect(feeRateText(undefined)).toBe(FEE_UNKNOWN_TEXT);
    expect(feeRateText('abc')).toBe(FEE_UNKNOWN_TEXT);
  });
});

describe('points fees', () => {
  it('shows the rate as a percent with 4 decimals, zero included', () => {
    expect(pointsFeeText('0.0015')).toBe('0.1500%');
    expect(pointsFeeText('0')).toBe('0.0000%');
    expect(pointsFeeText(null)).toBe(FEE_UNKNOWN_TEXT);
  });

  it('shows the points charged to 8 decimals', () => {
    expect(pointsAmountText('0.123456789')).toBe('0.12345678');
    expect(pointsAmountText('2')).toBe('2');
    expect(pointsAmountText('x')).toBe(FEE_UNKNOWN_TEXT);
  });
});

describe('feeOf', () => {
  it('multiplies in decimal and rounds down to the fee precision', () => {
    expect(feeOf('0.1', '0.2')).toBe('0.02');
    expect(feeOf('123.456789', '0.002')).toBe('0.24691357');
    expect(feeOf('123.456789', '0.002', 4)).toBe('0.2469');
    expect(feeOf('100', '-0.0005')).toBe('-0.05');
    expect(feeOf('100', '0')).toBe('0');
  });

  it('gives null when either is not a number', () => {
    expect(feeOf('abc', '0.002')).toBeNull();
    expect(feeOf('1', undefined)).toBeNull();
  });
});
