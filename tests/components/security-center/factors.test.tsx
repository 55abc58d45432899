// @vitest-environment jsdom
// The factor rows, their dialogs and the bind-GA page against the mock's real handlers: the rows
// follow security/get (a locked factor says until when), a failed change keeps what was typed and
// shows the server's message, a success closes with its toast; the bind page shows the secret
// as a QR code and text, refuses a wrong code with the spec-like text and binds with a real one.

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BindGaScreen } from '@/components/security-center/bind-ga-screen';
import { FactorRows } from '@/components/security-center/factor-rows';
import { PASSWORD_CHANGED_TEXT } from '@/components/security-center/password-dialog';
import type { SecurityInfo } from '@/lib/contracts/uc';
import { FACTOR_LOCK_MS } from '@/lib/security-center/throttle';
import { markSecurityVerified } from '@/mocks/auth/security';
import { checkPassword, createSession, db, DEMO_PASSWORD, now, resetDb, SECURITY_UIDS } from '@/mocks/db';
import { totp } from '@/mocks/db/totp';
import { createHandlers } from '@/mocks/handlers';
import { configureHttp, resetHttpConfig } from '@/services/http';
import { resetCodeSendCache } from '@/services/uc/codes';
import { fetchSecurityInfo } from '@/services/uc/security-center';
import { toastStore } from '@/stores/toast-store';
import { pageRoot } from '../../support/msw-call';
import { renderWithQueryClient } from '../../support/render';

const router = { push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), back: vi.fn(), refresh: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/zh-cn/user-center/security/' }));

const ROOT = pageRoot();
const server = setupServer(...createHandlers(ROOT));
const UID = SECURITY_UIDS[0];

function loginAs(uid: number, verified = true): string {
  const session = createSession(uid).token;
  if (verified) markSecurityVerified(session, uid, 'security');
  configureHttp({ baseUrls: { uc: `${ROOT}/uc` }, getToken: (family) => (family === 'uc' ? session : null) });
  return session;
}

function user() {
  const found = db.users.get(UID);
  if (!found) throw new Error('no user');
  return found;
}

async function info(): Promise<SecurityInfo> {
  const result = await fetchSecurityInfo();
  if (!result.success) throw new Error(result.message);
  return result.data;
}

const toasts = () => toastStore.getState().toasts.map((toast) => toast.text);
const type = (label: string | RegExp, value: string, root: HTMLElement = document.body) => fireEvent.change(within(root).getByLabelText(label), { target: { value } });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  resetHttpConfig();
  resetCodeSendCache();
  window.localStorage.clear();
  router.push.mockClear();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDb();
  resetHttpConfig();
  toastStore.setState({ toasts: [] });
});
afterAll(() => server.close());

describe('FactorRows', () => {
  it('shows each factor’s state and action, and until when a locked factor is refused', async () => {
    loginAs(UID);
    db.securityCenter.factorFailures.set(`${UID}:sms`, { count: 0, lockedUntil: now() + FACTOR_LOCK_MS });
    renderWithQueryClient(<ul><FactorRows info={await info()} lang="zh-cn" /></ul>);
    expect(screen.getByTestId('ga-bind').getAttribute('href')).toBe('/zh-cn/user-center/bind-ga/');
    expect(screen.getByTestId('phone-change').textContent).toBe('更换');
    expect(screen.queryByTestId('email-bind')).toBeNull();
    expect(within(screen.getByTestId('security-row-phone')).getByTestId('factor-locked').textContent).toMatch(/^ · 错误次数过多，已锁定至 \d\d:\d\d$/);
    expect(within(screen.getByTestId('security-row-ga')).queryByTestId('factor-locked')).toBeNull();
  });

  it('links a bound authenticator to the change page and offers to bind a missing email', async () => {
    user().ga_secret = 'JBSWY3DPEHPK3PXP';
    user().email = '';
    loginAs(UID);
    renderWithQueryClient(<ul><FactorRows info={await info()} lang="zh-cn" /></ul>);
    expect(screen.getByTestId('ga-change').getAttribute('href')).toBe('/zh-cn/user-center/rebind-ga/');
    expect(screen.getByTestId('email-bind').textContent).toBe('绑定');
  });
});

describe('password dialog', () => {
  it('checks the fields, keeps them on a refusal, and changes the password through the security verification', async () => {
    const other = createSession(UID).token;
    loginAs(UID, false);
    renderWithQueryClient(<ul><FactorRows info={await info()} lang="zh-cn" /></ul>);
    fireEvent.click(screen.getByTestId('password-change'));
    const dialog = await screen.findByTestId('password-dialog');
    await within(dialog).findByLabelText('邮箱验证码');
    type('原密码', 'Wrong1234', dialog);
    type('新密码', 'abc', dialog);
    expect(within(dialog).getByTestId('password-strength').textContent).toBe('密码强度：弱');
    type('新密码', 'Better12345!', dialog);
    expect(within(dialog).getByTestId('password-strength').textContent).toBe('密码强度：强');
    type('确认新密码', 'Better1234', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认修改' }));
    expect(await within(dialog).findByText('两次输入的密码不一致')).toBeTruthy();
    type('确认新密码', 'Better12345!', dialog);

    // The code of the security verification, sent to the account's own address.
    fireEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(db.auth.codes.get(`email:${user().email}:security`)).toBeDefined());
    const code = db.auth.codes.get(`email:${user().email}:security`)?.code ?? '';
    type('邮箱验证码', code, dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认修改' }));
    expect((await within(dialog).findByTestId('password-dialog-failure')).textContent).toBe('原密码错误');
    expect((within(dialog).getByLabelText('原密码') as HTMLInputElement).value).toBe('Wrong1234');
    expect((within(dialog).getByLabelText('新密码') as HTMLInputElement).value).toBe('Better12345!');

    // The session stays verified: the retry does not spend the code again.
    type('原密码', DEMO_PASSWORD, dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(screen.queryByTestId('password-dialog')).toBeNull());
    expect(toasts()).toContain(PASSWORD_CHANGED_TEXT);
    expect(checkPassword(UID, 'Better12345!')).toBe(true);
    expect(db.sessions.has(other)).toBe(false);
  });

  it('refuses a new password equal to the old one before sending', async () => {
    loginAs(UID);
    renderWithQueryClient(<ul><FactorRows info={await info()} lang="zh-cn" /></ul>);
    fireEvent.click(screen.getByTestId('password-change'));
    const dialog = await screen.findByTestId('password-dialog');
    type('原密码', DEMO_PASSWORD, dialog);
    type('新密码', DEMO_PASSWORD, dialog);
    type('确认新密码', DEMO_PASSWORD, dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认修改' }));
    expect(await within(dialog).findByText('新密码不能与原密码相同')).toBeTruthy();
  });
});

describe('phone dialog', () => {
  it('keeps the typed number on a wrong code and changes the phone with the right one', async () => {
    loginAs(UID);
    renderWithQueryClient(<ul><FactorRows info={await info()} lang="zh-cn" /></ul>);
    fireEvent.click(screen.getByTestId('phone-change'));
    const dialog = await screen.findByTestId('phone-rebind-dialog');
    expect(within(dialog).getByTestId('current-phone').textContent).toBe(`当前手机：${(await info()).phone ?? ''}`);
    await within(dialog).findByLabelText('邮箱验证码');
    type('邮箱验证码', '123456', dialog);
    type('新手机号', '13800000009', dialog);
    // The new number's sender comes before the security step's.
    const [newPhoneSend] = within(dialog).getAllByRole('button', { name: '获取验证码' });
    if (!newPhoneSend) throw new Error('no send button');
    fireEvent.click(newPhoneSend);
    await waitFor(() => expect(db.auth.codes.get('sms:13800000009:bind')).toBeDefined());
    const code = db.auth.codes.get('sms:13800000009:bind')?.code ?? '';
    type('新手机验证码', code === '000000' ? '111111' : '000000', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认更换' }));
    expect((await within(dialog).findByTestId('phone-rebind-dialog-failure')).textContent).toBe('手机验证码不正确，请重新输入');
    expect((within(dialog).getByLabelText('新手机号') as HTMLInputElement).value).toBe('13800000009');
    type('新手机验证码', code, dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认更换' }));
    await waitFor(() => expect(screen.queryByTestId('phone-rebind-dialog')).toBeNull());
    expect(toasts()).toContain('手机更换成功');
    expect(user().phone).toBe('13800000009');
  });
});

describe('email dialog', () => {
  it('refuses an address of another account keeping it typed, and binds a new one', async () => {
    user().email = '';
    loginAs(UID);
    renderWithQueryClient(<ul><FactorRows info={await info()} lang="zh-cn" /></ul>);
    fireEvent.click(screen.getByTestId('email-bind'));
    const dialog = await screen.findByTestId('email-bind-dialog');
    // Without an email, the security verification sends its code by SMS.
    await within(dialog).findByLabelText('手机验证码');
    type('手机验证码', '123456', dialog);
    const taken = `security${SECURITY_UIDS[1]}@example.com`;
    type('新邮箱', taken, dialog);
    const [send] = within(dialog).getAllByRole('button', { name: '获取验证码' });
    if (!send) throw new Error('no send button');
    fireEvent.click(send);
    await waitFor(() => expect(db.auth.codes.get(`email:${taken}:bind`)).toBeDefined());
    type('新邮箱验证码', db.auth.codes.get(`email:${taken}:bind`)?.code ?? '', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认绑定' }));
    expect((await within(dialog).findByTestId('email-bind-dialog-failure')).textContent).toBe('该邮箱已被其他账户绑定');
    expect((within(dialog).getByLabelText('新邮箱') as HTMLInputElement).value).toBe(taken);
    expect(user().email).toBe('');
  });
});

describe('BindGaScreen', () => {
  it('shows the steps with the QR code and secret, refuses a wrong code keeping it, and binds with a real one', async () => {
    loginAs(UID);
    renderWithQueryClient(<BindGaScreen purpose="bind" lang="zh-cn" />);
    const secretBox = await screen.findByTestId('ga-secret');
    const secret = secretBox.getAttribute('data-secret') ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(screen.getByTestId('ga-qr').getAttribute('data-value')).toContain(`secret=${secret}`);
    for (const step of ['1. 下载谷歌验证器', '2. 扫描二维码', '3. 备份密钥', '4. 验证']) expect(screen.getByRole('heading', { name: step })).toBeTruthy();
    expect(screen.getByText(/App Store/)).toBeTruthy();
    await screen.findByLabelText('邮箱验证码');
    type('邮箱验证码', '123456');
    const right = totp(secret, now());
    type('谷歌验证码', right === '000000' ? '111111' : '000000');
    fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    // Told under the new authenticator's field, not at the form: two codes were typed.
    const codeField = screen.getByLabelText('谷歌验证码') as HTMLInputElement;
    await waitFor(() => expect(codeField.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(codeField.getAttribute('aria-describedby') ?? '')?.textContent).toBe('谷歌验证码不正确，请重新输入');
    expect(screen.queryByTestId('ga-verify-failure')).toBeNull();
    expect(codeField.value).toMatch(/^(000000|111111)$/);
    expect(user().ga_secret).toBe('');

    type('谷歌验证码', totp(secret, now()));
    fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/zh-cn/user-center/security/'));
    expect(toasts()).toContain('谷歌验证器绑定成功');
    expect(user().ga_secret).toBe(secret);
    expect(user().two_factor).toContain('ga');
  });

  it('takes the old authenticator’s code from the security step when the step asks for GA', async () => {
    user().ga_secret = 'JBSWY3DPEHPK3PXP';
    user().two_factor = ['ga'];
    loginAs(UID);
    renderWithQueryClient(<BindGaScreen purpose="change" lang="zh-cn" />);
    const secret = (await screen.findByTestId('ga-secret')).getAttribute('data-secret') ?? '';
    await screen.findByLabelText('谷歌验证码');
    expect(screen.queryByLabelText('原谷歌验证码')).toBeNull();
    type('谷歌验证码', totp('JBSWY3DPEHPK3PXP', now())); // the old authenticator's, once
    type('新谷歌验证码', totp(secret, now()));
    fireEvent.click(screen.getByRole('button', { name: '确认更换' }));
    await waitFor(() => expect(router.push).toHaveBeenCalled());
    expect(user().ga_secret).toBe(secret);
    expect(toasts()).toContain('谷歌验证器更换成功');
  });

  it('asks for the old authenticator’s code in a field of its own when the step does not ask for GA', async () => {
    user().ga_secret = 'JBSWY3DPEHPK3PXP';
    user().two_factor = ['email'];
    loginAs(UID);
    renderWithQueryClient(<BindGaScreen purpose="change" lang="zh-cn" />);
    const secret = (await screen.findByTestId('ga-secret')).getAttribute('data-secret') ?? '';
    await screen.findByLabelText('邮箱验证码');
    type('新谷歌验证码', totp(secret, now()));
    type('邮箱验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '确认更换' }));
    expect(await screen.findByText('请输入原谷歌验证码')).toBeTruthy();
    type('原谷歌验证码', totp('JBSWY3DPEHPK3PXP', now()));
    fireEvent.click(screen.getByRole('button', { name: '确认更换' }));
    await waitFor(() => expect(router.push).toHaveBeenCalled());
    expect(user().ga_secret).toBe(secret);
  });

  it('leads an account without an authenticator from the change page to binding, with the way back', async () => {
    user().ga_secret = '';
    loginAs(UID);
    let generated = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/ga/generate_for_change')) generated += 1;
    });
    renderWithQueryClient(<BindGaScreen purpose="change" lang="zh-cn" />);
    const notice = await screen.findByTestId('ga-not-bound');
    expect(within(notice).getByText('尚未绑定谷歌验证器')).toBeTruthy();
    expect(within(notice).getByRole('link', { name: '去绑定谷歌验证器' }).getAttribute('href')).toBe('/zh-cn/user-center/bind-ga/');
    expect(screen.getByRole('link', { name: '返回账户安全' }).getAttribute('href')).toBe('/zh-cn/user-center/security/');
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(generated).toBe(0);
    server.events.removeAllListeners();
  });

  it('tells which of the two typed codes was wrong: a refused e-mail code under the e-mail field', async () => {
    loginAs(UID, false);
    renderWithQueryClient(<BindGaScreen purpose="bind" lang="zh-cn" />);
    const secret = (await screen.findByTestId('ga-secret')).getAttribute('data-secret') ?? '';
    await screen.findByLabelText('邮箱验证码');
    type('谷歌验证码', totp(secret, now()));
    type('邮箱验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    const email = screen.getByLabelText('邮箱验证码');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('邮箱验证码不正确，请重新输入')).toHaveLength(1);
    expect(screen.queryByText('验证码错误')).toBeNull();
    expect(screen.queryByTestId('ga-verify-failure')).toBeNull();
    expect((screen.getByLabelText('谷歌验证码') as HTMLInputElement).getAttribute('aria-invalid')).not.toBe('true');
    expect(user().ga_secret).toBe('');
  });
});
