// Prime token launches on the pro family (exchange-wallet-fiat.md sections 3, 4, 7: "Prime:
// info, user info, user limit, PO result, BID result, set prime info (content JSON of fp, uid,
// ts, device_source, isAlphaGo); fomo endpoints" and "POST order place (... prime PO and BID
// variants ...)"). A PO buys at the limit round's issue price within the user's limit; a BID
// enters the lucky round's draw. Both freeze the quote; results stay pending until the control
// API settles them. v2 envelope {code, success, message, data}.

import { Decimal } from 'decimal.js';
import type { RequestHandler } from 'msw';
import * as z from 'zod/mini';
import * as calls from '@/lib/contracts/pro/prime';
import { primePhase } from '@/lib/trading/prime';
import { db, now } from '../db';
import { findLaunch, launchStatusFor, type PrimeLaunch, type PrimeOrderRecord } from '../db/etp';
import { balanceOf, changeBalance } from '../db/trading';
import { asProUser, queryOf, readJson, tokenUser } from '../http/request';
import { v2Fail, v2Ok } from '../http/respond';
import { route } from '../http/route';
import { spotAccount } from './etp-trading';

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
    const body = await readJson(request);
    const parsed = kind === 'po' ? poSchema.safeParse(body) : bidSchema.safeParse(body);
    if (!parsed.success) return v2Fail(40000, '参数错误');
    const launch = findLaunch(db.etp, parsed.data.symbol);
    if (!launch) return v2Fail(40101, '项目不存在');
    const status = launchStatusFor(launch, uid);
    if (primePhase(status) !== kind) return v2Fail(40102, '当前不在申购时间');
    const round = launch.rounds.find((entry) => entry.roundNum === status.round);
    if (!round) return v2Fail(40102, '当前不在申购时间');
    const price = new Decimal(round.roundIssuePrice);
    if ('price' in parsed.data && !new Decimal(String(parsed.data.price)).eq(price)) return v2Fail(40103, `价格须为 ${round.roundIssuePrice}`);
    const amount = new Decimal(String(parsed.data.amount));
    if (!amount.gt(0)) return v2Fail(40104, '数量必须大于0');
    if (amount.decimalPlaces() > AMOUNT_DECIMALS) return v2Fail(40105, `数量最多${AMOUNT_DECIMALS}位小数`);
    const remaining = launch.userMaxAmount.minus(usedAmount(uid, launch, round.roundNum));
    if (amount.gt(remaining)) return v2Fail(40106, `超出可申购额度 ${Decimal.max(remaining, 0).toFixed()} ${launch.currency.toUpperCase()}`);
    const account = spotAccount(uid);
    if (!account) return v2Fail(40004, '账户不存在');
    const value = amount.times(price);
    if (balanceOf(db.trading, account.id, launch.quote).trade.lt(value)) return v2Fail(40009, '可用余额不足');
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
    return v2Ok(String(order.id));
  });
}

function result(kind: 'po' | 'bid') {
  return asProUser((uid, request) => {
    const launch = findLaunch(db.etp, queryOf(request).get('symbol'));
    if (!launch) return v2Fail(40101, '项目不存在');
    const latest = userOrders(uid, launch)
      .filter((order) => order.kind === kind)
      .sort((a, b) => b.id - a.id)[0];
    return v2Ok(latest ? resultJson(latest) : null);
  });
}

export function primeHandlers(base: string): RequestHandler[] {
  return [
    // GET `prime.primeInfo`?symbol= → {currency, rounds:[…], primeType, status:{round, state, roundTradeType, preRoundType}}
    route(base, calls.primeInfo, ({ request }) => {
      const launch = findLaunch(db.etp, queryOf(request).get('symbol'));
      return launch ? v2Ok(infoJson(launch, tokenUser(request, 'pro'))) : v2Fail(40101, '项目不存在');
    }),

    // GET `prime.primeUserInfo`?symbol= → {symbol, poAmount, bidAmount, orders}
    route(
      base,
      calls.primeUserInfo,
      asProUser((uid, request) => {
        const launch = findLaunch(db.etp, queryOf(request).get('symbol'));
        if (!launch) return v2Fail(40101, '项目不存在');
        const orders = userOrders(uid, launch);
        const total = (kind: 'po' | 'bid') => orders.filter((order) => order.kind === kind).reduce((sum, order) => sum.plus(order.amount), new Decimal(0)).toFixed();
        return v2Ok({ symbol: launch.symbol, poAmount: total('po'), bidAmount: total('bid'), orders: orders.length });
      }),
    ),

    // GET `prime.primeUserLimit`?symbol= → {round, maxAmount, usedAmount} of the current round
    route(
      base,
      calls.primeUserLimit,
      asProUser((uid, request) => {
        const launch = findLaunch(db.etp, queryOf(request).get('symbol'));
        if (!launch) return v2Fail(40101, '项目不存在');
        const round = launchStatusFor(launch, uid).round;
        return v2Ok({ round, maxAmount: launch.userMaxAmount.toFixed(), usedAmount: usedAmount(uid, launch, round).toFixed() });
      }),
    ),

    // POST `prime.primePlacePo` {symbol, amount, price} → data: '<order id>'
    route(base, calls.primePlacePo, place('po')),
    // POST `prime.primePlaceBid` {symbol, amount} → data: '<order id>'
    route(base, calls.primePlaceBid, place('bid')),

    // GET `prime.primePoResult`?symbol= → the latest PO {orderId, round, amount, price, state, filledAmount} or null
    route(base, calls.primePoResult, result('po')),
    // GET `prime.primeBidResult`?symbol= → the latest BID, same shape, or null
    route(base, calls.primeBidResult, result('bid')),

    // POST `prime.primeSetInfo` {symbol, content: JSON of {fp, uid, ts, device_source, isAlphaGo}} → true
    route(
      base,
      calls.primeSetInfo,
      asProUser(async (uid, request) => {
        const parsed = setInfoSchema.safeParse(await readJson(request));
        if (!parsed.success) return v2Fail(40000, '参数错误');
        let content: unknown;
        try {
          content = JSON.parse(parsed.data.content);
        } catch {
          return v2Fail(40000, '参数错误');
        }
        const checked = contentSchema.safeParse(content);
        if (!checked.success) return v2Fail(40000, '参数错误');
        db.etp.primeInfo.push({ uid, symbol: parsed.data.symbol, content: checked.data });
        return v2Ok(true);
      }),
    ),

    // GET `prime.primeFomo`?symbol= → {symbol, participants, totalAmount} (FOMO banner)
    route(base, calls.primeFomo, ({ request }) => {
      const launch = findLaunch(db.etp, queryOf(request).get('symbol'));
      if (!launch) return v2Fail(40101, '项目不存在');
      const orders = db.etp.primeOrders.filter((order) => order.symbol === launch.symbol);
      return v2Ok({
        symbol: launch.symbol,
        participants: new Set(orders.map((order) => order.uid)).size,
        totalAmount: orders.reduce((sum, order) => sum.plus(order.amount), new Decimal(0)).toFixed(),
      });
    }),
  ];
}
