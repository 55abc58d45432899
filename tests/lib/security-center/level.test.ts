import { describe, expect, it } from 'vitest';
import { factorSum, isInsecure, nextSecurityStep, securityLevel, type SecuritySettings } from '@/lib/security-center/level';

const none: SecuritySettings = { ga: false, phone: false, email: false, antiPhishing: false };

describe('security level', () => {
  it('sums the bound second factors only', () => {
    expect(factorSum({ ga: true, phone: true, email: false, antiPhishing: true })).toBe(2);
  });

  it('is insecure below two factors (section 5)', () => {
    expect(isInsecure({ ...none, email: true })).toBe(true);
    expect(isInsecure({ ...none, email: true, antiPhishing: true })).toBe(true);
    expect(isInsecure({ ...none, email: true, phone: true })).toBe(false);
  });

  it('is low while insecure, high with every factor and the anti-phishing code', () => {
    expect(securityLevel(none)).toBe('low');
    expect(securityLevel({ ...none, email: true, ga: true })).toBe('medium');
    expect(securityLevel({ ga: true, phone: true, email: true, antiPhishing: false })).toBe('medium');
    expect(securityLevel({ ga: true, phone: true, email: true, antiPhishing: true })).toBe('high');
  });

  it('names the next step, GA first', () => {
    expect(nextSecurityStep({ ...none, email: true })).toBe('ga');
    expect(nextSecurityStep({ ...none, email: true, ga: true })).toBe('phone');
    expect(nextSecurityStep({ ga: true, phone: true, email: true, antiPhishing: false })).toBe('antiPhishing');
    expect(nextSecurityStep({ ga: true, phone: true, email: true, antiPhishing: true })).toBeNull();
  });
});
