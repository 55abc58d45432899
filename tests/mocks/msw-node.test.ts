// The same handlers inside Vitest through msw/node (tests/setup/msw.ts): gateway paths are
// answered in-process and an unhandled request fails.

import { describe, expect, it, vi } from 'vitest';
import { UC_SESSION_HEADER } from '@/lib/session/cookies';
import { createSession, db } from '@/mocks/db';
import { makeLoginCheckFail } from '@/mocks/handlers';
import { scenarioHandlers } from '@/mocks/scenarios';
import { MSW_ROOT, withMswServer } from '../setup/msw';
import * as proUser from '@/lib/contracts/pro/user';
import { callUrl } from '@/tests/support/msw-call';
import { UC_CALLS } from '@/lib/contracts/uc';

const server = withMswServer();
const LOGIN_CHECK_URL = callUrl(MSW_ROOT, UC_CALLS.loginCheck);

describe('handlers under msw/node', () => {
  it('answers login/check for a visitor', async () => {
    const response = await fetch(LOGIN_CHECK_URL);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: false, code: 501, message: '未登录', data: null });
  });

  it('answers login/check for a session created in the db', async () => {
    const { token } = createSession(10004);
    const response = await fetch(LOGIN_CHECK_URL, { headers: { [UC_SESSION_HEADER]: token } });
    expect(await response.json()).toMatchObject({ success: true, data: { uid: 10004, country_id: [183] } });
  });

  it('takes intent-named overrides and scenario handlers through server.use', async () => {
    server.use(makeLoginCheckFail(`${MSW_ROOT}/uc`, 512, '登录已失效'));
    expect(await (await fetch(LOGIN_CHECK_URL)).json()).toEqual({
      success: false,
      code: 512,
      message: '登录已失效',
      data: null,
    });
    server.resetHandlers();
    server.use(...scenarioHandlers('visitor-only', MSW_ROOT));
    const { token } = createSession();
    const response = await fetch(LOGIN_CHECK_URL, { headers: { [UC_SESSION_HEADER]: token } });
    expect(await response.json()).toMatchObject({ success: false, code: 501 });
  });

  it('runs the login flow and a token login in-process', async () => {
    const login = await fetch(callUrl(MSW_ROOT, UC_CALLS.login), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login_name: 'trader@example.com', account_type: 'email', password: 'Trade1234' }),
    });
    const body = (await login.json()) as { data: { status: string; ticket: string } };
    expect(body.data.status).toBe('done');
    expect(db.sessions.size).toBe(1);
    const exchange = await fetch(callUrl(MSW_ROOT, proUser.userLogin), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket: body.data.ticket }),
    });
    expect(await exchange.json()).toEqual({ status: 'ok', data: { token: expect.any(String) } });
  });

  it('resets handlers and the db after each test', async () => {
    // The override and sessions of the previous tests are gone.
    expect(db.sessions.size).toBe(0);
    expect(db.auth.tickets.size).toBe(0);
    expect(await (await fetch(LOGIN_CHECK_URL)).json()).toMatchObject({ code: 501, message: '未登录' });
  });

  it('fails an unhandled request through the error strategy (not a network error)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure: unknown = await fetch(`${LOGIN_CHECK_URL}/no-such-endpoint`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(TypeError);
    // A real connection error would also reject; the cause proves MSW refused the request.
    expect(String((failure as TypeError).cause)).toContain('"error" strategy for the "onUnhandledFrame" option');
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('without a matching request handler');
  });
});
