// Market data calls of the pro family (exchange-wallet-fiat.md section 3; PROTOCOL.md 4.4), as
// zod schemas. The backend sends prices and amounts as JSON numbers; the call functions turn
// them into decimal strings, so nothing past this boundary sees a float.

import * as z from 'zod/mini';

// See services/uc/schemas.ts: no eval probe under the CSP.
z.config({ jitless: true });

export const MARKET_PATHS = {
  tickers: '/market/tickers', // GET
} as const;

/** One entry of GET /market/tickers; bid/ask sizes are not used by the UI. */
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
