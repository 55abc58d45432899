// The conversion control API over a real mock server, through the typed client: a planned
// quote or convert failure answered once (of one user only), quotes expired for one user, the
// mock clock expiring a quote, a user's conversions listed; the seed's small balances.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '@/lib/contracts/pro/convert';
import { CONVERT_ERRORS } from '@/lib/convert/modes';
import { controlClient, type ControlClient } from '@/mocks/control-client';
import { seedConvertSpot } from '@/mocks/db/convert';
import type { MockServer } from '@/mocks/server';
import { advanceClock, proCall, proTokenFor, startTestServer } from './support';

let server: MockServer;
let mock: ControlClient;

beforeAll(async () => {
  server = await startTestServer();
  mock = controlClient(server.origin);
});
afterEach(async () => {
  await mock.reset();
});
afterAll(() => server.close());

interface V2<T> {
  code: number;
  success: boolean;
  message?: string;
  data: T;
}

const SOURCES = [{ currency: 'eos', amount: '0.5' }];

async function quote(token: string) {
  return (await proCall<V2<{ quoteId: string }>>(server, token, calls.quote.path(), { mode: 'small-usdt', target: 'usdt', sources: SOURCES })).json;
}

async function convert(token: string, quoteId: string, clientOrderId: string) {
  return (await proCall<V2<{ id: number }>>(server, token, calls.convert.path(), { quoteId, clientOrderId })).json;
}

describe('conversion controls', () => {
  it('seeds small balances and a stand-alone currency for the conversion traders only', () => {
    expect(seedConvertSpot(10035)).toMatchObject({ eos: '0.5', xmr: '2.5' });
    expect(seedConvertSpot(10036)).toMatchObject({ trx: '15' });
    expect(seedConvertSpot(10001)).toEqual({});
  });

  it('fails the next quote of one user once', async () => {
    const desktop = await proTokenFor(server, 10035);
    const phone = await proTokenFor(server, 10036);
    await mock.convert.fail('quote', { code: 30199, message: '系统繁忙' }, 10035);
    expect((await quote(phone)).success).toBe(true);
    expect(await quote(desktop)).toMatchObject({ code: 30199, message: '系统繁忙', success: false });
    expect((await quote(desktop)).success).toBe(true);
  });

  it('fails the next convert once, then converts', async () => {
    const token = await proTokenFor(server, 10035);
    const { data } = await quote(token);
    await mock.convert.fail('convert', { code: 30198, message: '兑换失败' });
    expect((await convert(token, data.quoteId, 'a')).code).toBe(30198);
    expect((await convert(token, data.quoteId, 'a')).success).toBe(true);
    const { conversions } = await mock.convert.conversions(10035);
    expect(conversions).toHaveLength(1);
  });

  it('expires the quotes of one user, and the moved clock expires them too', async () => {
    const desktop = await proTokenFor(server, 10035);
    const phone = await proTokenFor(server, 10036);
    const mine = await quote(desktop);
    const theirs = await quote(phone);
    expect((await mock.convert.expireQuotes(10035)).expired).toBe(1);
    expect((await convert(desktop, mine.data.quoteId, 'x')).code).toBe(CONVERT_ERRORS.quoteExpired.code);
    expect((await convert(phone, theirs.data.quoteId, 'y')).success).toBe(true);

    const later = await quote(desktop);
    await advanceClock(server, 31_000);
    expect((await convert(desktop, later.data.quoteId, 'z')).code).toBe(CONVERT_ERRORS.quoteExpired.code);
  });
});
