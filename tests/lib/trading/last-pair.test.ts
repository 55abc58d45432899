import { describe, expect, it } from 'vitest';
import { LAST_PAIR_STORAGE_KEY, pairOfExchangePath, readLastPair, writeLastPair } from '@/lib/trading/last-pair';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const refusing = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('last pair', () => {
  it('reads btc_usdt when nothing, something odd or nothing readable is stored', () => {
    expect(readLastPair(memoryStorage())).toBe('btc_usdt');
    expect(readLastPair(null)).toBe('btc_usdt');
    expect(readLastPair(refusing)).toBe('btc_usdt');
    for (const odd of ['', 'btcusdt', 'BTC_USDT', '../x_y', 'eth_usdt/extra', 'a_b?c=1', 'usdt_usdt']) {
      expect(readLastPair(memoryStorage({ [LAST_PAIR_STORAGE_KEY]: odd })), odd).toBe('btc_usdt');
    }
  });

  it('keeps a written pair and refuses anything that is not a pair segment', () => {
    const storage = memoryStorage();
    expect(writeLastPair(storage, 'eth_usdt')).toBe(true);
    expect(readLastPair(storage)).toBe('eth_usdt');
    expect(writeLastPair(storage, 'javascript:alert(1)')).toBe(false);
    expect(readLastPair(storage)).toBe('eth_usdt');
    expect(writeLastPair(refusing, 'eth_usdt')).toBe(false);
    expect(writeLastPair(null, 'eth_usdt')).toBe(false);
  });

  it('finds the pair in an exchange page path only', () => {
    const base = '/zh-cn/exchange/';
    expect(pairOfExchangePath('/zh-cn/exchange/eth_usdt/', base)).toBe('eth_usdt');
    expect(pairOfExchangePath('/zh-cn/exchange/ht_btc', base)).toBe('ht_btc');
    expect(pairOfExchangePath('/zh-cn/exchange/', base)).toBeNull();
    expect(pairOfExchangePath('/zh-cn/exchange/eth_usdt/x/', base)).toBeNull();
    expect(pairOfExchangePath('/zh-cn/finance/account/', base)).toBeNull();
    expect(pairOfExchangePath('/zh-cn/observation/', base)).toBeNull();
  });
});
