import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import {
  accountSchema,
  emailCodeSchema,
  emailSchema,
  firstMessage,
  gaCodeSchema,
  imageCaptchaSchema,
  passwordPairSchema,
  passwordSchema,
  phoneSchema,
  smsCodeSchema,
  withPasswordConfirmation,
  zodFormResolver,
} from '@/lib/validation';

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } satisfies ResolverOptions<Record<string, unknown>>;

describe('field schemas', () => {
  it('report one message each and output the normalised value', () => {
    expect(emailCodeSchema.parse(' １２３ ４５６ ')).toBe('123456');
    expect(smsCodeSchema.parse('654321')).toBe('654321');
    expect(gaCodeSchema.parse('000000')).toBe('000000');
    expect(emailSchema.parse(' a@b.cn ')).toBe('a@b.cn');
    expect(phoneSchema.parse('138 0013 8000')).toBe('13800138000');
    expect(imageCaptchaSchema.parse(' ab3dE ')).toBe('ab3dE');
    // Passwords are never trimmed or otherwise changed.
    expect(passwordSchema.parse('Abcd1234!')).toBe('Abcd1234!');
  });

  it('give the catalogue messages, also for missing values', () => {
    expect(firstMessage(emailCodeSchema, '')).toBe('请输入邮箱验证码');
    expect(firstMessage(emailCodeSchema, undefined)).toBe('请输入邮箱验证码');
    expect(firstMessage(emailCodeSchema, 42)).toBe('请输入邮箱验证码');
    expect(firstMessage(emailCodeSchema, '12')).toBe('邮箱验证码不正确，请重新输入');
    expect(firstMessage(smsCodeSchema, undefined)).toBe('请输入手机验证码');
    expect(firstMessage(smsCodeSchema, '12345x')).toBe('手机验证码不正确，请重新输入');
    expect(firstMessage(gaCodeSchema, '')).toBe('请输入谷歌验证码');
    expect(firstMessage(gaCodeSchema, '1')).toBe('谷歌验证码不正确，请重新输入');
    expect(firstMessage(emailSchema, 'nope')).toBe('邮箱地址格式不正确，请重新输入');
    expect(firstMessage(phoneSchema, '1234')).toBe('手机号格式不正确，请重新输入');
    expect(firstMessage(passwordSchema, undefined)).toBe('请输入密码');
    expect(firstMessage(passwordSchema, 'abcdefgh')).toBe('密码需为 8 至 32 位字母与数字组合');
    expect(firstMessage(imageCaptchaSchema, 'ab')).toBe('图形验证码不正确,请重新输入');
    expect(firstMessage(accountSchema(), '')).toBe('请输入账号');
    expect(firstMessage(accountSchema('phone'), '12')).toBe('手机号格式不正确，请重新输入');
    expect(firstMessage(accountSchema(), 'a@b.cn')).toBeNull();
  });

  it('checks the password confirmation on the confirmation field', () => {
    const mismatch = passwordPairSchema.safeParse({ password: 'abcd1234', confirmPassword: 'abcd12345' });
    expect(mismatch.success).toBe(false);
    expect(mismatch.error?.issues).toEqual([expect.objectContaining({ path: ['confirmPassword'], message: '两次输入的密码不一致' })]);
    expect(passwordPairSchema.safeParse({ password: 'abcd1234', confirmPassword: 'abcd1234' }).success).toBe(true);
    const custom = withPasswordConfirmation(z.object({ pwd: passwordSchema, again: z.string() }), { password: 'pwd', confirmation: 'again' });
    expect(custom.safeParse({ pwd: 'abcd1234', again: '' }).error?.issues[0]).toMatchObject({ path: ['again'], message: '请输入密码' });
  });
});

describe('zodFormResolver', () => {
  const schema = withPasswordConfirmation(
    z.object({ email: emailSchema, code: emailCodeSchema, password: passwordSchema, confirmPassword: z.string(), nested: z.object({ phone: phoneSchema }) }),
  );
  const resolver = zodFormResolver(schema);

  it('gives the first message of each field, nested paths included', async () => {
    const result = await resolver(
      { email: 'bad', code: '', password: 'abcd1234', confirmPassword: 'x', nested: { phone: '1' } },
      undefined,
      resolverOptions,
    );
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      email: { type: 'custom', message: '邮箱地址格式不正确，请重新输入' },
      code: { type: 'custom', message: '请输入邮箱验证码' },
      confirmPassword: { type: 'custom', message: '两次输入的密码不一致' },
      nested: { phone: { type: 'custom', message: '手机号格式不正确，请重新输入' } },
    });
  });

  it('returns the normalised values when valid', async () => {
    const result = await resolver(
      { email: ' a@b.cn ', code: '１２３４５６', password: 'abcd1234', confirmPassword: 'abcd1234', nested: { phone: '138 0013 8000' } },
      undefined,
      resolverOptions,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      email: 'a@b.cn',
      code: '123456',
      password: 'abcd1234',
      confirmPassword: 'abcd1234',
      nested: { phone: '13800138000' },
    });
  });

  it('puts object-level issues under root', async () => {
    const whole = zodFormResolver(z.object({ a: z.string() }).check(z.refine(() => false, { error: '整体错误' })));
    const result = await whole({ a: 'x' }, undefined, resolverOptions);
    expect(result.errors).toEqual({ root: { type: 'custom', message: '整体错误' } });
  });
});
