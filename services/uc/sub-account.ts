// A parent's sub-accounts on the account service (shell-and-account.md section 7: the
// sub_account calls); the shapes are in lib/contracts/uc/sub-account. The changes need the
// parent's passed security verification first (SUB_ACCOUNT_CODES.securityNotVerified tells the
// screen to ask for it). Like every call, these resolve to an ApiResult.

import { get, post, type ApiResult } from '@/services/http';
import { checkedAnswer } from './answer';
import {
  UC_CALLS,
  accountNameCheckSchema,
  batchCreateResultSchema,
  operationHistoryPageSchema,
  permissionsModifySchema,
  subAccountCountSchema,
  subAccountPageSchema,
  subAccountPermissionsSchema,
  subAccountSchema,
  type AccountNameCheck,
  type BatchCreateRequest,
  type BatchCreateResult,
  type OperationHistoryPage,
  type PermissionsModifyRequest,
  type SubAccountCount,
  type SubAccountPage,
  type SubAccountPermissionsWire,
  type SubAccountRow,
} from '@/lib/contracts/uc';

export interface SubAccountListParams {
  page: number;
  size: number;
  /** A name part or a uid prefix; '' for all. */
  keyword: string;
}

/** Query values travel as text; an empty keyword is left out. */
function query(params: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).flatMap(([key, value]) => (value === '' ? [] : [[key, String(value)]])));
}

/** GET sub_account/list?page=&size=&keyword= — oldest first. */
export async function fetchSubAccounts(params: SubAccountListParams): Promise<ApiResult<SubAccountPage>> {
  return checkedAnswer(await get('uc', UC_CALLS.subAccountList.path(), query({ ...params })), subAccountPageSchema);
}

/** GET sub_account/count — how many, and the limit (200). */
export async function fetchSubAccountCount(): Promise<ApiResult<SubAccountCount>> {
  return checkedAnswer(await get('uc', UC_CALLS.subAccountCount.path()), subAccountCountSchema);
}

/** GET sub_account/operation_history/list?sub_uid=&page=&size= — newest first. */
export async function fetchSubAccountHistory(subUid: number, page: number, size: number): Promise<ApiResult<OperationHistoryPage>> {
  return checkedAnswer(await get('uc', UC_CALLS.subAccountHistory.path(), query({ sub_uid: subUid, page, size })), operationHistoryPageSchema);
}

/** GET sub_account/account_name/check?account_name= — whether the name can be used, and why not. */
export async function checkSubAccountName(accountName: string): Promise<ApiResult<AccountNameCheck>> {
  return checkedAnswer(await get('uc', UC_CALLS.subAccountNameCheck.path(), { account_name: accountName }), accountNameCheckSchema);
}

/** GET sub_account/permissions/get?sub_uid= */
export async function fetchSubAccountPermissions(subUid: number): Promise<ApiResult<SubAccountPermissionsWire>> {
  return checkedAnswer(await get('uc', UC_CALLS.subAccountPermissions.path(), { sub_uid: String(subUid) }), subAccountPermissionsSchema);
}

/** POST sub_account/permissions/modify — only the fields given change. */
export async function modifySubAccountPermissions(change: PermissionsModifyRequest): Promise<ApiResult<SubAccountPermissionsWire>> {
  return checkedAnswer(await post('uc', UC_CALLS.subAccountPermissionsModify.path(), permissionsModifySchema.parse(change)), subAccountPermissionsSchema);
}

/** POST sub_account/batch_create — a result per name (created with its uid, or its problem). */
export async function createSubAccounts(request: BatchCreateRequest): Promise<ApiResult<BatchCreateResult>> {
  return checkedAnswer(await post('uc', UC_CALLS.subAccountBatchCreate.path(), request), batchCreateResultSchema);
}

/** POST sub_account/remark/modify — the parent's own note (no verification). */
export async function modifySubAccountRemark(subUid: number, remark: string): Promise<ApiResult<SubAccountRow>> {
  return checkedAnswer(await post('uc', UC_CALLS.subAccountRemark.path(), { sub_uid: subUid, remark }), subAccountSchema);
}

/** POST sub_account/modify/account_name */
export async function renameSubAccount(subUid: number, accountName: string): Promise<ApiResult<SubAccountRow>> {
  return checkedAnswer(await post('uc', UC_CALLS.subAccountRename.path(), { sub_uid: subUid, account_name: accountName }), subAccountSchema);
}

/** The switches of one sub-account that answer its row. */
export const SUB_ACCOUNT_SWITCHES = {
  lock: UC_CALLS.subAccountLock,
  unlock: UC_CALLS.subAccountUnlock,
  disableLogin: UC_CALLS.subAccountLoginDisable,
  enableLogin: UC_CALLS.subAccountLoginEnable,
  resetGa: UC_CALLS.subAccountGaReset,
} as const;
export type SubAccountSwitch = keyof typeof SUB_ACCOUNT_SWITCHES;

/** POST sub_account/lock | unlock | login/disable | login/enable | ga/reset {sub_uid} — the row after. */
export async function switchSubAccount(action: SubAccountSwitch, subUid: number): Promise<ApiResult<SubAccountRow>> {
  return checkedAnswer(await post('uc', SUB_ACCOUNT_SWITCHES[action].path(), { sub_uid: subUid }), subAccountSchema);
}

/** POST sub_account/password/reset {sub_uid, password} — the sub-account's sessions end. */
export async function resetSubAccountPassword(subUid: number, password: string): Promise<ApiResult<null>> {
  const result = await post('uc', UC_CALLS.subAccountPasswordReset.path(), { sub_uid: subUid, password });
  return result.success ? { ...result, data: null } : result;
}

/** POST sub_account/delete {sub_uid} — refused while it holds any balance. */
export async function deleteSubAccount(subUid: number): Promise<ApiResult<null>> {
  const result = await post('uc', UC_CALLS.subAccountDelete.path(), { sub_uid: subUid });
  return result.success ? { ...result, data: null } : result;
}
