import { describe, expect, it } from 'vitest';
import { subAccountHoldings } from '@/lib/sub-account';

describe('subAccountHoldings', () => {
  it('sums every account’s rows per currency, net of signed loans, leaving zero sums and non-numbers out', () => {
    const held = subAccountHoldings([
      { list: [{ currency: 'USDT', balance: '100' }, { currency: 'usdt', balance: '0.1' }, { currency: 'btc', balance: '0' }] },
      { list: [{ currency: 'usdt', balance: '-20' }, { currency: 'eth', balance: 'invalid' }, { currency: 'eth', balance: '0.30000000000000000001' }] },
    ]);
    expect(held).toEqual([
      { currency: 'usdt', amount: '80.1' },
      { currency: 'eth', amount: '0.30000000000000000001' },
    ]);
  });

  it('holds nothing without accounts or rows', () => {
    expect(subAccountHoldings([])).toEqual([]);
    expect(subAccountHoldings([{ list: [] }])).toEqual([]);
  });
});
