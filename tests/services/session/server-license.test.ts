import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountHandlers } from '@/mocks/handlers/uc/account';
import { createSession, resetDb } from '@/mocks/db';
import { fetchLicenseStateForToken, getServerLicenseState } from '@/services/session/server-license';
import { startTestServer, TEST_ORIGIN, testBase } from '../http/test-server';
import { UC_CALLS } from '@/lib/contracts/uc';

const requestCookies = vi.hoisted(() => new Map<string, string>());
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (requestCookies.has(name) ? { name, value: requestCookies.get(name) } : undefined) }),
}));

const server = startTestServer();
const ENV = { MOCK_ORIGIN: `${TEST_ORIGIN}/-/x` };
const STATE_URL = `${testBase('uc')}${UC_CALLS.licenseState.path()}`;

beforeEach(() => {
  requestCookies.clear();
  resetDb();
});
afterEach(() => vi.unstubAllEnvs());

describe('fetchLicenseStateForToken', () => {
  it('forwards the session cookie and the type, and reads the state', async () => {
    const seen: Array<{ cookie: string | null; type: string | null }> = [];
    server.use(
      http.get(STATE_URL, ({ request }) => {
        seen.push({ cookie: request.headers.get('cookie'), type: new URL(request.url).searchParams.get('type') });
        return HttpResponse.json({ success: true, code: 200, message: '', data: { type: 'POTENTIALS', state: 'AGREED' } });
      }),
    );
    expect(await fetchLicenseStateForToken('tok en', 'POTENTIALS', ENV)).toBe('AGREED');
    expect(seen).toEqual([{ cookie: 'HB-UC-TOKEN=tok%20en', type: 'POTENTIALS' }]);
  });

  it('reads the mock account service: NOT_AGREED by default, AGREED after agreeing', async () => {
    server.use(...accountHandlers(testBase('uc')));
    const { token } = createSession(10001);
    expect(await fetchLicenseStateForToken(token, 'POTENTIALS', ENV)).toBe('NOT_AGREED');
    await fetch(`${testBase('uc')}${UC_CALLS.licenseAgree.path()}`, {
      method: 'POST',
      headers: { cookie: `HB-UC-TOKEN=${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'POTENTIALS' }),
    });
    expect(await fetchLicenseStateForToken(token, 'POTENTIALS', ENV)).toBe('AGREED');
    // Logged out: the account service answers 未登录.
    expect(await fetchLicenseStateForToken('forged', 'POTENTIALS', ENV)).toBeNull();
  });

  it.each([
    ['an HTTP error', () => new HttpResponse('oops', { status: 500 })],
    ['a business failure', () => HttpResponse.json({ success: false, code: 501, message: '未登录', data: null })],
    ['a wrong shape', () => HttpResponse.json({ success: true, code: 200, data: { type: 'POTENTIALS', state: 'MAYBE' } })],
    ['another type', () => HttpResponse.json({ success: true, code: 200, data: { type: 'LOGIN', state: 'AGREED' } })],
    ['a body that is not JSON', () => new HttpResponse('<html>', { status: 200 })],
    ['a dropped connection', () => HttpResponse.error()],
  ])('is null for %s', async (_name, answer) => {
    server.use(http.get(STATE_URL, answer));
    expect(await fetchLicenseStateForToken('t', 'POTENTIALS', ENV)).toBeNull();
  });
});

describe('getServerLicenseState', () => {
  it('is null without a session cookie and asks nothing', async () => {
    const asked = vi.fn();
    server.use(http.get(`*${UC_CALLS.licenseState.pattern}`, asked));
    expect(await getServerLicenseState('POTENTIALS')).toBeNull();
    expect(asked).not.toHaveBeenCalled();
  });

  it("uses the request's session cookie", async () => {
    vi.stubEnv('MOCK_ORIGIN', ENV.MOCK_ORIGIN);
    server.use(...accountHandlers(testBase('uc')));
    requestCookies.set('HB-UC-TOKEN', createSession(10001).token);
    expect(await getServerLicenseState('POTENTIALS')).toBe('NOT_AGREED');
    expect(await getServerLicenseState('SOMETHING_ELSE')).toBe('AGREED');
  });
});
