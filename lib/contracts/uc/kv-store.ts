// The account service's per-user key-value store (the exchange page keeps the order-confirm
// switch there), apart from ./index so that the exchange page does not load the schemas of the
// login, register and security forms. ./index spreads the calls into UC_CALLS.

import * as z from 'zod/mini';
import { defineCall } from '../define';

const family = 'uc';

export const kvStoreEntrySchema = z.object({ store_key: z.string(), store_value: z.string(), website: z.string() });
export const kvStoreSetSchema = z.partial(kvStoreEntrySchema, { website: true });

export const UC_KV_CALLS = {
  kvStoreGet: defineCall({ family, method: 'GET', pattern: '/uc/open/kv_store/get', request: z.object({ store_key: z.string() }) }),
  kvStoreSet: defineCall({ family, method: 'POST', pattern: '/uc/open/kv_store/set', request: kvStoreSetSchema }),
};
