// The finance and user-state services against the real mock handlers: yesterday's profit, the
// profit series by period and by start/end, 10301 (silent) apart from other failures, the tips
// seen-state that persists per user, the deprecated state (10009) and a sub-account's
// asset-page visibility.

import { Decimal } from 'decimal.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { isSilentProfitFailure } from '@/lib/finance/profit';
import { db, now, SEED_UIDS } from '@/mocks/db';
import { dailyProfit, DAY_MS, HISTORY_DAYS, lastProfitDay } from '@/mocks/db/finance';
import { answerProfit, deprecatedUser, failProfit, profitNotReady } from '@/mocks/overrides/finance';
import { resetHttpConfig, type ApiResult } from '@/services/http';
import { fetchAnalysisEnabled, fetchAnalysisTips, fetchProfit, fetchYesterdayProfit, setAnalysisTips } from '@/services/finance/finance';
import { ASSET_BIZ_TYPES, fetchSubAccountVisibility, fetchUserDeprecated } from '@/services/finance/user-state';
import { fetchExchangeRates } from '@/services/market/reference';
import { fiatRate } from '@/lib/settings/rates';
import { withMswServer } from '../../setup/msw';
import { loginProUser } from '../../support/pro-login';

const server = withMswServer();

beforeEach(() => {
  resetHttpConfig();
  loginProUser();
});

function dataOf<T>(result: ApiResult<T>): T {
  if (!result.success) throw new Error(`call failed: ${String(result.code)} ${result.message}`);
  return result.data;
}

describe('profits', () => {
  it('reads yesterday profit as signed decimal text of yesterday (UTC+8)', async () => {
    const yesterday = dataOf(await fetchYesterdayProfit());
    const day = lastProfitDay(now());
    expect(yesterday).toEqual({ date: day, profit: new Decimal(dailyProfit(SEED_UIDS.ordinary, day)).toFixed(), currency: 'usdt' });
  });

  it.each([7, 30, 90] as const)('reads the last %i days up to yesterday, oldest first', async (days) => {
    const series = dataOf(await fetchProfit({ kind: 'period', days }));
    expect(series).toHaveLength(days);
    expect(series.at(-1)?.time).toBe(lastProfitDay(now()));
    expect(series[0]?.time).toBe(lastProfitDay(now()) - (days - 1) * DAY_MS);
    for (const point of series) {
      expect(typeof point.profit).toBe('string');
      expect(new Decimal(point.profit).toFixed()).toBe(point.profit);
    }
  });

  it('reads a custom range by startDate and endDate in ms', async () => {
    const last = lastProfitDay(now());
    const series = dataOf(await fetchProfit({ kind: 'custom', startDate: last - 9 * DAY_MS, endDate: last - 5 * DAY_MS }));
    expect(series.map((point) => point.time)).toEqual([9, 8, 7, 6, 5].map((back) => last - back * DAY_MS));
    expect(series[0]?.profit).toBe(new Decimal(dailyProfit(SEED_UIDS.ordinary, last - 9 * DAY_MS)).toFixed());
  });

  it('clips a range reaching past the history, and keeps gains and losses of 120 days', async () => {
    const series = dataOf(await fetchProfit({ kind: 'custom', startDate: now() - 300 * DAY_MS, endDate: now() }));
    expect(series).toHaveLength(HISTORY_DAYS);
    const last120 = series.slice(-120);
    expect(last120.some((point) => point.profit.startsWith('-'))).toBe(true);
    expect(last120.some((point) => !point.profit.startsWith('-') && point.profit !== '0')).toBe(true);
  });

  it('fails a backwards custom range without asking', async () => {
    let asked = false;
    server.events.on('request:start', () => {
      asked = true;
    });
    const result = await fetchProfit({ kind: 'custom', startDate: 2000, endDate: 1000 });
    server.events.removeAllListeners();
    expect(result.success).toBe(false);
    expect(asked).toBe(false);
  });

  it('keeps 10301 apart from other failures, with code and message', async () => {
    server.use(profitNotReady({ once: true }), failProfit({ code: 10302, message: '系统繁忙' }, { once: true }));
    const silent = await fetchProfit({ kind: 'period', days: 7 });
    expect(silent).toMatchObject({ success: false, code: 10301 });
    expect(isSilentProfitFailure(silent.code)).toBe(true);
    const shown = await fetchProfit({ kind: 'period', days: 7 });
    expect(shown).toMatchObject({ success: false, code: 10302, message: '系统繁忙' });
    expect(isSilentProfitFailure(shown.code)).toBe(false);
  });

  it('answers the failure the control plan sets for the user, then the profits again', async () => {
    db.finance.profitFailures.set(SEED_UIDS.ordinary, { code: 10301, message: '收益数据生成中', remaining: 1 });
    expect(await fetchProfit({ kind: 'period', days: 30 })).toMatchObject({ success: false, code: 10301, message: '收益数据生成中' });
    expect(dataOf(await fetchProfit({ kind: 'period', days: 30 }))).toHaveLength(30);
  });

  it('refuses a range longer than a year with the server code', async () => {
    expect(await fetchProfit({ kind: 'custom', startDate: 0, endDate: now() })).toMatchObject({ success: false, code: 2002 });
  });

  it('fails a series with an unreadable profit as a whole', async () => {
    server.use(answerProfit([{ date: 1, profit: '1.5' }, { date: 2, profit: 'abc' }]));
    expect((await fetchProfit({ kind: 'period', days: 7 })).success).toBe(false);
  });
});

describe('analysis', () => {
  it('reads the analysis switch per user', async () => {
    expect(dataOf(await fetchAnalysisEnabled())).toBe(true);
    loginProUser(SEED_UIDS.subAccount);
    expect(dataOf(await fetchAnalysisEnabled())).toBe(false);
  });

  it('reads the tips seen-state of every type, or of the types asked for', async () => {
    expect(dataOf(await fetchAnalysisTips())).toEqual([
      { type: 'profit_drawdown', seen: false },
      { type: 'holding_concentration', seen: false },
      { type: 'idle_stablecoin', seen: false },
    ]);
    loginProUser(SEED_UIDS.proOrg);
    expect(dataOf(await fetchAnalysisTips(['profit_drawdown']))).toEqual([{ type: 'profit_drawdown', seen: true }]);
  });

  it('persists a dismissal for this user only, and can show the tip again', async () => {
    expect(dataOf(await setAnalysisTips(['idle_stablecoin', 'profit_drawdown'], 'read'))).toEqual([
      { type: 'idle_stablecoin', seen: true },
      { type: 'profit_drawdown', seen: true },
    ]);
    expect(dataOf(await fetchAnalysisTips(['idle_stablecoin']))).toEqual([{ type: 'idle_stablecoin', seen: true }]);
    loginProUser(SEED_UIDS.googleAuth);
    expect(dataOf(await fetchAnalysisTips(['idle_stablecoin']))).toEqual([{ type: 'idle_stablecoin', seen: false }]);
    loginProUser(SEED_UIDS.ordinary);
    await setAnalysisTips(['idle_stablecoin'], 'unread');
    expect(dataOf(await fetchAnalysisTips(['idle_stablecoin']))).toEqual([{ type: 'idle_stablecoin', seen: false }]);
  });

  it('refuses an unknown tip type with the server code', async () => {
    expect(await setAnalysisTips(['nope'], 'read')).toMatchObject({ success: false, code: 2002 });
  });
});

describe('user states', () => {
  it('reads the deprecated state: false for a user in good standing, true for 10009', async () => {
    expect(await fetchUserDeprecated()).toMatchObject({ success: true, data: false });
    loginProUser(SEED_UIDS.disabled);
    expect(await fetchUserDeprecated()).toMatchObject({ success: true, data: true, code: 10009 });
    loginProUser(SEED_UIDS.ordinary);
    server.use(deprecatedUser());
    expect(await fetchUserDeprecated()).toMatchObject({ success: true, data: true });
  });

  it('keeps other failures of the deprecated state as failures', async () => {
    resetHttpConfig();
    loginProUser();
    db.sessions.clear();
    // A token of a session that has ended: the call answers login-required.
    const result = await fetchUserDeprecated();
    expect(result.success).toBe(false);
    expect(result.code).not.toBe(10009);
  });

  it('shows a parent account every business type', async () => {
    const visibility = dataOf(await fetchSubAccountVisibility());
    expect(visibility).toHaveLength(7);
    expect(visibility.every((entry) => entry.visible)).toBe(true);
  });

  it('hides otc and minepool from the seeded sub-account, and follows a change', async () => {
    loginProUser(SEED_UIDS.subAccount);
    const visibility = dataOf(await fetchSubAccountVisibility());
    expect(visibility.filter((entry) => !entry.visible).map((entry) => entry.bizType)).toEqual([ASSET_BIZ_TYPES.otc, ASSET_BIZ_TYPES.minepool]);
    expect(dataOf(await fetchSubAccountVisibility([ASSET_BIZ_TYPES.margin, ASSET_BIZ_TYPES.otc]))).toEqual([
      { bizType: 2, visible: true },
      { bizType: 10, visible: false },
    ]);
    db.finance.hiddenBizTypes.set(SEED_UIDS.subAccount, new Set([ASSET_BIZ_TYPES.earn]));
    expect(dataOf(await fetchSubAccountVisibility([ASSET_BIZ_TYPES.otc, ASSET_BIZ_TYPES.earn]))).toEqual([
      { bizType: 10, visible: true },
      { bizType: 12, visible: false },
    ]);
  });
});

describe('exchange rates', () => {
  it('has a rate for every conversion currency, cny from usdt_cny first', async () => {
    const rates = dataOf(await fetchExchangeRates());
    for (const currency of ['usd', 'cny', 'jpy', 'krw', 'rub', 'twd', 'vnd', 'eur']) expect(fiatRate(rates, currency), currency).not.toBeNull();
    expect(fiatRate(rates, 'cny')).toBe('7.12');
    expect(rates.map((rate) => rate.name)).toEqual(expect.arrayContaining(['usdt_cny', 'usd_cny']));
  });
});
