// The otc (fiat trading) account's balance (exchange-wallet-fiat.md sections 3 "Otc row", 7
// "otc", 8 "Otc balance failure toasts the message"): the otc family with its own token. A
// sub-user's otc balance is not fetched (section 6): the caller skips the call.

import { get, type ApiResult, type ShorthandOptions } from '@/services/http';
import { parseListEnvelope } from '@/services/http/parse';
import * as otc from '@/lib/contracts/otc';
import { toOtcRow, type OtcRow } from './convert';

export type { OtcRow } from './convert';

/** GET `otc.otcBalance`: one row per otc coin. */
export async function fetchOtcBalance(options?: ShorthandOptions): Promise<ApiResult<OtcRow[]>> {
  return parseListEnvelope(await get('otc', otc.otcBalance.path(), undefined, options), otc.rawOtcRowSchema, toOtcRow);
}
