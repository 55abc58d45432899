import { describe, expect, it } from 'vitest';
import { countRender, RENDER_COUNTS_KEY } from '@/lib/perf/render-count';

describe('countRender', () => {
  it('counts per name only when the target opted in', () => {
    const target: Record<string, unknown> = { [RENDER_COUNTS_KEY]: {} };
    countRender('order-book', target);
    countRender('order-book', target);
    countRender('trades', target);
    expect(target[RENDER_COUNTS_KEY]).toEqual({ 'order-book': 2, trades: 1 });
  });

  it('does nothing when counting is off or there is no window', () => {
    const target: Record<string, unknown> = {};
    countRender('order-book', target);
    expect(target).toEqual({});
    expect(() => countRender('order-book', undefined)).not.toThrow();
    expect(() => countRender('order-book', { [RENDER_COUNTS_KEY]: null })).not.toThrow();
  });
});
