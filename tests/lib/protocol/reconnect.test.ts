import { describe, expect, it } from 'vitest';
import { HEARTBEAT_TIMEOUT_MS, INITIAL_ATTEMPT, nextAttempt, reconnectDelayMs } from '@/lib/protocol/reconnect';

describe('reconnect schedule', () => {
  it('waits 2 s × attempt and starts over after the tenth attempt', () => {
    const schedule: Array<[number, number]> = [];
    let attempt = INITIAL_ATTEMPT;
    for (let failure = 0; failure < 12; failure++) {
      attempt = nextAttempt(attempt);
      schedule.push([attempt, reconnectDelayMs(attempt)]);
    }
    expect(schedule).toEqual([
      [1, 2000],
      [2, 4000],
      [3, 6000],
      [4, 8000],
      [5, 10000],
      [6, 12000],
      [7, 14000],
      [8, 16000],
      [9, 18000],
      [10, 20000],
      [1, 2000],
      [2, 4000],
    ]);
  });

  it('starts from attempt 0 after a successful open and treats a negative attempt as fresh', () => {
    expect(INITIAL_ATTEMPT).toBe(0);
    expect(nextAttempt(0)).toBe(1);
    expect(nextAttempt(-3)).toBe(1);
    expect(nextAttempt(25)).toBe(1);
  });

  it('closes a connection after 10 s without any frame', () => {
    expect(HEARTBEAT_TIMEOUT_MS).toBe(10_000);
  });
});
