// Trading-pair favourites of the pro family: logged-in only, per user, seeded btcusdt for the
// ordinary demo user, restored by resetDb().

import { describe, expect, it } from 'vitest';
import { exchangeTicket, issueTicket } from '@/mocks/auth/tickets';
import { createSession, db, resetDb, SEED_FAVORITES_CREATED_AT } from '@/mocks/db';
import { FAVORITE_INVALID_SYMBOL_MESSAGE } from '@/mocks/handlers/favorites';
import * as proFavorites from '@/lib/contracts/pro/favorites';
import { MSW_ROOT, withMswServer } from '../setup/msw';

withMswServer();

const PRO = `${MSW_ROOT}/pro`;

function proToken(uid: number): string {
  const session = createSession(uid);
  const token = exchangeTicket(issueTicket(session.token).ticket, 'pro');
  if (!token) throw new Error('no pro token');
  return token.token;
}

async function call(path: string, token: string | null, body?: unknown): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = token ? { 'HB-PRO-TOKEN': token } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${PRO}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

const list = (token: string) => call(proFavorites.pairGet.path(), token);
const symbolsOf = (body: Record<string, unknown>) => (body.data as Array<{ symbol: string }>).map((pair) => pair.symbol);

describe('favourite pairs', () => {
  it('lists the seeded btcusdt of the ordinary user and nothing for another', async () => {
    expect(await list(proToken(10001))).toEqual({
      success: true,
      code: 200,
      data: [{ symbol: 'btcusdt', createdAt: SEED_FAVORITES_CREATED_AT }],
    });
    expect(await list(proToken(10002))).toMatchObject({ success: true, code: 200, data: [] });
  });

  it('adds in order without duplicates and removes, per user', async () => {
    const token = proToken(10002);
    expect(await call(proFavorites.pairSet.path(), token, { symbols: ['ethusdt', 'ethusdt', 'btc3lusdt'] })).toMatchObject({ success: true, code: 200 });
    expect(await call(proFavorites.pairSet.path(), token, { symbols: ['ethusdt'] })).toMatchObject({ success: true });
    const added = await list(token);
    expect(symbolsOf(added)).toEqual(['ethusdt', 'btc3lusdt']);
    expect((added.data as Array<{ createdAt: number }>)[0]?.createdAt).toEqual(expect.any(Number));
    expect(await call(proFavorites.pairDel.path(), token, { symbols: ['ethusdt', 'xrpusdt'] })).toMatchObject({ success: true, code: 200 });
    expect(symbolsOf(await list(token))).toEqual(['btc3lusdt']);
    // Another user's list is untouched.
    expect(symbolsOf(await list(proToken(10001)))).toEqual(['btcusdt']);
  });

  it('refuses a symbol of unknown format with 2002 and changes nothing', async () => {
    const token = proToken(10001);
    for (const symbols of [['BTCUSDT'], ['btc_usdt'], ['ethusdt', ''], ['a'], ['x'.repeat(41)]]) {
      expect(await call(proFavorites.pairSet.path(), token, { symbols })).toEqual({
        success: false,
        code: 2002,
        message: FAVORITE_INVALID_SYMBOL_MESSAGE,
        data: null,
      });
    }
    expect(await call(proFavorites.pairDel.path(), token, { symbols: ['BTC/USDT'] })).toMatchObject({ success: false, code: 2002 });
    expect(symbolsOf(await list(token))).toEqual(['btcusdt']);
  });

  it('answers 参数错误 for a malformed body or an empty list', async () => {
    const token = proToken(10001);
    for (const body of ['not json', { symbols: 'btcusdt' }, { symbols: [] }, {}]) {
      expect(await call(proFavorites.pairSet.path(), token, body)).toMatchObject({ success: false, code: 400, message: '参数错误' });
    }
  });

  it('needs a live pro token: none, a forged one or one of another family answer login-required', async () => {
    const session = createSession(10001);
    const otcToken = exchangeTicket(issueTicket(session.token).ticket, 'otc');
    const loginRequired = { status: 'error', 'err-code': 'login-required', 'err-msg': 'login required' };
    for (const token of [null, 'forged', otcToken?.token ?? 'missing']) {
      expect(await call(proFavorites.pairGet.path(), token)).toEqual(loginRequired);
      expect(await call(proFavorites.pairSet.path(), token, { symbols: ['ethusdt'] })).toEqual(loginRequired);
      expect(await call(proFavorites.pairDel.path(), token, { symbols: ['btcusdt'] })).toEqual(loginRequired);
    }
    expect(db.favorites.get(10001)?.map((pair) => pair.symbol)).toEqual(['btcusdt']);
  });

  it('resetDb restores the seeded favourites', async () => {
    const token = proToken(10001);
    await call(proFavorites.pairDel.path(), token, { symbols: ['btcusdt'] });
    await call(proFavorites.pairSet.path(), proToken(10002), { symbols: ['ethusdt'] });
    expect(db.favorites.get(10001)).toEqual([]);
    resetDb();
    expect(db.favorites.get(10001)).toEqual([{ symbol: 'btcusdt', createdAt: SEED_FAVORITES_CREATED_AT }]);
    expect(db.favorites.has(10002)).toBe(false);
  });
});
