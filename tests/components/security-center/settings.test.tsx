// @vitest-environment jsdom
// The anti-phishing row and the 安全策略 section on 账户安全 against the mock's real handlers:
// a bad code keeps the dialog as typed with the rule's text; a good one passes the security
// step (an email code read from the mock) and the row shows it masked, then revealed; a withdraw
// factor is switched on through the step, and switching it off again is refused with the rule's
// reason without a call.

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVICE_FAMILIES, type ServiceFamily } from '@/lib/api/families';
import { SecurityScreen } from '@/components/security-center';
import { ANTI_PHISHING_INVALID_TEXT } from '@/lib/security-center/anti-phishing';
import { CODE_SENDER_LABELS } from '@/lib/code-sender/constants';
import { keepTwoText } from '@/lib/security-center/strategy';
import { createSession, db, resetDb, SECURITY_UIDS } from '@/mocks/db';
import { createHandlers } from '@/mocks/handlers';
import { configureHttp, resetHttpConfig } from '@/services/http';
import { resetCodeSendCache } from '@/services/uc/codes';
import { toastStore } from '@/stores/toast-store';
import { renderWithQueryClient } from '../../support/render';

// The mock's real handlers at the page's own origin (jsdom's), as the app's gateway serves them.
const root = `${window.location.origin}/-/x`;
const server = setupServer(...createHandlers(root));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
const baseUrls = Object.fromEntries(SERVICE_FAMILIES.map((family) => [family, `${root}/${family}`])) as Record<ServiceFamily, string>;

const uid = SECURITY_UIDS[2];

beforeEach(() => {
  const session = createSession(uid).token;
  configureHttp({ baseUrls, getToken: (family) => (family === 'uc' ? session : null) });
  resetCodeSendCache();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDb();
  resetHttpConfig();
  toastStore.setState({ toasts: [] });
});

/** Sends the security step's email code from the open dialog and types it in. */
async function passSecurityStep(dialog: HTMLElement) {
  const input = await within(dialog).findByLabelText(CODE_SENDER_LABELS.emailInput);
  fireEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
  await waitFor(() => expect(db.auth.latestCode?.purpose).toBe('security'));
  fireEvent.change(input, { target: { value: db.auth.latestCode?.code ?? '' } });
}

describe('anti-phishing row', () => {
  it('keeps a bad code as typed, saves a good one through the security step, shows it masked and reveals it', async () => {
    renderWithQueryClient(<SecurityScreen lang="zh-cn" />);
    const row = await screen.findByTestId('security-row-anti-phishing');
    expect(within(row).getByText('未设置')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: '设置' }));
    const dialog = await screen.findByTestId('anti-phishing-dialog');
    const codeInput = within(dialog).getByLabelText('新防钓鱼码');
    fireEvent.change(codeInput, { target: { value: 'Ab_1' } });
    await passSecurityStep(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText(ANTI_PHISHING_INVALID_TEXT)).toBeTruthy();
    expect((codeInput as HTMLInputElement).value).toBe('Ab_1');

    fireEvent.change(codeInput, { target: { value: 'Ab123434' } });
    expect(within(dialog).getByTestId('anti-phishing-sample').textContent).toContain('防钓鱼码：Ab123434');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByTestId('anti-phishing-dialog')).toBeNull());
    expect(db.securityCenter.antiPhishing.get(uid)).toBe('Ab123434');

    const saved = await screen.findByTestId('security-row-anti-phishing');
    await waitFor(() => expect(within(saved).getByTestId('anti-phishing-code').textContent).toBe('Ab****34'));
    fireEvent.click(within(saved).getByRole('button', { name: '显示' }));
    await waitFor(() => expect(within(saved).getByTestId('anti-phishing-code').textContent).toBe('Ab123434'));
    fireEvent.click(within(saved).getByRole('button', { name: '隐藏' }));
    expect(within(saved).getByTestId('anti-phishing-code').textContent).toBe('Ab****34');
  });

  it('asks for the security step before revealing to a session not verified', async () => {
    db.securityCenter.antiPhishing.set(uid, 'Zx9876');
    renderWithQueryClient(<SecurityScreen lang="zh-cn" />);
    const row = await screen.findByTestId('security-row-anti-phishing');
    await waitFor(() => expect(within(row).getByTestId('anti-phishing-code').textContent).toBe('Zx****76'));
    fireEvent.click(within(row).getByRole('button', { name: '显示' }));
    const dialog = await screen.findByTestId('anti-phishing-reveal-dialog');
    await passSecurityStep(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(row).getByTestId('anti-phishing-code').textContent).toBe('Zx9876'));
  });
});

describe('安全策略', () => {
  it('switches a withdraw factor on through the security step and refuses to leave fewer than two', async () => {
    renderWithQueryClient(<SecurityScreen lang="zh-cn" />);
    const sms = await screen.findByTestId('strategy-withdraw-sms');
    expect(within(sms).getByText('已关闭')).toBeTruthy();
    expect(within(await screen.findByTestId('strategy-withdraw-ga')).getByRole('link', { name: '去绑定' }).getAttribute('href')).toBe('#security-ga');
    fireEvent.click(within(sms).getByRole('switch', { name: '提币验证：手机验证码' }));
    const dialog = await screen.findByTestId('strategy-dialog');
    await passSecurityStep(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByTestId('strategy-dialog')).toBeNull());
    expect(db.securityCenter.withdrawFactors.get(uid)).toEqual(['sms', 'email']);
    await waitFor(() => expect(within(screen.getByTestId('strategy-withdraw-sms')).getByText('已开启')).toBeTruthy());

    fireEvent.click(within(screen.getByTestId('strategy-withdraw-sms')).getByRole('switch', { name: '提币验证：手机验证码' }));
    expect((await screen.findByTestId('strategy-withdraw-refusal')).textContent).toBe(keepTwoText('withdraw'));
    expect(screen.queryByTestId('strategy-dialog')).toBeNull();
    expect(db.securityCenter.withdrawFactors.get(uid)).toEqual(['sms', 'email']);
  });
});
