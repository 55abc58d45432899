// The second factors and the login password against the mock's real handlers: each call's
// success and its refusals (not verified, wrong code, already bound, taken address, weak or
// equal password), the other sessions ended by a password change, and the throttling lock.

import { beforeEach, describe, expect, it } from 'vitest';
import { UC_CODES } from '@/lib/contracts/uc';
import { FACTOR_LOCK_MS } from '@/lib/security-center/throttle';
import { sendCode } from '@/mocks/auth/codes';
import { markSecurityVerified } from '@/mocks/auth/security';
import { checkPassword, createSession, db, DEMO_PASSWORD, now, SECURITY_UIDS } from '@/mocks/db';
import { totp } from '@/mocks/db/totp';
import { configureHttp, resetHttpConfig, type ApiResult } from '@/services/http';
import { fetchSecurityInfo } from '@/services/uc/security-center';
import {
  bindEmail,
  bindGa,
  bindPhone,
  changeGa,
  changeLoginPassword,
  generateGaSecret,
  generateGaSecretForChange,
  rebindPhone,
  verifyGaCode,
} from '@/services/uc/factors';
import { withMswServer } from '../../setup/msw';
import { testBaseUrls } from '../http/test-server';

withMswServer();

const [UID, OTHER_UID] = SECURITY_UIDS;
const uid = UID;

function loginAs(user: number, verified = true): string {
  const session = createSession(user).token;
  if (verified) markSecurityVerified(session, user, 'security');
  configureHttp({ baseUrls: testBaseUrls(), getToken: (family) => (family === 'uc' ? session : null) });
  return session;
}

function user(id: number = uid) {
  const found = db.users.get(id);
  if (!found) throw new Error(`no user ${id}`);
  return found;
}

function expectFailure(result: ApiResult<unknown>, message: string | RegExp, code?: number) {
  expect(result.success).toBe(false);
  if (result.success) return;
  expect(result.message).toMatch(message);
  if (code !== undefined) expect(result.code).toBe(code);
}

function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

async function secret(purpose: 'bind' | 'change'): Promise<string> {
  const result = purpose === 'bind' ? await generateGaSecret() : await generateGaSecretForChange();
  if (!result.success) throw new Error(result.message);
  return result.data.secret;
}

beforeEach(() => resetHttpConfig());

describe('Google Authenticator', () => {
  it('generates a secret with its otpauth URI', async () => {
    loginAs(uid);
    const result = await generateGaSecret();
    if (!result.success) throw new Error(result.message);
    expect(result.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(result.data.otpauth_uri).toMatch(new RegExp(`^otpauth://totp/.+\\?secret=${result.data.secret}&issuer=`));
  });

  it('binds with a code of the new authenticator, once', async () => {
    const session = loginAs(uid);
    const s = await secret('bind');
    expectFailure(await bindGa({ secret: s, code: wrongCode(totp(s, now())) }), '谷歌验证码不正确，请重新输入', UC_CODES.codeWrong);
    expectFailure(await bindGa({ secret: 'AAAAAAAAAAAAAAAA', code: totp('AAAAAAAAAAAAAAAA', now()) }), '密钥已失效');
    expect(user().ga_secret).toBe('');

    expect((await bindGa({ secret: s, code: totp(s, now()) })).success).toBe(true);
    expect(user().ga_secret).toBe(s);
    expect(user().two_factor).toContain('ga');
    expect(db.securityCenter.events.filter((e) => e.uid === uid).map((e) => [e.type, e.session])).toEqual([['ga_bind', session]]);

    // A second tab with its own secret: refused, the first binding stays.
    expectFailure(await bindGa({ secret: s, code: totp(s, now()) }), '已绑定谷歌验证器', UC_CODES.factorBound);
    expectFailure(await generateGaSecret(), '已绑定谷歌验证器');
    expect(user().ga_secret).toBe(s);
    const info = await fetchSecurityInfo();
    expect(info.success && info.data.ga).toBe(true);
  });

  it('refuses a bind without the security verification', async () => {
    loginAs(uid, false);
    const s = await secret('bind');
    expectFailure(await bindGa({ secret: s, code: totp(s, now()) }), '请先完成安全验证', UC_CODES.securityRequired);
    expect(user().ga_secret).toBe('');
  });

  it('changes with the old authenticator’s code and the new one’s', async () => {
    user().ga_secret = 'JBSWY3DPEHPK3PXP';
    user().two_factor = ['ga'];
    loginAs(uid);
    expectFailure(await generateGaSecret(), '已绑定');
    const s = await secret('change');
    expectFailure(await changeGa({ old_code: wrongCode(totp('JBSWY3DPEHPK3PXP', now())), secret: s, code: totp(s, now()) }), '谷歌验证码不正确');
    expectFailure(await changeGa({ old_code: totp('JBSWY3DPEHPK3PXP', now()), secret: s, code: wrongCode(totp(s, now())) }), '谷歌验证码不正确');
    expect(user().ga_secret).toBe('JBSWY3DPEHPK3PXP');
    expect((await changeGa({ old_code: totp('JBSWY3DPEHPK3PXP', now()), secret: s, code: totp(s, now()) })).success).toBe(true);
    expect(user().ga_secret).toBe(s);
    expect(db.securityCenter.events.at(-1)?.type).toBe('ga_change');
  });

  it('refuses a change when no authenticator is bound', async () => {
    loginAs(uid);
    expectFailure(await generateGaSecretForChange(), '尚未绑定谷歌验证器');
  });

  it('verifies a code of the bound authenticator', async () => {
    user().ga_secret = 'JBSWY3DPEHPK3PXP';
    loginAs(uid, false);
    expect((await verifyGaCode(totp('JBSWY3DPEHPK3PXP', now()))).success).toBe(true);
    expectFailure(await verifyGaCode(wrongCode(totp('JBSWY3DPEHPK3PXP', now()))), '谷歌验证码不正确，请重新输入');
  });
});

describe('throttling', () => {
  it('locks a factor for 30 minutes after five wrong codes; a right code resets the count', async () => {
    const ga = 'JBSWY3DPEHPK3PXP';
    user().ga_secret = ga;
    loginAs(uid, false);
    for (let i = 0; i < 4; i += 1) expectFailure(await verifyGaCode(wrongCode(totp(ga, now()))), '谷歌验证码不正确', UC_CODES.codeWrong);
    expect((await verifyGaCode(totp(ga, now()))).success).toBe(true);
    for (let i = 0; i < 4; i += 1) expectFailure(await verifyGaCode(wrongCode(totp(ga, now()))), '谷歌验证码不正确');
    expectFailure(await verifyGaCode(wrongCode(totp(ga, now()))), /^错误次数过多，谷歌验证码已锁定至 \d\d:\d\d$/, UC_CODES.factorLocked);
    // Locked: even the right code is refused, and security/get says until when.
    expectFailure(await verifyGaCode(totp(ga, now())), '已锁定至', UC_CODES.factorLocked);
    const info = await fetchSecurityInfo();
    expect(info.success && info.data.locked_factors).toEqual([{ method: 'ga', until: expect.any(Number) as number }]);

    db.clockOffsetMs += FACTOR_LOCK_MS + 1000;
    expect((await verifyGaCode(totp(ga, now()))).success).toBe(true);
    const after = await fetchSecurityInfo();
    expect(after.success && after.data.locked_factors).toEqual([]);
  });

  it('locks the security verification’s factor too', async () => {
    const { verifySecurityStrategy } = await import('@/services/uc/security');
    loginAs(uid, false);
    for (let i = 0; i < 5; i += 1) await verifySecurityStrategy({ scene: 'security', email_code: '000000' });
    const sent = sendCode({ channel: 'email', account: user().email, purpose: 'security' });
    if ('error' in sent) throw new Error(sent.error.message);
    expectFailure(await verifySecurityStrategy({ scene: 'security', email_code: sent.code.code }), '邮箱验证码已锁定至', UC_CODES.factorLocked);
  });
});

describe('email and phone', () => {
  function codeFor(channel: 'email' | 'sms', account: string): string {
    const sent = sendCode({ channel, account, purpose: 'bind' });
    if ('error' in sent) throw new Error(sent.error.message);
    return sent.code.code;
  }

  it('binds an email with the code sent to it, once, and not one of another account', async () => {
    user().email = '';
    loginAs(uid);
    const taken = user(OTHER_UID).email;
    expectFailure(await bindEmail({ email: taken, code: codeFor('email', taken) }), '该邮箱已被其他账户绑定', UC_CODES.accountExists);
    expectFailure(await bindEmail({ email: 'not-an-email', code: '123456' }), '邮箱地址格式不正确，请重新输入');
    const code = codeFor('email', 'new.one@example.com');
    expectFailure(await bindEmail({ email: 'new.one@example.com', code: wrongCode(code) }), '邮箱验证码不正确，请重新输入');
    expect((await bindEmail({ email: 'New.One@example.com', code })).success).toBe(true);
    expect(user().email).toBe('new.one@example.com');
    expect(db.securityCenter.events.at(-1)).toMatchObject({ type: 'email_bind', uid });
    expectFailure(await bindEmail({ email: 'other@example.com', code: codeFor('email', 'other@example.com') }), '已绑定邮箱', UC_CODES.factorBound);
  });

  it('refuses an email bind without the security verification', async () => {
    user().email = '';
    loginAs(uid, false);
    expectFailure(await bindEmail({ email: 'new.one@example.com', code: codeFor('email', 'new.one@example.com') }), '请先完成安全验证');
    expect(user().email).toBe('');
  });

  it('binds a phone when none is bound, once', async () => {
    user().phone = '';
    loginAs(uid);
    const code = codeFor('sms', '13800000001');
    expectFailure(await bindPhone({ country_code: '86', phone: '13800000001', code: wrongCode(code) }), '手机验证码不正确，请重新输入');
    expect((await bindPhone({ country_code: '86', phone: '13800000001', code })).success).toBe(true);
    expect(user()).toMatchObject({ phone: '13800000001', country_code: '86' });
    expect(db.securityCenter.events.at(-1)?.type).toBe('phone_bind');
    expectFailure(await bindPhone({ country_code: '86', phone: '13800000002', code: codeFor('sms', '13800000002') }), '已绑定手机', UC_CODES.factorBound);
  });

  it('changes the phone to a new number that is not another account’s', async () => {
    loginAs(uid);
    const taken = user(OTHER_UID).phone;
    expectFailure(await rebindPhone({ country_code: '86', phone: taken, code: codeFor('sms', taken) }), '该手机号已被其他账户绑定');
    expectFailure(await rebindPhone({ country_code: '86', phone: user().phone, code: '123456' }), '新手机号不能与原手机号相同');
    expectFailure(await rebindPhone({ country_code: '86', phone: '12', code: '123456' }), '手机号格式不正确，请重新输入');
    const code = codeFor('sms', '13800000003');
    expect((await rebindPhone({ country_code: '86', phone: '13800000003', code })).success).toBe(true);
    expect(user().phone).toBe('13800000003');
    expect(db.securityCenter.events.at(-1)).toMatchObject({ type: 'phone_change', detail: expect.stringContaining('*') as string });
  });
});

describe('login password', () => {
  it('checks the old password and refuses a weak or unchanged new one', async () => {
    loginAs(uid);
    expectFailure(await changeLoginPassword({ old_password: 'Wrong1234', new_password: 'Better1234' }), '原密码错误', UC_CODES.wrongPassword);
    expectFailure(await changeLoginPassword({ old_password: DEMO_PASSWORD, new_password: 'short' }), '密码需为 8 至 32 位字母与数字组合', UC_CODES.weakPassword);
    expectFailure(await changeLoginPassword({ old_password: DEMO_PASSWORD, new_password: DEMO_PASSWORD }), '新密码不能与原密码相同', UC_CODES.passwordSame);
    expect(checkPassword(uid, DEMO_PASSWORD)).toBe(true);
  });

  it('refuses without the security verification', async () => {
    loginAs(uid, false);
    expectFailure(await changeLoginPassword({ old_password: DEMO_PASSWORD, new_password: 'Better1234' }), '请先完成安全验证');
    expect(checkPassword(uid, DEMO_PASSWORD)).toBe(true);
  });

  it('changes it and ends every other session of the user, keeping this one', async () => {
    const other = createSession(uid).token;
    const someoneElse = createSession(OTHER_UID).token;
    const session = loginAs(uid);
    const result = await changeLoginPassword({ old_password: DEMO_PASSWORD, new_password: 'Better1234' });
    expect(result.success && result.data).toEqual({ logged_out: 1 });
    expect(checkPassword(uid, 'Better1234')).toBe(true);
    expect(db.sessions.has(session)).toBe(true);
    expect(db.sessions.has(other)).toBe(false);
    expect(db.sessions.has(someoneElse)).toBe(true);
    expect(db.securityCenter.events.at(-1)).toMatchObject({ type: 'password_change', uid, session });

    configureHttp({ baseUrls: testBaseUrls(), getToken: (family) => (family === 'uc' ? other : null) });
    // An ended session, not an unknown one: 512, which the app treats as logged out.
    expect(await fetchSecurityInfo()).toMatchObject({ success: false, code: 512 });
  });
});
