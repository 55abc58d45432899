// Balances of the pro-family accounts and products (exchange-wallet-fiat.md section 7 "Accounts
// and balances"; WALLET.md 8, 9): one typed call each, resolving to an ApiResult that keeps a
// failure's code and message as sent (the screens classify 300003 and the others with lib
// rules). The pro token is sent by the HTTP core.

import { get, type ApiResult, type ShorthandOptions } from '@/services/http';
import { parseEnvelope, parseListEnvelope } from '@/services/http/parse';
import * as margin from '@/lib/contracts/pro/margin';
import * as trading from '@/lib/contracts/pro/trading';
import * as calls from '@/lib/contracts/pro/wallet';
import {
  toAccountBalances,
  toAssetValuation,
  toBalanceRow,
  toC2cAccount,
  toFinanceAccountState,
  toGridRow,
  toMarginAccountBalances,
  toMiningBalance,
  toMiningVisibility,
  toPledgeRow,
  toPledgeTotals,
  toPointAccount,
  toStableCoinInfo,
  toValuation,
  type AccountBalances,
  type AssetValuation,
  type BalanceRow,
  type C2cAccount,
  type FinanceAccountState,
  type GridRow,
  type MiningBalance,
  type MiningVisibility,
  type PledgeRow,
  type PledgeTotals,
  type PointAccount,
  type StableCoinInfo,
  type Valuation,
} from './convert';

export type * from './convert';

/** GET `trading.accounts` lives in services/trading/accounts.ts (fetchAccounts). */

/** GET `wallet.spotBalance`: the working spot account and its rows. */
export async function fetchSpotBalance(options?: ShorthandOptions): Promise<ApiResult<AccountBalances>> {
  return parseEnvelope(await get('pro', calls.spotBalance.path(), undefined, options), trading.rawBalanceSchema, toAccountBalances);
}

/** GET `trading.accountBalance`: any pro account by id (investment, point, borrow, …). */
export async function fetchAccountBalances(accountId: string, options?: ShorthandOptions): Promise<ApiResult<AccountBalances>> {
  return parseEnvelope(await get('pro', trading.accountBalance.path({ id: accountId }), undefined, options), trading.rawBalanceSchema, toAccountBalances);
}

/** GET `wallet.allBalance`: every pro account with its rows. */
export async function fetchAllBalances(options?: ShorthandOptions): Promise<ApiResult<AccountBalances[]>> {
  return parseListEnvelope(await get('pro', calls.allBalance.path(), undefined, options), calls.rawAccountBalancesSchema, toAccountBalances);
}

/** GET `margin.balance`?symbol= : every isolated-margin account, or the pair's only. */
export async function fetchMarginBalances(symbol?: string, options?: ShorthandOptions): Promise<ApiResult<AccountBalances[]>> {
  const params = symbol ? { symbol: symbol.trim().toLowerCase() } : undefined;
  return parseListEnvelope(await get('pro', margin.balance.path(), params, options), margin.rawMarginAccountSchema, toMarginAccountBalances);
}

/** GET `margin.crossBalance`: the super-margin (cross) account. */
export async function fetchSuperMarginBalances(options?: ShorthandOptions): Promise<ApiResult<AccountBalances>> {
  return parseEnvelope(await get('pro', margin.crossBalance.path(), undefined, options), margin.rawMarginAccountSchema, toMarginAccountBalances);
}

/** GET `wallet.stableCoinInfo`. */
export async function fetchStableCoinInfo(options?: ShorthandOptions): Promise<ApiResult<StableCoinInfo>> {
  return parseEnvelope(await get('pro', calls.stableCoinInfo.path(), undefined, options), calls.rawStableCoinInfoSchema, toStableCoinInfo);
}

/** GET `wallet.financeAccountState`. */
export async function fetchFinanceAccountState(options?: ShorthandOptions): Promise<ApiResult<FinanceAccountState>> {
  return parseEnvelope(await get('pro', calls.financeAccountState.path(), undefined, options), calls.rawFinanceAccountStateSchema, toFinanceAccountState);
}

export interface AssetValuationParams {
  /** WALLET.md 8.1: spot, margin, otc, super-margin (the mock also values the other kinds). */
  accountType: string;
  /** Upper case; BTC by default. */
  valuationCurrency?: string;
}

/** GET `wallet.assetValuation`?accountType=&valuationCurrency= : one account type's value. */
export async function fetchAssetValuation({ accountType, valuationCurrency = 'BTC' }: AssetValuationParams, options?: ShorthandOptions): Promise<ApiResult<AssetValuation>> {
  const params = { accountType, valuationCurrency: valuationCurrency.toUpperCase() };
  return parseEnvelope(await get('pro', calls.assetValuation.path(), params, options), calls.rawAssetValuationSchema, toAssetValuation);
}

/** GET `wallet.valuation`?valuationCurrency=BTC : the total and one entry per distribution type. */
export async function fetchValuation(options?: ShorthandOptions): Promise<ApiResult<Valuation>> {
  return parseEnvelope(await get('pro', calls.valuation.path(), { valuationCurrency: 'BTC' }, options), calls.rawValuationSchema, toValuation);
}

/** GET `wallet.pointAccount`. */
export async function fetchPointAccount(options?: ShorthandOptions): Promise<ApiResult<PointAccount>> {
  return parseEnvelope(await get('pro', calls.pointAccount.path(), undefined, options), calls.rawPointAccountSchema, toPointAccount);
}

/** GET `wallet.gridBalance`. */
export async function fetchGridBalance(options?: ShorthandOptions): Promise<ApiResult<GridRow[]>> {
  return parseListEnvelope(await get('pro', calls.gridBalance.path(), undefined, options), calls.rawGridRowSchema, toGridRow);
}

export interface C2cBalanceParams {
  /** The wallet shows the borrow side (c2cBorrow). */
  accountType?: 'borrow' | 'lend';
  currency?: string;
  /** One borrow account (a pro account of type borrow, per subtype); all of them when absent. */
  accountId?: string;
}

/** GET `wallet.c2cBalance`?accountType=borrow&currency=&accountId= . */
export async function fetchC2cBalance({ accountType = 'borrow', currency, accountId }: C2cBalanceParams = {}, options?: ShorthandOptions): Promise<ApiResult<C2cAccount>> {
  const params: Record<string, string> = { accountType };
  if (currency) params.currency = currency.trim().toLowerCase();
  if (accountId) params.accountId = accountId.trim();
  return parseEnvelope(await get('pro', calls.c2cBalance.path(), params, options), calls.rawC2cAccountSchema, toC2cAccount);
}

/** GET `wallet.minepoolBalance`. */
export async function fetchMinepoolBalance(options?: ShorthandOptions): Promise<ApiResult<BalanceRow[]>> {
  return parseListEnvelope(await get('pro', calls.minepoolBalance.path(), undefined, options), calls.rawProductRowSchema, toBalanceRow);
}

/** GET `wallet.miningMarket`: the digital* summary and the rows. */
export async function fetchMiningBalance(options?: ShorthandOptions): Promise<ApiResult<MiningBalance>> {
  return parseEnvelope(await get('pro', calls.miningMarket.path(), undefined, options), calls.rawMiningMarketSchema, toMiningBalance);
}

/** GET `wallet.allowMiningShow`: switchStatus (whether the mining tab shows). */
export async function fetchMiningVisibility(options?: ShorthandOptions): Promise<ApiResult<MiningVisibility>> {
  return parseEnvelope(await get('pro', calls.allowMiningShow.path(), undefined, options), calls.rawMiningSwitchSchema, toMiningVisibility);
}

/** GET `wallet.pledgeTotals`: loaningUSDT and pledgingUSDT. */
export async function fetchPledgeTotals(options?: ShorthandOptions): Promise<ApiResult<PledgeTotals>> {
  return parseEnvelope(await get('pro', calls.pledgeTotals.path(), undefined, options), calls.rawPledgeTotalsSchema, toPledgeTotals);
}

/** GET `wallet.pledgeList`: the pledged currencies. */
export async function fetchPledgeList(options?: ShorthandOptions): Promise<ApiResult<PledgeRow[]>> {
  return parseListEnvelope(await get('pro', calls.pledgeList.path(), undefined, options), calls.rawPledgeRowSchema, toPledgeRow);
}
