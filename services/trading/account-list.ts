// GET `trading.accounts` (exchange-wallet-fiat.md section 7 "Accounts and balances": pro
// accounts), in a module of its own for the pages that need only the list.

import { get, type ApiResult, type ShorthandOptions } from '@/services/http';
import { parseListEnvelope } from '@/services/http/parse';
import * as calls from '@/lib/contracts/pro/trading';
import { toTradingAccount, type TradingAccount } from './account-convert';

/** GET `trading.accounts`. Every account, whatever its state; unreadable entries are dropped. */
export async function fetchAccounts(options?: ShorthandOptions): Promise<ApiResult<TradingAccount[]>> {
  return parseListEnvelope(await get('pro', calls.accounts.path(), undefined, options), calls.rawAccountSchema, toTradingAccount);
}
