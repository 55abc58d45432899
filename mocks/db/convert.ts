// The mock's conversions (lib/contracts/pro/convert.ts; mocks/README.md "Conversions"): quotes
// priced from the simulated market with a 2 % fee and a 30 s expiry on the mock clock,
// conversions that move the spot balances through db.trading's changeBalance (each pushes
// accounts.update) and write their ledger entries in the same step, the fee deduct mode per
// user, and the control switches (fail the next quote or convert, expire every quote).
//
// Ledger of one conversion (one `ref`, type 'conversion', subtype = the mode): −each source,
// +the target's gross worth and −the fee in the target, so the target's entries sum to what
// arrived and the records agree with the balance.
//
// Small means what the assets pages hide (lib/assets isSmallBalance: under 0.0001 BTC); a
// stand-alone currency is one no listed symbol trades (lib/convert hasOwnMarket). Prices come
// in as a function (the handlers pass the market valuation), so this module stays below it.

import { Decimal } from 'decimal.js';
import { isSmallBalance } from '@/lib/assets/valuation';
import {
  CONVERT_DECIMALS,
  CONVERT_ERRORS,
  CONVERT_FEE_RATE,
  isSmallBalanceMode,
  isStandAloneMode,
  isTargetOf,
  QUOTE_TTL_MS,
  type ConvertErrorName,
  type ConvertMode,
} from '@/lib/convert/modes';
import { hasOwnMarket, type StandAloneLimit } from '@/lib/convert/stand-alone';
import { appendLedger, type LedgerState } from './ledger';
import { MARKET_SYMBOLS } from './market-data';
import { accountsOf, balanceOf, changeBalance, type TradingAccount, type TradingState } from './trading';

export interface ConvertError {
  code: number;
  message: string;
}

export interface QuoteSource {
  currency: string;
  amount: Decimal;
  /** Worth in the target. */
  value: Decimal;
}

export interface ConvertQuote {
  id: string;
  uid: number;
  mode: ConvertMode;
  target: string;
  sources: QuoteSource[];
  gross: Decimal;
  fee: Decimal;
  net: Decimal;
  createdAt: number;
  expiresAt: number;
  used: boolean;
}

export interface Conversion {
  id: number;
  uid: number;
  clientOrderId: string;
  quoteId: string;
  mode: ConvertMode;
  target: string;
  sources: Array<{ currency: string; amount: Decimal }>;
  gross: Decimal;
  fee: Decimal;
  net: Decimal;
  time: number;
}

export interface PlannedFailure {
  uid: number | null;
  error: ConvertError;
}

export interface ConvertState {
  quotes: Map<string, ConvertQuote>;
  /** Every conversion, oldest first. */
  conversions: Conversion[];
  /** `${uid}:${clientOrderId}` → the conversion it made. */
  byClientId: Map<string, Conversion>;
  /** uid → fee deduct mode on, and when it was saved. */
  deductMode: Map<number, { on: boolean; updatedAt: number }>;
  nextQuote: number;
  nextConversion: number;
  /** The next quote / convert (of one user, or anyone's) answers this failure once (control). */
  failNext: { quote: PlannedFailure | null; convert: PlannedFailure | null };
}

export function createConvertState(): ConvertState {
  return {
    quotes: new Map(),
    conversions: [],
    byClientId: new Map(),
    deductMode: new Map(),
    nextQuote: 1,
    nextConversion: 70_000_001,
    failNext: { quote: null, convert: null },
  };
}

/** The planned failure of `kind` for `uid`, used up; null when none applies. */
function takePlannedFailure(state: ConvertState, kind: 'quote' | 'convert', uid: number): ConvertError | null {
  const planned = state.failNext[kind];
  if (!planned || (planned.uid !== null && planned.uid !== uid)) return null;
  state.failNext[kind] = null;
  return planned.error;
}

function fail(name: ConvertErrorName): ConvertError {
  return { ...CONVERT_ERRORS[name] };
}

export function isConvertError(value: unknown): value is ConvertError {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value && !('id' in value);
}

// ---- stand-alone currencies ------------------------------------------------------------------

const LISTED = MARKET_SYMBOLS.map((symbol) => ({ base: symbol.v2.bc, quote: symbol.v2.qc, state: symbol.v2.state }));

/** Limits per conversion of the stand-alone currencies (amounts of the currency). */
const STAND_ALONE_LIMITS: readonly StandAloneLimit[] = [{ currency: 'xmr', minAmount: '0.01', maxAmount: '100' }];

/** The stand-alone currencies: those of the service's list that no listed symbol trades. */
export function standAloneLimits(): StandAloneLimit[] {
  return STAND_ALONE_LIMITS.filter((limit) => !hasOwnMarket(limit.currency, LISTED));
}

// ---- seed --------------------------------------------------------------------------------------

/** The conversion suite's traders (desktop, phone). */
export const CONVERT_TRADER_UIDS = [10035, 10036] as const;

/** Small balances (each well under 0.0001 BTC) and a stand-alone currency of the conversion suite's traders. */
const CONVERT_SPOT_SEED: Readonly<Record<string, string>> = { eos: '0.5', xrp: '1.2', doge: '8', trx: '15', ltc: '0.01', xmr: '2.5' };

/** Spot balances the seed adds for `uid` (merged into the trading seed). */
export function seedConvertSpot(uid: number): Record<string, string> {
  return (CONVERT_TRADER_UIDS as readonly number[]).includes(uid) ? { ...CONVERT_SPOT_SEED } : {};
}

const DEDUCTION_SEED: ReadonlyArray<readonly [currency: string, amount: string, symbol: string, daysAgo: number]> = [
  ['eos', '0.0123', 'btcusdt', 1],
  ['xrp', '0.0456', 'ethusdt', 2],
  ['doge', '0.31', 'btcusdt', 4],
  ['trx', '0.52', 'htusdt', 6],
];

/**
 * A plausible history of trading fees paid with small balances for the conversion suite's
 * traders (the mock's trading engine charges fees without the deduct mode; only this history
 * shows it). Past entries, so their balances are the seeded ones already.
 */
export function seedFeeDeductions(ledger: LedgerState, at: number): LedgerState {
  for (const uid of CONVERT_TRADER_UIDS) {
    DEDUCTION_SEED.forEach(([currency, amount, symbol, daysAgo], index) => {
      appendLedger(ledger, {
        uid,
        account: 'spot',
        accountId: uid * 100 + 1,
        currency,
        amount: new Decimal(amount).negated(),
        type: 'fee-deduction',
        subtype: 'small-balance',
        ref: `fd-${uid}-${index + 1}`,
        time: at - daysAgo * 86_400_000,
        symbol,
      });
    });
  }
  return ledger;
}

// ---- quotes ------------------------------------------------------------------------------------

function spotAccount(trading: TradingState, uid: number): TradingAccount | undefined {
  return accountsOf(trading, uid).find((account) => account.type === 'spot');
}

export interface QuoteInput {
  mode: ConvertMode;
  target: string;
  sources: ReadonlyArray<{ currency: string; amount: string }>;
}

function readAmount(text: string): Decimal | null {
  if (!/^\d+(\.\d+)?$/.test(text.trim())) return null;
  const value = new Decimal(text.trim());
  return value.gt(0) ? value : null;
}

/** A quote for the user's request, or why not. `usdtPrice` prices a currency now. */
export function createQuote(state: ConvertState, trading: TradingState, uid: number, input: QuoteInput, at: number, usdtPrice: (currency: string) => Decimal): ConvertQuote | ConvertError {
  const planned = takePlannedFailure(state, 'quote', uid);
  if (planned) return planned;
  const target = input.target.trim().toLowerCase();
  if (!isTargetOf(input.mode, target)) return fail('invalidTarget');
  if (input.sources.length === 0) return fail('nothingSelected');
  if (isStandAloneMode(input.mode) && input.sources.length !== 1) return fail('notStandAlone');
  const account = spotAccount(trading, uid);
  if (!account) return fail('insufficient');
  const targetPrice = usdtPrice(target);
  const btcPrice = usdtPrice('btc');
  if (targetPrice.lte(0) || btcPrice.lte(0)) return fail('invalidTarget');
  const seen = new Set<string>();
  const sources: QuoteSource[] = [];
  for (const source of input.sources) {
    const currency = source.currency.trim().toLowerCase();
    if (currency === target || seen.has(currency)) return fail('invalidAmount');
    seen.add(currency);
    const amount = readAmount(source.amount);
    if (amount === null) return fail('invalidAmount');
    const row = balanceOf(trading, account.id, currency);
    if (amount.gt(row.trade)) return fail('insufficient');
    const usdt = amount.times(usdtPrice(currency));
    if (isSmallBalanceMode(input.mode)) {
      const worthBtc = row.trade.plus(row.frozen).times(usdtPrice(currency)).div(btcPrice);
      if (usdt.lte(0) || !isSmallBalance(worthBtc.toFixed())) return fail('notSmall');
    } else {
      const limit = standAloneLimits().find((entry) => entry.currency === currency);
      if (!limit) return fail('notStandAlone');
      if (amount.lt(limit.minAmount) || amount.gt(limit.maxAmount)) return fail('outOfLimits');
    }
    sources.push({ currency, amount, value: usdt.div(targetPrice).toDecimalPlaces(CONVERT_DECIMALS, Decimal.ROUND_DOWN) });
  }
  const gross = sources.reduce((sum, source) => sum.plus(source.value), new Decimal(0));
  const fee = gross.times(CONVERT_FEE_RATE).toDecimalPlaces(CONVERT_DECIMALS, Decimal.ROUND_UP);
  const net = gross.minus(fee);
  if (net.lte(0)) return fail('invalidAmount');
  const quote: ConvertQuote = {
    id: `q${at.toString(36)}${String(state.nextQuote).padStart(4, '0')}`,
    uid,
    mode: input.mode,
    target,
    sources,
    gross,
    fee,
    net,
    createdAt: at,
    expiresAt: at + QUOTE_TTL_MS,
    used: false,
  };
  state.nextQuote += 1;
  state.quotes.set(quote.id, quote);
  return quote;
}

/** Control: every open quote (of `uid`, or everyone's) expires now. */
export function expireQuotes(state: ConvertState, at: number, uid?: number): number {
  let count = 0;
  for (const quote of state.quotes.values()) {
    if (!quote.used && quote.expiresAt > at && (uid === undefined || quote.uid === uid)) {
      quote.expiresAt = at - 1;
      count += 1;
    }
  }
  return count;
}

// ---- conversions -------------------------------------------------------------------------------

/** Converts at the quote: the balances move and the ledger is written in one step, or nothing moves. */
export function convertAtQuote(
  state: ConvertState,
  trading: TradingState,
  ledger: LedgerState,
  uid: number,
  input: { quoteId: string; clientOrderId: string },
  at: number,
): Conversion | ConvertError {
  const clientKey = `${uid}:${input.clientOrderId}`;
  if (input.clientOrderId.trim() === '') return fail('invalidAmount');
  if (state.byClientId.has(clientKey)) return fail('duplicate');
  const planned = takePlannedFailure(state, 'convert', uid);
  if (planned) return planned;
  const quote = state.quotes.get(input.quoteId);
  if (!quote || quote.uid !== uid || quote.used) return fail('invalidQuote');
  if (at > quote.expiresAt) return fail('quoteExpired');
  const account = spotAccount(trading, uid);
  if (!account) return fail('insufficient');
  if (quote.sources.some((source) => source.amount.gt(balanceOf(trading, account.id, source.currency).trade))) return fail('insufficient');

  quote.used = true;
  const conversion: Conversion = {
    id: state.nextConversion,
    uid,
    clientOrderId: input.clientOrderId,
    quoteId: quote.id,
    mode: quote.mode,
    target: quote.target,
    sources: quote.sources.map(({ currency, amount }) => ({ currency, amount })),
    gross: quote.gross,
    fee: quote.fee,
    net: quote.net,
    time: at,
  };
  state.nextConversion += 1;
  const ref = `cv-${conversion.id}`;
  const leg = { uid, account: 'spot', accountId: account.id, type: 'conversion' as const, subtype: quote.mode, ref, time: at };
  for (const source of quote.sources) {
    changeBalance(trading, account, source.currency, { trade: source.amount.negated() }, 'other', at);
    appendLedger(ledger, { ...leg, currency: source.currency, amount: source.amount.negated() });
  }
  changeBalance(trading, account, quote.target, { trade: quote.net }, 'other', at);
  appendLedger(ledger, { ...leg, currency: quote.target, amount: quote.gross });
  appendLedger(ledger, { ...leg, currency: quote.target, amount: quote.fee.negated() });
  state.conversions.push(conversion);
  state.byClientId.set(clientKey, conversion);
  return conversion;
}

/** The user's conversions (of one mode), newest first. */
export function conversionsOf(state: ConvertState, uid: number, mode?: ConvertMode): Conversion[] {
  return state.conversions.filter((entry) => entry.uid === uid && (mode === undefined || entry.mode === mode)).reverse();
}

// ---- deduct mode -------------------------------------------------------------------------------

export function deductModeOf(state: ConvertState, uid: number): { deductMode: boolean; updatedAt: number | null } {
  const saved = state.deductMode.get(uid);
  return { deductMode: saved?.on ?? false, updatedAt: saved?.updatedAt ?? null };
}

export function saveDeductMode(state: ConvertState, uid: number, on: boolean, at: number): { deductMode: boolean; updatedAt: number | null } {
  state.deductMode.set(uid, { on, updatedAt: at });
  return deductModeOf(state, uid);
}

// ---- wire --------------------------------------------------------------------------------------

const text = (value: Decimal) => value.toFixed();

export function quoteJson(quote: ConvertQuote, serverTime: number) {
  return {
    quoteId: quote.id,
    mode: quote.mode,
    target: quote.target,
    sources: quote.sources.map((source) => ({ currency: source.currency, amount: text(source.amount), value: text(source.value) })),
    grossAmount: text(quote.gross),
    fee: text(quote.fee),
    feeRate: CONVERT_FEE_RATE,
    amount: text(quote.net),
    createdAt: quote.createdAt,
    expiresAt: quote.expiresAt,
    serverTime,
  };
}

export function conversionJson(conversion: Conversion) {
  return {
    id: conversion.id,
    clientOrderId: conversion.clientOrderId,
    quoteId: conversion.quoteId,
    mode: conversion.mode,
    target: conversion.target,
    sources: conversion.sources.map((source) => ({ currency: source.currency, amount: text(source.amount) })),
    grossAmount: text(conversion.gross),
    fee: text(conversion.fee),
    amount: text(conversion.net),
    state: 'done',
    time: conversion.time,
  };
}
