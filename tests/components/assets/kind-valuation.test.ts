import { describe, expect, it } from 'vitest';
import type { WalletKindView } from '@/components/assets/wallet-kinds';
import { kindValuation } from '@/components/assets/wallet-valuation';

const market = { prices: { btcusdt: '50000', ethbtc: '0.05' }, rates: [] };

function view(state: WalletKindView['state'], data: WalletKindView['data'] = null): WalletKindView {
  return { kind: 'spot', state, data, failureMessage: null, toast: null, fetching: false, retry: () => undefined };
}

describe('kindValuation', () => {
  it('sums the rows’ totals in BTC and USDT', () => {
    const rows = [
      { currency: 'btc', total: '1', available: '1', frozen: '0' },
      { currency: 'usdt', total: '5000', available: '5000', frozen: '0' },
    ];
    expect(kindValuation(view('loaded', { rows, extra: {} }), market)).toEqual({ btc: '1.1', usdt: '55000' });
    expect(kindValuation(view('loaded', { rows: [], extra: {} }), market)).toEqual({ btc: '0', usdt: '0' });
  });

  it('takes a kind’s own USDT value (crypto loans: pledged minus loaned)', () => {
    const rows = [{ currency: 'eth', total: '9', available: '9', frozen: '0' }];
    expect(kindValuation(view('loaded', { rows, extra: { usdtValue: '2500' } }), market)).toEqual({ usdt: '2500', btc: '0.05' });
    expect(kindValuation(view('loaded', { rows, extra: { usdtValue: null } }), market)).toBeNull();
  });

  it('is zero for an empty or not-open kind, unknown while loading, failed, or for point cards', () => {
    expect(kindValuation(view('empty'), market)).toEqual({ btc: '0', usdt: '0' });
    expect(kindValuation(view('not-open'), market)).toEqual({ btc: '0', usdt: '0' });
    expect(kindValuation(view('loading'), market)).toBeNull();
    expect(kindValuation(view('dead'), market)).toBeNull();
    expect(kindValuation(view('loaded', { rows: [], extra: { points: '12' } }), market)).toBeNull();
  });
});
