// ETP creation 申购 and redemption 赎回 of the pro family (exchange-wallet-fiat.md section 7
// "Trading": "POST order place (... ETP creation or redemption ...)", "ETP info, rebalance and
// order lists; ETP exchange limit; exchange limit by symbol; position limit amount"), on the
// paths of the public v2 ETP API. Creation spends the quote and credits tokens at the net
// value minus the fee; redemption is the reverse; both move the spot balance through
// changeBalance, so the account socket pushes the change. v2 envelope {code, success, message, data}.

import { Decimal } from 'decimal.js';
import type { RequestHandler } from 'msw';
import * as z from 'zod/mini';
import * as calls from '@/lib/contracts/pro/etp';
import { db, now } from '../db';
import { findEtpProduct, usedToday, usedTodayKey, type EtpProduct, type EtpTransactionRecord } from '../db/etp';
import { accountsOf, balanceOf, changeBalance, type TradingAccount } from '../db/trading';
import { asProUser, queryOf, readJson } from '../http/request';
import { v2Fail, v2Ok } from '../http/respond';
import { route } from '../http/route';

const VALUE_DECIMALS = 8;
const AMOUNT_DECIMALS = 4;
const FEE_DECIMALS = 8;
const LIST_MAX = 100;

/** Answer of an exchange-limit call made to fail by the control API. */
export const ETP_LIMIT_FAILURE = { code: 50001, message: '额度查询失败，请稍后重试' } as const;

export function spotAccount(uid: number): TradingAccount | undefined {
  return accountsOf(db.trading, uid).find((account) => account.type === 'spot' && account.state === 'working');
}

const DECIMAL_TEXT = /^\d+(?:\.\d+)?$/;
const wireDecimal = z.union([z.string().check(z.regex(DECIMAL_TEXT)), z.number().check(z.nonnegative())]);
const creationSchema = z.object({ etpName: z.string(), value: wireDecimal, currency: z.string() });
const redemptionSchema = z.object({ etpName: z.string(), amount: wireDecimal, currency: z.string() });

function referenceJson(product: EtpProduct) {
  return {
    etpName: product.etpName,
    displayName: product.displayName,
    currency: product.currency,
    netValue: product.netValue.toFixed(),
    leverage: product.leverage,
    managementFeeRate: product.managementFeeRate,
    creationFeeRate: product.creationFeeRate,
    redemptionFeeRate: product.redemptionFeeRate,
    etpStatus: product.status,
  };
}

function limitJson(product: EtpProduct, uid: number) {
  const remaining = (type: 'creation' | 'redemption') =>
    Decimal.max(product[type].daily.minus(usedToday(db.etp, uid, product.etpName, type)), 0).toFixed();
  return {
    etpName: product.etpName,
    currency: product.currency,
    minCreationValue: product.creation.min.toFixed(),
    maxCreationValue: product.creation.max.toFixed(),
    dailyCreationRemaining: remaining('creation'),
    minRedemptionAmount: product.redemption.min.toFixed(),
    maxRedemptionAmount: product.redemption.max.toFixed(),
    dailyRedemptionRemaining: remaining('redemption'),
  };
}

export function transactionJson(record: EtpTransactionRecord) {
  return {
    transactId: record.id,
    etpName: record.etpName,
    transactType: record.type,
    transactAmount: record.amount.toFixed(),
    transactValue: record.value.toFixed(),
    transactPrice: record.netValue.toFixed(),
    currency: record.currency,
    transactFee: record.fee.toFixed(),
    feeCurrency: record.feeCurrency,
    transactStatus: record.status,
    transactTime: record.createdAt,
  };
}

function readDecimal(value: string | number): Decimal {
  return new Decimal(typeof value === 'number' ? String(value) : value);
}

type Check = { error: Response } | { product: EtpProduct; account: TradingAccount };

function preflight(uid: number, etpName: string, currency: string, type: 'creation' | 'redemption', quantity: Decimal): Check {
  const product = findEtpProduct(db.etp, etpName);
  if (!product) return { error: v2Fail(40001, 'ETP不存在') };
  if (currency.toLowerCase() !== product.currency) return { error: v2Fail(40002, '计价币种错误') };
  const closed = product.status === 'halted' || (type === 'creation' ? product.status === 'redemption-only' : product.status === 'creation-only');
  if (closed) return { error: v2Fail(40003, '该ETP暂停申购赎回') };
  const account = spotAccount(uid);
  if (!account) return { error: v2Fail(40004, '账户不存在') };
  const limits = product[type];
  const unit = type === 'creation' ? product.currency.toUpperCase() : product.etpName.toUpperCase();
  const what = type === 'creation' ? '单笔申购金额' : '单笔赎回数量';
  if (!quantity.gt(0)) return { error: v2Fail(40005, '请输入大于0的数') };
  if (quantity.lt(limits.min)) return { error: v2Fail(40006, `${what}不能小于 ${limits.min.toFixed()} ${unit}`) };
  if (quantity.gt(limits.max)) return { error: v2Fail(40007, `${what}不能大于 ${limits.max.toFixed()} ${unit}`) };
  const remaining = limits.daily.minus(usedToday(db.etp, uid, product.etpName, type));
  if (quantity.gt(remaining)) return { error: v2Fail(40008, `超出今日剩余${type === 'creation' ? '申购' : '赎回'}额度`) };
  return { product, account };
}

function record(uid: number, product: EtpProduct, type: 'creation' | 'redemption', amount: Decimal, value: Decimal, fee: Decimal, at: number): EtpTransactionRecord {
  const entry: EtpTransactionRecord = {
    id: db.etp.nextTransactionId++,
    uid,
    etpName: product.etpName,
    type,
    amount,
    value,
    netValue: product.netValue,
    fee,
    feeCurrency: product.currency,
    currency: product.currency,
    status: 'completed',
    createdAt: at,
  };
  db.etp.transactions.push(entry);
  const key = usedTodayKey(uid, product.etpName, type);
  db.etp.usedToday.set(key, usedToday(db.etp, uid, product.etpName, type).plus(type === 'creation' ? value : amount));
  return entry;
}

export function etpTradingHandlers(base: string): RequestHandler[] {
  return [
    // GET `etp.etpReference`?etpName= → {etpName, displayName, currency, netValue, leverage, managementFeeRate, creationFeeRate, redemptionFeeRate, etpStatus}
    route(base, calls.etpReference, ({ request }) => {
      const product = findEtpProduct(db.etp, queryOf(request).get('etpName'));
      return product ? v2Ok(referenceJson(product)) : v2Fail(40001, 'ETP不存在');
    }),

    // GET `etp.etpExchangeLimit`?etpName= → single min/max and the day's remaining quota of both directions
    route(
      base,
      calls.etpExchangeLimit,
      asProUser((uid, request) => {
        const failures = db.etp.limitFailures.get(uid) ?? 0;
        if (failures > 0) {
          if (failures === 1) db.etp.limitFailures.delete(uid);
          else db.etp.limitFailures.set(uid, failures - 1);
          return v2Fail(ETP_LIMIT_FAILURE.code, ETP_LIMIT_FAILURE.message);
        }
        const product = findEtpProduct(db.etp, queryOf(request).get('etpName'));
        return product ? v2Ok(limitJson(product, uid)) : v2Fail(40001, 'ETP不存在');
      }),
    ),

    // GET `etp.etpPositionLimit`?currency=a,b → [{currency, maxHoldings, holdings}] (position limit amount)
    route(
      base,
      calls.etpPositionLimit,
      asProUser((uid, request) => {
        const wanted = (queryOf(request).get('currency') ?? '').split(',').map((item) => item.trim()).filter(Boolean);
        const account = spotAccount(uid);
        const rows = wanted.flatMap((name) => {
          const product = findEtpProduct(db.etp, name);
          if (!product) return [];
          const holdings = account ? balanceOf(db.trading, account.id, product.etpName) : undefined;
          const held = holdings ? holdings.trade.plus(holdings.frozen) : new Decimal(0);
          return [{ currency: product.etpName, maxHoldings: product.maxHoldings.toFixed(), holdings: held.toFixed() }];
        });
        return v2Ok(rows);
      }),
    ),

    // POST `etp.etpCreation` {etpName, value, currency} → {transactId, transactTime}
    route(
      base,
      calls.etpCreation,
      asProUser(async (uid, request) => {
        const parsed = creationSchema.safeParse(await readJson(request));
        if (!parsed.success) return v2Fail(40000, '参数错误');
        const value = readDecimal(parsed.data.value);
        const check = preflight(uid, parsed.data.etpName, parsed.data.currency, 'creation', value);
        if ('error' in check) return check.error;
        const { product, account } = check;
        if (balanceOf(db.trading, account.id, product.currency).trade.lt(value)) return v2Fail(40009, '可用余额不足');
        const fee = value.times(product.creationFeeRate).toDecimalPlaces(FEE_DECIMALS, Decimal.ROUND_DOWN);
        const amount = value.minus(fee).div(product.netValue).toDecimalPlaces(AMOUNT_DECIMALS, Decimal.ROUND_DOWN);
        if (!amount.gt(0)) return v2Fail(40005, '请输入大于0的数');
        const held = balanceOf(db.trading, account.id, product.etpName);
        if (held.trade.plus(held.frozen).plus(amount).gt(product.maxHoldings)) return v2Fail(40010, `超出持仓限额 ${product.maxHoldings.toFixed()} ${product.etpName.toUpperCase()}`);
        const at = now();
        changeBalance(db.trading, account, product.currency, { trade: value.neg() }, 'other', at);
        changeBalance(db.trading, account, product.etpName, { trade: amount }, 'other', at);
        const entry = record(uid, product, 'creation', amount, value, fee, at);
        return v2Ok({ transactId: entry.id, transactTime: at });
      }),
    ),

    // POST `etp.etpRedemption` {etpName, amount, currency} → {transactId, transactTime}
    route(
      base,
      calls.etpRedemption,
      asProUser(async (uid, request) => {
        const parsed = redemptionSchema.safeParse(await readJson(request));
        if (!parsed.success) return v2Fail(40000, '参数错误');
        const amount = readDecimal(parsed.data.amount);
        const check = preflight(uid, parsed.data.etpName, parsed.data.currency, 'redemption', amount);
        if ('error' in check) return check.error;
        const { product, account } = check;
        if (amount.decimalPlaces() > AMOUNT_DECIMALS) return v2Fail(40011, `数量最多${AMOUNT_DECIMALS}位小数`);
        if (balanceOf(db.trading, account.id, product.etpName).trade.lt(amount)) return v2Fail(40009, '可用余额不足');
        const gross = amount.times(product.netValue);
        const fee = gross.times(product.redemptionFeeRate).toDecimalPlaces(FEE_DECIMALS, Decimal.ROUND_DOWN);
        const value = gross.minus(fee).toDecimalPlaces(VALUE_DECIMALS, Decimal.ROUND_DOWN);
        const at = now();
        changeBalance(db.trading, account, product.etpName, { trade: amount.neg() }, 'other', at);
        changeBalance(db.trading, account, product.currency, { trade: value }, 'other', at);
        const entry = record(uid, product, 'redemption', amount, value, fee, at);
        return v2Ok({ transactId: entry.id, transactTime: at });
      }),
    ),

    // GET `etp.etpTransactions`?etpNames=&transactTypes=&size= → the user's records, newest first
    route(
      base,
      calls.etpTransactions,
      asProUser((uid, request) => {
        const query = queryOf(request);
        const names = new Set((query.get('etpNames') ?? '').split(',').map((item) => item.trim().toLowerCase()).filter(Boolean));
        const types = new Set((query.get('transactTypes') ?? '').split(',').map((item) => item.trim()).filter(Boolean));
        const size = Math.min(Math.max(Number(query.get('size')) || LIST_MAX, 1), LIST_MAX);
        const rows = db.etp.transactions
          .filter((entry) => entry.uid === uid && (names.size === 0 || names.has(entry.etpName)) && (types.size === 0 || types.has(entry.type)))
          .sort((a, b) => b.id - a.id)
          .slice(0, size);
        return v2Ok(rows.map(transactionJson));
      }),
    ),

    // GET `etp.etpRebalance`?symbol= → the ETP's rebalances (one a day at 00:00 UTC, seeded)
    route(base, calls.etpRebalance, ({ request }) => {
      const product = findEtpProduct(db.etp, queryOf(request).get('symbol'));
      if (!product) return v2Fail(40001, 'ETP不存在');
      const day = 86_400_000;
      const today = Math.floor(now() / day) * day;
      return v2Ok(
        [0, 1, 2].map((index) => ({
          symbol: product.symbol,
          rebalTime: today - index * day,
          rebalType: 'daily',
          netValue: product.netValue.toFixed(),
          leverage: product.leverage,
        })),
      );
    }),
  ];
}
