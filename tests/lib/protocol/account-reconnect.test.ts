import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_HEARTBEAT_TIMEOUT_MS,
  ACCOUNT_INITIAL_ATTEMPT,
  ACCOUNT_STABLE_OPEN_MS,
  accountReconnectDelayMs,
  nextAccountAttempt,
} from '@/lib/protocol/account-reconnect';

describe('account socket reconnect schedule', () => {
  it('waits 2 s × attempt and starts over after the tenth attempt', () => {
    const delays: number[] = [];
    let attempt = ACCOUNT_INITIAL_ATTEMPT;
    for (let failure = 0; failure < 12; failure++) {
      attempt = nextAccountAttempt(attempt);
      delays.push(accountReconnectDelayMs(attempt));
    }
    expect(delays).toEqual([2000, 4000, 6000, 8000, 10000, 12000, 14000, 16000, 18000, 20000, 2000, 4000]);
  });

  it('counts a connection open for 10 s as healthy and a silent one dead after 100 s', () => {
    expect(ACCOUNT_STABLE_OPEN_MS).toBe(10_000);
    expect(ACCOUNT_HEARTBEAT_TIMEOUT_MS).toBe(100_000);
  });
});
