import { describe, expect, it } from 'vitest';
import {
  depositCurrencyList,
  isFiatAsset,
  pushRecentCurrency,
  recentCurrencies,
  searchCurrencies,
  sortByWeight,
  withdrawCurrencyList,
} from '@/lib/wallet/currency-lists';
import type { WalletCurrency } from '@/lib/wallet/types';

function currencyOf(currency: string, overrides: Partial<WalletCurrency> = {}): WalletCurrency {
  return { currency, displayName: currency.toUpperCase(), fullName: null, weight: 0, visible: true, tags: [], ...overrides };
}

const btc = currencyOf('btc', { fullName: 'Bitcoin', weight: 100 });
const usdt = currencyOf('usdt', { fullName: 'Tether USD', weight: 90 });
const eth = currencyOf('eth', { fullName: 'Ethereum', weight: 95 });
const lira = currencyOf('try', { weight: 1000 });
const eur = currencyOf('eur', { tags: ['fiat-asset'], weight: 500 });
const brl = currencyOf('brl', { assetType: 2, weight: 400 });
const hidden = currencyOf('old', { visible: false, weight: 50 });
const all = [usdt, lira, hidden, btc, eur, eth, brl];

describe('isFiatAsset', () => {
  it('is the fiat-asset tag (any case) or asset type 2', () => {
    expect(isFiatAsset(eur)).toBe(true);
    expect(isFiatAsset(brl)).toBe(true);
    expect(isFiatAsset(currencyOf('x', { tags: [' FIAT-ASSET '] }))).toBe(true);
    expect(isFiatAsset(btc)).toBe(false);
    expect(isFiatAsset(currencyOf('x', { assetType: 1, tags: ['st'] }))).toBe(false);
  });
});

describe('depositCurrencyList', () => {
  it('hides fiat assets, try and invisible currencies, heaviest first', () => {
    expect(depositCurrencyList(all).map((c) => c.currency)).toEqual(['btc', 'eth', 'usdt']);
  });

  it('hides try in any case', () => {
    expect(depositCurrencyList([currencyOf('TRY')])).toEqual([]);
  });
});

describe('withdrawCurrencyList', () => {
  it('shows an invisible currency only with a positive balance', () => {
    expect(withdrawCurrencyList(all, {}).map((c) => c.currency)).toEqual(['btc', 'eth', 'usdt']);
    expect(withdrawCurrencyList(all, { old: '0.0001' }).map((c) => c.currency)).toEqual(['btc', 'eth', 'usdt', 'old']);
  });

  it('treats zero, negative and unreadable balances as none', () => {
    for (const amount of ['0', '0.000', '-1', 'abc', '', null, undefined]) {
      expect(withdrawCurrencyList([hidden], { old: amount })).toEqual([]);
    }
  });

  it('never shows fiat assets or try, whatever the balance', () => {
    expect(withdrawCurrencyList([eur, lira, brl], { eur: '10', try: '10', brl: '5' })).toEqual([]);
  });
});

describe('sortByWeight', () => {
  it('keeps the order of equal weights and reads a missing weight as 0', () => {
    const a = currencyOf('a', { weight: 1 });
    const b = currencyOf('b', { weight: 1 });
    const c = currencyOf('c', { weight: Number.NaN });
    const d = currencyOf('d', { weight: 2 });
    expect(sortByWeight([c, a, b, d]).map((x) => x.currency)).toEqual(['d', 'a', 'b', 'c']);
  });
});

describe('searchCurrencies', () => {
  const list = depositCurrencyList(all);

  it('finds by code, display name and full name, ignoring case and spaces', () => {
    expect(searchCurrencies(list, ' BIT ').map((c) => c.currency)).toEqual(['btc']);
    expect(searchCurrencies(list, 'tether').map((c) => c.currency)).toEqual(['usdt']);
    // 'Tether' holds 'eth' inside: the exact code match comes first.
    expect(searchCurrencies(list, 'ETH').map((c) => c.currency)).toEqual(['eth', 'usdt']);
  });

  it('ranks exact matches before prefixes before inner matches', () => {
    const items = [currencyOf('usdc', { weight: 3 }), currencyOf('ausd', { weight: 2 }), currencyOf('usd', { weight: 1 })];
    expect(searchCurrencies(items, 'usd').map((c) => c.currency)).toEqual(['usd', 'usdc', 'ausd']);
  });

  it('returns everything for empty text and nothing for no match', () => {
    expect(searchCurrencies(list, '  ')).toEqual(list);
    expect(searchCurrencies(list, 'doge')).toEqual([]);
  });
});

describe('recent choices', () => {
  it('puts the latest first without repeats, capped at 5', () => {
    expect(pushRecentCurrency([], 'BTC')).toEqual(['btc']);
    expect(pushRecentCurrency(['eth', 'btc', 'usdt'], 'btc')).toEqual(['btc', 'eth', 'usdt']);
    expect(pushRecentCurrency(['a', 'b', 'c', 'd', 'e'], 'f')).toEqual(['f', 'a', 'b', 'c', 'd']);
    expect(pushRecentCurrency(['a', 'A', ' b '], 'c', 3)).toEqual(['c', 'a', 'b']);
  });

  it('ignores an empty choice and honours a zero limit', () => {
    expect(pushRecentCurrency(['a'], '  ')).toEqual(['a']);
    expect(pushRecentCurrency(['a'], 'b', 0)).toEqual([]);
  });

  it('does not change the list it is given', () => {
    const recent = ['a', 'b'];
    pushRecentCurrency(recent, 'c');
    expect(recent).toEqual(['a', 'b']);
  });

  it('resolves recent codes against the list, dropping the ones no longer listed', () => {
    const list = depositCurrencyList(all);
    expect(recentCurrencies(['usdt', 'eur', 'BTC', 'usdt'], list).map((c) => c.currency)).toEqual(['usdt', 'btc']);
  });
});
