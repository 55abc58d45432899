// The typed control client against a real mock server: each method reaches its control route,
// failures surface as ControlError with the status, and it works from plain fetch.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UC_CALLS } from '@/lib/contracts/uc';
import { UC_SESSION_COOKIE } from '@/lib/session/cookies';
import { ControlError, controlClient, type ControlClient } from '@/mocks/control-client';
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

const ucUrl = (path: string) => `${server.origin}/uc${path}`;

describe('controlClient', () => {
  it('starts a session whose token login/check accepts', async () => {
    const session = await mock.session(10001);
    expect(session).toMatchObject({ uid: 10001, cookieName: UC_SESSION_COOKIE });
    const response = await fetch(ucUrl(UC_CALLS.loginCheck.path()), { headers: { cookie: `${UC_SESSION_COOKIE}=${session.token}` } });
    expect(await response.json()).toMatchObject({ success: true, data: { uid: 10001 } });
  });

  it('adds, lists and clears faults', async () => {
    const path = `/uc${UC_CALLS.loginCheck.path()}`;
    const { id } = await mock.faults.add({ path, status: 503 });
    expect((await mock.faults.list()).faults).toEqual([expect.objectContaining({ id, path, status: 503 })]);
    expect((await fetch(`${server.origin}${path}`)).status).toBe(503);
    await mock.faults.clear();
    expect((await mock.faults.list()).faults).toEqual([]);
  });

  it('reads the code a send delivered, and reports a missing one as ControlError 404', async () => {
    await expect(mock.codes.last('client@example.com', 'register')).rejects.toMatchObject({ name: 'ControlError', status: 404 });
    await fetch(ucUrl(UC_CALLS.emailCodeSend.path()), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'client@example.com', purpose: 'register' }),
    });
    expect((await mock.codes.last('client@example.com', 'register')).code).toMatch(/^\d{6}$/);
  });

  it('sets the risk decision of one login name and the scenario', async () => {
    const view = await mock.setRisk('image', 'risky@example.com');
    expect(view.by_login_name).toMatchObject({ 'risky@example.com': 'image' });
    expect((await mock.risk()).by_login_name['risky@example.com']).toBe('image');
    const { available } = await mock.scenario();
    const other = available.find((name) => name !== 'default') ?? 'default';
    await mock.setScenario(other);
    expect((await mock.scenario()).name).toBe(other);
  });

  it('refuses a bad body with ControlError 400 and passes raw answers through', async () => {
    const error = await mock.setTokenTtl(-1).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ControlError);
    expect(error).toMatchObject({ status: 400, path: '/__control/token-ttl' });
    const raw = await mock.raw<{ error: string }>('POST', '/scenario', { name: 'nope' });
    expect(raw.status).toBe(400);
    expect(raw.json.error).toMatch(/unknown scenario/);
  });

  it('drives the trading, margin and market controls', async () => {
    expect((await mock.trading.orders(10001)).orders).toEqual(expect.any(Array));
    expect((await mock.margin.loans(10001)).loans).toEqual(expect.any(Array));
    expect(await mock.trading.latency(0)).toMatchObject({ ok: true, ms: 0 });
    await mock.contract.setHeartbeat({ heartbeat: 0 });
    expect((await mock.contract.heartbeat()).heartbeat).toBe(0);
    expect(await mock.dropSockets('/ws')).toEqual({ dropped: 0 });
  });
});
