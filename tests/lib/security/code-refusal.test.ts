import { describe, expect, it } from 'vitest';
import { UC_CODES } from '@/lib/contracts/uc';
import { codeRefusal } from '@/lib/security/code-refusal';

describe('codeRefusal', () => {
  it('maps each factor’s refusal code to its field and section 5’s message', () => {
    expect(codeRefusal(UC_CODES.emailCodeWrong)).toEqual({ factor: 'email', field: 'email_code', message: '邮箱验证码不正确，请重新输入' });
    expect(codeRefusal(UC_CODES.smsCodeWrong)).toEqual({ factor: 'sms', field: 'sms_code', message: '手机验证码不正确，请重新输入' });
    expect(codeRefusal(UC_CODES.gaCodeWrong)).toEqual({ factor: 'ga', field: 'ga_code', message: '谷歌验证码不正确，请重新输入' });
  });

  it('reads codes sent as text too', () => {
    expect(codeRefusal(String(UC_CODES.emailCodeWrong))?.field).toBe('email_code');
  });

  it('leaves every other failure to the form', () => {
    for (const code of [UC_CODES.codeWrong, UC_CODES.codeExpired, UC_CODES.factorLocked, 500, 'login-required']) expect(codeRefusal(code)).toBeNull();
  });
});
