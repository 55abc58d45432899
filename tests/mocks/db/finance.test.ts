// The mock's finance state: a deterministic daily profit history per seeded user (decimal text,
// gains and losses, at least 120 days), the seeded tips, visibility and activation, and the
// profit-failure plan that runs out.

import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { SEED_UIDS } from '@/mocks/db';
import {
  createFinanceState,
  dailyProfit,
  DAY_MS,
  dayStartOf,
  HISTORY_DAYS,
  lastProfitDay,
  profitHistory,
  profitOfPeriod,
  takeProfitFailure,
  tipStates,
} from '@/mocks/db/finance';

const NOW = Date.UTC(2026, 10, 24, 10, 0, 0);

describe('daily profit history', () => {
  it('is the same for the same user and day, and differs between users', () => {
    const day = lastProfitDay(NOW);
    expect(dailyProfit(SEED_UIDS.ordinary, day)).toBe(dailyProfit(SEED_UIDS.ordinary, day));
    const ordinary = profitOfPeriod(SEED_UIDS.ordinary, 30, NOW).map((entry) => entry.profit);
    const org = profitOfPeriod(SEED_UIDS.proOrg, 30, NOW).map((entry) => entry.profit);
    expect(ordinary).not.toEqual(org);
  });

  it('reaches at least 120 days back with decimal text, gains and losses', () => {
    expect(HISTORY_DAYS).toBeGreaterThanOrEqual(120);
    const all = profitHistory(SEED_UIDS.ordinary, 0, NOW, NOW);
    expect(all.length).toBe(HISTORY_DAYS);
    for (const { profit } of all) expect(profit).toMatch(/^-?\d+\.\d{4}$/);
    expect(all.some(({ profit }) => new Decimal(profit).isNegative())).toBe(true);
    expect(all.some(({ profit }) => new Decimal(profit).gt(0))).toBe(true);
  });

  it('ends yesterday (UTC+8) and steps a day at a time, oldest first', () => {
    const week = profitOfPeriod(SEED_UIDS.ordinary, 7, NOW);
    expect(week).toHaveLength(7);
    expect(week.at(-1)?.date).toBe(dayStartOf(NOW) - DAY_MS);
    expect(week.slice(1).every((entry, index) => entry.date - (week[index]?.date ?? 0) === DAY_MS)).toBe(true);
    // 10:00 UTC is 18:00 in UTC+8: the day started at 16:00 UTC the day before.
    expect(dayStartOf(NOW)).toBe(Date.UTC(2026, 10, 23, 16, 0, 0));
  });

  it('clips a custom range to the days that have a profit', () => {
    const last = lastProfitDay(NOW);
    expect(profitHistory(SEED_UIDS.ordinary, last - 2 * DAY_MS + 5, last + 3 * DAY_MS, NOW).map((entry) => entry.date)).toEqual([
      last - 2 * DAY_MS,
      last - DAY_MS,
      last,
    ]);
    expect(profitHistory(SEED_UIDS.ordinary, NOW, NOW + DAY_MS, NOW)).toEqual([]);
  });
});

describe('finance seed', () => {
  it('seeds analysis, tips, activation, visibility and deprecation per user', () => {
    const state = createFinanceState();
    expect(state.analysisEnabled.get(SEED_UIDS.ordinary)).toBe(true);
    expect(state.analysisEnabled.get(SEED_UIDS.subAccount)).toBe(false);
    expect(tipStates(state, SEED_UIDS.ordinary).every((tip) => tip.state === 0)).toBe(true);
    expect(tipStates(state, SEED_UIDS.proOrg, ['profit_drawdown'])).toEqual([{ tipsType: 'profit_drawdown', state: 1 }]);
    expect(state.activatedAt.has(SEED_UIDS.ordinary)).toBe(true);
    expect(state.activatedAt.has(SEED_UIDS.googleAuth)).toBe(false);
    expect([...(state.hiddenBizTypes.get(SEED_UIDS.subAccount) ?? [])].sort((a, b) => a - b)).toEqual([10, 11]);
    expect(state.deprecated.has(SEED_UIDS.disabled)).toBe(true);
  });

  it('runs a counted profit failure out, a user one before the one for all', () => {
    const state = createFinanceState();
    state.profitFailures.set('all', { code: 500, message: 'busy', remaining: null });
    state.profitFailures.set(SEED_UIDS.ordinary, { code: 10301, message: 'x', remaining: 1 });
    expect(takeProfitFailure(state, SEED_UIDS.ordinary)?.code).toBe(10301);
    expect(takeProfitFailure(state, SEED_UIDS.ordinary)?.code).toBe(500);
    expect(takeProfitFailure(state, SEED_UIDS.proOrg)?.code).toBe(500);
  });
});
