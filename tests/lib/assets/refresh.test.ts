import { describe, expect, it } from 'vitest';
import { BALANCE_REFRESH_MS, balanceRefetchInterval, shouldPollBalances } from '@/lib/assets/refresh';

describe('balance refresh', () => {
  it('runs every 15 s', () => {
    expect(BALANCE_REFRESH_MS).toBe(15000);
  });

  it('polls only on a visible page that was not stopped', () => {
    expect(shouldPollBalances({ pageVisible: true, stopped: false })).toBe(true);
    expect(shouldPollBalances({ pageVisible: false, stopped: false })).toBe(false);
    expect(shouldPollBalances({ pageVisible: true, stopped: true })).toBe(false);
    expect(shouldPollBalances({ pageVisible: false, stopped: true })).toBe(false);
  });

  it('gives a query its refetch interval', () => {
    expect(balanceRefetchInterval({ pageVisible: true, stopped: false })).toBe(15000);
    expect(balanceRefetchInterval({ pageVisible: false, stopped: false })).toBe(false);
    expect(balanceRefetchInterval({ pageVisible: true, stopped: true })).toBe(false);
  });
});
