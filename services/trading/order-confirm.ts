// The spot order confirmation switch (exchange-wallet-fiat.md section 5: "only if the confirm
// switch is on (key-value ORDER_CONFIRM)"), kept in the account service's key-value store so it
// follows the user across devices. The value is read with isConfirmSwitchOn.

import * as z from 'zod/mini';
import { isConfirmSwitchOn, ORDER_CONFIRM_KEY } from '@/lib/trading';
import { get, post, type ApiResult, type ShorthandOptions } from '@/services/http';
import { parseEnvelope } from '@/services/http/parse';
import { UC_KV_CALLS } from '@/lib/contracts/uc/kv-store';

const kvAnswerSchema = z.object({ store_key: z.string(), store_value: z.optional(z.nullable(z.string())) });

/** GET kv_store/get?store_key=ORDER_CONFIRM → whether spot orders ask first (off when unset). */
export async function fetchOrderConfirmSwitch(options?: ShorthandOptions): Promise<ApiResult<boolean>> {
  return parseEnvelope(await get('uc', UC_KV_CALLS.kvStoreGet.path(), { store_key: ORDER_CONFIRM_KEY }, options), kvAnswerSchema, (raw) =>
    isConfirmSwitchOn(raw.store_value),
  );
}

/** POST kv_store/set {store_key: ORDER_CONFIRM, store_value: 'true' | 'false'} → the stored state. */
export async function saveOrderConfirmSwitch(on: boolean, options?: ShorthandOptions): Promise<ApiResult<boolean>> {
  const body = { store_key: ORDER_CONFIRM_KEY, store_value: on ? 'true' : 'false' };
  return parseEnvelope(await post('uc', UC_KV_CALLS.kvStoreSet.path(), body, options), kvAnswerSchema, (raw) => isConfirmSwitchOn(raw.store_value));
}
