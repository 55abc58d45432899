// Market, settings, contract and exchange-rate REST of the mock server.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CallContract } from '@/lib/contracts/define';
import * as dmCalls from '@/lib/contracts/dm';
import * as generalCalls from '@/lib/contracts/general';
import * as proMarket from '@/lib/contracts/pro/market';
import * as proReference from '@/lib/contracts/pro/reference';
import * as proSettings from '@/lib/contracts/pro/settings';
import * as swapCalls from '@/lib/contracts/swap';
import { MARKET_SYMBOLS, SETTINGS_VERSION_TS } from '@/mocks/db/market-data';
import { symbolSettings } from '@/mocks/db/market-settings';
import type { MockServer } from '@/mocks/server';
import { control, startTestServer } from './support';

let server: MockServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => control(server, 'POST', '/reset'));
afterAll(() => server.close());

/** GETs a call of the mock server; `query` is appended as it is (`?symbol=...`). */
async function get<T = Record<string, unknown>>(call: CallContract, query = ''): Promise<T> {
  const response = await fetch(`${server.origin}/${call.family}${call.path()}${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

type Levels = Array<[number, number]>;
const INVALID_SYMBOL = { status: 'error', 'err-code': 'invalid-parameter', 'err-msg': 'invalid symbol', data: null };

describe('settings', () => {
  it('answers all symbols with full 1, nothing for the latest ts, and changes since an older ts', async () => {
    const all = await get<{ status: string; data: Array<{ sc: string }>; ts: string; full: number }>(proSettings.symbolSettings);
    expect(all).toMatchObject({ status: 'ok', ts: String(SETTINGS_VERSION_TS), full: 1 });
    expect(all.data).toHaveLength(MARKET_SYMBOLS.length);

    expect(await get(proSettings.symbolSettings, `?ts=${all.ts}`)).toEqual({ status: 'ok', data: [], ts: all.ts, full: 0 });

    symbolSettings.update('eosusdt', { state: 'suspend' }, SETTINGS_VERSION_TS + 5000);
    const changed = await get<{ data: Array<{ sc: string; state: string }>; ts: string; full: number }>(
      proSettings.symbolSettings, `?ts=${all.ts}`,
    );
    expect(changed).toMatchObject({ full: 0, ts: String(SETTINGS_VERSION_TS + 5000) });
    expect(changed.data.map(({ sc, state }) => ({ sc, state }))).toEqual([{ sc: 'eosusdt', state: 'suspend' }]);
    const v1 = await get<{ data: Array<{ state: string }> }>(proSettings.marketSymbols, '?symbols=eosusdt');
    expect(v1.data[0]?.state).toBe('suspend');
  });

  it('answers market-symbols for the asked symbols, all without the parameter', async () => {
    const some = await get<{ status: string; data: Array<{ symbol: string; pp: number; ap: number }>; full: number }>(
      proSettings.marketSymbols, '?symbols=btcusdt,ethbtc,nope',
    );
    expect(some.status).toBe('ok');
    expect(some.data.map((record) => record.symbol)).toEqual(['btcusdt', 'ethbtc']);
    expect(some.data[0]).toMatchObject({ pp: 2, ap: 6, vp: 8, at: 'enabled' });
    const all = await get<{ data: unknown[] }>(proSettings.marketSymbols);
    expect(all.data).toHaveLength(MARKET_SYMBOLS.length);
  });

  it('answers currencies and chains incrementally', async () => {
    const currencies = await get<{ data: Array<{ cc: string; qc: boolean }>; ts: string; full: number }>(proSettings.currencySettings);
    expect(currencies.full).toBe(1);
    expect(currencies.data.find((currency) => currency.cc === 'btc')).toMatchObject({ qc: true, dn: 'BTC', state: 'online' });
    expect((await get<{ data: unknown[] }>(proSettings.currencySettings, `?ts=${currencies.ts}`)).data).toEqual([]);
    const chains = await get<{ data: Array<{ chain: string; currency: string }>; full: number }>(proSettings.chainSettings, '?ts=0');
    expect(chains.full).toBe(1);
    expect(chains.data.map((chain) => chain.chain)).toEqual(expect.arrayContaining(['usdterc20', 'trc20usdt', 'btc', 'eth']));
  });

  it('tells the server time', async () => {
    const answer = await get<{ status: string; data: number }>(proReference.serverTimestamp);
    expect(answer.status).toBe('ok');
    expect(Math.abs(answer.data - Date.now())).toBeLessThan(5000);
  });
});

describe('market data', () => {
  it('lists tickers of every listed pair', async () => {
    const answer = await get<{ status: string; ts: number; data: Array<Record<string, number | string>> }>(proMarket.tickers);
    expect(answer.status).toBe('ok');
    const btc = answer.data.find((ticker) => ticker.symbol === 'btcusdt');
    expect(Object.keys(btc ?? {}).sort()).toEqual(
      ['amount', 'ask', 'askSize', 'bid', 'bidSize', 'close', 'count', 'high', 'low', 'open', 'symbol', 'vol'].sort(),
    );
    expect(Number(btc?.close)).toBeGreaterThan(40_000);
    expect(answer.data.some((ticker) => ticker.symbol === 'xmrusdt')).toBe(false);
  });

  it('answers depth with 150 levels at step0, 20 aggregated at step1, `depth` on request', async () => {
    const step0 = await get<{ ch: string; status: string; tick: { bids: Levels; asks: Levels; version: number; ts: number } }>(
      proMarket.depth, '?symbol=btcusdt&type=step0',
    );
    expect(step0).toMatchObject({ ch: 'market.btcusdt.depth.step0', status: 'ok' });
    expect(step0.tick.bids).toHaveLength(150);
    expect(step0.tick.asks).toHaveLength(150);
    const step1 = await get<{ tick: { bids: Levels; asks: Levels } }>(proMarket.depth, '?symbol=btcusdt&type=step1');
    expect(step1.tick.asks).toHaveLength(20);
    for (const [price] of step1.tick.bids) expect(Math.round(price * 100) % 10).toBe(0);
    expect((await get<{ tick: { bids: Levels } }>(proMarket.depth, '?symbol=btcusdt&type=step0&depth=5')).tick.bids).toHaveLength(5);
    expect(await get(proMarket.depth, '?symbol=btcusdt&type=step9')).toMatchObject({ status: 'error', 'err-msg': 'invalid type' });
    expect(await get(proMarket.depth, '?symbol=nope&type=step0')).toEqual(INVALID_SYMBOL);
  });

  it('answers kline history newest first, in seconds, at most size bars', async () => {
    const answer = await get<{ ch: string; data: Array<{ id: number; open: number; high: number; low: number }> }>(
      proMarket.kline, '?symbol=ethusdt&period=1min&size=10',
    );
    expect(answer.ch).toBe('market.ethusdt.kline.1min');
    expect(answer.data).toHaveLength(10);
    expect(answer.data[0]?.id).toBe(Math.floor(Date.now() / 60_000) * 60);
    expect((answer.data[0]?.id ?? 0) - (answer.data[1]?.id ?? 0)).toBe(60);
    expect(await get(proMarket.kline, '?symbol=ethusdt&period=1min&size=2001')).toMatchObject({ 'err-msg': 'invalid size' });
    expect(await get(proMarket.kline, '?symbol=ethusdt&period=2min')).toMatchObject({ 'err-msg': 'invalid period' });
    expect(await get(proMarket.kline, '?symbol=nope&period=1min')).toEqual(INVALID_SYMBOL);
    expect((await get<{ data: unknown[] }>(proMarket.kline, '?symbol=btcusdt&period=1day&size=2000')).data).toHaveLength(2000);
  });

  it('answers merged detail, detail and the last trades', async () => {
    const merged = await get<{ ch: string; tick: { bid: [number, number]; ask: [number, number]; close: number } }>(
      proMarket.mergedTicker, '?symbol=htusdt',
    );
    expect(merged.ch).toBe('market.htusdt.detail.merged');
    expect(merged.tick.bid[0]).toBeLessThan(merged.tick.ask[0]);
    const detail = await get<{ tick: { id: number; version: number } }>(proMarket.detail, '?symbol=htusdt');
    expect(detail.tick.id).toBe(detail.tick.version);
    const trade = await get<{ tick: { data: Array<Record<string, unknown>> } }>(proMarket.lastTrade, '?symbol=htusdt');
    expect(Object.keys(trade.tick.data[0] ?? {}).sort()).toEqual(['amount', 'direction', 'id', 'price', 'trade-id', 'ts']);
    const history = await get<{ data: Array<{ data: unknown[] }> }>(proMarket.tradeHistory, '?symbol=htusdt&size=5');
    expect(history.data).toHaveLength(5);
    expect(await get(proMarket.mergedTicker, '?symbol=nope')).toEqual(INVALID_SYMBOL);
    expect(await get(proMarket.lastTrade)).toEqual(INVALID_SYMBOL);
  });
});

describe('exchange rates and contracts', () => {
  it('lists fiat and crypto rates as decimal strings', async () => {
    const answer = await get<{ code: number; success: boolean; data: Array<{ name: string; rate: string }> }>(generalCalls.exchangeRates);
    expect(answer).toMatchObject({ code: 200, success: true });
    const rates = Object.fromEntries(answer.data.map(({ name, rate }) => [name, rate]));
    expect(rates).toMatchObject({ usdt_cny: '7.12', usd_cny: '7.10', usdt_usd: '1' });
    expect(rates.btc_usdt).toMatch(/^\d+\.\d{2}$/);
  });

  it('lists delivery contracts with dates and codes that match', async () => {
    const answer = await get<{ status: string; data: Array<Record<string, string | number>> }>(dmCalls.contractInfo);
    expect(answer.status).toBe('ok');
    const btc = answer.data.filter((contract) => contract.symbol === 'BTC');
    expect(btc.map((contract) => contract.contract_short_type)).toEqual(['CW', 'NW', 'CQ', 'NQ']);
    for (const contract of answer.data) {
      expect(contract.contract_code).toBe(`${contract.symbol}${String(contract.delivery_date).slice(2)}`);
      expect(new Date(Number(contract.delivery_time)).getUTCDay()).toBe(5);
    }
    const dates = btc.map((contract) => Number(contract.delivery_time));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(dates[0]).toBeGreaterThan(Date.now());
  });

  it('lists coin and USDT swaps', async () => {
    const coin = await get<{ data: Array<{ contract_code: string }> }>(swapCalls.swapInfo);
    expect(coin.data.map((contract) => contract.contract_code)).toEqual(['BTC-USD', 'ETH-USD']);
    const linear = await get<{ data: Array<{ contract_code: string }> }>(swapCalls.linearSwapInfo);
    expect(linear.data.map((contract) => contract.contract_code)).toEqual(['BTC-USDT', 'ETH-USDT']);
  });

  it('answers merged contract tickers near the spot price', async () => {
    const spot = await get<{ tick: { close: number } }>(proMarket.mergedTicker, '?symbol=btcusdt');
    const quarter = await get<{ ch: string; tick: Record<string, unknown> & { close: number; bid: number[]; ask: number[] } }>(
      dmCalls.mergedTicker, '?symbol=BTC_CQ',
    );
    expect(quarter.ch).toBe('market.BTC_CQ.detail.merged');
    expect(Object.keys(quarter.tick).sort()).toEqual(['amount', 'ask', 'bid', 'close', 'count', 'high', 'id', 'low', 'open', 'ts', 'vol']);
    expect(Math.abs(quarter.tick.close / spot.tick.close - 1)).toBeLessThan(0.02);
    const swap = await get<{ ch: string; tick: { close: number } }>(swapCalls.mergedTicker, '?contract_code=BTC-USD');
    expect(swap.ch).toBe('market.BTC-USD.detail.merged');
    expect(await get(dmCalls.mergedTicker, '?symbol=DOGE_CQ')).toEqual(INVALID_SYMBOL);
    expect(await get(swapCalls.mergedTicker, '?contract_code=X-USD')).toMatchObject({ status: 'error' });
  });

  it('reports the contract heartbeats, changed through the control API', async () => {
    const up = {
      heartbeat: 1,
      swap_heartbeat: 1,
      linear_swap_heartbeat: 1,
      estimated_recovery_time: null,
      swap_estimated_recovery_time: null,
      linear_swap_estimated_recovery_time: null,
    };
    expect(await get(dmCalls.heartbeat)).toMatchObject({ status: 'ok', data: up });
    expect((await control(server, 'POST', '/contract/heartbeat', { swap_heartbeat: 0 })).json).toEqual({
      heartbeat: 1,
      swap_heartbeat: 0,
      linear_swap_heartbeat: 1,
    });
    expect(await get(dmCalls.heartbeat)).toMatchObject({ data: { ...up, swap_heartbeat: 0 } });
    expect((await control(server, 'POST', '/contract/heartbeat', { heartbeat: 2 })).status).toBe(400);
    await control(server, 'POST', '/reset');
    expect(await get(dmCalls.heartbeat)).toMatchObject({ data: up });
  });
});
