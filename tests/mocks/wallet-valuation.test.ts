// The mock's valuation: rows priced at the simulated market's last price (a currency no pair
// trades: its starting price, or 0), crypto loans as pledged minus loaned, converted to BTC at
// the simulated BTC price and to fiat at the fixed rates.

import { Decimal } from 'decimal.js';
import { afterEach, describe, expect, it } from 'vitest';
import { db, resetDb, SEED_UIDS } from '@/mocks/db';
import { currencyUsdtPrice } from '@/mocks/db/market-data';
import { moveProductBalance } from '@/mocks/db/wallet';
import { marketSimulation } from '@/mocks/feeds/market-simulation';
import { convertUsdt, kindUsdtValue, usdtPriceOf } from '@/mocks/wallet/valuation';

afterEach(() => resetDb());

const NOW = Date.now();

describe('mock valuation', () => {
  it('prices at the simulated last price, else the starting price, else 0', () => {
    const pair = marketSimulation.pair('btcusdt');
    if (!pair) throw new Error('no btcusdt');
    const last = new Decimal(marketSimulation.lastPriceTicks(pair, NOW)).div(new Decimal(10).pow(pair.pricePrecision));
    expect(usdtPriceOf('BTC', NOW).toFixed()).toBe(last.toFixed());
    expect(usdtPriceOf('usdt', NOW).toFixed()).toBe('1');
    expect(usdtPriceOf('tk001', NOW).toFixed()).toBe('0');
    expect(usdtPriceOf('husd', NOW).gt(0)).toBe(true);
    expect(currencyUsdtPrice('tk001')).toBeUndefined();
  });

  it('values a product kind row by row and follows a balance move', () => {
    const before = kindUsdtValue(SEED_UIDS.ordinary, 'gridding', NOW);
    expect(before.toFixed()).toBe(new Decimal(500).plus(new Decimal('0.01').times(usdtPriceOf('btc', NOW))).toFixed());
    moveProductBalance(db.wallet, SEED_UIDS.ordinary, 'gridding', 'usdt', { delta: new Decimal(100) });
    expect(kindUsdtValue(SEED_UIDS.ordinary, 'gridding', NOW).minus(before).toFixed()).toBe('100');
  });

  it('values crypto loans as pledged minus loaned, and a sub-user\'s section-6 kinds at 0', () => {
    const pledged = new Decimal('0.5').times(usdtPriceOf('btc', NOW)).plus(new Decimal(3).times(usdtPriceOf('eth', NOW)));
    expect(kindUsdtValue(SEED_UIDS.ordinary, 'cryptoLoans', NOW).toFixed()).toBe(pledged.minus(9000).toFixed());
    expect(kindUsdtValue(SEED_UIDS.subAccount, 'otc', NOW).toFixed()).toBe('0');
    expect(kindUsdtValue(SEED_UIDS.subAccount, 'dm', NOW).gt(0)).toBe(true);
  });

  it('converts to BTC with 8 places and to fiat with 2', () => {
    const btc = usdtPriceOf('btc', NOW);
    expect(convertUsdt(btc.times(2), 'BTC', NOW)).toBe('2.00000000');
    expect(convertUsdt(new Decimal(100), 'CNY', NOW)).toBe('712.00');
    expect(convertUsdt(new Decimal(100), 'USD', NOW)).toBe('100.00');
  });
});
