// Trading-pair favourites of the pro family (exchange-wallet-fiat.md section 7: pairGet, pairSet,
// pairDel): per user, logged-in only (the pro token), kept in db.favorites in the order added.

import type { RequestHandler } from 'msw';
import { FAVORITE_INVALID_SYMBOL_CODE, favoriteSymbolsRequestSchema, pairDel, pairGet, pairSet } from '@/lib/contracts/pro/favorites';
import { isMarketSymbol } from '@/lib/market/favorites';
import { db, now, type MockFavoritePair } from '../db';
import { asProUser, readJson } from '../http/request';
import { v2Fail, v2Ok } from '../http/respond';
import { route } from '../http/route';

export const FAVORITE_INVALID_SYMBOL_MESSAGE = 'invalid symbol';
const BAD_REQUEST_CODE = 400;
const BAD_REQUEST_MESSAGE = '参数错误';

export function favoritesOf(uid: number): MockFavoritePair[] {
  return db.favorites.get(uid) ?? [];
}

/** The request's symbols, or the answer refusing them (bad body 400, a bad symbol 2002). */
async function readSymbols(request: Request): Promise<{ ok: true; symbols: string[] } | { ok: false; response: Response }> {
  const body = favoriteSymbolsRequestSchema.safeParse(await readJson(request));
  if (!body.success || body.data.symbols.length === 0) return { ok: false, response: v2Fail(BAD_REQUEST_CODE, BAD_REQUEST_MESSAGE) };
  if (!body.data.symbols.every(isMarketSymbol)) {
    return { ok: false, response: v2Fail(FAVORITE_INVALID_SYMBOL_CODE, FAVORITE_INVALID_SYMBOL_MESSAGE) };
  }
  return { ok: true, symbols: [...new Set(body.data.symbols)] };
}

export function favoriteHandlers(base: string): RequestHandler[] {
  return [
    // GET `favorites.pairGet` → [{symbol, createdAt}]
    route(
      base,
      pairGet,
      asProUser((uid) => v2Ok(favoritesOf(uid).map((pair) => ({ ...pair })))),
    ),
    // POST `favorites.pairSet` {symbols}: adds those not there yet, at the end
    route(
      base,
      pairSet,
      asProUser(async (uid, request) => {
        const read = await readSymbols(request);
        if (!read.ok) return read.response;
        const list = favoritesOf(uid);
        const added = read.symbols.filter((symbol) => !list.some((pair) => pair.symbol === symbol));
        db.favorites.set(uid, [...list, ...added.map((symbol) => ({ symbol, createdAt: now() }))]);
        return v2Ok(null);
      }),
    ),
    // POST `favorites.pairDel` {symbols}: removing one that is not there is no error
    route(
      base,
      pairDel,
      asProUser(async (uid, request) => {
        const read = await readSymbols(request);
        if (!read.ok) return read.response;
        db.favorites.set(
          uid,
          favoritesOf(uid).filter((pair) => !read.symbols.includes(pair.symbol)),
        );
        return v2Ok(null);
      }),
    ),
  ];
}
