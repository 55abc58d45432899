import { describe, expect, it } from 'vitest';
import { visibleTips, withoutTips } from '@/lib/finance/tips';

const TIPS = [
  { type: 'profit_drawdown', seen: false },
  { type: 'holding_concentration', seen: true },
  { type: 'idle_stablecoin', seen: false },
];

describe('analysis tips', () => {
  it('shows the tips not seen yet, in order', () => {
    expect(visibleTips(TIPS).map((tip) => tip.type)).toEqual(['profit_drawdown', 'idle_stablecoin']);
  });

  it('removes the dismissed types and keeps the rest', () => {
    expect(withoutTips(TIPS, ['profit_drawdown']).map((tip) => tip.type)).toEqual(['holding_concentration', 'idle_stablecoin']);
    expect(withoutTips(TIPS, [])).toEqual(TIPS);
    expect(withoutTips(TIPS, ['unknown'])).toEqual(TIPS);
  });
});
