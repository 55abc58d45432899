// The settings lists of the pro family (exchange-wallet-fiat.md sections 3, 7, 8; PROTOCOL.md
// 4.6): `{ status, data: [...], ts, full }` with abbreviated records, incrementally after `?ts=`.
// The records are checked one by one by the models (lib/settings), not here.

import * as z from 'zod/mini';
import { defineCall } from '../define';

z.config({ jitless: true });

/** A list of abbreviated records; each becomes a model or is skipped. */
const recordListSchema = z.array(z.record(z.string(), z.unknown()));

/** GET ?ts= (PROTOCOL.md 4.6) */
export const symbolSettings = defineCall({ family: 'pro', method: 'GET', pattern: '/v2/settings/common/symbols', response: recordListSchema });
/** GET ?ts= */
export const currencySettings = defineCall({ family: 'pro', method: 'GET', pattern: '/v2/settings/common/currencies', response: recordListSchema });
/** GET ?ts= */
export const chainSettings = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/settings/common/chains', response: recordListSchema });
/** GET ?symbols=a,b (all when absent): the v1 market symbols with the order minimums. */
export const marketSymbols = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/settings/common/market-symbols', response: recordListSchema });
