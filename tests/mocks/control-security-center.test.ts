// The security records over a real mock server, through the typed control client: an event
// seeded with its hold, a real login's device on the session and in the login log, a login from
// another browser writing new_device, and a self-freeze refused at login until support unfreezes.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FROZEN_CODE, UC_CALLS } from '@/lib/contracts/uc';
import { WITHDRAW_HOLD_MS } from '@/lib/security-center/hold';
import { UC_SESSION_COOKIE } from '@/lib/session/cookies';
import { controlClient, ControlError, type ControlClient } from '@/mocks/control-client';
import { DEMO_PASSWORD, SECURITY_UIDS } from '@/mocks/db';
import type { MockServer } from '@/mocks/server';
import { callUrl } from '@/tests/support/msw-call';
import { startTestServer, uc } from './support';

let server: MockServer;
let mock: ControlClient;
const UID = SECURITY_UIDS[6];
const EMAIL = `security${UID}@example.com`;
const LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

beforeAll(async () => {
  server = await startTestServer();
  mock = controlClient(server.origin);
});
afterEach(async () => {
  await mock.reset();
});
afterAll(() => server.close());

type Envelope = { success: boolean; code: number; message: string; data: unknown };

async function login(agent: string): Promise<{ body: Envelope; token: string | undefined }> {
  const response = await fetch(callUrl(server.origin, UC_CALLS.login), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': agent },
    body: JSON.stringify({ login_name: EMAIL, account_type: 'email', password: DEMO_PASSWORD }),
  });
  const token = /HB-UC-TOKEN=([^;]+)/.exec(response.headers.getSetCookie().join(';'))?.[1];
  return { body: (await response.json()) as Envelope, token };
}

async function get(call: (typeof UC_CALLS)['loginList' | 'securityTimeline' | 'operationLogList'], token: string): Promise<Envelope> {
  const response = await fetch(callUrl(server.origin, call), { headers: { cookie: `${UC_SESSION_COOKIE}=${token}` } });
  return (await response.json()) as Envelope;
}

describe('security records controls', () => {
  it('seeds an event that the timeline shows with its hold; refuses an unknown uid', async () => {
    const { event } = await mock.securityRecords.seedEvent({ uid: UID, type: 'password_change', time: 1_000 });
    const { token } = await mock.session(UID);
    const timeline = await get(UC_CALLS.securityTimeline, token);
    expect(timeline.data).toEqual([expect.objectContaining({ id: event.id, type: 'password_change', time: 1_000, hold_until: 1_000 + WITHDRAW_HOLD_MS })]);
    await expect(mock.securityRecords.seedEvent({ uid: 1, type: 'ga_bind' })).rejects.toBeInstanceOf(ControlError);
  });

  it('gives a real login its device, and a login from another browser writes new_device', async () => {
    const first = await login(LINUX);
    expect(first.body.success).toBe(true);
    const second = await login(WINDOWS);
    if (!second.token) throw new Error('no session cookie');
    const devices = (await get(UC_CALLS.loginList, second.token)).data as Array<{ device: string; current: boolean }>;
    expect(devices.map((device) => [device.device, device.current])).toEqual([
      ['Chrome · Windows', true],
      ['Chrome · Linux', false],
    ]);
    const log = (await get(UC_CALLS.operationLogList, second.token)).data as { items: Array<{ type: string; device: string }> };
    expect(log.items).toEqual([expect.objectContaining({ type: 'new_device', device: 'Chrome · Windows' })]);
  });

  it('a frozen account cannot log in until support unfreezes it', async () => {
    const { token } = await mock.session(UID);
    await fetch(callUrl(server.origin, UC_CALLS.securityFreeze), { method: 'POST', headers: { 'content-type': 'application/json', cookie: `${UC_SESSION_COOKIE}=${token}` }, body: '{}' });
    expect((await login(LINUX)).body).toMatchObject({ success: false, code: ACCOUNT_FROZEN_CODE, message: '账户已冻结，请联系客服解冻' });
    expect(await mock.securityRecords.unfreeze(UID)).toMatchObject({ ok: true, was_frozen: true });
    expect((await login(LINUX)).body.success).toBe(true);
  });

  it('a frozen account is refused through a bound third-party identity too', async () => {
    const { token } = await mock.session(10005);
    await fetch(callUrl(server.origin, UC_CALLS.securityFreeze), { method: 'POST', headers: { 'content-type': 'application/json', cookie: `${UC_SESSION_COOKIE}=${token}` }, body: '{}' });
    const url = await uc<{ state: string }>(server, UC_CALLS.thirdAuthUrl.path(), { body: { platform: 'google' } });
    const latest = await mock.latestThird<{ state: string; options: Array<{ name: string; code: string }> }>();
    const bound = latest.options.find((option) => option.name === 'ga.user@gmail.com');
    expect(url.body.success && bound).toBeTruthy();
    const answer = await uc(server, UC_CALLS.thirdAuth.path(), { body: { platform: 'google', code: bound?.code, state: latest.state } });
    expect(answer.body).toMatchObject({ success: false, code: ACCOUNT_FROZEN_CODE });
  });
});
