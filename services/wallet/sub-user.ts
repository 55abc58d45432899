// A parent's sub-users on the exchange (WALLET.md 10.3, 10.5–10.8, 10.11, 10.12), pro family with its
// token. The wire's uid quirks end here: every uid leaves as text, amounts stay decimal text,
// and a batch answer becomes one result per sub-user with its own failure, since the call as a
// whole answers 200 even when items fail.

import * as calls from '@/lib/contracts/pro/sub-user';
import { wireIdSchema } from '@/lib/contracts/wire';
import type { ValuationItem } from '@/lib/assets/valuation';
import { subAccountHoldings } from '@/lib/sub-account/holdings';
import { get, post, type ApiResult, type ShorthandOptions } from '@/services/http';
import { parseEnvelope } from '@/services/http/parse';
import { toIdText } from '@/services/trading/convert';

export type SubUserState = 'normal' | 'lock';

/** One sub-user's outcome of a batch switch: done with the value now, or its failure. */
export type SubUserItemResult<T> = { subUid: string; ok: true; value: T } | { subUid: string; ok: false; code: string; message: string };

export interface SubUserAccounts {
  uid: string;
  isolatedMargin: boolean;
  crossMargin: boolean;
  transferable: boolean;
  spotAccountId: string | null;
  spotLocked: boolean;
}

export interface AggregateBalanceRow {
  currency: string;
  /** spot, margin, super-margin, point. */
  type: string;
  balance: string;
}

/** GET /v2/sub-user/user-state?subUid= */
export async function fetchSubUserState(subUid: string, options?: ShorthandOptions): Promise<ApiResult<{ uid: string; state: SubUserState }>> {
  return parseEnvelope(await get('pro', calls.subUserState.path(), { subUid }, options), calls.rawSubUserStateSchema, (raw) => ({ uid: String(raw.uid), state: raw.userState }));
}

function itemOf<T>(raw: { subUid: string | number; errCode?: number; errMessage?: string }, value: T | undefined): SubUserItemResult<T> {
  const subUid = String(raw.subUid);
  if (raw.errCode !== undefined || value === undefined) return { subUid, ok: false, code: String(raw.errCode ?? ''), message: raw.errMessage ?? '' };
  return { subUid, ok: true, value };
}

/** POST /v2/sub-user/tradable-market — isolated or cross margin on or off for each sub-user; the value is whether it is on now. */
export async function setTradableMarket(
  subUids: readonly string[],
  accountType: 'isolated-margin' | 'cross-margin',
  open: boolean,
  options?: ShorthandOptions,
): Promise<ApiResult<Array<SubUserItemResult<boolean>>>> {
  const body: calls.TradableMarketRequest = { subUids: subUids.join(','), accountType, activation: open ? 'activated' : 'deactivated' };
  return parseEnvelope(await post('pro', calls.tradableMarket.path(), body, options), calls.rawTradableMarketListSchema, (items) =>
    items.map((raw) => itemOf(raw, raw.activation === undefined ? undefined : raw.activation === 'activated')),
  );
}

/** POST /v2/sub-user/transferability — may each sub-user move spot to the parent. */
export async function setTransferability(subUids: readonly string[], transferable: boolean, options?: ShorthandOptions): Promise<ApiResult<Array<SubUserItemResult<boolean>>>> {
  const body: calls.TransferabilityRequest = { subUids: subUids.join(','), accountType: 'spot', transferrable: transferable };
  return parseEnvelope(await post('pro', calls.transferability.path(), body, options), calls.rawTransferabilityListSchema, (items) =>
    items.map((raw) => itemOf(raw, raw.transferrable)),
  );
}

/** GET /v2/sub-user/account-list?subUid= */
export async function fetchSubUserAccounts(subUid: string, options?: ShorthandOptions): Promise<ApiResult<SubUserAccounts>> {
  return parseEnvelope(await get('pro', calls.subUserAccountList.path(), { subUid }, options), calls.rawSubUserAccountListSchema, (raw) => {
    const kind = (type: string) => raw.list.find((entry) => entry.accountType === type);
    const spot = kind('spot');
    const spotAccount = spot?.accountIds?.[0];
    return {
      uid: String(raw.uid),
      isolatedMargin: kind('isolated-margin')?.activation === 'activated',
      crossMargin: kind('cross-margin')?.activation === 'activated',
      transferable: spot?.transferrable ?? true,
      spotAccountId: spotAccount ? toIdText(spotAccount.accountId) : null,
      spotLocked: spotAccount?.accountStatus === 'locked',
    };
  });
}

/**
 * POST /v1/subuser/transfer — `in` moves from the sub-user's spot to the parent's
 * (master-transfer-in), `out` the other way. The sub-uid is a long on the wire; the amount is
 * the checked decimal text. Resolves to the transfer id.
 */
export interface SubUserTransferParams {
  subUid: string;
  currency: string;
  amount: string;
  direction: 'in' | 'out';
}

export async function transferWithSubUser(
  params: SubUserTransferParams,
  options?: ShorthandOptions,
): Promise<ApiResult<{ id: string }>> {
  const body: calls.SubUserTransferRequest = {
    'sub-uid': Number(params.subUid),
    currency: params.currency.trim().toLowerCase(),
    amount: params.amount,
    type: params.direction === 'in' ? 'master-transfer-in' : 'master-transfer-out',
  };
  return parseEnvelope(await post('pro', calls.subUserTransfer.path(), body, options), wireIdSchema, (raw) => {
    const id = toIdText(raw);
    return id === null ? null : { id };
  });
}

/** GET /v1/subuser/aggregate-balance — every sub-user's balances summed per currency and account type. */
export async function fetchAggregateBalance(options?: ShorthandOptions): Promise<ApiResult<AggregateBalanceRow[]>> {
  return parseEnvelope(await get('pro', calls.aggregateBalance.path(), undefined, options), calls.rawAggregateBalanceSchema, (rows) => rows.map((row) => ({ ...row })));
}

/** GET /v1/account/accounts/{sub-uid} — what one sub-user holds over all its accounts, per currency (net of loans). */
export async function fetchSubUserHoldings(subUid: string, options?: ShorthandOptions): Promise<ApiResult<ValuationItem[]>> {
  return parseEnvelope(await get('pro', calls.subUserBalances.path({ subUid }), undefined, options), calls.rawSubUserBalancesSchema, subAccountHoldings);
}
