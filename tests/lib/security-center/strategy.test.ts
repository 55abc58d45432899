import { describe, expect, it } from 'vitest';
import {
  ALREADY_OFF_TEXT,
  ALREADY_ON_TEXT,
  boundFactors,
  disableRefusal,
  enableRefusal,
  keepTwoText,
  notBoundText,
  onlyOneText,
  sceneFactors,
  verificationFactors,
  withDisabled,
  withEnabled,
  type FactorState,
} from '@/lib/security-center/strategy';

const emailAndPhone: FactorState = { bound: ['sms', 'email'], login: [], withdraw: null };
const emailOnly: FactorState = { bound: ['email'], login: [], withdraw: null };

describe('security strategy: what a scene asks for', () => {
  it('lists bound factors in the rules order', () => {
    expect(boundFactors({ ga: true, phone: false, email: true })).toEqual(['ga', 'email']);
  });

  it('login asks for the bound login factors, possibly none', () => {
    expect(sceneFactors('login', emailAndPhone)).toEqual([]);
    expect(sceneFactors('login', { ...emailAndPhone, login: ['ga', 'email'] })).toEqual(['email']);
  });

  it('withdraw asks for its own factors, else the login factors, else the own email (or phone)', () => {
    expect(sceneFactors('withdraw', { ...emailAndPhone, withdraw: ['sms', 'email'] })).toEqual(['sms', 'email']);
    expect(sceneFactors('withdraw', { ...emailAndPhone, login: ['sms'] })).toEqual(['sms']);
    expect(sceneFactors('withdraw', emailAndPhone)).toEqual(['email']);
    expect(sceneFactors('withdraw', { bound: ['sms'], login: [], withdraw: null })).toEqual(['sms']);
    expect(sceneFactors('withdraw', { ...emailAndPhone, withdraw: ['ga'] })).toEqual(['email']);
  });

  it('the security verification asks for the login factors, else the own address', () => {
    expect(verificationFactors(emailAndPhone)).toEqual(['email']);
    expect(verificationFactors({ ...emailAndPhone, login: ['sms'] })).toEqual(['sms']);
  });
});

describe('security strategy: switching a factor', () => {
  it('enables only a bound factor that is not on yet', () => {
    expect(enableRefusal('withdraw', 'ga', emailAndPhone)).toBe(notBoundText('ga'));
    expect(notBoundText('ga')).toBe('请先绑定谷歌验证器');
    expect(enableRefusal('withdraw', 'email', emailAndPhone)).toBe(ALREADY_ON_TEXT);
    expect(enableRefusal('withdraw', 'sms', emailAndPhone)).toBeNull();
    expect(withEnabled('withdraw', 'sms', emailAndPhone)).toEqual(['sms', 'email']);
  });

  it('with two or more bound, refuses to leave a scene with fewer than two', () => {
    const two: FactorState = { ...emailAndPhone, withdraw: ['sms', 'email'] };
    expect(disableRefusal('withdraw', 'sms', two)).toBe(keepTwoText('withdraw'));
    expect(keepTwoText('withdraw')).toContain('提币验证至少需要保留两项验证方式');
    const three: FactorState = { bound: ['ga', 'sms', 'email'], login: ['ga', 'sms', 'email'], withdraw: null };
    expect(disableRefusal('login', 'sms', three)).toBeNull();
    expect(withDisabled('login', 'sms', three)).toEqual(['ga', 'email']);
    expect(disableRefusal('login', 'ga', { ...three, login: ['ga', 'sms'] })).toBe(keepTwoText('login'));
  });

  it('with fewer than two bound, the only factor cannot be turned off', () => {
    expect(disableRefusal('withdraw', 'email', emailOnly)).toBe(onlyOneText('withdraw'));
    expect(disableRefusal('login', 'email', { ...emailOnly, login: ['email'] })).toBe(onlyOneText('login'));
  });

  it('refuses to switch off what is not on', () => {
    expect(disableRefusal('withdraw', 'sms', emailAndPhone)).toBe(ALREADY_OFF_TEXT);
  });
});
