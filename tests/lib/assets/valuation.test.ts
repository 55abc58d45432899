import { describe, expect, it } from 'vitest';
import { aggregateBalances } from '@/lib/assets/balances';
import {
  VALUATION_FAILED_TEXT,
  walletTotalText,
  assetValue,
  cryptoLoansTotal,
  fiatValuation,
  isSmallBalance,
  priceIn,
  SMALL_BALANCE_BTC,
  totalValuation,
  valuationItems,
  valuationText,
  valueIn,
  type ValuationMarket,
  withoutSmallBalances,
  countsInTotal,
  walletTotal,
} from '@/lib/assets/valuation';

const market: ValuationMarket = {
  prices: {
    btcusdt: '50000',
    ethbtc: '0.05',
    ethusdt: '2600',
    htusdt: '5',
    xrpbtc: '0.00001',
    dogeeth: '0.0001',
    zerousdt: '0',
    badusdt: 'abc',
  },
  rates: [
    { name: 'usdt_cny', rate: '7' },
    { name: 'usd_cny', rate: '7.2' },
    { name: 'eos_usd', rate: '0.5' },
    { name: 'usdt_jpy', rate: '150' },
    { name: 'usdt_krw', rate: '1300' },
  ],
};

describe('priceIn', () => {
  it('is 1 for the unit itself', () => {
    expect(priceIn('btc', 'btc', market)).toBe('1');
    expect(priceIn('USDT', 'usdt', market)).toBe('1');
  });

  it('takes the direct pair first', () => {
    expect(priceIn('eth', 'btc', market)).toBe('0.05');
    expect(priceIn('eth', 'usdt', market)).toBe('2600');
    expect(priceIn('btc', 'usdt', market)).toBe('50000');
  });

  it('reads the pair backwards for btc in usdt’s market and usdt in btc', () => {
    expect(priceIn('usdt', 'btc', market)).toBe('0.00002');
  });

  it('goes through the other unit when there is no direct pair', () => {
    expect(priceIn('ht', 'btc', market)).toBe('0.0001');
    expect(priceIn('xrp', 'usdt', market)).toBe('0.5');
  });

  it('values a currency without a market through its fiat USD rate', () => {
    expect(priceIn('eos', 'usdt', market)).toBe('0.5');
    expect(priceIn('eos', 'btc', market)).toBe('0.00001');
    const withUsdtUsd = { prices: market.prices, rates: [{ name: 'eos_usd', rate: '1' }, { name: 'usdt_usd', rate: '0.5' }] };
    expect(priceIn('eos', 'usdt', withUsdtUsd)).toBe('2');
  });

  it('values a fiat without a market by its own rate read backwards: usdt_x, then usd_x', () => {
    expect(valueIn('70', 'cny', 'usdt', market)).toBe('10');
    expect(valueIn('70', 'cny', 'btc', market)).toBe('0.0002');
    const rates = [{ name: 'usd_try', rate: '40' }, { name: 'usdt_usd', rate: '0.5' }];
    expect(valueIn('40', 'try', 'usdt', { prices: {}, rates })).toBe('2');
    expect(valueIn('3', 'usd', 'usdt', { prices: {}, rates })).toBe('6');
    expect(valueIn('3', 'usd', 'usdt', { prices: {} })).toBe('3');
  });

  it('values through the USD rate in usdt even without a btc market', () => {
    const noBtc = { prices: {}, rates: [{ name: 'eos_usd', rate: '0.5' }] };
    expect(priceIn('eos', 'usdt', noBtc)).toBe('0.5');
    expect(priceIn('eos', 'btc', noBtc)).toBeNull();
  });

  it('is null for an unknown currency, a zero or unreadable price, or missing rates', () => {
    expect(priceIn('doge', 'usdt', market)).toBeNull();
    expect(priceIn('unknown', 'btc', market)).toBeNull();
    expect(priceIn('zero', 'usdt', market)).toBeNull();
    expect(priceIn('bad', 'usdt', market)).toBeNull();
    expect(priceIn('eos', 'usdt', { prices: market.prices })).toBeNull();
    expect(priceIn('', 'usdt', market)).toBeNull();
    expect(priceIn('eth', 'btc', { prices: {} })).toBeNull();
    expect(priceIn('usdt', 'btc', { prices: {} })).toBeNull();
  });
});

describe('valueIn and assetValue', () => {
  it('multiplies the amount by the price, exactly', () => {
    expect(valueIn('2.5', 'eth', 'usdt', market)).toBe('6500');
    expect(valueIn('0.000000000000000001', 'eth', 'btc', market)).toBe('0.00000000000000000005');
    expect(assetValue('100', 'usdt', market)).toEqual({ btc: '0.002', usdt: '100' });
  });

  it('divides once, at the end, so a price read backwards stays exact', () => {
    const third = { prices: { btcusdt: '3' } };
    expect(priceIn('usdt', 'btc', third)).toBe('0.33333333333333333333333333333333333333333333333333');
    expect(valueIn('3', 'usdt', 'btc', third)).toBe('1');
    expect(valueIn('21', 'cny', 'btc', { prices: third.prices, rates: [{ name: 'usdt_cny', rate: '7' }] })).toBe('1');
  });

  it('values a zero amount at 0 even without a price', () => {
    expect(valueIn('0', 'unknown', 'btc', market)).toBe('0');
    expect(valueIn('0.00', 'unknown', 'usdt', market)).toBe('0');
  });

  it('keeps the sign of a net debt', () => {
    expect(valueIn('-1', 'eth', 'usdt', market)).toBe('-2600');
  });

  it('is null for an unreadable amount or an unpriced currency', () => {
    expect(valueIn('', 'eth', 'usdt', market)).toBeNull();
    expect(valueIn('１', 'eth', 'usdt', market)).toBeNull();
    expect(assetValue('1', 'doge', market)).toEqual({ btc: null, usdt: null });
  });
});

describe('totalValuation', () => {
  it('sums every priced item and names the ones left out', () => {
    const total = totalValuation(
      [
        { currency: 'btc', amount: '1' },
        { currency: 'eth', amount: '2' },
        { currency: 'usdt', amount: '100' },
        { currency: 'doge', amount: '1000' },
        { currency: 'eos', amount: '10' },
      ],
      market,
    );
    expect(total).toEqual({ btc: '1.1021', usdt: '55305', unvaluedBtc: ['doge'], unvaluedUsdt: ['doge'] });
  });

  it('is zero for no items', () => {
    expect(totalValuation([], market)).toEqual({ btc: '0', usdt: '0', unvaluedBtc: [], unvaluedUsdt: [] });
  });

  it('values a balance set by each currency’s total, net of loans', () => {
    const balances = aggregateBalances([
      { currency: 'btc', type: 'trade', balance: '2' },
      { currency: 'btc', type: 'loan', balance: '-1' },
      { currency: 'usdt', type: 'frozen', balance: '50' },
    ]);
    expect(valuationItems(balances)).toEqual([
      { currency: 'btc', amount: '1' },
      { currency: 'usdt', amount: '50' },
    ]);
    expect(totalValuation(valuationItems(balances), market).usdt).toBe('50050');
  });
});

describe('display rounding', () => {
  it('rounds a valuation down at 8 decimals unless told', () => {
    expect(valuationText('0.123456789', 'btc')).toBe('0.12345678');
    expect(valuationText('1234567.999', 'usdt', 2)).toBe('1234567.99');
    expect(valuationText('0', 'btc')).toBe('0.00000000');
    expect(valuationText('-0.123456789', 'btc')).toBe('-0.12345678');
  });

  it('writes an unknown valuation as the placeholder', () => {
    expect(valuationText(null, 'btc')).toBe('--');
    expect(valuationText('', 'usdt')).toBe('--');
  });

  it('converts to the display fiat, rounded down at its decimals, usd by default', () => {
    expect(fiatValuation('100.999', market.rates ?? [], 'usd')).toBe('100.99');
    expect(fiatValuation('10.019', market.rates ?? [], 'cny')).toBe('70.13');
    expect(fiatValuation('10.01', market.rates ?? [], 'jpy')).toBe('1501.5');
    expect(fiatValuation('10.01', market.rates ?? [], 'krw')).toBe('13013');
  });

  it('takes usd_cny when usdt_cny is missing', () => {
    expect(fiatValuation('10', [{ name: 'usd_cny', rate: '7.2' }], 'cny')).toBe('72');
  });

  it('is null without a value or a rate', () => {
    expect(fiatValuation(null, market.rates ?? [], 'usd')).toBeNull();
    expect(fiatValuation('10', [], 'cny')).toBeNull();
    expect(fiatValuation('10', market.rates ?? [], 'gbp')).toBeNull();
  });
});

describe('cryptoLoansTotal', () => {
  it('is pledged minus loaned USDT', () => {
    expect(cryptoLoansTotal({ pledgingUSDT: '1000.5', loaningUSDT: '400.25' })).toBe('600.25');
    expect(cryptoLoansTotal({ pledgingUSDT: '0', loaningUSDT: '0' })).toBe('0');
  });

  it('counts a loan sent negative as a debt too', () => {
    expect(cryptoLoansTotal({ pledgingUSDT: '1000', loaningUSDT: '-400' })).toBe('600');
  });

  it('may be negative when the loan is worth more than the pledge', () => {
    expect(cryptoLoansTotal({ pledgingUSDT: '100', loaningUSDT: '150' })).toBe('-50');
  });

  it('is null when either is missing or unreadable', () => {
    expect(cryptoLoansTotal({ pledgingUSDT: '100', loaningUSDT: null })).toBeNull();
    expect(cryptoLoansTotal({ pledgingUSDT: '', loaningUSDT: '1' })).toBeNull();
    expect(cryptoLoansTotal({ pledgingUSDT: undefined, loaningUSDT: '1' })).toBeNull();
  });
});

describe('small balances', () => {
  it('are worth less than 0.0001 BTC', () => {
    expect(SMALL_BALANCE_BTC).toBe('0.0001');
    expect(isSmallBalance('0.00009999')).toBe(true);
    expect(isSmallBalance('0')).toBe(true);
    expect(isSmallBalance('0.0001')).toBe(false);
    expect(isSmallBalance('1')).toBe(false);
  });

  it('keep a row whose value is unknown or a debt worth more', () => {
    expect(isSmallBalance(null)).toBe(false);
    expect(isSmallBalance('')).toBe(false);
    expect(isSmallBalance('-0.5')).toBe(false);
    expect(isSmallBalance('-0.00001')).toBe(true);
  });

  it('are left out by the hide switch, in order', () => {
    const rows = [
      { currency: 'btc', btc: '1' },
      { currency: 'dust', btc: '0.00000001' },
      { currency: 'new', btc: null },
      { currency: 'zero', btc: '0' },
    ];
    expect(withoutSmallBalances(rows, (row) => row.btc).map((row) => row.currency)).toEqual(['btc', 'new']);
  });
});

describe('walletTotal', () => {
  it('sums the kinds shown, leaves the point account out, and says when a kind is unknown', () => {
    expect(
      walletTotal([
        { kind: 'spot', value: { btc: '1.5', usdt: '75000' } },
        { kind: 'linear', value: { btc: '0.016', usdt: '800' } },
        { kind: 'point', value: { btc: '9', usdt: '9' } },
      ]),
    ).toEqual({ btc: '1.516', usdt: '75800', complete: true, failed: false });
    expect(walletTotal([{ kind: 'spot', value: { btc: '1', usdt: '50000' } }, { kind: 'dm', value: null }])).toEqual({ btc: '1', usdt: '50000', complete: false, failed: false });
    expect(walletTotal([{ kind: 'swap', value: { btc: null, usdt: '3' } }])).toEqual({ btc: '0', usdt: '0', complete: false, failed: false });
    expect(walletTotal([])).toEqual({ btc: '0', usdt: '0', complete: true, failed: false });
  });

  it('is 估值失败, not zero, when the balance calls failed and nothing could be valued', () => {
    const allFailed = walletTotal([
      { kind: 'spot', value: null, failed: true },
      { kind: 'investment', value: null, failed: true },
      { kind: 'point', value: null, failed: true },
    ]);
    expect(allFailed).toEqual({ btc: null, usdt: null, complete: false, failed: true });
    expect(walletTotalText(allFailed, 'btc')).toBe('估值失败');
    expect(walletTotalText(allFailed, 'usdt')).toBe(VALUATION_FAILED_TEXT);
    // Nothing valued but one failure among unknowns: still unknown, not zero.
    expect(walletTotal([{ kind: 'spot', value: null }, { kind: 'margin', value: null, failed: true }]).failed).toBe(true);
  });

  it('sums the kinds that answered when one failed, marked incomplete (部分账户未能估值)', () => {
    const partFailed = walletTotal([{ kind: 'spot', value: { btc: '1', usdt: '50000' } }, { kind: 'margin', value: null, failed: true }]);
    expect(partFailed).toEqual({ btc: '1', usdt: '50000', complete: false, failed: false });
    expect(walletTotalText(partFailed, 'btc')).toBe('1.00000000');
  });

  it('leaves a failed point account (not money) out, and reads the figure when nothing failed', () => {
    const total = walletTotal([{ kind: 'spot', value: { btc: '1', usdt: '50000' } }, { kind: 'point', value: null, failed: true }]);
    expect(total).toEqual({ btc: '1', usdt: '50000', complete: true, failed: false });
    expect(walletTotalText(total, 'btc')).toBe('1.00000000');
  });

  it('counts every kind but points', () => {
    expect(countsInTotal('point')).toBe(false);
    expect(countsInTotal('mining')).toBe(true);
    expect(countsInTotal('linear')).toBe(true);
  });
});
