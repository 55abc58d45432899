// Reference data of the pro family beside the settings lists (spec section 7 "Settings"): the
// server time.

import * as z from 'zod/mini';
import { defineCall } from '../define';

z.config({ jitless: true });

export const timestampSchema = z.number().check(z.int(), z.nonnegative());

/** GET → the server's time in epoch ms */
export const serverTimestamp = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/common/timestamp', response: timestampSchema });
