// security/get against the mock's real handlers: the summary follows the user record (factors,
// login strategy), the security centre's state (anti-phishing code, withdraw strategy, events,
// frozen, locked factors) and the login records; without a session it is refused.

import { beforeEach, describe, expect, it } from 'vitest';
import { createSession, db, now, SEED_UIDS } from '@/mocks/db';
import { appendSecurityEvent } from '@/mocks/db/security-center';
import { WITHDRAW_HOLD_MS } from '@/lib/security-center/hold';
import { configureHttp, resetHttpConfig } from '@/services/http';
import { fetchSecurityInfo } from '@/services/uc/security-center';
import { withMswServer } from '../../setup/msw';
import { testBaseUrls } from '../http/test-server';

withMswServer();

function loginAs(uid: number): string {
  const session = createSession(uid).token;
  configureHttp({ baseUrls: testBaseUrls(), getToken: (family) => (family === 'uc' ? session : null) });
  return session;
}

beforeEach(() => resetHttpConfig());

describe('security/get', () => {
  it('reads the factors of the user record, masked', async () => {
    loginAs(SEED_UIDS.googleAuth);
    const result = await fetchSecurityInfo();
    if (!result.success) throw new Error(result.message);
    expect(result.data).toMatchObject({ uid: SEED_UIDS.googleAuth, login_password: true, ga: true, anti_phishing: false, frozen: false, withdraw_hold_until: null, locked_factors: [] });
    expect(result.data.login_factors).toEqual(['ga']);
    expect(result.data.email).toContain('*');
  });

  it('follows the anti-phishing code, the withdraw strategy, a holding change, a lock and a freeze', async () => {
    const uid = SEED_UIDS.ordinary;
    loginAs(uid);
    const state = db.securityCenter;
    state.antiPhishing.set(uid, 'Abcd1234');
    state.withdrawFactors.set(uid, ['sms', 'email']);
    const event = appendSecurityEvent(state, { uid, type: 'password_change', time: now(), device: 'Chrome · Linux', ip: '127.0.0.1', place: '本地网络' });
    state.factorFailures.set(`${uid}:email`, { count: 5, lockedUntil: now() + 60_000 });
    state.frozen.set(uid, now());
    const result = await fetchSecurityInfo();
    if (!result.success) throw new Error(result.message);
    expect(result.data).toMatchObject({ anti_phishing: true, withdraw_factors: ['sms', 'email'], withdraw_hold_until: event.time + WITHDRAW_HOLD_MS, frozen: true });
    expect(result.data.locked_factors.map((lock) => lock.method)).toEqual(['email']);
  });

  it('gives the login before this one', async () => {
    const uid = SEED_UIDS.ordinary;
    loginAs(uid);
    db.auth.loginRecords.push(
      { uid, login_name: 'a', time: 1000, ip: '203.0.113.9', success: true, method: 'password', result: 'done' },
      { uid, login_name: 'a', time: 2000, ip: '127.0.0.1', success: true, method: 'password', result: 'done' },
    );
    const result = await fetchSecurityInfo();
    expect(result.success && result.data.last_login).toMatchObject({ time: 1000, ip: '203.0.113.9' });
  });

  it('is refused without a session', async () => {
    configureHttp({ baseUrls: testBaseUrls() });
    expect((await fetchSecurityInfo()).success).toBe(false);
  });
});

describe('recordSecurityEvent', () => {
  it('writes the change with the request’s device, address and place', async () => {
    const { recordSecurityEvent } = await import('@/mocks/handlers/uc/security-center');
    const request = new Request('http://localhost/x', { headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) AppleWebKit Safari/604.1', 'x-forwarded-for': '203.0.113.7' } });
    const event = recordSecurityEvent(request, SEED_UIDS.ordinary, 'ga_bind', { detail: 'x' });
    expect(event).toMatchObject({ uid: SEED_UIDS.ordinary, type: 'ga_bind', device: 'Safari · iOS', ip: '203.0.113.7', detail: 'x' });
    expect(event.place).not.toBe('本地网络');
    expect(db.securityCenter.events).toContain(event);
  });
});
