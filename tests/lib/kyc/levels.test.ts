import { describe, expect, it } from 'vitest';
import { hasKycLevel, kycLevelText, nextKycLevel, toKycLevel } from '@/lib/kyc/levels';
import { withdrawLimitText } from '@/lib/kyc/equity';

describe('KYC levels', () => {
  it('reads empty, C0 and unknown values as C0, in any case', () => {
    expect(['', null, undefined, 'C0', 'c0', ' ', 'C9'].map(toKycLevel)).toEqual(['C0', 'C0', 'C0', 'C0', 'C0', 'C0', 'C0']);
    expect(toKycLevel(' c1 ')).toBe('C1');
  });

  it('labels each level', () => {
    expect([kycLevelText(''), kycLevelText('C1'), kycLevelText('c2')]).toEqual(['未认证', 'C1 基础认证', 'C2 高级认证']);
  });

  it('leads C0 to C1, C1 to C2, and stops at C2', () => {
    expect([nextKycLevel(''), nextKycLevel('C1'), nextKycLevel('C2')]).toEqual(['C1', 'C2', null]);
    expect(hasKycLevel('C2', 'C1')).toBe(true);
    expect(hasKycLevel('', 'C1')).toBe(false);
  });

  it('formats a daily limit from decimal text without floats', () => {
    expect(withdrawLimitText('0', 'usdt')).toBe('不可提币');
    expect(withdrawLimitText('50000', 'usdt')).toBe('50,000 USDT');
    expect(withdrawLimitText('1000000.5', 'usdt')).toBe('1,000,000.5 USDT');
    expect(withdrawLimitText('9007199254740993.123456789', 'usdt')).toBe('9,007,199,254,740,993.12345678 USDT');
  });
});
