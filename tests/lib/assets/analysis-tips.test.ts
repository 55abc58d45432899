import { describe, expect, it } from 'vitest';
import { dismissTip, isTipShown } from '@/lib/assets/analysis-tips';

describe('analysis tips', () => {
  it('shows a tip only once its state is known and not seen', () => {
    expect(isTipShown({ profit: false }, 'profit')).toBe(true);
    expect(isTipShown({ profit: true }, 'profit')).toBe(false);
    expect(isTipShown({}, 'profit')).toBe(false);
    expect(isTipShown(null, 'profit')).toBe(false);
  });

  it('dismisses one tip type locally, leaving the others', () => {
    const seen = { profit: false, asset: false };
    const next = dismissTip(seen, 'profit');
    expect(next).toEqual({ profit: true, asset: false });
    expect(seen.profit).toBe(false);
    expect(isTipShown(next, 'profit')).toBe(false);
    expect(isTipShown(next, 'asset')).toBe(true);
  });

  it('keeps the same state when the tip was already seen', () => {
    const seen = { profit: true };
    expect(dismissTip(seen, 'profit')).toBe(seen);
  });
});
