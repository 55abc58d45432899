// Pro accounts and the spot balance (exchange-wallet-fiat.md section 7 "Accounts and balances":
// pro accounts; spot balance), on the pro family with its token.

import { get, type ApiResult, type ShorthandOptions } from '@/services/http';
import { parseEnvelope } from '@/services/http/parse';
import { toAccountBalance, WORKING_ACCOUNT_STATE, type AccountBalance, type TradingAccount } from './convert';

export { fetchAccounts } from './account-list';
import * as calls from '@/lib/contracts/pro/trading';
import { rawBalanceSchema } from '@/lib/contracts/pro/trading';

export { WORKING_ACCOUNT_STATE, type AccountBalance, type CurrencyBalance, type TradingAccount } from './convert';


/** GET `trading.accountBalance`. A balance with an unreadable amount is a failure. */
export async function fetchBalance(accountId: string, options?: ShorthandOptions): Promise<ApiResult<AccountBalance>> {
  return parseEnvelope(await get('pro', calls.accountBalance.path({ id: accountId }), undefined, options), rawBalanceSchema, toAccountBalance);
}

export function isWorkingAccount(account: Pick<TradingAccount, 'state'>): boolean {
  return account.state === WORKING_ACCOUNT_STATE;
}

/** The working spot account, if the user has one. */
export function spotAccountOf(accounts: readonly TradingAccount[]): TradingAccount | null {
  return accounts.find((account) => account.type === 'spot' && isWorkingAccount(account)) ?? null;
}

/** The working isolated-margin account of `symbol`: margin accounts are keyed by subtype = symbol. */
export function marginAccountOf(accounts: readonly TradingAccount[], symbol: string): TradingAccount | null {
  const wanted = symbol.trim().toLowerCase();
  if (wanted === '') return null;
  return accounts.find((account) => account.type === 'margin' && account.subtype === wanted && isWorkingAccount(account)) ?? null;
}
