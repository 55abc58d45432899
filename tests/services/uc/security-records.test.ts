// The security records' services against the mock's real handlers: both logs with paging and
// filters, the devices of the user with the current one marked, offsite logout ending exactly the
// chosen sessions (whose next call is refused with 512), another user's device refused, the
// withdrawal hold refusing a withdrawal until 24 hours of mock clock have passed, and self-freeze
// ending every session and refusing login.

import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_FROZEN_CODE, WITHDRAW_HOLD_CODE } from '@/lib/contracts/uc';
import { WITHDRAW_HOLD_MS } from '@/lib/security-center/hold';
import { createSession, db, DEMO_PASSWORD, findUser, now, SEED_UIDS, SECURITY_UIDS } from '@/mocks/db';
import { appendSecurityEvent } from '@/mocks/db/security-center';
import { sessionId } from '@/mocks/db/security-records';
import { describeSession } from '@/mocks/handlers/uc/session-devices';
import { configureHttp, post, resetHttpConfig } from '@/services/http';
import { fetchSecurityInfo } from '@/services/uc/security-center';
import {
  fetchLoginDevices,
  fetchLoginLog,
  fetchOperationLog,
  fetchSecurityTimeline,
  freezeAccount,
  logoutOffsite,
} from '@/services/uc/security-records';
import { createWithdraw } from '@/services/wallet/withdraw';
import { UC_CALLS } from '@/lib/contracts/uc';
import { withMswServer } from '../../setup/msw';
import { testBaseUrls } from '../http/test-server';
import { proTokenOf } from '../../support/pro-login';

withMswServer();

const [UID, OTHER_UID] = [SECURITY_UIDS[4], SECURITY_UIDS[5]];

function as(token: string, proToken: string | null = null): void {
  configureHttp({ baseUrls: testBaseUrls(), getToken: (family) => (family === 'uc' ? token : family === 'pro' ? proToken : null) });
}

function withAgent(agent: string): Request {
  return new Request('http://localhost/', { headers: { 'user-agent': agent, 'x-forwarded-for': '203.0.113.5' } });
}

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

function data<T>(result: { success: true; data: T } | { success: false; code: unknown; message: string }): T {
  if (!result.success) throw new Error(`failed: ${String(result.code)} ${result.message}`);
  return result.data;
}

beforeEach(() => resetHttpConfig());

describe('login_log/list', () => {
  it('pages the user’s logins newest first and filters by result and date', async () => {
    for (let index = 0; index < 25; index += 1) {
      db.auth.loginRecords.push({ uid: UID, login_name: 'x', time: 1_000 + index, ip: '203.0.113.9', success: index % 5 !== 0, method: 'password', result: index % 5 === 0 ? 'wrong_password' : 'done', device: 'Chrome · Linux' });
    }
    db.auth.loginRecords.push({ uid: OTHER_UID, login_name: 'y', time: 5_000, ip: '127.0.0.1', success: true, method: 'password', result: 'done' });
    as(createSession(UID).token);
    const first = data(await fetchLoginLog({ page: 1, size: 10 }));
    expect(first.total).toBe(25);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({ time: 1_024, device: 'Chrome · Linux', result: 'success', reason: 'done', place: expect.any(String) });
    const third = data(await fetchLoginLog({ page: 3, size: 10 }));
    expect(third.items.map((row) => row.time)).toEqual([1_004, 1_003, 1_002, 1_001, 1_000]);
    const failed = data(await fetchLoginLog({ page: 1, size: 50, result: 'fail' }));
    expect(failed.total).toBe(5);
    expect(failed.items.every((row) => row.result === 'fail' && row.reason === 'wrong_password')).toBe(true);
    const ranged = data(await fetchLoginLog({ page: 1, size: 50, start: 1_010, end: 1_012 }));
    expect(ranged.items.map((row) => row.time)).toEqual([1_012, 1_011, 1_010]);
  });

  it('answers 参数错误 to a bad page and 未登录 without a session', async () => {
    as(createSession(UID).token);
    expect(await post('uc', UC_CALLS.loginLogList.path())).toMatchObject({ success: false });
    expect(await fetchLoginLog({ page: 0, size: 10 })).toMatchObject({ success: false, code: 400 });
    as('nobody');
    expect(await fetchLoginLog({ page: 1, size: 10 })).toMatchObject({ success: false, code: 501 });
  });
});

describe('operation_log/list and security/timeline', () => {
  it('lists the user’s security events by type and page, and the timeline with each hold', async () => {
    const state = db.securityCenter;
    const at = now();
    appendSecurityEvent(state, { uid: UID, type: 'password_change', time: at - 3_000, device: 'Chrome · Linux', ip: '127.0.0.1', place: '本地网络' });
    appendSecurityEvent(state, { uid: UID, type: 'anti_phishing_set', time: at - 2_000, device: 'Chrome · Linux', ip: '127.0.0.1', place: '本地网络' });
    appendSecurityEvent(state, { uid: UID, type: 'ga_bind', time: at - 1_000, device: 'Safari · iOS', ip: '203.0.113.1', place: '香港', detail: 'x' });
    appendSecurityEvent(state, { uid: OTHER_UID, type: 'ga_bind', time: at, device: 'Chrome · Linux', ip: '127.0.0.1', place: '本地网络' });
    as(createSession(UID).token);
    const all = data(await fetchOperationLog({ page: 1, size: 2 }));
    expect(all.total).toBe(3);
    expect(all.items.map((row) => row.type)).toEqual(['ga_bind', 'anti_phishing_set']);
    expect(all.items[0]).toMatchObject({ device: 'Safari · iOS', place: '香港', detail: 'x' });
    const second = data(await fetchOperationLog({ page: 2, size: 2 }));
    expect(second.items.map((row) => row.type)).toEqual(['password_change']);
    const byType = data(await fetchOperationLog({ page: 1, size: 20, type: 'anti_phishing_set' }));
    expect(byType.items.map((row) => row.type)).toEqual(['anti_phishing_set']);

    const timeline = data(await fetchSecurityTimeline());
    expect(timeline.map((event) => [event.type, event.hold_until])).toEqual([
      ['ga_bind', at - 1_000 + WITHDRAW_HOLD_MS],
      ['anti_phishing_set', null],
      ['password_change', at - 3_000 + WITHDRAW_HOLD_MS],
    ]);
  });
});

describe('devices and offsite logout', () => {
  it('writes a new_device event for a login from a device the user has not used, not for the first or a known one', () => {
    const events = () => db.securityCenter.events.filter((event) => event.uid === UID && event.type === 'new_device');
    describeSession(createSession(UID), withAgent(CHROME));
    describeSession(createSession(UID), withAgent(CHROME));
    expect(events()).toHaveLength(0);
    const phone = createSession(UID);
    describeSession(phone, withAgent(IPHONE));
    expect(events()).toEqual([expect.objectContaining({ device: 'Safari · iOS', ip: '203.0.113.5', session: phone.token })]);
    expect(phone).toMatchObject({ device: 'Safari · iOS', ip: '203.0.113.5', place: expect.any(String), lastActiveAt: expect.any(Number) });
  });

  it('lists the sessions of the user, this one first, by id and never by token', async () => {
    const mine = createSession(UID);
    describeSession(mine, withAgent(CHROME));
    const other = createSession(UID);
    describeSession(other, withAgent(IPHONE));
    createSession(OTHER_UID);
    as(mine.token);
    const devices = data(await fetchLoginDevices());
    expect(devices).toHaveLength(2);
    expect(devices[0]).toMatchObject({ id: sessionId(mine.token), current: true, device: 'Chrome · Linux' });
    expect(devices[1]).toMatchObject({ id: sessionId(other.token), current: false, device: 'Safari · iOS' });
    expect(JSON.stringify(devices)).not.toContain(other.token);
  });

  it('ends exactly the chosen session, whose next call is refused with 512; refuses another user’s device and this one', async () => {
    const [mine, second, third] = [createSession(UID), createSession(UID), createSession(UID)];
    const stranger = createSession(OTHER_UID);
    as(mine.token);
    expect(data(await logoutOffsite({ id: sessionId(second.token) }))).toEqual({ ended: 1 });
    expect(db.sessions.has(second.token)).toBe(false);
    expect(db.sessions.has(third.token)).toBe(true);
    expect(db.securityCenter.events.filter((event) => event.uid === UID && event.type === 'logout_offsite')).toHaveLength(1);

    expect(await logoutOffsite({ id: sessionId(stranger.token) })).toMatchObject({ success: false, code: 10091 });
    expect(db.sessions.has(stranger.token)).toBe(true);
    expect(await logoutOffsite({ id: sessionId(mine.token) })).toMatchObject({ success: false, code: 10092 });

    as(second.token);
    expect(await fetchSecurityInfo()).toMatchObject({ success: false, code: 512, message: '登录已失效' });
    as(third.token);
    expect((await fetchSecurityInfo()).success).toBe(true);

    as(mine.token);
    expect(data(await logoutOffsite({ all: true }))).toEqual({ ended: 1 });
    expect([...db.sessions.values()].filter((session) => session.uid === UID).map((session) => session.token)).toEqual([mine.token]);
    as(third.token);
    expect(await fetchLoginDevices()).toMatchObject({ success: false, code: 512 });
  });
});

describe('withdrawal hold and self-freeze', () => {
  const request = { currency: 'USDT', chain: 'usdterc20', amount: '100', fee: '10', address: `0x${'cd'.repeat(20)}` };

  it('refuses a withdrawal during the 24 hours after a password change, saying until when, and not after', async () => {
    const uid = SEED_UIDS.ordinary;
    const event = appendSecurityEvent(db.securityCenter, { uid, type: 'password_change', time: now(), device: 'Chrome · Linux', ip: '127.0.0.1', place: '本地网络' });
    as(createSession(uid).token, proTokenOf(uid));
    const refused = await createWithdraw(request);
    expect(refused).toMatchObject({ success: false, code: WITHDRAW_HOLD_CODE });
    expect(!refused.success && refused.message).toContain('提币暂停至');
    db.clockOffsetMs += WITHDRAW_HOLD_MS + 1_000;
    expect(event.time + WITHDRAW_HOLD_MS).toBeLessThan(now());
    as(createSession(uid).token, proTokenOf(uid)); // the first pro token has expired meanwhile
    expect(await createWithdraw(request)).toMatchObject({ success: true });
  });

  it('freezes the account: every session ends, login and withdrawal are refused, with the event written', async () => {
    const [mine, other] = [createSession(UID), createSession(UID)];
    const disowned = appendSecurityEvent(db.securityCenter, { uid: UID, type: 'phone_change', time: now(), device: 'Chrome · Windows', ip: '203.0.113.7', place: '新加坡' });
    as(mine.token);
    expect(await freezeAccount({ event_id: 999_999 })).toMatchObject({ success: false, code: 10093 });
    const result = data(await freezeAccount({ event_id: disowned.id, reason: '不是我换的手机' }));
    expect(result.ended_sessions).toBe(2);
    expect(db.sessions.has(mine.token) || db.sessions.has(other.token)).toBe(false);
    expect(db.securityCenter.frozen.has(UID)).toBe(true);
    expect(db.securityCenter.events.find((event) => event.uid === UID && event.type === 'self_freeze')?.detail).toContain('更换手机');
    expect(await fetchSecurityInfo()).toMatchObject({ success: false, code: 512 });

    const user = findUser(UID);
    if (!user) throw new Error('user');
    resetHttpConfig();
    configureHttp({ baseUrls: testBaseUrls(), getToken: () => null });
    const login = await post('uc', UC_CALLS.login.path(), { login_name: user.email, account_type: 'email', password: DEMO_PASSWORD }, { skipAuthRetry: true });
    expect(login).toMatchObject({ success: false, code: ACCOUNT_FROZEN_CODE, message: '账户已冻结，请联系客服解冻' });
    expect(db.auth.loginRecords.at(-1)).toMatchObject({ uid: UID, success: false, result: 'frozen' });

    as(createSession(UID).token, proTokenOf(UID));
    expect(await createWithdraw(request)).toMatchObject({ success: false, code: 'security-account-frozen' });
  });
});
