// @vitest-environment jsdom
// 个人中心 and 资产安全 against the mock's real handlers: the user, the level with the insecure
// warning and the next step's link; the whitelist, anti-phishing code, withdraw factors and
// hold each with its state and a link to where it is changed.

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AssetSecurityScreen } from '@/components/security-center/asset-security-screen';
import { UserCenterScreen } from '@/components/security-center/user-center-screen';
import { SERVICE_FAMILIES, type ServiceFamily } from '@/lib/api/families';
import { INSECURE_WARNING_TEXT } from '@/lib/security-center/summary';
import { issueTicket, exchangeTicket } from '@/mocks/auth/tickets';
import { createSession, db, now, resetDb, SECURITY_UIDS, SEED_UIDS } from '@/mocks/db';
import { appendSecurityEvent } from '@/mocks/db/security-center';
import { createHandlers } from '@/mocks/handlers';
import { toUserInfo } from '@/mocks/handlers/uc';
import { configureHttp, resetHttpConfig } from '@/services/http';
import { sessionStore } from '@/stores/session-store';
import { toastStore } from '@/stores/toast-store';
import { renderWithQueryClient } from '../../support/render';

const root = `${window.location.origin}/-/x`;
const server = setupServer(...createHandlers(root));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
const baseUrls = Object.fromEntries(SERVICE_FAMILIES.map((family) => [family, `${root}/${family}`])) as Record<ServiceFamily, string>;

function loginAs(uid: number) {
  const session = createSession(uid).token;
  const pro = exchangeTicket(issueTicket(session).ticket, 'pro')?.token ?? null;
  configureHttp({ baseUrls, getToken: (family) => (family === 'uc' ? session : family === 'pro' ? pro : null) });
  const user = db.users.get(uid);
  if (user) sessionStore.setState({ user: toUserInfo(user) });
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDb();
  resetHttpConfig();
  sessionStore.setState({ user: null });
  toastStore.setState({ toasts: [] });
  vi.restoreAllMocks();
});

describe('个人中心', () => {
  it('shows the user, copies the UID with a toast, and the level with the next step', async () => {
    const uid = SECURITY_UIDS[2];
    loginAs(uid);
    db.auth.loginRecords.push(
      { uid, login_name: 'a', time: 1_700_000_000_000, ip: '203.0.113.9', success: true, method: 'password', result: 'done' },
      { uid, login_name: 'a', time: 1_700_000_100_000, ip: '127.0.0.1', success: true, method: 'password', result: 'done' },
    );
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithQueryClient(<UserCenterScreen lang="zh-cn" />);
    expect((await screen.findByTestId('user-center-uid')).textContent).toBe(String(uid));
    expect(screen.getByText(`security${uid}@example.com`)).toBeTruthy();
    expect(screen.getByTestId('user-center-kyc').textContent).toBe('C1');
    expect(screen.getByTestId('user-center-vip').textContent).toBe('VIP 1');
    await waitFor(() => expect(screen.getByTestId('user-center-country').textContent).not.toBe('--'));
    expect(screen.getByTestId('user-center-last-login').textContent).toContain('203.0.113.9');

    fireEvent.click(screen.getByRole('button', { name: '复制' }));
    await waitFor(() => expect(toastStore.getState().toasts.map((toast) => toast.text)).toContain('复制成功'));
    expect(writeText).toHaveBeenCalledWith(String(uid));

    const level = screen.getByTestId('security-row-summary-level');
    expect(within(level).getByText('中')).toBeTruthy();
    expect(screen.queryByTestId('insecure-warning')).toBeNull();
    expect(screen.getByTestId('next-security-step').getAttribute('href')).toBe('/zh-cn/user-center/security/#security-ga');
  });

  it('warns an account with fewer than two factors, and links to the first missing one', async () => {
    loginAs(SEED_UIDS.subAccount);
    renderWithQueryClient(<UserCenterScreen lang="zh-cn" />);
    expect((await screen.findByTestId('insecure-warning')).textContent).toBe(INSECURE_WARNING_TEXT);
    expect(within(screen.getByTestId('security-row-summary-level')).getByText('低')).toBeTruthy();
  });
});

describe('资产安全', () => {
  it('shows each setting that protects funds with its state and where to change it', async () => {
    const uid = SECURITY_UIDS[2];
    loginAs(uid);
    db.securityCenter.antiPhishing.set(uid, 'Ab1234');
    appendSecurityEvent(db.securityCenter, { uid, type: 'password_change', time: now(), device: 'Chrome', ip: '127.0.0.1', place: '本地网络' });
    renderWithQueryClient(<AssetSecurityScreen lang="zh-cn" />);
    const whitelist = await screen.findByTestId('security-row-asset-whitelist');
    await waitFor(() => expect(within(whitelist).getByText(/新地址生效延迟/)).toBeTruthy());
    expect(screen.getByTestId('asset-security-whitelist-link').getAttribute('href')).toBe('/zh-cn/cn/finance/address/');
    expect(within(screen.getByTestId('security-row-asset-anti-phishing')).getByText('已设置')).toBeTruthy();
    expect(screen.getByTestId('asset-security-anti-phishing-link').getAttribute('href')).toBe('/zh-cn/user-center/security/#security-anti-phishing');
    expect(within(screen.getByTestId('security-row-asset-withdraw-factors')).getByText('邮箱验证码')).toBeTruthy();
    expect(screen.getByTestId('asset-security-strategy-link').getAttribute('href')).toBe('/zh-cn/user-center/security/#security-strategy-withdraw');
    expect(within(screen.getByTestId('security-row-asset-withdraw-hold')).getByText('暂停中')).toBeTruthy();
  });
});
