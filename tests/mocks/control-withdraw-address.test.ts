// The address book's control API over a real mock server, through the typed client: seeding N
// addresses, the whitelist switch and delay, a back-dated address (held or already usable), and
// what the pro list then answers.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '@/lib/contracts/pro/withdraw-address';
import * as proUser from '@/lib/contracts/pro/user';
import { controlClient, ControlError, type ControlClient } from '@/mocks/control-client';
import { SEED_UIDS } from '@/mocks/db';
import type { MockServer } from '@/mocks/server';
import { callUrl } from '@/tests/support/msw-call';
import { startTestServer } from './support';

let server: MockServer;
let mock: ControlClient;
const UID = SEED_UIDS.ordinary;

beforeAll(async () => {
  server = await startTestServer();
  mock = controlClient(server.origin);
});
afterEach(async () => {
  await mock.reset();
});
afterAll(() => server.close());

async function proToken(uid: number): Promise<string> {
  const { ticket } = await mock.session(uid);
  const response = await fetch(callUrl(server.origin, proUser.userLogin), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ticket }) });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function list(token: string, query: string): Promise<{ data: Array<Record<string, unknown>>; 'next-id'?: number }> {
  const response = await fetch(`${callUrl(server.origin, calls.withdrawAddresses)}?${query}`, { headers: { 'HB-PRO-TOKEN': token } });
  return (await response.json()) as { data: Array<Record<string, unknown>>; 'next-id'?: number };
}

describe('withdraw address controls', () => {
  it('seeds N addresses and the list pages them by next-id', async () => {
    const seeded = await mock.withdrawAddress.seed({ uid: UID, count: 1000, replace: true });
    expect(seeded).toMatchObject({ ok: true, added: 1000, total: 1000 });
    const token = await proToken(UID);
    const first = await list(token, 'limit=500');
    expect(first.data).toHaveLength(500);
    const second = await list(token, `limit=500&fromId=${String(first['next-id'])}`);
    expect(second.data).toHaveLength(500);
    expect(second['next-id']).toBeUndefined();
    expect(await mock.withdrawAddress.seed({ uid: UID, count: 3, currency: 'xrp', chain: 'xrp' })).toMatchObject({ added: 3, total: 1003 });
    const xrp = (await mock.withdrawAddress.book(UID)).entries.filter((entry) => entry.currency === 'xrp');
    expect(xrp.every((entry) => entry.addressTag !== '')).toBe(true);
  });

  it('switches the whitelist and adds a back-dated address held by the delay', async () => {
    expect(await mock.withdrawAddress.setWhitelist(UID, { enabled: true, delayHours: 24 })).toMatchObject({ ok: true, enabled: true, delayHours: 24 });
    const held = await mock.withdrawAddress.add({ uid: UID, currency: 'usdt', chain: 'trc20usdt', address: 'TNewAddr1111111111111111111111111x', note: '新地址', ageMinutes: 1 });
    expect(held.entry.status).toBe('white-delaying');
    const usable = await mock.withdrawAddress.add({ uid: UID, currency: 'usdt', chain: 'trc20usdt', address: 'TPastAddr1111111111111111111111111', note: '旧地址', ageMinutes: 25 * 60 });
    expect(usable.entry.status).toBe('white');
    const book = await mock.withdrawAddress.book(UID);
    expect(book.settings).toEqual({ enabled: true, delayHours: 24 });
    expect(book.entries.map((entry) => entry.note)).toEqual(['tom', '币安', '新地址', '旧地址']);
  });

  it('refuses a conflict, a bad chain and an unknown user', async () => {
    await expect(mock.withdrawAddress.add({ uid: UID, currency: 'usdt', chain: 'trc20usdt', address: 'TTomAddr1111111111111111111111111x', note: 'tom' })).rejects.toMatchObject({ status: 409 });
    // An address that does not fit its chain is refused as the app refuses it.
    await expect(mock.withdrawAddress.add({ uid: UID, currency: 'usdt', chain: 'usdterc20', address: 'TTomAddr1111111111111111111111111x', note: 'trc' })).rejects.toMatchObject({ status: 400 });
    await expect(mock.withdrawAddress.add({ uid: UID, currency: 'xrp', chain: 'xrp', address: 'r1', note: 'x' })).rejects.toBeInstanceOf(ControlError);
    await expect(mock.withdrawAddress.seed({ uid: 1, count: 1 })).rejects.toMatchObject({ status: 404 });
  });

  it('empties a book, and reset brings the seed back', async () => {
    expect(await mock.withdrawAddress.clear(UID)).toMatchObject({ ok: true, removed: 2 });
    expect((await mock.withdrawAddress.book(UID)).entries).toEqual([]);
    await mock.reset();
    expect((await mock.withdrawAddress.book(UID)).entries).toHaveLength(2);
  });
});
