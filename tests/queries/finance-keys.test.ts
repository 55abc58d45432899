import { describe, expect, it } from 'vitest';
import { financeKeys } from '@/queries/keys';

describe('financeKeys', () => {
  it('starts every key with the finance branch, custody figures below their own prefix', () => {
    const custody = financeKeys.custody();
    for (const key of [financeKeys.profitLoss(), financeKeys.subProfitLoss(), financeKeys.profitUserInfo(), financeKeys.vipInfo(), financeKeys.vipConfig()]) {
      expect(key.slice(0, custody.length)).toEqual(custody);
    }
    expect(financeKeys.yesterdayProfit()[0]).toBe('finance');
    expect(financeKeys.exchangeRates()[0]).toBe('finance');
  });

  it('keys each profit range apart, below the profit prefix', () => {
    const week = financeKeys.profit({ kind: 'period', days: 7 });
    const custom = financeKeys.profit({ kind: 'custom', startDate: 1, endDate: 2 });
    expect(week).toEqual(['finance', 'profit', 'period', 7]);
    expect(custom).toEqual(['finance', 'profit', 'custom', 1, 2]);
    expect(financeKeys.profit({ kind: 'custom', startDate: 1, endDate: 3 })).not.toEqual(custom);
  });

  it('keys tips by their set of types, whatever the order', () => {
    expect(financeKeys.tips(['b', 'a'])).toEqual(financeKeys.tips(['a', 'b']));
    expect(financeKeys.tips([])).toEqual(['finance', 'tips', '']);
  });
});
