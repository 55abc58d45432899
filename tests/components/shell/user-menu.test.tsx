// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUB_ACCOUNT_KYC_TEXT, UserMenu } from '@/components/shell/user-menu';
import { headerMenu } from '@/lib/shell/menu';
import { LOGIN_FLAG_KEY } from '@/lib/session/login-state';
import type { UserInfo } from '@/lib/contracts/uc';
import { sessionStore } from '@/stores/session-store';
import { toastStore } from '@/stores/toast-store';

const logoutMock = vi.hoisted(() => vi.fn<() => Promise<string | null>>());
vi.mock('@/services/session/logout', () => ({ logout: logoutMock }));

const links = headerMenu('zh-cn', true).user;

const trader: UserInfo = { uid: 10001, email: 'trader@example.com', phone: '13800138000', account_name: 'acc', user_type: 1, country_id: [37], kyc_level: 'C2' };

function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: /账户菜单/ }));
}

describe('UserMenu', () => {
  beforeEach(() => {
    sessionStore.setState({ loggedIn: true, user: trader });
    toastStore.setState({ toasts: [] });
  });
  afterEach(() => cleanup());

  it('shows the full name, the UID and the links', () => {
    render(<UserMenu links={links} />);
    openMenu();
    expect(screen.getAllByText('trader@example.com').length).toBeGreaterThan(0);
    expect(screen.getByTestId('user-uid').textContent).toBe('10001');
    expect(screen.getByRole('link', { name: '身份认证 C2' }).getAttribute('href')).toBe('/zh-cn/cn/kyc/');
    expect(screen.getByRole('link', { name: '我的点卡' }).getAttribute('href')).toBe('/zh-cn/cn/points/');
    expect(screen.getByRole('link', { name: '账户安全' }).getAttribute('href')).toBe('/zh-cn/user-center/security/');
    expect(screen.queryByText('子账户')).toBeNull();
  });

  it('copies the UID with a success toast', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    render(<UserMenu links={links} />);
    openMenu();
    fireEvent.click(screen.getByRole('button', { name: '复制' }));
    await waitFor(() => expect(toastStore.getState().toasts.map((toast) => toast.text)).toEqual(['复制成功']));
    expect(writeText).toHaveBeenCalledWith('10001');
    expect(toastStore.getState().toasts[0]?.kind).toBe('success');
  });

  it('marks sub-accounts, disabled users, no KYC level and the professional name', () => {
    act(() => {
      sessionStore.setState({
        user: {
          ...trader,
          email: null,
          user_type: 2,
          country_id: [183],
          kyc_level: 'C0',
          auth_info: { pro_status: 2, pro_auth_type: 10, pro_org_name: '示例资本' },
        },
      });
    });
    render(<UserMenu links={links} />);
    openMenu();
    expect(screen.getAllByText('13800138000').length).toBeGreaterThan(0);
    expect(screen.getByText('子账户')).toBeTruthy();
    expect(screen.getByText('账户受限')).toBeTruthy();
    expect(screen.getByText('示例资本')).toBeTruthy();
    // A sub-account's identity is its parent's: no KYC link, the reason instead, and its own permissions.
    expect(screen.queryByRole('link', { name: /身份认证/ })).toBeNull();
    expect(screen.getByTestId('user-menu-kyc-sub').textContent).toContain(SUB_ACCOUNT_KYC_TEXT);
    expect(screen.getByRole('link', { name: '我的子账户权限' }).getAttribute('href')).toBe('/zh-cn/user-center/sub-account/');
  });

  it('links a main user with no KYC level to KYC', () => {
    act(() => {
      sessionStore.setState({ user: { ...trader, kyc_level: 'C0' } });
    });
    render(<UserMenu links={links} />);
    openMenu();
    expect(screen.getByRole('link', { name: '身份认证 未认证' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '我的子账户权限' })).toBeNull();
  });

  it('shows the server message when logout fails and keeps the session', async () => {
    logoutMock.mockResolvedValueOnce('出错了');
    render(<UserMenu links={links} />);
    openMenu();
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(toastStore.getState().toasts.map((toast) => toast.text)).toEqual(['出错了']));
    expect(sessionStore.getState().user?.uid).toBe(10001);
  });

  it('clears the session, tells other tabs and goes to login with backUrl after logout', async () => {
    logoutMock.mockResolvedValueOnce(null);
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, pathname: '/zh-cn/user-center/security/', search: '?tab=ga', assign },
    });
    window.sessionStorage.setItem('draft', 'x');
    try {
      render(<UserMenu links={links} />);
      openMenu();
      fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/zh-cn/login/?backUrl=%2Fzh-cn%2Fuser-center%2Fsecurity%2F%3Ftab%3Dga'));
      expect(sessionStore.getState()).toMatchObject({ loggedIn: false, user: null });
      expect(window.localStorage.getItem(LOGIN_FLAG_KEY)).toBe('0');
      expect(window.sessionStorage.getItem('draft')).toBeNull();
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});
