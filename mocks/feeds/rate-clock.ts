// Pacing of the feed's pushes: a timer fires every `periodMs` and emits what is due at the
// configured rate since the clock started, so the rate holds even when timers fire late (a
// stall is not made up beyond `maxBurst` at once).

export interface RateClock {
  startedAt: number;
  emitted: number;
}

export function startRateClock(now: number): RateClock {
  return { startedAt: now, emitted: 0 };
}

/** How many events are due now (and counts them as emitted). */
export function takeDue(clock: RateClock, now: number, ratePerSec: number, maxBurst: number): number {
  const total = Math.floor(((now - clock.startedAt) * ratePerSec) / 1000);
  const due = Math.max(0, total - clock.emitted);
  clock.emitted = total;
  return Math.min(due, maxBurst);
}

/** Timer period for a rate: one event per fire, but no faster than `minMs` nor slower than `maxMs`. */
export function timerPeriodMs(ratePerSec: number, minMs: number, maxMs: number): number {
  if (ratePerSec <= 0) return maxMs;
  return Math.min(maxMs, Math.max(minMs, Math.floor(1000 / ratePerSec)));
}
