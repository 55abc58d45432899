// The transfer control API over a real mock server, through the typed client: the next transfer
// of a user fails with the code set (once), the switch can be cleared, and the ledger read shows
// a transfer's two legs; a reset starts afresh.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as transfer from '@/lib/contracts/pro/transfer';
import * as margin from '@/lib/contracts/pro/margin';
import { controlClient, type ControlClient } from '@/mocks/control-client';
import type { MockServer } from '@/mocks/server';
import { proCall, proTokenFor, startTestServer } from './support';

let server: MockServer;
let mock: ControlClient;
const UID = 10034;

beforeAll(async () => {
  server = await startTestServer();
  mock = controlClient(server.origin);
});
afterEach(async () => {
  await mock.reset();
});
afterAll(() => server.close());

describe('transfer control', () => {
  it('fails the next transfer once with the code set, then moves money with two ledger legs', async () => {
    const token = await proTokenFor(server, UID);
    await mock.transfer.fail(UID, { code: 'base-msg', message: 'Unable to transfer in/out currently.' });
    const body = { currency: 'btc', amount: 0.01, type: 'pro-to-futures' };
    const failed = await proCall<Record<string, unknown>>(server, token, transfer.futuresTransfer.path(), body);
    expect(failed.json).toMatchObject({ status: 'error', 'err-code': 'base-msg', 'err-msg': 'Unable to transfer in/out currently.' });
    const done = await proCall<{ status: string; data: number }>(server, token, transfer.futuresTransfer.path(), body);
    expect(done.json.status).toBe('ok');
    const { entries } = await mock.transfer.ledger(UID);
    expect(entries.map((entry) => [entry.account, entry.amount, entry.subtype, entry.ref])).toEqual([
      ['spot', '-0.01', 'spot-to-futures', String(done.json.data)],
      ['dm', '0.01', 'spot-to-futures', String(done.json.data)],
    ]);
  });

  it('a cleared switch fails nothing; margin transfers take the switch too', async () => {
    const token = await proTokenFor(server, UID);
    await mock.transfer.fail(UID, { code: 'frequent-invoke', message: 'too often' });
    await mock.transfer.clearFail(UID);
    const body = { symbol: 'btcusdt', currency: 'usdt', amount: '1' };
    expect((await proCall<{ status: string }>(server, token, margin.transferIn.path(), body)).json.status).toBe('ok');
    await mock.transfer.fail(UID, { code: 'frequent-invoke', message: 'too often' });
    expect((await proCall<Record<string, unknown>>(server, token, margin.transferIn.path(), body)).json).toMatchObject({ 'err-code': 'frequent-invoke' });
    expect((await mock.transfer.ledger(UID)).entries).toHaveLength(2);
  });
});
