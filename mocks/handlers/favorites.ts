// Trading-pair favourites of the pro family (exchange-wallet-fiat.md section 7: pairGet, pairSet,
// pairDel): per user, logged-in only (the pro token), kept in db.favorites in the order added.

import { http, HttpResponse, type RequestHandler } from 'msw';
import { isMarketSymbol } from '@/lib/market/favorites';
import { FAVORITE_INVALID_SYMBOL_CODE, FAVORITE_PATHS, favoriteSymbolsRequestSchema } from '@/services/pro/favorites-schemas';
import { findFamilyToken } from '../auth/tickets';
import { db, now, type MockFavoritePair } from '../db';
import { ucFail, ucOk } from '../http/respond';
import { PRO_TOKEN_HEADER } from './pro';
import { PRO_LOGIN_REQUIRED } from './token-login';
import { badRequest, parseJsonBody } from './uc/common';

export const FAVORITE_INVALID_SYMBOL_MESSAGE = 'invalid symbol';

function tokenUid(request: Request): number | undefined {
  return findFamilyToken(request.headers.get(PRO_TOKEN_HEADER), 'pro')?.uid;
}

export function favoritesOf(uid: number): MockFavoritePair[] {
  return db.favorites.get(uid) ?? [];
}

/** The request's symbols, or the answer refusing them (bad body 400, a bad symbol 2002). */
async function readSymbols(request: Request): Promise<{ ok: true; symbols: string[] } | { ok: false; response: Response }> {
  const body = await parseJsonBody(request, favoriteSymbolsRequestSchema);
  if (!body.ok) return body;
  if (body.data.symbols.length === 0) return { ok: false, response: badRequest() };
  if (!body.data.symbols.every(isMarketSymbol)) {
    return { ok: false, response: ucFail(FAVORITE_INVALID_SYMBOL_CODE, FAVORITE_INVALID_SYMBOL_MESSAGE) };
  }
  return { ok: true, symbols: [...new Set(body.data.symbols)] };
}

export function favoriteHandlers(base: string): RequestHandler[] {
  return [
    // GET /v2/favorite/pairs (pairGet) → [{symbol, createdAt}]
    http.get(`${base}${FAVORITE_PATHS.pairGet}`, ({ request }) => {
      const uid = tokenUid(request);
      if (uid === undefined) return HttpResponse.json(PRO_LOGIN_REQUIRED);
      return ucOk(favoritesOf(uid).map((pair) => ({ ...pair })));
    }),
    // POST /v2/favorite/pairs {symbols} (pairSet): adds those not there yet, at the end
    http.post(`${base}${FAVORITE_PATHS.pairSet}`, async ({ request }) => {
      const uid = tokenUid(request);
      if (uid === undefined) return HttpResponse.json(PRO_LOGIN_REQUIRED);
      const read = await readSymbols(request);
      if (!read.ok) return read.response;
      const list = favoritesOf(uid);
      const added = read.symbols.filter((symbol) => !list.some((pair) => pair.symbol === symbol));
      db.favorites.set(uid, [...list, ...added.map((symbol) => ({ symbol, createdAt: now() }))]);
      return ucOk(null);
    }),
    // POST /v2/favorite/pairs/delete {symbols} (pairDel): removing one that is not there is no error
    http.post(`${base}${FAVORITE_PATHS.pairDel}`, async ({ request }) => {
      const uid = tokenUid(request);
      if (uid === undefined) return HttpResponse.json(PRO_LOGIN_REQUIRED);
      const read = await readSymbols(request);
      if (!read.ok) return read.response;
      db.favorites.set(
        uid,
        favoritesOf(uid).filter((pair) => !read.symbols.includes(pair.symbol)),
      );
      return ucOk(null);
    }),
  ];
}
