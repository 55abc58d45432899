// Control API: fault injection, reset and scenarios, over real HTTP.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UC_CALLS } from '@/lib/contracts/uc';
import { UC_SESSION_COOKIE } from '@/lib/session/cookies';
import type { MockServer } from '@/mocks/server';
import { control, createSessionToken, startTestServer } from './support';

const LOGIN_CHECK = `/uc${UC_CALLS.loginCheck.path()}`;
let server: MockServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => control(server, 'POST', '/reset'));
afterAll(() => server.close());

const loginCheck = (token?: string) =>
  fetch(`${server.origin}${LOGIN_CHECK}`, token ? { headers: { cookie: `${UC_SESSION_COOKIE}=${token}` } } : undefined);

async function addFault(spec: Record<string, unknown>): Promise<string> {
  const { status, json } = await control<{ id: string }>(server, 'POST', '/faults', spec);
  expect(status).toBe(200);
  return json.id;
}

describe('fault injection', () => {
  it('delays a matching request by latencyMs, then answers normally', async () => {
    await addFault({ path: LOGIN_CHECK, latencyMs: 300 });
    const started = performance.now();
    const response = await loginCheck();
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(await response.json()).toMatchObject({ code: 501 });
  });

  it('answers with the injected HTTP status', async () => {
    await addFault({ path: LOGIN_CHECK, status: 503 });
    const response = await loginCheck();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ success: false, code: 503, message: 'injected fault', data: null });
  });

  it('answers HTTP 200 with a business-code envelope', async () => {
    const token = await createSessionToken(server);
    await addFault({ path: LOGIN_CHECK, code: 512 });
    const response = await loginCheck(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: false, code: 512, message: 'injected fault', data: null });
  });

  it('applies times=1 to one request only, then answers normally again', async () => {
    await addFault({ path: LOGIN_CHECK, status: 500, times: 1 });
    expect((await loginCheck()).status).toBe(500);
    const second = await loginCheck();
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ code: 501 });
    expect((await control<{ faults: unknown[] }>(server, 'GET', '/faults')).json.faults).toEqual([]);
  });

  it('drops the connection so that fetch rejects', async () => {
    await addFault({ path: LOGIN_CHECK, drop: true });
    await expect(loginCheck()).rejects.toThrow(TypeError);
  });

  it('matches prefixes ending with * and respects the method', async () => {
    await addFault({ path: '/uc/*', method: 'post', status: 418 });
    expect((await loginCheck()).status).toBe(200);
    const post = await fetch(`${server.origin}${LOGIN_CHECK}/anything`, { method: 'POST' });
    expect(post.status).toBe(418);
  });

  it('never faults the control API, and DELETE clears every fault', async () => {
    await addFault({ path: '*', status: 500 });
    await addFault({ path: LOGIN_CHECK, code: 1 });
    expect((await loginCheck()).status).toBe(500);
    expect((await control(server, 'GET', '/health')).json).toEqual({ ok: true });
    expect((await control(server, 'DELETE', '/faults')).status).toBe(200);
    expect((await loginCheck()).status).toBe(200);
  });

  it('removes a single fault by id', async () => {
    const id = await addFault({ path: LOGIN_CHECK, status: 500 });
    expect((await control(server, 'DELETE', `/faults/${id}`)).status).toBe(200);
    expect((await loginCheck()).status).toBe(200);
    expect((await control(server, 'DELETE', `/faults/${id}`)).status).toBe(404);
  });

  it('rejects a fault without any effect, unknown keys and a non-JSON body', async () => {
    expect((await control(server, 'POST', '/faults', { path: LOGIN_CHECK })).status).toBe(400);
    expect((await control(server, 'POST', '/faults', { path: LOGIN_CHECK, status: 500, colour: 'red' })).status).toBe(400);
    const response = await fetch(`${server.origin}/__control/faults`, { method: 'POST', body: '{not json' });
    expect(response.status).toBe(400);
  });
});

describe('reset', () => {
  it('restores the seed (sessions gone), clears faults and returns to the default scenario', async () => {
    const token = await createSessionToken(server);
    expect(await (await loginCheck(token)).json()).toMatchObject({ success: true });
    await addFault({ path: `/uc${UC_CALLS.userGet.path()}`, status: 500 });
    await control(server, 'POST', '/scenario', { name: 'visitor-only' });

    expect((await control(server, 'POST', '/reset')).json).toEqual({ ok: true });

    expect(await (await loginCheck(token)).json()).toMatchObject({ success: false, code: 501 });
    expect((await control<{ faults: unknown[] }>(server, 'GET', '/faults')).json.faults).toEqual([]);
    expect((await fetch(`${server.origin}/uc${UC_CALLS.userGet.path()}`)).status).toBe(200);
    expect((await control(server, 'GET', '/scenario')).json).toMatchObject({ name: 'default' });
    // After the reset a new session works again in the default scenario.
    const fresh = await createSessionToken(server, 10002);
    expect(await (await loginCheck(fresh)).json()).toMatchObject({ success: true, data: { uid: 10002, email: '' } });
  });
});

describe('scenarios', () => {
  it('visitor-only ignores a valid session until switched back to default', async () => {
    const token = await createSessionToken(server);
    expect((await control(server, 'POST', '/scenario', { name: 'visitor-only' })).json).toEqual({
      ok: true,
      name: 'visitor-only',
    });
    expect(await (await loginCheck(token)).json()).toEqual({ success: false, code: 501, message: '未登录', data: null });

    await control(server, 'POST', '/scenario', { name: 'default' });
    expect(await (await loginCheck(token)).json()).toMatchObject({ success: true, data: { uid: 10001 } });
  });

  it('lists the scenarios and rejects an unknown name with 400', async () => {
    const listed = await control<{ available: string[] }>(server, 'GET', '/scenario');
    expect(listed.json.available).toEqual(expect.arrayContaining(['default', 'visitor-only']));
    const { status, json } = await control(server, 'POST', '/scenario', { name: 'no-such-scenario' });
    expect(status).toBe(400);
    expect(json).toMatchObject({ ok: false });
    expect((await control(server, 'GET', '/scenario')).json).toMatchObject({ name: 'default' });
  });
});
