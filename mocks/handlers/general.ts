// general family: exchange rates for the valuation and the price conversion (section 9: cny
// uses usdt_cny, then usd_cny). Crypto rates follow the simulated spot prices.

import { Decimal } from 'decimal.js';
import { HttpResponse, type RequestHandler } from 'msw';
import { exchangeRates as exchangeRatesCall } from '@/lib/contracts/general';
import { marketSimulation } from '../feeds/market-simulation';
import { route } from '../http/route';

/** Fixed fiat rates (decimal strings). */
export const FIAT_RATES: ReadonlyArray<{ name: string; rate: string }> = [
  { name: 'usdt_cny', rate: '7.12' },
  { name: 'usd_cny', rate: '7.10' },
  { name: 'usdt_usd', rate: '1' },
  { name: 'husd_usdt', rate: '1' },
  { name: 'usd_eur', rate: '0.92' },
  { name: 'usd_krw', rate: '1320' },
  { name: 'usd_jpy', rate: '149.5' },
  { name: 'usd_rub', rate: '92.3' },
  { name: 'usd_twd', rate: '32.1' },
  { name: 'usd_vnd', rate: '24500' },
];
/** Currencies whose rate to USDT comes from their simulated `{cc}usdt` pair. */
const CRYPTO_RATES = ['btc', 'eth', 'ht', 'eos'];

export function exchangeRates(nowMs: number): Array<{ name: string; rate: string }> {
  const crypto = CRYPTO_RATES.flatMap((cc) => {
    const pair = marketSimulation.pair(`${cc}usdt`);
    if (!pair) return [];
    const ticks = marketSimulation.lastPriceTicks(pair, nowMs);
    const rate = new Decimal(ticks).div(new Decimal(10).pow(pair.pricePrecision)).toFixed(pair.pricePrecision);
    return [{ name: `${cc}_usdt`, rate }];
  });
  return [...FIAT_RATES, ...crypto];
}

export function generalHandlers(base: string): RequestHandler[] {
  return [
    // GET exchange_rate/list → {code:200, success:true, data:[{name:'usdt_cny', rate:'7.12'} …]}
    route(base, exchangeRatesCall, () =>
      HttpResponse.json({ code: 200, success: true, message: null, data: exchangeRates(Date.now()) }),
    ),
  ];
}
