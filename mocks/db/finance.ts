// Finance and custody state of the mock backend (exchange-wallet-fiat.md sections 4, 6, 7, 8;
// shell-and-account.md section 7): per seeded user a daily profit history, analysis switch and
// tips seen-state, custody profit-loss (own and of the sub-accounts), asset-profit activation,
// VIP info, sub-account asset-page visibility and the deprecated-user state.
//
// Daily profits are not stored: each is a pure function of (uid, day), so the history is
// deterministic, reaches HISTORY_DAYS back from any "now" and needs no reseeding when the
// control API moves the clock. Days are UTC+8 calendar days (the site's market).

import { Decimal } from 'decimal.js';
import { ANALYSIS_TIP_TYPES } from '@/lib/contracts/pro/finance';
import { ASSET_BIZ_TYPES } from '@/lib/contracts/pro/user-state';
import { SEED_UIDS, SEED_USERS, TRADER_UIDS, DISABLED_COUNTRY_ID, type MockUser } from './users';

export const DAY_MS = 24 * 60 * 60 * 1000;
const UTC8_OFFSET_MS = 8 * 60 * 60 * 1000;
/** How far back the profit history reaches (days before today). */
export const HISTORY_DAYS = 180;
/** A profit range longer than this is refused (the custom range picker's limit). */
export const MAX_RANGE_DAYS = 366;

/** Start (epoch ms) of the UTC+8 day containing `ms`. */
export function dayStartOf(ms: number): number {
  return Math.floor((ms + UTC8_OFFSET_MS) / DAY_MS) * DAY_MS - UTC8_OFFSET_MS;
}

/** What a user's accounts are worth (USDT); drives the size of the daily profits. */
const VALUATIONS: Record<number, string> = {
  [SEED_UIDS.ordinary]: '25000',
  [SEED_UIDS.subAccount]: '1200',
  [SEED_UIDS.subAccountMargin]: '3400',
  [SEED_UIDS.proOrg]: '880000',
  ...Object.fromEntries(TRADER_UIDS.map((uid) => [uid, '25000'])),
};
const DEFAULT_VALUATION = '500';

export function valuationOf(uid: number): string {
  return VALUATIONS[uid] ?? DEFAULT_VALUATION;
}

/** A 32-bit mix of (uid, day): the same pair gives the same number in every run. */
function mix(uid: number, day: number, salt: number): number {
  let h = Math.imul(uid ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(day + salt, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The day's return in millionths: -30000 … +35000 (−3 % … +3.5 %), gains slightly likelier. */
function dailyReturnMillionths(uid: number, dayStart: number, salt = 0): number {
  return (mix(uid, Math.round(dayStart / DAY_MS), salt) % 65001) - 30000;
}

/** The user's profit (USDT, 4 decimals) of the UTC+8 day starting at `dayStart`. */
export function dailyProfit(uid: number, dayStart: number): string {
  return new Decimal(valuationOf(uid)).times(dailyReturnMillionths(uid, dayStart)).div(1_000_000).toFixed(4);
}

export interface DailyProfit {
  date: number;
  profit: string;
}

/** The first day with a profit: HISTORY_DAYS before today. */
export function historyStart(nowMs: number): number {
  return dayStartOf(nowMs) - HISTORY_DAYS * DAY_MS;
}

/** Yesterday, the last day with a profit (today's is not settled). */
export function lastProfitDay(nowMs: number): number {
  return dayStartOf(nowMs) - DAY_MS;
}

/** The daily profits of the days touching [fromMs, toMs], clipped to the history, oldest first. */
export function profitHistory(uid: number, fromMs: number, toMs: number, nowMs: number): DailyProfit[] {
  const first = Math.max(dayStartOf(fromMs), historyStart(nowMs));
  const last = Math.min(dayStartOf(toMs), lastProfitDay(nowMs));
  const days: DailyProfit[] = [];
  for (let day = first; day <= last; day += DAY_MS) days.push({ date: day, profit: dailyProfit(uid, day) });
  return days;
}

/** The last `period` days up to yesterday. */
export function profitOfPeriod(uid: number, period: number, nowMs: number): DailyProfit[] {
  const last = lastProfitDay(nowMs);
  return profitHistory(uid, last - (period - 1) * DAY_MS, last, nowMs);
}

export interface CustodyProfitLoss {
  balance: string;
  profitLoss: string;
  profitLossRate: string;
}

/**
 * Today's running profit-loss of an account (custody balance profit-loss) on `worth`, what the
 * account holds in USDT now (the wallet's own valuation, so the custody figure matches the
 * wallet's); the seeded valuation when not given.
 */
export function custodyProfitLoss(uid: number, nowMs: number, worth?: Decimal.Value): CustodyProfitLoss {
  const rate = new Decimal(dailyReturnMillionths(uid, dayStartOf(nowMs), 7)).div(1_000_000);
  const balance = new Decimal(worth ?? valuationOf(uid));
  const profitLoss = balance.times(rate).div(rate.plus(1));
  return { balance: balance.toFixed(8), profitLoss: profitLoss.toFixed(8), profitLossRate: rate.toFixed(6) };
}


export interface VipInfo {
  vipLevel: number;
  vipScore: string;
  holdings: string;
  volume: string;
  expireTime: number | null;
}

/** VIP levels (exchange-wallet-fiat.md section 3 "VIP levels"), lowest first. */
export const VIP_LEVELS: ReadonlyArray<{ level: number; name: string; score: string }> = [
  { level: 0, name: 'normal', score: '0' },
  { level: 1, name: 'elite', score: '5000' },
  { level: 2, name: 'silver', score: '10000' },
  { level: 3, name: 'gold', score: '30000' },
  { level: 4, name: 'platinum', score: '150000' },
  { level: 5, name: 'black', score: '500000' },
];

/** 2026-12-31T16:00:00Z, the end of 2026 in UTC+8: when the seeded VIP levels expire. */
export const VIP_EXPIRY = 1_798_732_800_000;

const VIP_SEED: Record<number, VipInfo> = {
  [SEED_UIDS.ordinary]: { vipLevel: 1, vipScore: '6200', holdings: '1200', volume: '5000000', expireTime: VIP_EXPIRY },
  [SEED_UIDS.proOrg]: { vipLevel: 3, vipScore: '42000', holdings: '36000', volume: '120000000', expireTime: VIP_EXPIRY },
};
const NO_VIP: VipInfo = { vipLevel: 0, vipScore: '0', holdings: '0', volume: '0', expireTime: null };

export function vipInfoOf(uid: number): VipInfo {
  return { ...(VIP_SEED[uid] ?? NO_VIP) };
}

/** When the seeded users activated the asset-profit service (2023-11-14T22:13:20Z). */
export const SEED_ACTIVATED_AT = 1_700_000_000_000;

/** A failure the profit call answers with until `remaining` runs out (null: until cleared). */
export interface ProfitFailure {
  code: number;
  message: string;
  remaining: number | null;
}

/** Message of the "no profit data" code, which the app keeps silent (section 8). */
export const PROFIT_NOT_READY_MESSAGE = '收益数据生成中';

export interface FinanceState {
  /** Finance analysis switch per uid (absent: off). */
  analysisEnabled: Map<number, boolean>;
  /** Tip types each user has seen (dismissed). */
  tipsSeen: Map<number, Set<string>>;
  /** Profit-call failures per uid, and 'all' for every user. */
  profitFailures: Map<number | 'all', ProfitFailure>;
  /** Asset-profit activation time per uid; absent = not activated. */
  activatedAt: Map<number, number>;
  /** Business types hidden from a sub-account's asset page. */
  hiddenBizTypes: Map<number, Set<number>>;
  /** Users answered with the deprecated code 10009. */
  deprecated: Set<number>;
  /** Per user, the currencies they may sell from the withdraw page (whitelisted sellers). */
  sellWhitelist: Map<number, readonly string[]>;
}

function isSubAccount(user: MockUser): boolean {
  return user.user_type === 2;
}

function isDisabled(user: MockUser): boolean {
  return user.country_id[0] === DISABLED_COUNTRY_ID;
}

/**
 * The seed: analysis on for every ordinary (not sub, not disabled) user; no tip seen except the
 * organisation's profit_drawdown; activation for the ordinary user, the traders and the
 * organisation; the sub-account 10003 does not see otc (10) nor minepool (11); the disabled user
 * is deprecated.
 */
export function createFinanceState(users: readonly MockUser[] = SEED_USERS): FinanceState {
  const activated: number[] = [SEED_UIDS.ordinary, SEED_UIDS.proOrg, ...TRADER_UIDS];
  return {
    analysisEnabled: new Map(users.map((user) => [user.uid, !isSubAccount(user) && !isDisabled(user)])),
    tipsSeen: new Map([[SEED_UIDS.proOrg, new Set<string>(['profit_drawdown'])]]),
    profitFailures: new Map(),
    activatedAt: new Map(activated.map((uid) => [uid, SEED_ACTIVATED_AT])),
    hiddenBizTypes: new Map([[SEED_UIDS.subAccount, new Set<number>([ASSET_BIZ_TYPES.otc, ASSET_BIZ_TYPES.minepool])]]),
    deprecated: new Set([SEED_UIDS.disabled]),
    // The ordinary user and the traders may sell btc and eth instead of withdrawing them.
    sellWhitelist: new Map([SEED_UIDS.ordinary, ...TRADER_UIDS].map((uid) => [uid, ['btc', 'eth']] as const)),
  };
}

/** Seen-state of the given tip types (all types when none are given), 1 seen / 0 not. */
export function tipStates(state: FinanceState, uid: number, types: readonly string[] = ANALYSIS_TIP_TYPES): Array<{ tipsType: string; state: number }> {
  const seen = state.tipsSeen.get(uid);
  return types.map((tipsType) => ({ tipsType, state: seen?.has(tipsType) ? 1 : 0 }));
}

export function setTipsSeen(state: FinanceState, uid: number, types: readonly string[], seen: boolean): void {
  const set = state.tipsSeen.get(uid) ?? new Set<string>();
  for (const type of types) {
    if (seen) set.add(type);
    else set.delete(type);
  }
  state.tipsSeen.set(uid, set);
}

/** The failure the profit call answers `uid` with now, if any; counts one use of it. */
export function takeProfitFailure(state: FinanceState, uid: number): ProfitFailure | undefined {
  for (const key of [uid, 'all'] as const) {
    const failure = state.profitFailures.get(key);
    if (!failure) continue;
    if (failure.remaining !== null) {
      failure.remaining -= 1;
      if (failure.remaining <= 0) state.profitFailures.delete(key);
    }
    return failure;
  }
  return undefined;
}

export function isTipType(value: string): boolean {
  return (ANALYSIS_TIP_TYPES as readonly string[]).includes(value);
}
