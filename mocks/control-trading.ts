// Control API of the trading side: force a (partial) fill of an order at its price, make the
// next placements fail with a given error, delay the order calls, list a user's orders, and run
// one matching pass now. POST /__control/reset restores all of it (the state lives in db.trading).

import { http, HttpResponse, type RequestHandler } from 'msw';
import * as z from 'zod/mini';
import { Decimal } from 'decimal.js';
import { controlError, readBody } from './control-body';
import { db, now } from './db';
import { isOpenOrder } from './db/trading';
import type { MatchingEngine } from './feeds/matching';
import { readDecimal } from './trading/order-rules';
import { fillOrder, remainingAmount } from './trading/orders';
import { orderJson } from './trading/wire';

export interface TradingControlContext {
  matching: MatchingEngine;
}

const fillBodySchema = z.strictObject({
  orderId: z.union([z.int(), z.string()]),
  amount: z.optional(z.union([z.number(), z.string()])),
});
const rejectBodySchema = z.strictObject({
  code: z.string().check(z.minLength(1)),
  message: z.string(),
  times: z.optional(z.int().check(z.minimum(1), z.maximum(1000))),
});
const latencyBodySchema = z.strictObject({ ms: z.int().check(z.minimum(0), z.maximum(60_000)) });

export function tradingControlHandlers(base: string, context: TradingControlContext): RequestHandler[] {
  return [
    // POST trading/fill {orderId, amount?} → the order after a fill at its own price (all that remains by default)
    http.post(`${base}/trading/fill`, async ({ request }) => {
      const body = await readBody(request, fillBodySchema);
      if ('error' in body) return controlError(body.error);
      const order = db.trading.orders.get(Number(body.data.orderId));
      if (!order) return controlError(`unknown order ${body.data.orderId}`, 404);
      if (order.state !== 'submitted' && order.state !== 'partial-filled') return controlError(`order ${order.id} is ${order.state}, not on the book`, 409);
      if (order.kind === 'market') return controlError('market orders fill when placed', 409);
      const remaining = remainingAmount(order);
      const amount = body.data.amount === undefined ? remaining : readDecimal(body.data.amount);
      if (!amount || !amount.gt(0) || amount.gt(remaining)) {
        return controlError(`amount must be a decimal in (0, ${remaining.toFixed()}]`);
      }
      fillOrder(db.trading, order, { price: order.price, amount: new Decimal(amount), role: 'maker' }, now());
      return HttpResponse.json({ ok: true, order: orderJson(order) });
    }),

    // POST trading/reject {code, message, times?} → the next `times` (default 1) placements fail with it
    http.post(`${base}/trading/reject`, async ({ request }) => {
      const body = await readBody(request, rejectBodySchema);
      if ('error' in body) return controlError(body.error);
      db.trading.rejection = { code: body.data.code, message: body.data.message, times: body.data.times ?? 1 };
      return HttpResponse.json({ ok: true, ...db.trading.rejection });
    }),

    // POST trading/latency {ms} → every order call waits this long first (0 turns it off)
    http.post(`${base}/trading/latency`, async ({ request }) => {
      const body = await readBody(request, latencyBodySchema);
      if ('error' in body) return controlError(body.error);
      db.trading.latencyMs = body.data.ms;
      return HttpResponse.json({ ok: true, ms: body.data.ms });
    }),

    // GET trading/orders?uid= → {orders:[…field-* records…]}, newest first; open=1 for open ones only
    http.get(`${base}/trading/orders`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const uid = Number(query.get('uid'));
      if (!Number.isInteger(uid) || uid <= 0) return controlError('uid is required');
      const orders = [...db.trading.orders.values()]
        .filter((order) => order.uid === uid && (query.get('open') !== '1' || isOpenOrder(order)))
        .sort((a, b) => b.id - a.id);
      return HttpResponse.json({ orders: orders.map(orderJson) });
    }),

    // POST trading/match → one matching pass against the simulated market now
    http.post(`${base}/trading/match`, () => {
      context.matching.tick();
      return HttpResponse.json({ ok: true });
    }),
  ];
}
