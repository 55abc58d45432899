// Prime token launches on the pro family (exchange-wallet-fiat.md sections 3, 4, 7: "Prime:
// info, user info, user limit, PO result, BID result, set prime info (content JSON of fp, uid,
// ts, device_source, isAlphaGo); fomo endpoints" and "POST order place (... prime PO and BID
// variants ...)"). A PO buys at the limit round's issue price within the user's limit; a BID
// enters the lucky round's draw. Both freeze the quote; results stay pending until the control
// API settles them. v2 envelope {code, success, message, data}.

import { Decimal } from 'decimal.js';
import { http, type RequestHandler } from 'msw';
import * as z from 'zod/mini';
import { primePhase } from '@/lib/trading/prime';
import { db, now } from '../db';
import { findLaunch, launchStatusFor, type PrimeLaunch, type PrimeOrderRecord } from '../db/etp';
import { balanceOf, changeBalance } from '../db/trading';
import { asProUser, readJsonBody, spotAccount, tokenUid } from './etp-trading';
import { ucFail, ucOk } from '../http/respond';

const AMOUNT_DECIMALS = 2;

const DECIMAL_TEXT = /^\d+(?:\.\d+)?$/;
const wireDecimal = z.union([z.string().check(z.regex(DECIMAL_TEXT)), z.number().check(z.nonnegative())]);
const poSchema = z.object({ symbol: z.string(), amount: wireDecimal, price: wireDecimal });
const bidSchema = z.object({ symbol: z.string(), amount: wireDecimal });
const setInfoSchema = z.object({ symbol: z.string(), content: z.string() });
const contentSchema = z.object({
  fp: z.string(),
  uid: z.union([z.string(), z.number()]),
  ts: z.number(),
  device_source: z.string(),
  isAlphaGo: z.boolean(),
});

function infoJson(launch: PrimeLaunch, uid: number | undefined) {
  return {
    currency: launch.currency,
    rounds: launch.rounds.map(({ roundNum, roundIssuePrice, roundCirculation, roundLimitOrderSellPrice }) => ({
      roundNum,
      roundIssuePrice,
      roundCirculation,
      roundLimitOrderSellPrice,
    })),
    primeType: launch.primeType,
    status: { ...launchStatusFor(launch, uid) },
  };
}

function userOrders(uid: number, launch: PrimeLaunch, round?: number): PrimeOrderRecord[] {
  return db.etp.primeOrders.filter((order) => order.uid === uid && order.symbol === launch.symbol && (round === undefined || order.round === round));
}

function usedAmount(uid: number, launch: PrimeLaunch, round: number): Decimal {
  return userOrders(uid, launch, round).reduce((sum, order) => sum.plus(order.amount), new Decimal(0));
}

function resultJson(order: PrimeOrderRecord) {
  return {
    orderId: order.id,
    round: order.round,
    amount: order.amount.toFixed(),
    price: order.price.toFixed(),
    state: order.state,
    filledAmount: order.filledAmount.toFixed(),
  };
}

/** Settles the user's pending orders of a launch: a PO gets all it asked for, a BID wins half. */
export function settlePrimeOrders(uid: number, symbol: string, at: number): PrimeOrderRecord[] {
  const launch = findLaunch(db.etp, symbol);
  const account = spotAccount(uid);
  if (!launch || !account) return [];
  const pending = userOrders(uid, launch).filter((order) => order.state === 'pending');
  for (const order of pending) {
    const filled = order.kind === 'po' ? order.amount : order.amount.div(2).toDecimalPlaces(AMOUNT_DECIMALS, Decimal.ROUND_DOWN);
    const spent = filled.times(order.price);
    changeBalance(db.trading, account, launch.quote, { frozen: order.frozen.neg(), trade: order.frozen.minus(spent) }, 'other', at);
    changeBalance(db.trading, account, launch.currency, { trade: filled }, 'other', at);
    order.filledAmount = filled;
    order.frozen = new Decimal(0);
    order.state = 'settled';
  }
  return pending;
}

function place(kind: 'po' | 'bid') {
  return asProUser(async (uid, request) => {
    const body = await readJsonBody(request);
    const parsed = kind === 'po' ? poSchema.safeParse(body) : bidSchema.safeParse(body);
    if (!parsed.success) return ucFail(40000, '参数错误');
    const launch = findLaunch(db.etp, parsed.data.symbol);
    if (!launch) return ucFail(40101, '项目不存在');
    const status = launchStatusFor(launch, uid);
    if (primePhase(status) !== kind) return ucFail(40102, '当前不在申购时间');
    const round = launch.rounds.find((entry) => entry.roundNum === status.round);
    if (!round) return ucFail(40102, '当前不在申购时间');
    const price = new Decimal(round.roundIssuePrice);
    if ('price' in parsed.data && !new Decimal(String(parsed.data.price)).eq(price)) return ucFail(40103, `价格须为 ${round.roundIssuePrice}`);
    const amount = new Decimal(String(parsed.data.amount));
    if (!amount.gt(0)) return ucFail(40104, '数量必须大于0');
    if (amount.decimalPlaces() > AMOUNT_DECIMALS) return ucFail(40105, `数量最多${AMOUNT_DECIMALS}位小数`);
    const remaining = launch.userMaxAmount.minus(usedAmount(uid, launch, round.roundNum));
    if (amount.gt(remaining)) return ucFail(40106, `超出可申购额度 ${Decimal.max(remaining, 0).toFixed()} ${launch.currency.toUpperCase()}`);
    const account = spotAccount(uid);
    if (!account) return ucFail(40004, '账户不存在');
    const value = amount.times(price);
    if (balanceOf(db.trading, account.id, launch.quote).trade.lt(value)) return ucFail(40009, '可用余额不足');
    const at = now();
    changeBalance(db.trading, account, launch.quote, { trade: value.neg(), frozen: value }, 'other', at);
    const order: PrimeOrderRecord = {
      id: db.etp.nextPrimeOrderId++,
      uid,
      symbol: launch.symbol,
      kind,
      round: round.roundNum,
      price,
      amount,
      frozen: value,
      state: 'pending',
      filledAmount: new Decimal(0),
      createdAt: at,
    };
    db.etp.primeOrders.push(order);
    return ucOk(String(order.id));
  });
}

function result(kind: 'po' | 'bid') {
  return asProUser((uid, request) => {
    const launch = findLaunch(db.etp, new URL(request.url).searchParams.get('symbol'));
    if (!launch) return ucFail(40101, '项目不存在');
    const latest = userOrders(uid, launch)
      .filter((order) => order.kind === kind)
      .sort((a, b) => b.id - a.id)[0];
    return ucOk(latest ? resultJson(latest) : null);
  });
}

export function primeHandlers(base: string): RequestHandler[] {
  return [
    // GET /v1/prime/info?symbol= → {currency, rounds:[…], primeType, status:{round, state, roundTradeType, preRoundType}}
    http.get(`${base}/v1/prime/info`, ({ request }) => {
      const launch = findLaunch(db.etp, new URL(request.url).searchParams.get('symbol'));
      return launch ? ucOk(infoJson(launch, tokenUid(request))) : ucFail(40101, '项目不存在');
    }),

    // GET /v1/prime/user/info?symbol= → {symbol, poAmount, bidAmount, orders}
    http.get(
      `${base}/v1/prime/user/info`,
      asProUser((uid, request) => {
        const launch = findLaunch(db.etp, new URL(request.url).searchParams.get('symbol'));
        if (!launch) return ucFail(40101, '项目不存在');
        const orders = userOrders(uid, launch);
        const total = (kind: 'po' | 'bid') => orders.filter((order) => order.kind === kind).reduce((sum, order) => sum.plus(order.amount), new Decimal(0)).toFixed();
        return ucOk({ symbol: launch.symbol, poAmount: total('po'), bidAmount: total('bid'), orders: orders.length });
      }),
    ),

    // GET /v1/prime/user/limit?symbol= → {round, maxAmount, usedAmount} of the current round
    http.get(
      `${base}/v1/prime/user/limit`,
      asProUser((uid, request) => {
        const launch = findLaunch(db.etp, new URL(request.url).searchParams.get('symbol'));
        if (!launch) return ucFail(40101, '项目不存在');
        const round = launchStatusFor(launch, uid).round;
        return ucOk({ round, maxAmount: launch.userMaxAmount.toFixed(), usedAmount: usedAmount(uid, launch, round).toFixed() });
      }),
    ),

    // POST /v1/order/prime/po/place {symbol, amount, price} → data: '<order id>'
    http.post(`${base}/v1/order/prime/po/place`, place('po')),
    // POST /v1/order/prime/bid/place {symbol, amount} → data: '<order id>'
    http.post(`${base}/v1/order/prime/bid/place`, place('bid')),

    // GET /v1/prime/po/result?symbol= → the latest PO {orderId, round, amount, price, state, filledAmount} or null
    http.get(`${base}/v1/prime/po/result`, result('po')),
    // GET /v1/prime/bid/result?symbol= → the latest BID, same shape, or null
    http.get(`${base}/v1/prime/bid/result`, result('bid')),

    // POST /v1/prime/info/set {symbol, content: JSON of {fp, uid, ts, device_source, isAlphaGo}} → true
    http.post(
      `${base}/v1/prime/info/set`,
      asProUser(async (uid, request) => {
        const parsed = setInfoSchema.safeParse(await readJsonBody(request));
        if (!parsed.success) return ucFail(40000, '参数错误');
        let content: unknown;
        try {
          content = JSON.parse(parsed.data.content);
        } catch {
          return ucFail(40000, '参数错误');
        }
        const checked = contentSchema.safeParse(content);
        if (!checked.success) return ucFail(40000, '参数错误');
        db.etp.primeInfo.push({ uid, symbol: parsed.data.symbol, content: checked.data });
        return ucOk(true);
      }),
    ),

    // GET /v1/prime/fomo/info?symbol= → {symbol, participants, totalAmount} (FOMO banner)
    http.get(`${base}/v1/prime/fomo/info`, ({ request }) => {
      const launch = findLaunch(db.etp, new URL(request.url).searchParams.get('symbol'));
      if (!launch) return ucFail(40101, '项目不存在');
      const orders = db.etp.primeOrders.filter((order) => order.symbol === launch.symbol);
      return ucOk({
        symbol: launch.symbol,
        participants: new Set(orders.map((order) => order.uid)).size,
        totalAmount: orders.reduce((sum, order) => sum.plus(order.amount), new Decimal(0)).toFixed(),
      });
    }),
  ];
}
