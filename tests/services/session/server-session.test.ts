import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySessionToken } from '@/services/session/server-session';
import { startMockServer } from '@/mocks/server';
import { UC_CALLS } from '@/lib/contracts/uc';
import { controlClient } from '@/mocks/control-client';

type MockServer = Awaited<ReturnType<typeof startMockServer>>;
let mock: MockServer;

beforeAll(async () => {
  mock = await startMockServer({ port: 0 });
});
afterAll(async () => {
  await mock.close();
});

const control = () => controlClient(mock.origin);
const LOGIN_CHECK = `/uc${UC_CALLS.loginCheck.path()}`;

describe('verifySessionToken (the server-side gate)', () => {
  it('accepts a live session and refuses an unknown token', async () => {
    const { token } = await control().session(10001);
    expect(await verifySessionToken(String(token), { MOCK_ORIGIN: mock.origin })).toBe('in');
    expect(await verifySessionToken('forged', { MOCK_ORIGIN: mock.origin })).toBe('out');
  });

  it('reads 512 and 403 from the account service as logged out', async () => {
    const { token } = await control().session(10001);
    await control().faults.add({ path: LOGIN_CHECK, code: 512, times: 1 });
    expect(await verifySessionToken(String(token), { MOCK_ORIGIN: mock.origin })).toBe('out');
    await control().faults.add({ path: LOGIN_CHECK, code: 403, times: 1 });
    expect(await verifySessionToken(String(token), { MOCK_ORIGIN: mock.origin })).toBe('out');
  });

  it('calls a check that failed unknown, not logged out: a 5xx, a dropped connection, a service that is down', async () => {
    const { token } = await control().session(10001);
    await control().faults.add({ path: LOGIN_CHECK, status: 500, times: 1 });
    expect(await verifySessionToken(String(token), { MOCK_ORIGIN: mock.origin })).toBe('unknown');
    await control().faults.add({ path: LOGIN_CHECK, status: 502, code: 502, times: 1 });
    expect(await verifySessionToken(String(token), { MOCK_ORIGIN: mock.origin })).toBe('unknown');
    await control().faults.add({ path: LOGIN_CHECK, drop: true, times: 1 });
    expect(await verifySessionToken(String(token), { MOCK_ORIGIN: mock.origin })).toBe('unknown');
    expect(await verifySessionToken(String(token), { MOCK_ORIGIN: 'http://127.0.0.1:9' })).toBe('unknown');
    // The faults were used up: the same token is good again (the session was kept).
    expect(await verifySessionToken(String(token), { MOCK_ORIGIN: mock.origin })).toBe('in');
  });
});
