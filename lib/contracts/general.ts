// Calls of the general family the market pages use: the exchange rates.

import * as z from 'zod/mini';
import { defineCall } from './define';

z.config({ jitless: true });

export const exchangeRateSchema = z.object({
  name: z.string().check(z.minLength(1)),
  rate: z.union([z.string(), z.number()]),
});

/** GET → [{ name: 'usdt_cny', rate: '7.12' }, …] */
export const exchangeRates = defineCall({ family: 'general', method: 'GET', pattern: '/exchange_rate/list', response: z.array(exchangeRateSchema) });
