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
    expect(await verifySessionToken(String(token), { MOCK_ORIGIN: mock.origin })).toBe(true);
    expect(await verifySessionToken('forged', { MOCK_ORIGIN: mock.origin })).toBe(false);
  });

  it('fails closed when the account service errs, answers a business failure or is down', async () => {
    const { token } = await control().session(10001);
    await control().faults.add({ path: LOGIN_CHECK, status: 500, times: 1 });
    expect(await verifySessionToken(String(token), { MOCK_ORIGIN: mock.origin })).toBe(false);
    await control().faults.add({ path: LOGIN_CHECK, code: 512, times: 1 });
    expect(await verifySessionToken(String(token), { MOCK_ORIGIN: mock.origin })).toBe(false);
    await control().faults.add({ path: LOGIN_CHECK, drop: true, times: 1 });
    expect(await verifySessionToken(String(token), { MOCK_ORIGIN: mock.origin })).toBe(false);
    expect(await verifySessionToken(String(token), { MOCK_ORIGIN: 'http://127.0.0.1:9' })).toBe(false);
    // The faults were used up: the same token is good again.
    expect(await verifySessionToken(String(token), { MOCK_ORIGIN: mock.origin })).toBe(true);
  });
});
