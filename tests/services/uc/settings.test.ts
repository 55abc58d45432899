// The settings calls against the mock's real handlers: the anti-phishing code (save, masked get,
// reveal only after the security verification, a bad code refused) and the strategy (enable,
// disable with the rule's refusal), the outbox carrying the code, and the withdraw strategy
// changing what the security verification asks for scene withdraw.

import { beforeEach, describe, expect, it } from 'vitest';
import { SETTINGS_CODES } from '@/lib/contracts/uc';
import { ANTI_PHISHING_INVALID_TEXT } from '@/lib/security-center/anti-phishing';
import { keepTwoText, notBoundText } from '@/lib/security-center/strategy';
import { markSecurityVerified } from '@/mocks/auth/security';
import { messagesTo } from '@/mocks/auth/outbox';
import { createSession, db, SECURITY_UIDS } from '@/mocks/db';
import { securityEventsOf } from '@/mocks/db/security-center';
import { configureHttp, resetHttpConfig } from '@/services/http';
import { fetchSecurityInfo } from '@/services/uc/security-center';
import { fetchSecurityStrategy } from '@/services/uc/security';
import { sendEmailCode } from '@/services/uc/codes';
import { disableStrategyFactor, enableStrategyFactor, fetchAntiPhishing, saveAntiPhishing } from '@/services/uc/settings';
import { withMswServer } from '../../setup/msw';
import { testBaseUrls } from '../http/test-server';

withMswServer();

const uid = SECURITY_UIDS[0];

function loginAs(who: number): string {
  const session = createSession(who).token;
  configureHttp({ baseUrls: testBaseUrls(), getToken: (family) => (family === 'uc' ? session : null) });
  return session;
}

beforeEach(() => resetHttpConfig());

describe('anti_phishing/code', () => {
  it('is refused without the security verification', async () => {
    loginAs(uid);
    const result = await saveAntiPhishing('Ab123434');
    expect(result).toMatchObject({ success: false, code: SETTINGS_CODES.securityNotVerified });
    expect(db.securityCenter.antiPhishing.has(uid)).toBe(false);
  });

  it('saves after the verification, reads masked, reveals only to a verified session, and records the change', async () => {
    const session = loginAs(uid);
    expect(await fetchAntiPhishing()).toMatchObject({ success: true, data: { set: false, code: null } });
    markSecurityVerified(session, uid, 'security');
    expect(await saveAntiPhishing(' Ab123434 ')).toMatchObject({ success: true, data: { set: true, code: 'Ab****34', revealed: false } });
    expect(await fetchAntiPhishing()).toMatchObject({ success: true, data: { code: 'Ab****34' } });
    expect(await fetchAntiPhishing({ reveal: true })).toMatchObject({ success: true, data: { code: 'Ab123434', revealed: true } });
    expect(securityEventsOf(db.securityCenter, uid)[0]).toMatchObject({ type: 'anti_phishing_set', session });
    const info = await fetchSecurityInfo();
    expect(info.success && info.data.anti_phishing).toBe(true);

    loginAs(uid); // another session, not verified
    expect(await fetchAntiPhishing({ reveal: true })).toMatchObject({ success: false, code: SETTINGS_CODES.securityNotVerified });
  });

  it('refuses a code of the wrong length or characters with the rule text', async () => {
    const session = loginAs(uid);
    markSecurityVerified(session, uid, 'security');
    expect(await saveAntiPhishing('Ab1')).toMatchObject({ success: false, code: SETTINGS_CODES.antiPhishingInvalid, message: ANTI_PHISHING_INVALID_TEXT });
    expect(await saveAntiPhishing('Ab_1234')).toMatchObject({ success: false, message: ANTI_PHISHING_INVALID_TEXT });
    expect(db.securityCenter.antiPhishing.has(uid)).toBe(false);
  });

  it('is carried by every message sent to the user afterwards', async () => {
    const session = loginAs(uid);
    markSecurityVerified(session, uid, 'security');
    await saveAntiPhishing('Phish2024');
    expect((await sendEmailCode({ purpose: 'security' })).success).toBe(true);
    const [message, notice] = messagesTo(`security${uid}@example.com`);
    const code = db.auth.latestCode?.code ?? 'missing';
    expect(notice?.subject).toBe('安全设置变更提醒');
    expect(notice?.text.split('\n')[0]).toBe('防钓鱼码：Phish2024');
    expect(message?.text.split('\n')[0]).toBe('防钓鱼码：Phish2024');
    expect(message?.text).toContain(code);
    expect(message?.antiPhishing).toBe('Phish2024');
  });
});

describe('security/strategy enable and disable', () => {
  it('needs the security verification', async () => {
    loginAs(uid);
    expect(await enableStrategyFactor({ scene: 'withdraw', method: 'sms' })).toMatchObject({ success: false, code: SETTINGS_CODES.securityNotVerified });
  });

  it('switches a withdraw factor on, which the withdraw verification then asks for, and refuses to leave fewer than two', async () => {
    const session = loginAs(uid);
    markSecurityVerified(session, uid, 'security');
    const before = await fetchSecurityStrategy('withdraw');
    expect(before.success && before.data.methods).toEqual(['email']);
    expect(await enableStrategyFactor({ scene: 'withdraw', method: 'sms' })).toMatchObject({ success: true, data: { scene: 'withdraw', methods: ['sms', 'email'] } });
    const after = await fetchSecurityStrategy('withdraw');
    expect(after.success && after.data.methods).toEqual(['sms', 'email']);
    expect(after.success && after.data.phone).toContain('*');
    const security = await fetchSecurityStrategy('security');
    expect(security.success && security.data.methods).toEqual(['email']);
    expect(securityEventsOf(db.securityCenter, uid)[0]).toMatchObject({ type: 'factor_enable' });

    expect(await disableStrategyFactor({ scene: 'withdraw', method: 'sms' })).toMatchObject({ success: false, code: SETTINGS_CODES.strategyRefused, message: keepTwoText('withdraw') });
    expect(db.securityCenter.withdrawFactors.get(uid)).toEqual(['sms', 'email']);
  });

  it('refuses an unbound factor and changes the login strategy on the user record', async () => {
    const session = loginAs(uid);
    markSecurityVerified(session, uid, 'security');
    expect(await enableStrategyFactor({ scene: 'login', method: 'ga' })).toMatchObject({ success: false, message: notBoundText('ga') });
    expect(await enableStrategyFactor({ scene: 'login', method: 'email' })).toMatchObject({ success: true, data: { methods: ['email'] } });
    expect(db.users.get(uid)?.two_factor).toEqual(['email']);
    const info = await fetchSecurityInfo();
    expect(info.success && info.data.login_factors).toEqual(['email']);
  });
});
