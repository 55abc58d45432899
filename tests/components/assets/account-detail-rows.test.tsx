// The account detail page's row rules: values per row, the search (full-width too), the
// small-balance switch, the comparison that spares unchanged rows, and the action links.

import { describe, expect, it } from 'vitest';
import { kindActions, normaliseSearch, rowLinks, sameRowView, searchRows, shownRows, toRowView, type AssetRowView } from '@/components/assets/account-detail/detail-rows';

const market = { prices: { btcusdt: '50000', ethbtc: '0.05', eosusdt: '1' }, rates: [{ name: 'usdt_cny', rate: '7' }], fiat: 'cny' };

function view(currency: string, btc: string | null): AssetRowView {
  return { currency, total: '1', available: '1', frozen: '0', btc, usdt: null, fiat: null };
}

describe('toRowView', () => {
  it('values a row in BTC, USDT and the user’s fiat from its total', () => {
    expect(toRowView({ currency: 'eth', total: '2', available: '1.5', frozen: '0.5' }, market)).toEqual({
      currency: 'eth',
      total: '2',
      available: '1.5',
      frozen: '0.5',
      btc: '0.1',
      usdt: '5000',
      fiat: '35000',
    });
  });

  it('leaves the value unknown for a currency nothing prices', () => {
    expect(toRowView({ currency: 'zzz', total: '3', available: '3', frozen: '0' }, market)).toMatchObject({ btc: null, usdt: null, fiat: null });
  });
});

describe('search', () => {
  it('normalises full-width letters, case and spaces', () => {
    expect(normaliseSearch(' ＵＳＤｔ ')).toBe('usdt');
  });

  it('keeps the rows whose code contains the text, all for an empty text', () => {
    const rows = [view('usdt', '1'), view('btc', '1'), view('husd', '1')];
    expect(searchRows(rows, 'usd').map((row) => row.currency)).toEqual(['usdt', 'husd']);
    expect(searchRows(rows, '  ')).toBe(rows);
  });
});

describe('shownRows', () => {
  it('drops rows below 0.0001 BTC only when asked, and keeps an unknown value', () => {
    const rows = [view('btc', '0.0001'), view('eos', '0.00009999'), view('zzz', null)];
    expect(shownRows(rows, { search: '', hideSmall: false })).toHaveLength(3);
    expect(shownRows(rows, { search: '', hideSmall: true }).map((row) => row.currency)).toEqual(['btc', 'zzz']);
    expect(shownRows(rows, { search: 'z', hideSmall: true }).map((row) => row.currency)).toEqual(['zzz']);
  });
});

describe('sameRowView', () => {
  it('is true for equal figures in different objects and false when one figure moved', () => {
    expect(sameRowView(view('btc', '1'), view('btc', '1'))).toBe(true);
    expect(sameRowView(view('btc', '1'), view('btc', '1.1'))).toBe(false);
    expect(sameRowView(view('btc', '1'), { ...view('btc', '1'), available: '0.5' })).toBe(false);
  });
});

describe('row actions', () => {
  it('links deposit, withdraw, transfer with the currency and trade with the pair', () => {
    expect(rowLinks('zh-cn', 'ETH', 'eth_usdt')).toEqual({
      deposit: '/zh-cn/finance/deposit/eth/',
      withdraw: '/zh-cn/cn/finance/withdraw/eth/',
      transfer: '/zh-cn/finance/transfer/?currency=eth',
      trade: '/zh-cn/exchange/eth_usdt/',
    });
  });

  it("passes the row's account as the transfer's from-account, and an isolated section's pair", () => {
    expect(rowLinks('zh-cn', 'USDT', null, { kind: 'spot' }).transfer).toBe('/zh-cn/finance/transfer/?from=spot&currency=usdt');
    expect(rowLinks('zh-cn', 'btc', 'btc_usdt', { kind: 'margin', symbol: 'btc_usdt' }).transfer).toBe('/zh-cn/finance/transfer/?from=margin&currency=btc&symbol=btcusdt');
    expect(rowLinks('zh-cn', 'btc', null, { kind: 'dm', symbol: 'btc_usdt' }).transfer).toBe('/zh-cn/finance/transfer/?from=dm&currency=btc');
  });

  it('has no link where the route does not take the currency or there is no pair', () => {
    expect(rowLinks('zh-cn', 'BTC-USD', null)).toMatchObject({ deposit: null, withdraw: null, trade: null });
  });

  it('offers deposit and withdraw on spot only, trade on the traded accounts', () => {
    expect(kindActions('spot')).toEqual({ depositWithdraw: true, transfer: true, trade: true });
    expect(kindActions('margin')).toEqual({ depositWithdraw: false, transfer: true, trade: true });
    expect(kindActions('dm')).toEqual({ depositWithdraw: false, transfer: true, trade: false });
    expect(kindActions('mining')).toEqual({ depositWithdraw: false, transfer: false, trade: false });
  });
});
