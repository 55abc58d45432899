// Spot trading of the pro family (PROTOCOL.md 4.1-4.5, exchange-wallet-fiat.md section 7,
// "Accounts and balances", "Trading"): accounts, balances, placing and canceling orders, open
// orders, history, detail and match results. Logged-in only (the pro token); answers use the
// v1 envelope {status:'ok', data} / {status:'error', 'err-code', 'err-msg'}.

import { setTimeout as sleep } from 'node:timers/promises';
import { Decimal } from 'decimal.js';
import type { RequestHandler } from 'msw';
import * as calls from '@/lib/contracts/pro/trading';
import { orderListPage } from '@/lib/trading/order-display';
import { db, now } from '../db';
import { accountsOf, balancesOf, findAccount, isOpenOrder, type Order, type TradingAccount } from '../db/trading';
import { executeMarketOrder, simulationMarketView } from '../feeds/matching';
import { marketSimulation } from '../feeds/market-simulation';
import { isTradeError, parseOrderRequest, tradeError, type TradeError } from '../trading/order-rules';
import { cancelOrder, orderType, placeOrder } from '../trading/orders';
import { asProUser, queryOf, readJson, type RouteParams } from '../http/request';
import { proFail, proOk } from '../http/respond';
import { route } from '../http/route';
import { accountJson, balanceJson, matchResultJson, openOrderJson, orderJson } from '../trading/wire';

const ORDER_LIST_MAX = 100;
const OPEN_ORDERS_MAX = 500;

/** A v1 failure carrying the trade error's code, message and extra keys. */
export function tradeFailure(error: TradeError) {
  return proFail(error.code, error.message, error.extra);
}

const accountMissing = () => tradeFailure(tradeError('account-account-id-inexistent', 'The account id does not exist'));
const recordMissing = () => tradeFailure(tradeError('base-record-invalid', 'record invalid'));

/** Order calls wait the control API's latency before anything else. */
function delayed(resolver: (info: { request: Request; params: RouteParams }) => Response | Promise<Response>) {
  return async (info: { request: Request; params: RouteParams }) => {
    if (db.trading.latencyMs > 0) await sleep(db.trading.latencyMs);
    return resolver(info);
  };
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
    // GET `trading.accounts` → [{id, type, subtype, state}]
    route(base, calls.accounts, asProUser((uid) => proOk(accountsOf(db.trading, uid).map(accountJson)))),

    // GET `trading.accountBalance` → {id, type, state, list:[{currency, type, balance, seq-num}]}
    route(
      base,
      calls.accountBalance,
      asProUser((uid, _request, params) => {
        const account = userAccount(uid, params.id);
        return account ? proOk(balanceJson(account, balancesOf(db.trading, account.id))) : accountMissing();
      }),
    ),

    // POST `trading.placeOrder` (app or real payload) → data: '<order id>'
    route(
      base,
      calls.placeOrder,
      delayed(
        asProUser(async (uid, request) => {
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
          return proOk(String(placed.id));
        }),
      ),
    ),

    // POST `trading.cancelOrder` → data: '<order id>'; closed orders: order-orderstate-error
    route(
      base,
      calls.cancelOrder,
      delayed(
        asProUser((uid, _request, params) => {
          const order = userOrder(uid, params.id);
          if (!order) return recordMissing();
          const error = cancelOrder(db.trading, order, now());
          return error ? tradeFailure(error) : proOk(String(order.id));
        }),
      ),
    ),

    // POST `trading.cancelAllOrders` {account-id?, symbol?, side?, types?, size?, isAlgo?}
    route(
      base,
      calls.cancelAllOrders,
      delayed(
        asProUser(async (uid, request) => {
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
          return proOk({ 'success-count': targets.length - failed, 'failed-count': failed, 'next-id': -1 });
        }),
      ),
    ),

    // GET `trading.openOrders`?account-id&symbol&side&size → filled-* records, newest first
    route(
      base,
      calls.openOrders,
      delayed(
        asProUser((uid, request) => {
          const query = queryOf(request);
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
          return proOk(orders.map(openOrderJson));
        }),
      ),
    ),

    // GET `trading.orderHistory`?symbol&states&types&start-time&end-time&size&from&direct → field-* records,
    // newest first, paged by `from` (next: older than it, prev: newer) with the client's rule (orderListPage)
    route(
      base,
      calls.orderHistory,
      delayed(
        asProUser((uid, request) => {
          const query = queryOf(request);
          const symbols = listParam(query.get('symbol'));
          const states = listParam(query.get('states'));
          const types = listParam(query.get('types'));
          const startTime = Number(query.get('start-time') ?? 0) || 0;
          const endTime = Number(query.get('end-time') ?? 0) || Number.POSITIVE_INFINITY;
          const orders = userOrders(uid)
            .filter((order) => !symbols || symbols.has(order.symbol))
            .filter((order) => !states || states.has(order.state))
            .filter((order) => order.createdAt >= startTime && order.createdAt <= endTime)
            .filter((order) => !types || types.has(orderType(order)));
          const from = query.get('from') ?? undefined;
          const direct = query.get('direct') === 'prev' ? 'prev' : 'next';
          const page = orderListPage(
            orders.map((order) => ({ id: String(order.id), order })),
            { ...(from ? { from, direct } : {}), size: sizeParam(query.get('size'), ORDER_LIST_MAX) },
          );
          return proOk(page.map((entry) => orderJson(entry.order)));
        }),
      ),
    ),

    // GET `trading.matchResults`?symbol&size → the user's fills, newest first
    route(
      base,
      calls.matchResults,
      delayed(
        asProUser((uid, request) => {
          const query = queryOf(request);
          const symbols = listParam(query.get('symbol'));
          const mine = new Set(userOrders(uid).map((order) => order.id));
          const matches = db.trading.matches
            .filter((match) => mine.has(match.orderId) && (!symbols || symbols.has(match.symbol)))
            .reverse()
            .slice(0, sizeParam(query.get('size'), ORDER_LIST_MAX));
          return proOk(matches.map(matchResultJson));
        }),
      ),
    ),

    // GET `trading.order` → field-* record
    route(
      base,
      calls.order,
      delayed(
        asProUser((uid, _request, params) => {
          const order = userOrder(uid, params.id);
          return order ? proOk(orderJson(order)) : recordMissing();
        }),
      ),
    ),

    // GET `trading.orderMatchResults` → the order's fills, oldest first
    route(
      base,
      calls.orderMatchResults,
      delayed(
        asProUser((uid, _request, params) => {
          const order = userOrder(uid, params.id);
          if (!order) return recordMissing();
          return proOk(db.trading.matches.filter((match) => match.orderId === order.id).map(matchResultJson));
        }),
      ),
    ),
  ];
}
