import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySessionToken } from '@/services/session/server-session';
import { startMockServer } from '@/mocks/server';

type MockServer = Awaited<ReturnType<typeof startMockServer>>;
let mock: MockServer;

beforeAll(async () => {
  mock = await startMockServer({ port: 0 });
});
afterAll(async () => {
  await mock.close();
});

async function control(path: string, body: unknown, method = 'POST') {
  const response = await fetch(`${mock.origin}/__control${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: method === 'DELETE' ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

describe('verifySessionToken (the server-side gate)', () => {
  it('accepts a live session and refuses an unknown token', async () => {
    const { token } = await control('/session', { uid: 10001 });
    expect(await verifySessionToken(String(token), { MOCK_ORIGIN: mock.origin })).toBe(true);
    expect(await verifySessionToken('forged', { MOCK_ORIGIN: mock.origin })).toBe(false);
  });

  it('fails closed when the account service errs, answers a business failure or is down', async () => {
    const { token } = await control('/session', { uid: 10001 });
    await control('/faults', { path: '/uc/uc/open/login/check', status: 500, times: 1 });
    expect(await verifySessionToken(String(token), { MOCK_ORIGIN: mock.origin })).toBe(false);
    await control('/faults', { path: '/uc/uc/open/login/check', code: 512, times: 1 });
    expect(await verifySessionToken(String(token), { MOCK_ORIGIN: mock.origin })).toBe(false);
    await control('/faults', { path: '/uc/uc/open/login/check', drop: true, times: 1 });
    expect(await verifySessionToken(String(token), { MOCK_ORIGIN: mock.origin })).toBe(false);
    expect(await verifySessionToken(String(token), { MOCK_ORIGIN: 'http://127.0.0.1:9' })).toBe(false);
    // The faults were used up: the same token is good again.
    expect(await verifySessionToken(String(token), { MOCK_ORIGIN: mock.origin })).toBe(true);
  });
});
