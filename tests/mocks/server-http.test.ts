// The mock server over real HTTP: handlers through getResponse, sessions, header pass-through,
// 404 and 500 answers.

import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UC_SESSION_COOKIE, UC_SESSION_HEADER } from '@/lib/session/cookies';
import type { MockServer } from '@/mocks/server';
import { UC_CALLS } from '@/lib/contracts/uc';
import { callUrl } from '@/tests/support/msw-call';
import { control, createSessionToken, startTestServer } from './support';

const onError = vi.fn();
let server: MockServer;

beforeAll(async () => {
  server = await startTestServer({
    onError: (error) => onError(error),
    // Test-only endpoints to check what the server does with a handler's Response.
    extraHandlers: (root) => [
      http.get(`${root}/test/cookies`, () => {
        const headers = new Headers({ 'x-mock-one': 'a', 'x-mock-two': 'b' });
        headers.append('set-cookie', 'first=1; Path=/');
        headers.append('set-cookie', 'second=2; Path=/; HttpOnly');
        return HttpResponse.json({ ok: true }, { status: 201, headers });
      }),
      http.post(`${root}/test/echo`, async ({ request }) =>
        HttpResponse.json({
          body: await request.text(),
          contentType: request.headers.get('content-type'),
          custom: request.headers.get('x-custom'),
          query: new URL(request.url).searchParams.get('r'),
        }),
      ),
      http.get(`${root}/test/throw`, () => {
        throw new Error('boom');
      }),
    ],
  });
});

afterAll(() => server.close());

const loginCheck = (init?: RequestInit) => fetch(`${callUrl(server.origin, UC_CALLS.loginCheck)}?r=abc`, init);

describe('mock server over HTTP', () => {
  it('answers health on the control API', async () => {
    const { status, json } = await control(server, 'GET', '/health');
    expect(status).toBe(200);
    expect(json).toEqual({ ok: true });
  });

  it('reports a visitor on login/check without a session (HTTP 200, code 501)', async () => {
    const response = await loginCheck();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: false, code: 501, message: '未登录', data: null });
  });

  it('reports the user on login/check with a session cookie from the control API', async () => {
    const token = await createSessionToken(server);
    const response = await loginCheck({ headers: { cookie: `${UC_SESSION_COOKIE}=${token}` } });
    expect(await response.json()).toEqual({
      success: true,
      code: 200,
      message: '',
      data: {
        uid: 10001,
        email: 'trader@example.com',
        phone: '13800138000',
        account_name: 'trader10001',
        user_type: 1,
        country_id: [37],
        level: 1,
      },
    });
  });

  it('ends the session on logout and expires its cookie', async () => {
    const token = await createSessionToken(server);
    const headers = { cookie: `${UC_SESSION_COOKIE}=${token}` };
    const response = await fetch(`${callUrl(server.origin, UC_CALLS.logout)}?r=1`, { headers });
    expect(await response.json()).toEqual({ success: true, code: 200, message: '', data: null });
    expect(response.headers.getSetCookie()).toEqual([`${UC_SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`]);
    expect(await (await loginCheck({ headers })).json()).toMatchObject({ success: false, code: 501 });
  });

  it('accepts the token as a header and serves user/get for the sub-account', async () => {
    const token = await createSessionToken(server, 10003);
    const response = await fetch(callUrl(server.origin, UC_CALLS.userGet), { headers: { [UC_SESSION_HEADER]: token } });
    const body = (await response.json()) as { success: boolean; data: { uid: number; user_type: number; options: unknown } };
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ uid: 10003, user_type: 2, options: { conversion_currency: 'usd' } });
  });

  it('treats an unknown token as a visitor', async () => {
    const response = await loginCheck({ headers: { cookie: `${UC_SESSION_COOKIE}=not-a-session` } });
    expect(await response.json()).toMatchObject({ success: false, code: 501 });
  });

  it('sets the session cookie from POST /__control/session', async () => {
    const response = await fetch(`${server.origin}/__control/session`, { method: 'POST', body: '{"uid":10004}' });
    const body = (await response.json()) as { token: string; cookieName: string; uid: number };
    expect(body).toMatchObject({ cookieName: 'HB-UC-TOKEN', uid: 10004 });
    expect(response.headers.getSetCookie()).toEqual([`HB-UC-TOKEN=${body.token}; Path=/; HttpOnly; SameSite=Lax`]);
  });

  it('rejects a session for an unknown uid', async () => {
    const { status } = await control(server, 'POST', '/session', { uid: 999 });
    expect(status).toBe(400);
  });

  it('passes status, several Set-Cookie headers and other headers through', async () => {
    const response = await fetch(`${server.origin}/test/cookies`);
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toEqual(['first=1; Path=/', 'second=2; Path=/; HttpOnly']);
    expect(response.headers.get('x-mock-one')).toBe('a');
    expect(response.headers.get('x-mock-two')).toBe('b');
  });

  it('hands method, headers, query and body to the handlers', async () => {
    const response = await fetch(`${server.origin}/test/echo?r=0.5`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-custom': 'yes' },
      body: '登录 body',
    });
    expect(await response.json()).toEqual({ body: '登录 body', contentType: 'text/plain', custom: 'yes', query: '0.5' });
  });

  it('answers an unhandled path with 404 JSON', async () => {
    for (const path of ['/nope', `/uc${UC_CALLS.userGet.path()}/unknown`, '/custody/anything']) {
      const response = await fetch(`${server.origin}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, code: 404, message: 'not found' });
    }
  });

  it('answers a throwing handler with 500 JSON and keeps serving', async () => {
    onError.mockClear();
    const response = await fetch(`${server.origin}/test/throw`);
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ success: false, code: 500 });
    expect(onError).toHaveBeenCalledTimes(1);
    const health = await control(server, 'GET', '/health');
    expect(health.json).toEqual({ ok: true });
  });
});
