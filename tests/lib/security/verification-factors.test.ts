import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  requiredFactors,
  SECURITY_STEP_DEFAULTS,
  securityCodeErrors,
  securityCodesOf,
  securityStepSchema,
  STRATEGY_NOT_READY_TEXT,
} from '@/lib/security/verification-factors';

const codes = (values: Partial<typeof SECURITY_STEP_DEFAULTS>) => ({ ...SECURITY_STEP_DEFAULTS, ...values });

describe('requiredFactors', () => {
  it('asks for every method the strategy names, once, e-mail then SMS then GA', () => {
    expect(requiredFactors({ methods: ['ga', 'email', 'sms', 'ga'] })).toEqual(['email', 'sms', 'ga']);
    expect(requiredFactors({ methods: ['ga'] })).toEqual(['ga']);
  });

  it('leaves out methods it does not know, and asks nothing without an answer', () => {
    expect(requiredFactors({ methods: ['fido', 'sms'] })).toEqual(['sms']);
    expect(requiredFactors(null)).toEqual([]);
    expect(requiredFactors(undefined)).toEqual([]);
  });
});

describe('securityCodesOf', () => {
  it('sends only the required codes, as ASCII digits without spaces', () => {
    expect(securityCodesOf(['ga'], codes({ ga_code: '１２３ ４５６', email_code: '111111' }))).toEqual({ ga_code: '123456' });
    expect(securityCodesOf(['email', 'sms'], codes({ email_code: '111111', sms_code: '222222' }))).toEqual({ email_code: '111111', sms_code: '222222' });
  });
});

describe('securityCodeErrors', () => {
  it('gives the catalogue texts for an empty and a wrong code of each required factor', () => {
    expect(securityCodeErrors(['email', 'sms', 'ga'], codes({}))).toEqual({
      email_code: '请输入邮箱验证码',
      sms_code: '请输入手机验证码',
      ga_code: '请输入谷歌验证码',
    });
    expect(securityCodeErrors(['email', 'sms', 'ga'], codes({ email_code: '12', sms_code: '12345a', ga_code: '1234567' }))).toEqual({
      email_code: '邮箱验证码不正确，请重新输入',
      sms_code: '手机验证码不正确，请重新输入',
      ga_code: '谷歌验证码不正确，请重新输入',
    });
  });

  it('ignores codes that are not required', () => {
    expect(securityCodeErrors(['ga'], codes({ ga_code: '123456' }))).toEqual({});
  });
});

describe('securityStepSchema', () => {
  const form = z.object({ security: securityStepSchema });

  it('outputs the payload to verify when the required codes are right', () => {
    const parsed = form.safeParse({ security: codes({ factors: ['sms', 'ga'], sms_code: '222222', ga_code: '３３３３３３', email_code: 'x' }) });
    expect(parsed.success && parsed.data).toEqual({ security: { sms_code: '222222', ga_code: '333333' } });
  });

  it('reports each wrong code at its field', () => {
    const parsed = form.safeParse({ security: codes({ factors: ['email', 'ga'], email_code: '', ga_code: '12' }) });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['security.email_code', '请输入邮箱验证码'],
      ['security.ga_code', '谷歌验证码不正确，请重新输入'],
    ]);
  });

  it('refuses to send anything before the factors are known', () => {
    const parsed = form.safeParse({ security: SECURITY_STEP_DEFAULTS });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['security.factors', STRATEGY_NOT_READY_TEXT]]);
  });
});
