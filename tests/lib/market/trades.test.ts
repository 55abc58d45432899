import { describe, expect, it } from 'vitest';
import { MAX_TRADES, mergeTrades } from '@/lib/market/trades';
import type { MarketTrade } from '@/lib/market/types';

function trade(tradeId: number, ts: number, price = '1'): MarketTrade {
  return { tradeId, ts, price, amount: '0.5', direction: 'buy' };
}

describe('mergeTrades', () => {
  it('puts the newest trades first', () => {
    const merged = mergeTrades([trade(2, 2000), trade(1, 1000)], [trade(3, 3000), trade(4, 3000)]);
    expect(merged.map((item) => item.tradeId)).toEqual([4, 3, 2, 1]);
  });

  it('keeps each trade once, the pushed copy winning', () => {
    const merged = mergeTrades([trade(2, 2000, '1'), trade(1, 1000)], [trade(2, 2000, '9')]);
    expect(merged.map((item) => item.tradeId)).toEqual([2, 1]);
    expect(merged[0]?.price).toBe('9');
  });

  it('keeps at most max trades, 50 by default', () => {
    const many = Array.from({ length: 60 }, (_, index) => trade(index, index * 10));
    expect(MAX_TRADES).toBe(50);
    const merged = mergeTrades([], many);
    expect(merged).toHaveLength(50);
    expect(merged[0]?.tradeId).toBe(59);
    expect(merged.at(-1)?.tradeId).toBe(10);
    expect(mergeTrades(merged, [trade(100, 10_000)], 3).map((item) => item.tradeId)).toEqual([100, 59, 58]);
    expect(mergeTrades(merged, [], 0)).toEqual([]);
  });

  it('does not change its inputs', () => {
    const current = [trade(1, 1000)];
    mergeTrades(current, [trade(2, 2000)]);
    expect(current).toEqual([trade(1, 1000)]);
  });
});
