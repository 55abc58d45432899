import { describe, expect, it } from 'vitest';
import {
  UPLOAD_MESSAGES,
  VALIDATION_MESSAGES,
  detectAccountKind,
  digitsOnly,
  isImageCaptchaComplete,
  normalizeImageCaptchaInput,
  normalizeAccount,
  normalizeDigits,
  normalizeText,
  uploadTooLargeMessage,
  uploadTooManyMessage,
  validateAccount,
  validateCode,
  validateEmail,
  validateEmailCode,
  validateGaCode,
  validateImageCaptcha,
  validatePassword,
  validatePasswordConfirmation,
  validatePhone,
  validateSmsCode,
} from '@/lib/validation';

describe('message catalogue', () => {
  it('holds the exact texts of the spec and the project, punctuation included', () => {
    expect(VALIDATION_MESSAGES).toEqual({
      emailCodeRequired: '请输入邮箱验证码',
      emailCodeInvalid: '邮箱验证码不正确，请重新输入',
      smsCodeRequired: '请输入手机验证码',
      smsCodeInvalid: '手机验证码不正确，请重新输入',
      gaCodeRequired: '请输入谷歌验证码',
      gaCodeInvalid: '谷歌验证码不正确，请重新输入',
      emailInvalid: '邮箱地址格式不正确，请重新输入',
      phoneInvalid: '手机号格式不正确，请重新输入',
      accountRequired: '请输入账号',
      passwordRequired: '请输入密码',
      passwordRule: '密码需为 8 至 32 位字母与数字组合',
      passwordMismatch: '两次输入的密码不一致',
      imageCaptchaRequired: '请输入图形验证码',
      imageCaptchaInvalid: '图形验证码不正确,请重新输入',
    });
    // Full-width comma (U+FF0C) in the code messages, ASCII comma in the image-captcha one.
    expect(VALIDATION_MESSAGES.emailCodeInvalid).toContain('\uFF0C');
    expect(VALIDATION_MESSAGES.smsCodeInvalid).toContain('\uFF0C');
    expect(VALIDATION_MESSAGES.imageCaptchaInvalid).toContain(',');
  });

  it('holds the upload texts', () => {
    expect(UPLOAD_MESSAGES).toEqual({
      duplicateName: '请勿重复上传名称相同的文件',
      wrongType: '不支持的文件类型',
      brokenImage: '文件已损坏或格式不正确',
      failed: '上传失败，请重新上传',
    });
    expect(uploadTooLargeMessage(5 * 1024 * 1024)).toBe('文件大小不能超过 5MB');
    expect(uploadTooLargeMessage(512 * 1024)).toBe('文件大小不能超过 0.5MB');
    expect(uploadTooLargeMessage(1.25 * 1024 * 1024)).toBe('文件大小不能超过 1.25MB');
    expect(uploadTooManyMessage(10)).toBe('最多上传 10 个文件');
  });
});

describe('normalizeDigits', () => {
  it('turns full-width digits into ASCII and removes every kind of whitespace', () => {
    expect(normalizeDigits('１２３４５６')).toBe('123456');
    expect(normalizeDigits('  123 456\t')).toBe('123456');
    expect(normalizeDigits('\u3000１２３\u00a0４５６\n')).toBe('123456');
    expect(normalizeDigits('138 0013 8000')).toBe('13800138000');
  });

  it('keeps other characters so validators still refuse them', () => {
    expect(normalizeDigits('12a45６')).toBe('12a456');
    expect(normalizeDigits('')).toBe('');
  });

  it('digitsOnly keeps at most n digits, normalised', () => {
    expect(digitsOnly('１２3-4 5６7', 6)).toBe('123456');
    expect(digitsOnly('abc')).toBe('');
  });

  it('normalizeText trims', () => {
    expect(normalizeText('  a@b.cn \u3000')).toBe('a@b.cn');
  });
});

describe('codes', () => {
  it.each([
    ['email', validateEmailCode, '请输入邮箱验证码', '邮箱验证码不正确，请重新输入'],
    ['sms', validateSmsCode, '请输入手机验证码', '手机验证码不正确，请重新输入'],
    ['ga', validateGaCode, '请输入谷歌验证码', '谷歌验证码不正确，请重新输入'],
  ] as const)('%s code: empty, wrong, valid', (kind, validate, required, invalid) => {
    expect(validate('')).toBe(required);
    expect(validate('   ')).toBe(required);
    expect(validate('12345')).toBe(invalid);
    expect(validate('1234567')).toBe(invalid);
    expect(validate('12345a')).toBe(invalid);
    expect(validate('123456')).toBeNull();
    expect(validate(' １２３ ４５６ ')).toBeNull();
    expect(validateCode(kind, '654321')).toBeNull();
  });
});

describe('email', () => {
  it.each(['user@example.com', 'first.last+tag@mail.example.cn', ' user_1@sub-domain.example.org ', 'A%b@x.io'])('accepts %s', (value) => {
    expect(validateEmail(value)).toBeNull();
  });

  it.each(['', 'user', 'user@', '@example.com', 'user@example', 'user@example.c', '.user@example.com', 'us..er@example.com', 'user.@example.com', 'user@-example.com', 'user @example.com', '用户@example.com'])(
    'refuses %j',
    (value) => {
      expect(validateEmail(value)).toBe('邮箱地址格式不正确，请重新输入');
    },
  );
});

describe('phone', () => {
  it('accepts 5 to 11 digits, also pasted with spaces or full-width', () => {
    expect(validatePhone('12345')).toBeNull();
    expect(validatePhone('13800138000')).toBeNull();
    expect(validatePhone('138 0013 8000')).toBeNull();
    expect(validatePhone('１３８００１３８０００')).toBeNull();
  });

  it('refuses fewer than 5, more than 11 or non-digits', () => {
    for (const value of ['', '1234', '123456789012', '+8613800138000', '138-0013-8000', 'abcde']) {
      expect(validatePhone(value)).toBe('手机号格式不正确，请重新输入');
    }
  });
});

describe('account (captcha mode)', () => {
  it('asks for an account when there is no phone or email', () => {
    expect(validateAccount('')).toBe('请输入账号');
    expect(validateAccount('   ')).toBe('请输入账号');
    expect(validateAccount('', 'email')).toBe('请输入账号');
    expect(validateAccount(' ', 'phone')).toBe('请输入账号');
  });

  it('checks the format of the given or detected kind', () => {
    expect(detectAccountKind('a@b.cn')).toBe('email');
    expect(detectAccountKind('13800138000')).toBe('phone');
    expect(validateAccount('a@b.cn')).toBeNull();
    expect(validateAccount('13800138000')).toBeNull();
    expect(validateAccount('a@b')).toBe('邮箱地址格式不正确，请重新输入');
    expect(validateAccount('1234')).toBe('手机号格式不正确，请重新输入');
    expect(validateAccount('13800138000', 'email')).toBe('邮箱地址格式不正确，请重新输入');
  });

  it('normalises the account as it is sent', () => {
    expect(normalizeAccount(' a@b.cn ')).toBe('a@b.cn');
    expect(normalizeAccount('１３８ ００１３ ８０００')).toBe('13800138000');
  });
});

describe('password', () => {
  it('requires a password', () => {
    expect(validatePassword('')).toBe('请输入密码');
  });

  it('accepts 8 to 32 characters with letters and digits', () => {
    expect(validatePassword('abcdefg1')).toBeNull();
    expect(validatePassword('A1234567')).toBeNull();
    expect(validatePassword('Pass1234!@#')).toBeNull();
    expect(validatePassword(`a1${'x'.repeat(30)}`)).toBeNull();
  });

  it('refuses short, long, letters-only, digits-only and spaced or non-ASCII passwords', () => {
    for (const value of ['abc123', 'abcdef1', `a1${'x'.repeat(31)}`, 'abcdefgh', '12345678', 'abcd 1234', '密码abcd1234', ' abcd1234']) {
      expect(validatePassword(value)).toBe('密码需为 8 至 32 位字母与数字组合');
    }
  });

  it('checks the confirmation', () => {
    expect(validatePasswordConfirmation('abcd1234', '')).toBe('请输入密码');
    expect(validatePasswordConfirmation('abcd1234', 'abcd1235')).toBe('两次输入的密码不一致');
    expect(validatePasswordConfirmation('abcd1234', 'abcd1234')).toBeNull();
  });
});

describe('image captcha', () => {
  it('trims, requires and needs exactly 5 characters', () => {
    expect(validateImageCaptcha('')).toBe('请输入图形验证码');
    expect(validateImageCaptcha('   ')).toBe('请输入图形验证码');
    expect(validateImageCaptcha('ab3')).toBe('图形验证码不正确,请重新输入');
    expect(validateImageCaptcha('abcdef')).toBe('图形验证码不正确,请重新输入');
    expect(validateImageCaptcha(' ab3dE ')).toBeNull();
    expect(isImageCaptchaComplete(' ab3dE ')).toBe(true);
    expect(isImageCaptchaComplete('ab3d')).toBe(false);
  });

  it('counts characters as the field cuts them: an answer the field kept whole is never short', () => {
    // Five characters outside the basic plane are ten UTF-16 units.
    const astral = '𝐀𝐁𝐂𝐃𝐄';
    expect(normalizeImageCaptchaInput(` ${astral}𝐅 `)).toBe(astral);
    expect(validateImageCaptcha(astral)).toBeNull();
    expect(isImageCaptchaComplete(astral)).toBe(true);
    expect(validateImageCaptcha('𝐀𝐁𝐂')).toBe('图形验证码不正确,请重新输入');
    expect(isImageCaptchaComplete('𝐀𝐁𝐂𝐃')).toBe(false);
  });

  it('the field keeps the trimmed value, at most 5 characters', () => {
    expect(normalizeImageCaptchaInput('  ab3D ')).toBe('ab3D');
    expect(normalizeImageCaptchaInput(' abcdefg ')).toBe('abcde');
    expect(normalizeImageCaptchaInput('   ')).toBe('');
    expect(normalizeImageCaptchaInput('验证码测试多')).toBe('验证码测试');
  });

  it('is the one rule: the captcha module no longer carries a second one', async () => {
    const captcha: Record<string, unknown> = await import('@/lib/captcha');
    expect(captcha.validateImageCaptcha).toBeUndefined();
    expect(captcha.canSubmitImageCaptcha).toBeUndefined();
  });
});
