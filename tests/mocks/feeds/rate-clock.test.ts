import { describe, expect, it } from 'vitest';
import { startRateClock, takeDue, timerPeriodMs } from '@/mocks/feeds/rate-clock';

describe('rate clock', () => {
  it('emits the events due at the rate since it started', () => {
    const clock = startRateClock(1000);
    expect(takeDue(clock, 1000, 10, 100)).toBe(0);
    expect(takeDue(clock, 1250, 10, 100)).toBe(2);
    expect(takeDue(clock, 1299, 10, 100)).toBe(0);
    expect(takeDue(clock, 2000, 10, 100)).toBe(8);
  });

  it('does not make up a long stall beyond the burst limit', () => {
    const clock = startRateClock(0);
    expect(takeDue(clock, 10_000, 200, 4)).toBe(4);
    expect(takeDue(clock, 10_005, 200, 4)).toBe(1);
  });

  it('emits nothing at rate zero', () => {
    const clock = startRateClock(0);
    expect(takeDue(clock, 5000, 0, 10)).toBe(0);
  });

  it('picks a timer period bounded by the limits', () => {
    expect(timerPeriodMs(2, 5, 1000)).toBe(500);
    expect(timerPeriodMs(200, 5, 1000)).toBe(5);
    expect(timerPeriodMs(2000, 50, 1000)).toBe(50);
    expect(timerPeriodMs(0.1, 5, 1000)).toBe(1000);
    expect(timerPeriodMs(0, 5, 1000)).toBe(1000);
  });
});
