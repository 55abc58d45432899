// The outbox's control call against a real mock server: a code sent by SMS and one by email are
// read back with their whole text, latest first, per address; once the user set an
// anti-phishing code (after the security verification), every message starts with it.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UC_CALLS } from '@/lib/contracts/uc';
import { UC_SESSION_COOKIE } from '@/lib/session/cookies';
import { controlClient, type ControlClient } from '@/mocks/control-client';
import type { MockServer } from '@/mocks/server';
import { startTestServer } from './support';

let server: MockServer;
let mock: ControlClient;

beforeAll(async () => {
  server = await startTestServer();
  mock = controlClient(server.origin);
});
afterEach(() => mock.reset());
afterAll(() => server.close());

const UID = 10045;
const EMAIL = `security${UID}@example.com`;
const PHONE = `139000${UID}`;

async function ucPost(token: string, path: string, body: unknown): Promise<{ success: boolean; data: unknown }> {
  const response = await fetch(`${server.origin}/uc${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${UC_SESSION_COOKIE}=${token}` },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { success: boolean; data: unknown };
}

describe('GET /__control/messages', () => {
  it('reads what was sent to each address, latest first, with the anti-phishing code once set', async () => {
    const { token } = await mock.session(UID);
    expect((await mock.messages(EMAIL)).messages).toEqual([]);
    await ucPost(token, UC_CALLS.smsCodeSend.path(), { purpose: 'security' });
    const [sms] = (await mock.messages(PHONE)).messages;
    expect(sms).toMatchObject({ channel: 'sms', to: PHONE, uid: UID, anti_phishing: null });
    expect(sms?.text).toContain((await mock.codes.last(PHONE, 'security')).code);

    await ucPost(token, UC_CALLS.emailCodeSend.path(), { purpose: 'security' });
    const code = (await mock.codes.last(EMAIL, 'security')).code;
    expect((await ucPost(token, UC_CALLS.securityStrategyVerify.path(), { scene: 'security', email_code: code })).success).toBe(true);
    expect((await ucPost(token, UC_CALLS.antiPhishingSave.path(), { code: 'Hello2026' })).success).toBe(true);

    await mock.moveClock({ advance_ms: 61_000 });
    await ucPost(token, UC_CALLS.emailCodeSend.path(), { purpose: 'security' });
    const messages = (await mock.messages(EMAIL)).messages;
    expect(messages.map((message) => message.subject)).toEqual(['安全验证验证码', '安全设置变更提醒', '安全验证验证码']);
    expect(messages[0]?.text.split('\n')[0]).toBe('防钓鱼码：Hello2026');
    expect(messages[0]?.anti_phishing).toBe('Hello2026');
    // The notice of the change itself already carries the new code.
    expect(messages[1]?.text).toBe('防钓鱼码：Hello2026\n【示例交易所】您的账户刚刚设置了防钓鱼码。如非本人操作，请立即冻结账户并联系客服。');
    expect(messages[2]?.text).not.toContain('防钓鱼码');
    expect((await mock.messages()).messages).toHaveLength(4);
  });
});

describe('DELETE /__control/security-settings', () => {
  it('puts one user back to the seed and clears their pending codes', async () => {
    const { token } = await mock.session(UID);
    await ucPost(token, UC_CALLS.emailCodeSend.path(), { purpose: 'security' });
    const code = (await mock.codes.last(EMAIL, 'security')).code;
    await ucPost(token, UC_CALLS.securityStrategyVerify.path(), { scene: 'security', email_code: code });
    await ucPost(token, UC_CALLS.antiPhishingSave.path(), { code: 'Hello2026' });
    await ucPost(token, UC_CALLS.securityStrategyEnable.path(), { scene: 'withdraw', method: 'sms' });
    await ucPost(token, UC_CALLS.emailCodeSend.path(), { purpose: 'login' });
    expect(await mock.resetSecuritySettings(UID)).toEqual({ ok: true });
    const info = (await (await fetch(`${server.origin}/uc${UC_CALLS.securityGet.path()}`, { headers: { cookie: `${UC_SESSION_COOKIE}=${token}` } })).json()) as {
      data: { anti_phishing: boolean; withdraw_factors: string[] };
    };
    expect(info.data).toMatchObject({ anti_phishing: false, withdraw_factors: ['email'] });
    await expect(mock.codes.last(EMAIL, 'login')).rejects.toMatchObject({ status: 404 });
    await expect(mock.resetSecuritySettings(99999)).rejects.toMatchObject({ status: 404 });
  });
});
