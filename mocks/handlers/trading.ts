// Spot trading of the pro family (PROTOCOL.md 4.1-4.5, exchange-wallet-fiat.md section 7,
// "Accounts and balances", "Trading"): accounts, balances, placing and canceling orders, open
// orders, history, detail and match results. Logged-in only (the pro token); answers use the
// v1 envelope {status:'ok', data} / {status:'error', 'err-code', 'err-msg'}.

import { setTimeout as sleep } from 'node:timers/promises';
import { Decimal } from 'decimal.js';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { findFamilyToken } from '../auth/tickets';
import { db, now } from '../db';
import { accountsOf, balancesOf, findAccount, isOpenOrder, type Order, type TradingAccount } from '../db/trading';
import { executeMarketOrder, simulationMarketView } from '../feeds/matching';
import { marketSimulation } from '../feeds/market-simulation';
import { isTradeError, parseOrderRequest, tradeError, type TradeError } from '../trading/order-rules';
import { cancelOrder, orderType, placeOrder } from '../trading/orders';
import { accountJson, balanceJson, matchResultJson, openOrderJson, orderJson } from '../trading/wire';
import { PRO_TOKEN_HEADER } from './pro';
import { PRO_LOGIN_REQUIRED } from './token-login';

const ORDER_LIST_MAX = 100;
const OPEN_ORDERS_MAX = 500;

function ok(data: unknown) {
  return HttpResponse.json({ status: 'ok', data });
}

export function tradeFailure(error: TradeError) {
  return HttpResponse.json({ status: 'error', 'err-code': error.code, 'err-msg': error.message, ...error.extra, data: null });
}

const accountMissing = () => tradeFailure(tradeError('account-account-id-inexistent', 'The account id does not exist'));
const recordMissing = () => tradeFailure(tradeError('base-record-invalid', 'record invalid'));

function tokenUid(request: Request): number | undefined {
  return findFamilyToken(request.headers.get(PRO_TOKEN_HEADER), 'pro')?.uid;
}

/** A handler for the logged-in user: login-required without a token; order calls wait the control latency first. */
function asUser(delayed: boolean, handle: (uid: number, request: Request, params: Record<string, string | readonly string[] | undefined>) => Response | Promise<Response>) {
  return async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
    if (delayed && db.trading.latencyMs > 0) await sleep(db.trading.latencyMs);
    const uid = tokenUid(request);
    if (uid === undefined) return HttpResponse.json(PRO_LOGIN_REQUIRED);
    return handle(uid, request, params);
  };
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function userAccount(uid: number, id: unknown): TradingAccount | undefined {
  const account = findAccount(db.trading, Number(id));
  return account && account.uid === uid ? account : undefined;
}

function userOrder(uid: number, id: unknown): Order | undefined {
  const order = db.trading.orders.get(Number(id));
  return order && order.uid === uid ? order : undefined;
}

/** A comma list query value as a set; undefined when absent or empty. */
function listParam(value: string | null | undefined): Set<string> | undefined {
  const items = (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  return items.length > 0 ? new Set(items) : undefined;
}

function sizeParam(value: string | null, max: number): number {
  const size = Number(value);
  return Number.isInteger(size) && size > 0 ? Math.min(size, max) : max;
}

/** A trigger order whose stop price has not been reached yet (what the algo cancel-all takes). */
/** An algo (计划委托) order still waiting: a limit or market order with a stop, pre-submitted (a waiting stop-limit is an ordinary order). */
function isWaitingTrigger(order: Order): boolean {
  return order.state === 'pre-submitted' && order.stopPrice !== undefined && order.kind !== 'stop-limit';
}

function userOrders(uid: number): Order[] {
  return [...db.trading.orders.values()].filter((order) => order.uid === uid).sort((a, b) => b.id - a.id);
}

/** Takes one placement of the control API's rejection, if one is armed. */
function takeRejection(): TradeError | undefined {
  const rejection = db.trading.rejection;
  if (!rejection) return undefined;
  rejection.times -= 1;
  if (rejection.times <= 0) delete db.trading.rejection;
  return tradeError(rejection.code, rejection.message);
}

export function tradingHandlers(base: string): RequestHandler[] {
  return [
    // GET /v1/account/accounts → [{id, type, subtype, state}]
    http.get(`${base}/v1/account/accounts`, asUser(false, (uid) => ok(accountsOf(db.trading, uid).map(accountJson)))),

    // GET /v1/account/accounts/{id}/balance → {id, type, state, list:[{currency, type, balance, seq-num}]}
    http.get(
      `${base}/v1/account/accounts/:id/balance`,
      asUser(false, (uid, _request, params) => {
        const account = userAccount(uid, params.id);
        return account ? ok(balanceJson(account, balancesOf(db.trading, account.id))) : accountMissing();
      }),
    ),

    // POST /v1/order/orders/place (app or real payload) → data: '<order id>'
    http.post(
      `${base}/v1/order/orders/place`,
      asUser(true, async (uid, request) => {
        const rejection = takeRejection();
        if (rejection) return tradeFailure(rejection);
        const body = await readJson(request);
        if (body === undefined) return tradeFailure(tradeError('invalid-parameter', 'invalid json'));
        const parsed = parseOrderRequest(body);
        if (isTradeError(parsed)) return tradeFailure(parsed);
        const at = now();
        const market = simulationMarketView(marketSimulation, at);
        const placed = placeOrder(db.trading, parsed, { uid, now: at, lastPrice: market.lastPrice(parsed.symbol) ?? new Decimal(0) });
        if (isTradeError(placed)) return tradeFailure(placed);
        if (placed.kind === 'market' && placed.state === 'submitted') {
          const book = market.book(placed.symbol);
          if (book) executeMarketOrder(db.trading, placed, book, at);
        }
        return ok(String(placed.id));
      }),
    ),

    // POST /v1/order/orders/{id}/submitcancel → data: '<order id>'; closed orders: order-orderstate-error
    http.post(
      `${base}/v1/order/orders/:id/submitcancel`,
      asUser(true, (uid, _request, params) => {
        const order = userOrder(uid, params.id);
        if (!order) return recordMissing();
        const error = cancelOrder(db.trading, order, now());
        return error ? tradeFailure(error) : ok(String(order.id));
      }),
    ),

    // POST /v1/order/orders/batchCancelOpenOrders {account-id?, symbol?, side?, types?, size?, isAlgo?}
    http.post(
      `${base}/v1/order/orders/batchCancelOpenOrders`,
      asUser(true, async (uid, request) => {
        const body = await readJson(request);
        if (typeof body !== 'object' || body === null) return tradeFailure(tradeError('invalid-parameter', 'invalid json'));
        const fields = body as Record<string, unknown>;
        const accountId = fields['account-id'];
        if (accountId !== undefined && !userAccount(uid, accountId)) return accountMissing();
        const symbols = listParam(typeof fields.symbol === 'string' ? fields.symbol : undefined);
        const types = listParam(typeof fields.types === 'string' ? fields.types : undefined);
        const size = sizeParam(fields.size === undefined ? null : String(fields.size), OPEN_ORDERS_MAX);
        // The algo variant cancels only trigger orders still waiting for their stop; without it they stay.
        const algo = fields.isAlgo === true || fields.isAlgo === 'true';
        const targets = userOrders(uid)
          .filter(isOpenOrder)
          .filter((order) => isWaitingTrigger(order) === algo)
          .filter((order) => accountId === undefined || order.accountId === Number(accountId))
          .filter((order) => !symbols || symbols.has(order.symbol))
          .filter((order) => fields.side === undefined || order.side === fields.side)
          .filter((order) => !types || types.has(orderType(order)))
          .slice(0, size);
        const at = now();
        const failed = targets.filter((order) => cancelOrder(db.trading, order, at) !== undefined).length;
        return ok({ 'success-count': targets.length - failed, 'failed-count': failed, 'next-id': -1 });
      }),
    ),

    // GET /v1/order/openOrders?account-id&symbol&side&size → filled-* records, newest first
    http.get(
      `${base}/v1/order/openOrders`,
      asUser(true, (uid, request) => {
        const query = new URL(request.url).searchParams;
        const accountId = query.get('account-id');
        if (accountId && !userAccount(uid, accountId)) return accountMissing();
        const symbols = listParam(query.get('symbol'));
        const side = query.get('side');
        const orders = userOrders(uid)
          .filter(isOpenOrder)
          .filter((order) => !accountId || order.accountId === Number(accountId))
          .filter((order) => !symbols || symbols.has(order.symbol))
          .filter((order) => !side || order.side === side)
          .slice(0, sizeParam(query.get('size'), OPEN_ORDERS_MAX));
        return ok(orders.map(openOrderJson));
      }),
    ),

    // GET /v1/order/orders?symbol&states&types&start-time&end-time&size → field-* records, newest first
    http.get(
      `${base}/v1/order/orders`,
      asUser(true, (uid, request) => {
        const query = new URL(request.url).searchParams;
        const symbols = listParam(query.get('symbol'));
        const states = listParam(query.get('states'));
        const types = listParam(query.get('types'));
        const startTime = Number(query.get('start-time') ?? 0) || 0;
        const endTime = Number(query.get('end-time') ?? 0) || Number.POSITIVE_INFINITY;
        const orders = userOrders(uid)
          .filter((order) => !symbols || symbols.has(order.symbol))
          .filter((order) => !states || states.has(order.state))
          .filter((order) => order.createdAt >= startTime && order.createdAt <= endTime)
          .filter((order) => !types || types.has(orderType(order)))
          .slice(0, sizeParam(query.get('size'), ORDER_LIST_MAX));
        return ok(orders.map(orderJson));
      }),
    ),

    // GET /v1/order/matchresults?symbol&size → the user's fills, newest first
    http.get(
      `${base}/v1/order/matchresults`,
      asUser(true, (uid, request) => {
        const query = new URL(request.url).searchParams;
        const symbols = listParam(query.get('symbol'));
        const mine = new Set(userOrders(uid).map((order) => order.id));
        const matches = db.trading.matches
          .filter((match) => mine.has(match.orderId) && (!symbols || symbols.has(match.symbol)))
          .reverse()
          .slice(0, sizeParam(query.get('size'), ORDER_LIST_MAX));
        return ok(matches.map(matchResultJson));
      }),
    ),

    // GET /v1/order/orders/{id} → field-* record
    http.get(
      `${base}/v1/order/orders/:id`,
      asUser(true, (uid, _request, params) => {
        const order = userOrder(uid, params.id);
        return order ? ok(orderJson(order)) : recordMissing();
      }),
    ),

    // GET /v1/order/orders/{id}/matchresults → the order's fills, oldest first
    http.get(
      `${base}/v1/order/orders/:id/matchresults`,
      asUser(true, (uid, _request, params) => {
        const order = userOrder(uid, params.id);
        if (!order) return recordMissing();
        return ok(db.trading.matches.filter((match) => match.orderId === order.id).map(matchResultJson));
      }),
    ),
  ];
}
