// Control API of the wallet balances: make one account kind of one user fail with a code and
// message until cleared, and move a balance. A move of a spot, margin or super-margin row goes
// through db.trading's changeBalance, so the user's account sockets get the accounts.update
// push; the product kinds (otc, derivatives, grid, …) have no socket push (their screens poll).
// POST /__control/reset clears the switches and restores the seeded balances.

import { Decimal } from 'decimal.js';
import { http, HttpResponse, type RequestHandler } from 'msw';
import * as z from 'zod/mini';
import { controlError, readBody } from './control-body';
import { db, findUser, now } from './db';
import { accountsOf, balanceOf, changeBalance, type AccountType } from './db/trading';
import {
  clearWalletFailures,
  moveProductBalance,
  PRODUCT_KINDS,
  productRowsOf,
  rowTotal,
  setWalletFailure,
  TRADING_KINDS,
  WALLET_KINDS,
  type ProductKind,
  type TradingKind,
} from './db/wallet';
import { readDecimal } from './trading/order-rules';

const failBodySchema = z.strictObject({
  uid: z.int().check(z.minimum(1)),
  kind: z.enum(WALLET_KINDS),
  code: z.union([z.int(), z.string().check(z.minLength(1))]),
  message: z.string(),
});

const MOVE_KINDS = [...TRADING_KINDS, ...PRODUCT_KINDS] as const;

const moveBodySchema = z.strictObject({
  uid: z.int().check(z.minimum(1)),
  kind: z.enum(MOVE_KINDS),
  currency: z.string().check(z.minLength(1)),
  /** The pair of an isolated-margin account. */
  symbol: z.optional(z.string()),
  delta: z.optional(z.union([z.number(), z.string()])),
  value: z.optional(z.union([z.number(), z.string()])),
});

const TRADING_TYPE: Record<TradingKind, AccountType> = { spot: 'spot', margin: 'margin', superMargin: 'super-margin' };

function isTradingKind(kind: string): kind is TradingKind {
  return (TRADING_KINDS as readonly string[]).includes(kind);
}

function optionalNumber(value: string | null): number | undefined {
  if (value === null || value === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) ? number : Number.NaN;
}

export function walletControlHandlers(base: string): RequestHandler[] {
  return [
    // GET wallet/fail → {failures:[{uid, kind, code, message}]}
    http.get(`${base}/wallet/fail`, () =>
      HttpResponse.json({
        failures: [...db.wallet.failures].map(([key, failure]) => {
          const [uid, kind] = key.split(':');
          return { uid: Number(uid), kind, ...failure };
        }),
      }),
    ),

    // POST wallet/fail {uid, kind, code, message} → every call of that kind answers the failure until cleared
    http.post(`${base}/wallet/fail`, async ({ request }) => {
      const body = await readBody(request, failBodySchema);
      if ('error' in body) return controlError(body.error);
      if (!findUser(body.data.uid)) return controlError(`unknown uid ${body.data.uid}`, 404);
      setWalletFailure(db.wallet, body.data.uid, body.data.kind, { code: body.data.code, message: body.data.message });
      return HttpResponse.json({ ok: true, ...body.data });
    }),

    // DELETE wallet/fail?uid=&kind= → clears one switch, a user's, or all; {ok, cleared}
    http.delete(`${base}/wallet/fail`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const uid = optionalNumber(query.get('uid'));
      if (Number.isNaN(uid)) return controlError('uid must be an integer');
      const kind = query.get('kind') ?? undefined;
      if (kind !== undefined && !(WALLET_KINDS as readonly string[]).includes(kind)) return controlError(`unknown kind "${kind}"`);
      return HttpResponse.json({ ok: true, cleared: clearWalletFailures(db.wallet, uid, kind as (typeof WALLET_KINDS)[number] | undefined) });
    }),

    // POST wallet/balance {uid, kind, currency, symbol?, delta | value} → the row after the move
    http.post(`${base}/wallet/balance`, async ({ request }) => {
      const body = await readBody(request, moveBodySchema);
      if ('error' in body) return controlError(body.error);
      const { uid, kind, symbol } = body.data;
      if (!findUser(uid)) return controlError(`unknown uid ${uid}`, 404);
      if ((body.data.delta === undefined) === (body.data.value === undefined)) return controlError('give exactly one of delta and value');
      const amount = readDecimal(body.data.delta ?? body.data.value ?? '');
      if (!amount) return controlError('delta or value must be a decimal');
      const change = body.data.delta === undefined ? { value: new Decimal(amount) } : { delta: new Decimal(amount) };

      if (isTradingKind(kind)) {
        const currency = body.data.currency.trim().toLowerCase();
        const type = TRADING_TYPE[kind];
        const wanted = symbol?.trim().toLowerCase();
        if (kind === 'margin' && !wanted) return controlError('symbol is required for a margin account');
        const account = accountsOf(db.trading, uid).find((entry) => entry.type === type && (kind !== 'margin' || entry.subtype === wanted));
        if (!account) return controlError(`uid ${uid} has no ${kind} account${wanted ? ` for ${wanted}` : ''}`, 404);
        const row = balanceOf(db.trading, account.id, currency);
        const delta = change.value === undefined ? change.delta : change.value.minus(row.trade);
        if (row.trade.plus(delta).isNegative()) return controlError(`available of ${currency} would go negative`, 409);
        changeBalance(db.trading, account, currency, { trade: delta }, 'other', now());
        return HttpResponse.json({
          ok: true,
          kind,
          accountId: account.id,
          currency,
          available: row.trade.toFixed(),
          frozen: row.frozen.toFixed(),
          balance: row.trade.plus(row.frozen).toFixed(),
        });
      }

      const productKind: ProductKind = kind;
      // Derivative rows keep their keys' case (BTC, BTC-USDT); the others are lower-case currencies.
      const existing = [...productRowsOf(db.wallet, uid, productKind).keys()].find((key) => key.toLowerCase() === body.data.currency.trim().toLowerCase());
      const currency = existing ?? body.data.currency.trim();
      const row = moveProductBalance(db.wallet, uid, productKind, currency, change);
      if (typeof row === 'string') return controlError(row, 409);
      return HttpResponse.json({ ok: true, kind, currency, available: row.available.toFixed(), frozen: row.frozen.toFixed(), balance: rowTotal(row).toFixed() });
    }),
  ];
}
