// Seeded ledger histories of the records suites and the records benchmark, written on a user's
// first read of the records (not at start, so the mock starts as fast as before):
// - 10040 (SEED_UIDS.manyRecords): RECORDS_BENCH_COUNT entries over the last 180 days, of every
//   type the ledger-backed tabs show (transfers as two legs sharing a ref, conversions as the
//   legs and the fee, trading fees, fee deductions, point transfers);
// - 10037 / 10038 (the records e2e traders): a few of each type over the last 20 days.
// Deterministic: a fixed seed per user, times counted back from the moment of the first read.
// Deposits and withdrawals are not seeded here: their tabs read the deposit-withdraw history,
// and every live deposit credit and withdrawal writes its own entries (deposit-withdraw.ts).

import { Decimal } from 'decimal.js';
import { appendLedger, type LedgerEntry, type LedgerState } from './ledger';
import { createSeededRandom, type SeededRandom } from './random';
import { accountsOf, type TradingState } from './trading';
import { SEED_UIDS } from './users';

export const RECORDS_BENCH_COUNT = 10_200;
export const RECORDS_SEED_DAYS = 180;
const SUITE_UIDS: readonly number[] = [10037, 10038];
const SUITE_DAYS = 20;
const DAY_MS = 86_400_000;

/** Ledgers already seeded, per ledger state (a reset makes a new state, seeded again on first read). */
const seeded = new WeakMap<LedgerState, Set<number>>();

/** Uids that get a seeded history. */
export function hasRecordsSeed(uid: number): boolean {
  return uid === SEED_UIDS.manyRecords || SUITE_UIDS.includes(uid);
}

type Leg = Omit<LedgerEntry, 'id' | 'uid' | 'time'>;

interface Accounts {
  ids: Record<string, number>;
  marginSymbol: string;
}

/** The user's pro account ids by wallet kind; product kinds get stable ids of their own (uid × 100 + 90 + n). */
function accountsFor(trading: TradingState, uid: number): Accounts {
  const pro = accountsOf(trading, uid);
  const spot = pro.find((account) => account.type === 'spot')?.id ?? uid * 100 + 1;
  const margin = pro.find((account) => account.type === 'margin');
  const superMargin = pro.find((account) => account.type === 'super-margin')?.id ?? uid * 100 + 89;
  return {
    ids: { spot, margin: margin?.id ?? uid * 100 + 88, superMargin, otc: uid * 100 + 91, dm: uid * 100 + 92, swap: uid * 100 + 93, linear: uid * 100 + 94, point: uid * 100 + 95 },
    marginSymbol: margin?.subtype ?? 'btcusdt',
  };
}

const TRANSFERS: ReadonlyArray<readonly [from: string, to: string, type: string]> = [
  ['spot', 'margin', 'spot-to-margin'],
  ['margin', 'spot', 'margin-to-spot'],
  ['spot', 'superMargin', 'spot-to-super-margin'],
  ['superMargin', 'spot', 'super-margin-to-spot'],
  ['spot', 'otc', 'spot-to-otc'],
  ['otc', 'spot', 'otc-to-spot'],
  ['spot', 'dm', 'spot-to-futures'],
  ['dm', 'spot', 'futures-to-spot'],
  ['spot', 'swap', 'dm-spot-to-swap'],
  ['spot', 'linear', 'spot-to-linear-swap'],
  ['linear', 'spot', 'linear-swap-to-spot'],
];
const CONVERSIONS = ['small-balance', 'small-usdt', 'stand-alone-coin', 'stand-alone-usdt'] as const;
const CURRENCIES = ['usdt', 'btc', 'eth', 'ht', 'trx', 'doge'] as const;
const SMALL = ['ada', 'dot', 'link', 'xrp', 'ltc'] as const;

function amountOf(random: SeededRandom, currency: string, scale = 1): Decimal {
  const whole = currency === 'btc' ? 0.5 : currency === 'eth' ? 5 : 500;
  return new Decimal(Math.floor(random.next() * whole * scale * 1e6) + 1).div(1e6);
}

/** One move of the history: its legs (a shared ref). */
function moveOf(random: SeededRandom, kind: number, serial: number, accounts: Accounts): Leg[] {
  const ids = accounts.ids;
  const id = (wallet: string): number => ids[wallet] ?? ids.spot ?? 0;
  const currency = CURRENCIES[serial % CURRENCIES.length] ?? 'usdt';
  if (kind === 0) {
    const [from, to, type] = TRANSFERS[random.int(0, TRANSFERS.length - 1)] ?? ['spot', 'margin', 'spot-to-margin'];
    const amount = amountOf(random, currency);
    const ref = `tr-${serial}`;
    const symbol = from === 'margin' || to === 'margin' ? accounts.marginSymbol : undefined;
    const sym = symbol ? { symbol } : {};
    return [
      { account: from, accountId: id(from), currency, amount: amount.negated(), type: 'transfer', subtype: type, ref, counterpart: to, ...sym },
      { account: to, accountId: id(to), currency, amount, type: 'transfer', subtype: type, ref, counterpart: from, ...sym },
    ];
  }
  if (kind === 1) {
    const subtype = CONVERSIONS[serial % CONVERSIONS.length] ?? 'small-balance';
    const source = SMALL[serial % SMALL.length] ?? 'ada';
    const target = subtype.endsWith('usdt') ? 'usdt' : 'ht';
    const got = amountOf(random, target, 0.001);
    const fee = got.times('0.02').toDecimalPlaces(8, Decimal.ROUND_DOWN);
    const ref = `cv-${serial}`;
    return [
      { account: 'spot', accountId: id('spot'), currency: source, amount: amountOf(random, source, 0.01).negated(), type: 'conversion', subtype, ref },
      { account: 'spot', accountId: id('spot'), currency: target, amount: got, type: 'conversion', subtype, ref },
      { account: 'spot', accountId: id('spot'), currency: target, amount: fee.negated(), type: 'fee-deduction', subtype, ref },
    ];
  }
  if (kind === 2) {
    const symbol = `${currency === 'usdt' ? 'btc' : currency}usdt`;
    return [{ account: 'spot', accountId: id('spot'), currency, amount: amountOf(random, currency, 0.002).negated(), type: 'transact-fee', subtype: symbol, ref: `tf-${serial}`, symbol }];
  }
  if (kind === 3) {
    return [{ account: 'point', accountId: id('point'), currency: 'point', amount: amountOf(random, 'ht', 0.01).negated(), type: 'fee-deduction', subtype: 'point', ref: `fd-${serial}` }];
  }
  const amount = amountOf(random, 'ht', 0.1);
  const ref = `pt-${serial}`;
  const out = random.next() < 0.5;
  return [
    {
      account: 'point',
      accountId: id('point'),
      currency: 'point',
      amount: out ? amount.negated() : amount,
      type: 'point-transfer',
      subtype: out ? 'dx-point-out' : 'dx-point-in',
      ref,
      counterpart: out ? 'spot' : 'point',
    },
  ];
}

/** Kinds by weight: transfers, conversions, trading fees, fee deductions, point transfers. */
const KIND_WEIGHTS = [3, 2, 4, 1, 1] as const;
const KIND_TOTAL = KIND_WEIGHTS.reduce((sum, weight) => sum + weight, 0);

function kindOf(random: SeededRandom): number {
  let roll = random.int(0, KIND_TOTAL - 1);
  for (let kind = 0; kind < KIND_WEIGHTS.length; kind += 1) {
    roll -= KIND_WEIGHTS[kind] ?? 0;
    if (roll < 0) return kind;
  }
  return 0;
}

/** Writes `count` or more entries for a user, spread evenly over `days` back from `at`, oldest first. */
function writeHistory(ledger: LedgerState, trading: TradingState, uid: number, count: number, days: number, at: number, everyKind: boolean): void {
  const random = createSeededRandom(0x5eed0000 + uid);
  const accounts = accountsFor(trading, uid);
  const span = days * DAY_MS;
  const moves: Leg[][] = [];
  let legs = 0;
  for (let serial = 0; legs < count; serial += 1) {
    const move = moveOf(random, everyKind && serial < KIND_WEIGHTS.length * 3 ? serial % KIND_WEIGHTS.length : kindOf(random), serial, accounts);
    moves.push(move);
    legs += move.length;
  }
  const step = span / moves.length;
  moves.forEach((move, index) => {
    // Oldest first, a minute ago at the latest, so live moves stay the newest.
    const time = Math.floor(at - span + index * step + random.next() * step * 0.5) - 60_000;
    for (const leg of move) appendLedger(ledger, { ...leg, uid, time });
  });
}

/** Seeds the user's history once per ledger state (a no-op for the other users). */
export function ensureRecordsSeed(ledger: LedgerState, trading: TradingState, uid: number, at: number): void {
  if (!hasRecordsSeed(uid)) return;
  let done = seeded.get(ledger);
  if (!done) {
    done = new Set();
    seeded.set(ledger, done);
  }
  if (done.has(uid)) return;
  done.add(uid);
  if (uid === SEED_UIDS.manyRecords) writeHistory(ledger, trading, uid, RECORDS_BENCH_COUNT, RECORDS_SEED_DAYS, at, false);
  else writeHistory(ledger, trading, uid, 24, SUITE_DAYS, at, true);
}
