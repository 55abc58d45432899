// OTC (fiat trading) family calls (exchange-wallet-fiat.md section 3 "Otc row: coinId, total,
// frozen, borrow; otc currency row: coinCode", section 7 "otc"). The otc service answers in the
// account-service form {success, code, message, data}. The path is chosen here (the spec names
// none) and written in mocks/README.md "Wallet balances".

import * as z from 'zod/mini';
import { defineCall } from './define';
import { wireAmountSchema, wireIdSchema } from './wire';

z.config({ jitless: true });

/** One otc coin: its id, its code, and the amounts. */
export const rawOtcRowSchema = z.object({
  coinId: wireIdSchema,
  coinCode: z.string(),
  total: wireAmountSchema,
  frozen: wireAmountSchema,
  borrow: wireAmountSchema,
});

export type RawOtcRow = z.infer<typeof rawOtcRowSchema>;

/** GET → [{coinId, coinCode, total, frozen, borrow}] */
export const otcBalance = defineCall({ family: 'otc', method: 'GET', pattern: '/v1/otc/account/balance', response: z.array(rawOtcRowSchema) });
