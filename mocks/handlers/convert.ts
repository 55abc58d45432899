// The conversion calls (lib/contracts/pro/convert.ts; mocks/README.md "Conversions") on
// db.convert, and the custody fee deduct mode (lib/contracts/custody.ts deductMode,
// saveDeductMode). Logged-in only (the pro token). Quotes are priced from the simulated market
// (mocks/wallet/valuation usdtPriceOf); a conversion moves db.trading's spot balances (pushing
// accounts.update) and writes its ledger entries; the fee-deduction history is the ledger's
// `fee-deduction` entries.

import type { RequestHandler } from 'msw';
import * as custody from '@/lib/contracts/custody';
import * as calls from '@/lib/contracts/pro/convert';
import { CONVERT_ERRORS, isConvertMode, type ConvertMode } from '@/lib/convert/modes';
import { db, now } from '../db';
import { convertAtQuote, conversionJson, conversionsOf, createQuote, deductModeOf, isConvertError, quoteJson, saveDeductMode, standAloneLimits } from '../db/convert';
import { ledgerOf } from '../db/ledger';
import { asProUser, queryOf, readJsonObject, tokenUser } from '../http/request';
import { custodyFail, custodyOk, v2Fail, v2Ok } from '../http/respond';
import { route } from '../http/route';
import { usdtPriceOf } from '../wallet/valuation';

const DEFAULT_SIZE = 20;
const MAX_SIZE = 100;

function paging(request: Request): { page: number; size: number } {
  const query = queryOf(request);
  const page = Number(query.get('page') ?? '1');
  const size = Number(query.get('size') ?? String(DEFAULT_SIZE));
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    size: Number.isSafeInteger(size) && size >= 1 ? Math.min(size, MAX_SIZE) : DEFAULT_SIZE,
  };
}

function pageOf<T>(items: readonly T[], { page, size }: { page: number; size: number }) {
  return { items: items.slice((page - 1) * size, page * size), total: items.length, page, size };
}

const invalid = () => v2Fail(CONVERT_ERRORS.invalidAmount.code, CONVERT_ERRORS.invalidAmount.message);

export function convertHandlers(base: string): RequestHandler[] {
  return [
    route(
      base,
      calls.standAloneCurrencies,
      asProUser(() => v2Ok(standAloneLimits())),
    ),
    route(
      base,
      calls.quote,
      asProUser(async (uid, request) => {
        const body = calls.quoteRequestSchema.safeParse(await readJsonObject(request));
        if (!body.success) return invalid();
        const at = now();
        const quote = createQuote(db.convert, db.trading, uid, body.data, at, (currency) => usdtPriceOf(currency, at));
        return isConvertError(quote) ? v2Fail(quote.code, quote.message) : v2Ok(quoteJson(quote, at));
      }),
    ),
    route(
      base,
      calls.convert,
      asProUser(async (uid, request) => {
        const body = calls.convertRequestSchema.safeParse(await readJsonObject(request));
        if (!body.success) return invalid();
        const conversion = convertAtQuote(db.convert, db.trading, db.ledger, uid, body.data, now());
        return isConvertError(conversion) ? v2Fail(conversion.code, conversion.message) : v2Ok(conversionJson(conversion));
      }),
    ),
    route(
      base,
      calls.history,
      asProUser((uid, request) => {
        const modeText = queryOf(request).get('mode');
        const mode: ConvertMode | undefined = isConvertMode(modeText) ? modeText : undefined;
        if (modeText !== null && mode === undefined) return invalid();
        return v2Ok(pageOf(conversionsOf(db.convert, uid, mode).map(conversionJson), paging(request)));
      }),
    ),
    route(
      base,
      calls.feeDeductions,
      asProUser((uid, request) => {
        const entries = ledgerOf(db.ledger, uid)
          .filter((entry) => entry.type === 'fee-deduction')
          .map((entry) => ({ id: entry.id, currency: entry.currency, amount: entry.amount.abs().toFixed(), symbol: entry.symbol ?? null, ref: entry.ref, time: entry.time }))
          .reverse();
        return v2Ok(pageOf(entries, paging(request)));
      }),
    ),
  ];
}

export const CUSTODY_LOGIN_REQUIRED = { code: 401, message: '请先登录' } as const;

function asCustodyUser(handle: (uid: number, request: Request) => Response | Promise<Response>) {
  return ({ request }: { request: Request }) => {
    const uid = tokenUser(request, 'pro');
    return uid === undefined ? custodyFail(CUSTODY_LOGIN_REQUIRED.code, CUSTODY_LOGIN_REQUIRED.message) : handle(uid, request);
  };
}

/** The custody fee deduct mode (get and save). */
export function deductModeHandlers(base: string): RequestHandler[] {
  return [
    route(
      base,
      custody.deductMode,
      asCustodyUser((uid) => custodyOk(deductModeOf(db.convert, uid))),
    ),
    route(
      base,
      custody.saveDeductMode,
      asCustodyUser(async (uid, request) => {
        const body = custody.deductModeRequestSchema.safeParse(await readJsonObject(request));
        if (!body.success) return custodyFail(400, '参数错误');
        return custodyOk(saveDeductMode(db.convert, uid, body.data.deductMode, now()));
      }),
    ),
  ];
}
