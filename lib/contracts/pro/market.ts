// Spot market REST of the pro family (exchange-wallet-fiat.md section 3; PROTOCOL.md 4.4). The
// backend sends prices and amounts as JSON numbers; the services turn them into decimal strings.
// Market answers put the payload under `tick` or `data`; the envelope layer hands either over as
// `data`.

import * as z from 'zod/mini';
import { defineCall } from '../define';

z.config({ jitless: true });

/** One entry of the tickers list; bid/ask sizes are not used by the UI. */
export const restTickerSchema = z.object({
  symbol: z.string().check(z.minLength(1)),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  amount: z.number(),
  vol: z.number(),
  count: z.optional(z.number()),
  bid: z.optional(z.nullable(z.number())),
  ask: z.optional(z.nullable(z.number())),
});

export type RestTicker = z.infer<typeof restTickerSchema>;

const bookSideSchema = z.tuple([z.number(), z.number()]);

/** The `tick` of a merged ticker, spot and contract alike. */
export const mergedTickSchema = z.object({
  id: z.optional(z.number()),
  open: z.number(),
  close: z.number(),
  high: z.number(),
  low: z.number(),
  amount: z.number(),
  vol: z.number(),
  count: z.optional(z.number()),
  bid: z.optional(z.nullable(bookSideSchema)),
  ask: z.optional(z.nullable(bookSideSchema)),
  ts: z.optional(z.number()),
});

export type RawMergedTick = z.infer<typeof mergedTickSchema>;

/** GET → 24 h summary of every listed pair */
export const tickers = defineCall({ family: 'pro', method: 'GET', pattern: '/market/tickers', response: z.array(restTickerSchema) });
/** GET ?symbol=&type=step0..5&depth=5|10|20 → tick {ts, version, bids, asks} */
export const depth = defineCall({ family: 'pro', method: 'GET', pattern: '/market/depth' });
/** What the home page's sparklines read of a bar of `kline`: its open time and close. */
export const restKlineCloseSchema = z.object({ id: z.number(), close: z.number() });

/** GET ?symbol=&period=&size≤2000 → bars, newest first */
export const kline = defineCall({ family: 'pro', method: 'GET', pattern: '/market/history/kline' });
/** GET ?symbol= → summary with best bid/ask as [price, size] */
export const mergedTicker = defineCall({ family: 'pro', method: 'GET', pattern: '/market/detail/merged', response: mergedTickSchema });
/** GET ?symbol= → the 24 h summary of the detail push */
export const detail = defineCall({ family: 'pro', method: 'GET', pattern: '/market/detail' });
/** GET ?symbol= → the last trade */
export const lastTrade = defineCall({ family: 'pro', method: 'GET', pattern: '/market/trade' });
/** GET ?symbol=&size≤300 → recent trades, newest first */
export const tradeHistory = defineCall({ family: 'pro', method: 'GET', pattern: '/market/history/trade' });
