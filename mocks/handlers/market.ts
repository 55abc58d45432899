// Spot market REST of the pro family (PROTOCOL.md 4.4, 4.6): settings lists answered
// incrementally by `ts`, and the market data read from the shared simulation (the same prices
// the socket pushes). Errors have the real shape: HTTP 200 with status 'error' and err-code.

import { HttpResponse, type RequestHandler } from 'msw';
import * as market from '@/lib/contracts/pro/market';
import { serverTimestamp } from '@/lib/contracts/pro/reference';
import * as settings from '@/lib/contracts/pro/settings';
import { DEPTH_STEPS, KLINE_PERIODS, type DepthStep, type KlinePeriod } from '@/lib/market/types';
import { MARKET_SYMBOLS, tradableSymbols } from '../db/market-data';
import { chainSettings, currencySettings, parseSettingsTs, symbolSettings, type VersionedRecords } from '../db/market-settings';
import { AGGREGATED_DEPTH_LEVELS, summaryTick } from '../feeds/market-feed';
import { marketSimulation, type SimulatedPair } from '../feeds/market-simulation';
import { stepNumber } from '../feeds/order-book';
import { proFail, proOk } from '../http/respond';
import { queryOf } from '../http/request';
import { route } from '../http/route';

/** `market.kline`: default and largest `size` (PROTOCOL.md 4.4). */
export const KLINE_DEFAULT_SIZE = 150;
export const KLINE_MAX_SIZE = 2000;
/** `market.depth`: step0 answers 150 levels unless `depth` asks for 5, 10 or 20. */
export const REST_DEPTH_LEVELS = 150;
const DEPTH_PARAM_VALUES = ['5', '10', '20'];

export function marketError(message: string) {
  return proFail('invalid-parameter', message);
}

const query = queryOf;

function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

/** The simulated pair of the `symbol` query parameter, or the invalid-symbol answer. */
function pairOf(request: Request): SimulatedPair | Response {
  const symbol = query(request).get('symbol');
  return (symbol !== null && marketSimulation.pair(symbol)) || marketError('invalid symbol');
}

function settingsAnswer<T>(records: VersionedRecords<T>, request: Request) {
  return HttpResponse.json({ status: 'ok', ...records.since(parseSettingsTs(query(request).get('ts'))) });
}

export function marketHandlers(base: string): RequestHandler[] {
  return [
    // GET `reference.serverTimestamp` → {status:'ok', data: ms}
    route(base, serverTimestamp, () => proOk(Date.now())),

    // GET `settings.symbolSettings`?ts= → {status, data, ts:'<ms>', full}
    route(base, settings.symbolSettings, ({ request }) => settingsAnswer(symbolSettings, request)),
    route(base, settings.currencySettings, ({ request }) => settingsAnswer(currencySettings, request)),
    route(base, settings.chainSettings, ({ request }) => settingsAnswer(chainSettings, request)),

    // GET `settings.marketSymbols`?symbols=a,b (all when absent)
    route(base, settings.marketSymbols, ({ request }) => {
      const wanted = query(request).get('symbols');
      const codes = wanted ? new Set(wanted.split(',').map((code) => code.trim().toLowerCase())) : undefined;
      const data = MARKET_SYMBOLS.filter((symbol) => !codes || codes.has(symbol.v1.symbol)).map((symbol) => ({
        ...symbol.v1,
        // State changes of the v2 record show here too.
        state: symbolSettings.find(symbol.v1.symbol)?.state ?? symbol.v1.state,
      }));
      return proOk(data, { ts: String(symbolSettings.latest), full: 1 });
    }),

    // GET `market.tickers` → 24 h summary of every listed pair
    route(base, market.tickers, () => {
      const now = Date.now();
      const data = tradableSymbols().flatMap((symbol) => {
        const pair = marketSimulation.pair(symbol.v2.sc);
        if (!pair) return [];
        const s = marketSimulation.summary(pair, now);
        return [
          {
            symbol: pair.symbol,
            open: s.open,
            high: s.high,
            low: s.low,
            close: s.close,
            amount: s.amount,
            vol: s.vol,
            count: s.count,
            bid: s.bid,
            bidSize: s.bidSize,
            ask: s.ask,
            askSize: s.askSize,
          },
        ];
      });
      return proOk(data, { ts: now });
    }),

    // GET `market.depth`?symbol=&type=step0..5&depth=5|10|20
    route(base, market.depth, ({ request }) => {
      const pair = pairOf(request);
      if (pair instanceof Response) return pair;
      const type = query(request).get('type') ?? 'step0';
      if (!isOneOf<DepthStep>(DEPTH_STEPS, type)) return marketError('invalid type');
      const depth = query(request).get('depth');
      if (depth !== null && !DEPTH_PARAM_VALUES.includes(depth)) return marketError('invalid depth');
      const step = stepNumber(type);
      const levels = depth !== null ? Number(depth) : step === 0 ? REST_DEPTH_LEVELS : AGGREGATED_DEPTH_LEVELS;
      const now = Date.now();
      const book = marketSimulation.depth(pair, step, levels, now);
      return HttpResponse.json({
        ch: `market.${pair.symbol}.depth.${type}`,
        status: 'ok',
        ts: now,
        tick: { ts: book.ts, version: book.version, bids: book.bids, asks: book.asks },
      });
    }),

    // GET `market.kline`?symbol&period&size≤2000 → newest bar first
    route(base, market.kline, ({ request }) => {
      const pair = pairOf(request);
      if (pair instanceof Response) return pair;
      const period = query(request).get('period');
      if (!isOneOf<KlinePeriod>(KLINE_PERIODS, period)) return marketError('invalid period');
      const sizeText = query(request).get('size');
      const size = sizeText === null ? KLINE_DEFAULT_SIZE : Number(sizeText);
      if (!Number.isInteger(size) || size < 1 || size > KLINE_MAX_SIZE) return marketError('invalid size');
      const now = Date.now();
      const bars = marketSimulation.bars(pair, period, 0, Math.floor(now / 1000), size, now);
      return HttpResponse.json({ ch: `market.${pair.symbol}.kline.${period}`, status: 'ok', ts: now, data: bars.reverse() });
    }),

    // GET `market.mergedTicker`?symbol → summary with best bid/ask as [price, size]
    route(base, market.mergedTicker, ({ request }) => {
      const pair = pairOf(request);
      if (pair instanceof Response) return pair;
      const now = Date.now();
      const s = marketSimulation.summary(pair, now);
      return HttpResponse.json({
        ch: `market.${pair.symbol}.detail.merged`,
        status: 'ok',
        ts: now,
        tick: {
          id: s.id,
          version: s.version,
          ts: now,
          open: s.open,
          close: s.close,
          high: s.high,
          low: s.low,
          amount: s.amount,
          vol: s.vol,
          count: s.count,
          bid: [s.bid, s.bidSize],
          ask: [s.ask, s.askSize],
        },
      });
    }),

    // GET `market.detail`?symbol → the 24 h summary of the detail push
    route(base, market.detail, ({ request }) => {
      const pair = pairOf(request);
      if (pair instanceof Response) return pair;
      const now = Date.now();
      return HttpResponse.json({
        ch: `market.${pair.symbol}.detail`,
        status: 'ok',
        ts: now,
        tick: summaryTick('detail', marketSimulation, pair, now),
      });
    }),

    // GET `market.lastTrade`?symbol → the last trade, REST spelling `trade-id`
    route(base, market.lastTrade, ({ request }) => {
      const pair = pairOf(request);
      if (pair instanceof Response) return pair;
      const now = Date.now();
      const [trade] = marketSimulation.recentTrades(pair, now, 1);
      const data = trade ? [{ id: trade.id, ts: trade.ts, 'trade-id': trade.tradeId, amount: trade.amount, price: trade.price, direction: trade.direction }] : [];
      return HttpResponse.json({
        ch: `market.${pair.symbol}.trade.detail`,
        status: 'ok',
        ts: now,
        tick: { id: trade?.tradeId ?? 0, ts: trade?.ts ?? now, data },
      });
    }),

    // GET `market.tradeHistory`?symbol&size≤300 → newest first, one trade per entry
    route(base, market.tradeHistory, ({ request }) => {
      const pair = pairOf(request);
      if (pair instanceof Response) return pair;
      const sizeText = query(request).get('size');
      const size = sizeText === null ? 1 : Number(sizeText);
      if (!Number.isInteger(size) || size < 1 || size > 300) return marketError('invalid size');
      const now = Date.now();
      const data = marketSimulation
        .recentTrades(pair, now, size)
        .reverse()
        .map((trade) => ({
          id: trade.tradeId,
          ts: trade.ts,
          data: [{ id: trade.id, ts: trade.ts, 'trade-id': trade.tradeId, amount: trade.amount, price: trade.price, direction: trade.direction }],
        }));
      return HttpResponse.json({ ch: `market.${pair.symbol}.trade.detail`, status: 'ok', ts: now, data });
    }),
  ];
}
