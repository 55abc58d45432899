// @vitest-environment jsdom
// The security records' parts against the mock's real handlers (msw/node): 安全记录's logs with
// their filters and the devices with offsite logout behind a confirmation (a refusal kept in the
// dialog with the server's message); the timeline with the hold a change started and 这不是我
// freezing the account; the withdrawal hold counted down each second.

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVICE_FAMILIES } from '@/lib/api/families';
import { UC_CALLS, type SecurityInfo } from '@/lib/contracts/uc';
import { WITHDRAW_HOLD_MS } from '@/lib/security-center/hold';
import { createSession, db, now, resetDb, SECURITY_UIDS, type MockSession } from '@/mocks/db';
import { appendSecurityEvent } from '@/mocks/db/security-center';
import { createHandlers } from '@/mocks/handlers';
import { securityInfoOf } from '@/mocks/handlers/uc/security-center';
import { ucFail } from '@/mocks/http/respond';
import { SafetyRecordScreen } from '@/components/security-center/safety-record-screen';
import { SecurityTimeline } from '@/components/security-center/security-timeline';
import { WithdrawHoldBanner, WithdrawHoldNotice } from '@/components/security-center/withdraw-hold';
import { configureHttp, resetHttpConfig } from '@/services/http';
import { onPageCall, pageRoot } from '../../support/msw-call';
import { renderWithQueryClient } from '../../support/render';

const ROOT = pageRoot();
const server = setupServer(...createHandlers(ROOT));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const UID = SECURITY_UIDS[4];
let mine: MockSession;

function place(session: MockSession, device: string, ip: string): MockSession {
  return Object.assign(session, { device, ip, place: '香港', lastActiveAt: now() });
}

beforeEach(() => {
  resetDb();
  resetHttpConfig();
  mine = place(createSession(UID), 'Chrome · Linux', '127.0.0.1');
  const baseUrls = Object.fromEntries(SERVICE_FAMILIES.map((family) => [family, `${ROOT}/${family}`]));
  configureHttp({ baseUrls, getToken: (family) => (family === 'uc' ? mine.token : null) });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});

function info(): SecurityInfo {
  const user = db.users.get(UID);
  if (!user) throw new Error('user');
  return securityInfoOf(user);
}

describe('安全记录', () => {
  it('shows the login log, filters it by result, and the operation log on its tab', async () => {
    const at = now();
    db.auth.loginRecords.push(
      { uid: UID, login_name: 'a', time: at - 2_000, ip: '203.0.113.9', success: false, method: 'password', result: 'wrong_password', device: 'Firefox · Windows' },
      { uid: UID, login_name: 'a', time: at - 1_000, ip: '127.0.0.1', success: true, method: 'password', result: 'done', device: 'Chrome · Linux' },
    );
    appendSecurityEvent(db.securityCenter, { uid: UID, type: 'ga_bind', time: at, device: 'Chrome · Linux', ip: '127.0.0.1', place: '本地网络' });
    renderWithQueryClient(<SafetyRecordScreen />);

    await waitFor(() => expect(screen.getAllByTestId('login-log-row')).toHaveLength(2));
    expect(screen.getAllByTestId('login-log-row')[1]?.textContent).toContain('失败（账号或密码错误）');
    fireEvent.change(within(screen.getByRole('group', { name: '登录记录筛选' })).getByLabelText('状态'), { target: { value: 'fail' } });
    await waitFor(() => expect(screen.getAllByTestId('login-log-row')).toHaveLength(1));
    expect(screen.getByTestId('login-log-row').textContent).toContain('Firefox · Windows');

    fireEvent.click(screen.getByRole('tab', { name: '操作记录' }));
    await waitFor(() => expect(screen.getByTestId('operation-log-row').textContent).toContain('绑定谷歌验证器'));
  });

  it('logs out another device after a confirmation, and 退出其他所有设备 the rest', async () => {
    const phone = place(createSession(UID), 'Safari · iOS', '203.0.113.5');
    const tablet = place(createSession(UID), 'Chrome · Android', '203.0.113.6');
    renderWithQueryClient(<SafetyRecordScreen />);
    fireEvent.click(screen.getByRole('tab', { name: '登录设备' }));
    await waitFor(() => expect(screen.getAllByTestId('login-device')).toHaveLength(3));
    expect(screen.getAllByTestId('login-device')[0]?.textContent).toContain('当前设备');

    fireEvent.click(screen.getByRole('button', { name: '退出 Safari · iOS' }));
    const dialog = await screen.findByTestId('device-logout-dialog');
    expect(dialog.textContent).toContain('Safari · iOS');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.getAllByTestId('login-device')).toHaveLength(2));
    expect(db.sessions.has(phone.token)).toBe(false);
    expect(db.sessions.has(tablet.token)).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '退出其他所有设备' }));
    fireEvent.click(within(await screen.findByTestId('device-logout-dialog')).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.getAllByTestId('login-device')).toHaveLength(1));
    expect(db.sessions.has(tablet.token)).toBe(false);
    expect((screen.getByRole('button', { name: '退出其他所有设备' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the dialog open with the server’s message when the logout is refused', async () => {
    place(createSession(UID), 'Safari · iOS', '203.0.113.5');
    server.use(onPageCall(UC_CALLS.logoutOffsite, () => ucFail(10091, '该设备不存在或已退出')));
    renderWithQueryClient(<SafetyRecordScreen />);
    fireEvent.click(screen.getByRole('tab', { name: '登录设备' }));
    fireEvent.click(await screen.findByRole('button', { name: '退出 Safari · iOS' }));
    const dialog = await screen.findByTestId('device-logout-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('该设备不存在或已退出');
    expect((within(dialog).getByRole('button', { name: '确认' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('安全动态', () => {
  it('shows each change with its hold, and 这不是我 freezes the account after a confirmation', async () => {
    const at = now();
    appendSecurityEvent(db.securityCenter, { uid: UID, type: 'password_change', time: at - 60_000, device: 'Chrome · Windows', ip: '203.0.113.7', place: '新加坡' });
    appendSecurityEvent(db.securityCenter, { uid: UID, type: 'logout_offsite', time: at - 30_000, device: 'Chrome · Linux', ip: '127.0.0.1', place: '本地网络' });
    renderWithQueryClient(<SecurityTimeline info={info()} />);

    const events = await screen.findAllByTestId('timeline-event');
    expect(events.map((event) => event.dataset.type)).toEqual(['logout_offsite', 'password_change']);
    expect(within(events[1]!).getByTestId('timeline-hold').textContent).toContain('提币暂停至');
    expect(within(events[0]!).queryByRole('button', { name: /这不是我/ })).toBeNull();

    fireEvent.click(within(events[1]!).getByRole('button', { name: '这不是我：修改登录密码' }));
    const dialog = await screen.findByTestId('freeze-dialog');
    expect(dialog.textContent).toContain('新加坡');
    fireEvent.click(within(dialog).getByRole('button', { name: '冻结账户' }));
    expect((await within(dialog).findByTestId('frozen-notice')).textContent).toContain('您的账户已冻结，所有设备已退出登录');
    expect(db.securityCenter.frozen.has(UID)).toBe(true);
    expect(db.sessions.has(mine.token)).toBe(false);
  });

  it('shows the freeze refused in the dialog', async () => {
    appendSecurityEvent(db.securityCenter, { uid: UID, type: 'ga_bind', time: now(), device: 'Chrome · Windows', ip: '203.0.113.7', place: '新加坡' });
    server.use(onPageCall(UC_CALLS.securityFreeze, () => HttpResponse.json({ success: false, code: 10093, message: '该安全记录不存在', data: null })));
    renderWithQueryClient(<SecurityTimeline info={info()} />);
    fireEvent.click(await screen.findByRole('button', { name: '这不是我：绑定谷歌验证器' }));
    const dialog = await screen.findByTestId('freeze-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '冻结账户' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('该安全记录不存在');
    expect(db.securityCenter.frozen.has(UID)).toBe(false);
  });
});

describe('the withdrawal hold', () => {
  it('counts down each second with the change that started it, and shows nothing without a hold', async () => {
    appendSecurityEvent(db.securityCenter, { uid: UID, type: 'ga_change', time: now() - WITHDRAW_HOLD_MS + 3 * 3_600_000, device: 'Chrome · Linux', ip: '127.0.0.1', place: '本地网络' });
    const { unmount } = renderWithQueryClient(<WithdrawHoldNotice info={info()} />);
    const countdown = await screen.findByTestId('withdraw-hold-countdown');
    expect(countdown.textContent).toMatch(/^0[23]:\d\d:\d\d$/);
    await waitFor(() => expect(screen.getByTestId('withdraw-hold').textContent).toContain('因更换谷歌验证器'));
    const first = countdown.textContent;
    await waitFor(() => expect(screen.getByTestId('withdraw-hold-countdown').textContent).not.toBe(first), { timeout: 2_500 });
    unmount();

    db.securityCenter.events = [];
    renderWithQueryClient(<WithdrawHoldNotice info={info()} />);
    expect(screen.queryByTestId('withdraw-hold')).toBeNull();
  });

  it('is read by the withdraw page’s banner from the security summary itself', async () => {
    appendSecurityEvent(db.securityCenter, { uid: UID, type: 'password_change', time: now(), device: 'Chrome · Linux', ip: '127.0.0.1', place: '本地网络' });
    renderWithQueryClient(<WithdrawHoldBanner />);
    expect((await screen.findByTestId('withdraw-hold')).textContent).toContain('提币暂停至');
    expect(screen.getByTestId('withdraw-hold-countdown').textContent).toMatch(/^(23:59:\d\d|24:00:00)$/);
  });
});
