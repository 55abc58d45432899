// A parent's sub-accounts (lib/contracts/uc/sub-account; mocks/README.md "Sub-accounts"). Only a
// parent (user_type 1) calls these, for its own sub-accounts; a change of a sub-account needs the
// parent session's security verification (scene 'security') and writes the sub-account's
// operation history. The rules (names, limits, states, permissions) are lib/sub-account's.

import { Decimal } from 'decimal.js';
import type { RequestHandler } from 'msw';
import type { CallContract } from '@/lib/contracts/define';
import { ASSET_BIZ_TYPE_LIST } from '@/lib/contracts/pro/user-state';
import {
  SECURITY_NOT_VERIFIED_TEXT,
  SUB_ACCOUNT_CODES,
  SUB_ACCOUNT_TEXT,
  UC_CALLS,
  type SubAccountAction,
  type SubAccountPermissionsWire,
  type SubAccountRow,
} from '@/lib/contracts/uc';
import {
  batchSizeProblem,
  checkBatchNames,
  DEFAULT_SUB_ACCOUNT_PERMISSIONS,
  limitProblem,
  MAX_SUB_ACCOUNTS,
  NAME_PROBLEM_TEXT,
  nameKey,
  nameProblem,
  normalizeRemark,
  normalizeSubAccountName,
  remarkProblem,
  SUB_ACCOUNT_LOCKED_LOGIN_TEXT,
  SUB_ACCOUNT_LOGIN_DISABLED_TEXT,
  subAccountState,
} from '@/lib/sub-account';
import { isStrongPassword } from '../../auth/accounts';
import { isSecurityVerified } from '../../auth/security';
import { ucError } from '../../auth/errors';
import { addUser, db, deleteSessionsOf, findSessionUser, findUser, now, setPassword, type MockUser } from '../../db';
import { accountsOf, balancesOf } from '../../db/trading';
import { appendOperation, operationsOf, ownSubAccount, subAccountsOf, type SubAccountRecord } from '../../db/sub-accounts';
import { queryOf } from '../../http/request';
import { ucFail, ucOk } from '../../http/respond';
import { route } from '../../http/route';
import { badRequest, fail, notLoggedIn, parseCallBody, sessionToken } from './common';

type Parent = { session: string; user: MockUser };
type Refusal = { response: Response };

const refuse = (code: number, message: string): Refusal => ({ response: ucFail(code, message) });

/** The parent calling, or the answer for a visitor (501) or a sub-account (10102). */
function parentOf(request: Request, cookies: Record<string, string>): Parent | Refusal {
  const session = sessionToken(request, cookies);
  const user = findSessionUser(session);
  if (!session || !user) return { response: notLoggedIn() };
  return user.user_type === 2 ? refuse(SUB_ACCOUNT_CODES.notParent, SUB_ACCOUNT_TEXT.notParent) : { session, user };
}

/** The parent's own sub-account and its user; another parent's answers like none (10103). */
function subOf(parent: Parent, subUid: number): { record: SubAccountRecord; sub: MockUser } | Refusal {
  const record = ownSubAccount(db.subAccounts, parent.user.uid, subUid);
  const sub = record && findUser(subUid);
  return record && sub ? { record, sub } : refuse(SUB_ACCOUNT_CODES.notOwnSub, SUB_ACCOUNT_TEXT.notOwnSub);
}

type Change<T> = { parent: Parent; body: T; record: SubAccountRecord; sub: MockUser };

/**
 * The common start of a change of one sub-account: the parent calling, the call's body (with its
 * `sub_uid`), the parent's own sub-account, and — for a `verified` change — the parent session's
 * security verification (10022). `check` refuses a body before the verification is asked for.
 */
async function subAccountChange<T extends { sub_uid: number }>(
  request: Request,
  cookies: Record<string, string>,
  call: Pick<CallContract<string, T>, 'request' | 'pattern'>,
  { verified, check }: { verified: boolean; check?: (body: T) => Response | null },
): Promise<Change<T> | Refusal> {
  const parent = parentOf(request, cookies);
  if ('response' in parent) return parent;
  const body = await parseCallBody(request, call);
  if (!body.ok) return { response: body.response };
  const found = subOf(parent, body.data.sub_uid);
  if ('response' in found) return found;
  const refusal = check?.(body.data) ?? null;
  if (refusal) return { response: refusal };
  if (verified && !isSecurityVerified(parent.session, 'security')) return refuse(SUB_ACCOUNT_CODES.securityNotVerified, SECURITY_NOT_VERIFIED_TEXT);
  return { parent, body: body.data, record: found.record, sub: found.sub };
}

/** The parent's own sub-account named by the query's `sub_uid` (reads). */
function subOfQuery(request: Request, cookies: Record<string, string>): { record: SubAccountRecord; sub: MockUser } | Refusal {
  const parent = parentOf(request, cookies);
  if ('response' in parent) return parent;
  const subUid = Number(queryOf(request).get('sub_uid'));
  return Number.isInteger(subUid) ? subOf(parent, subUid) : { response: badRequest() };
}

/**
 * Login of a locked or login-disabled sub-account (after the right password), or null: the
 * parent's switches hold at login and at the second factor alike.
 */
export function subAccountLoginRefusal(uid: number): Response | null {
  const record = db.subAccounts.records.get(uid);
  if (record?.locked) return ucFail(SUB_ACCOUNT_CODES.loginLocked, SUB_ACCOUNT_LOCKED_LOGIN_TEXT);
  if (record && !record.loginEnabled) return ucFail(SUB_ACCOUNT_CODES.loginDisabled, SUB_ACCOUNT_LOGIN_DISABLED_TEXT);
  return null;
}

export function subAccountRow(record: SubAccountRecord, sub: MockUser): SubAccountRow {
  return {
    uid: record.uid,
    account_name: sub.account_name,
    remark: record.remark,
    state: subAccountState(record),
    locked: record.locked,
    login_enabled: record.loginEnabled,
    ga: sub.ga_secret !== '',
    created_at: record.createdAt,
  };
}

function log(parent: Parent, subUid: number, action: SubAccountAction, detail: string): void {
  appendOperation(db.subAccounts, { subUid, action, operatorUid: parent.user.uid, operatorName: parent.user.account_name, time: now(), detail });
}

/** Whether a name is some account's already (case-insensitively), leaving out `except`. */
function nameTaken(name: string, except?: number): boolean {
  const key = nameKey(name);
  for (const user of db.users.values()) if (user.uid !== except && user.account_name.toLowerCase() === key) return true;
  return false;
}

/** The sub-account holds a balance (free or frozen) in any of its trading accounts. */
function holdsAssets(uid: number): boolean {
  return accountsOf(db.trading, uid).some((account) =>
    [...balancesOf(db.trading, account.id).values()].some((row) => new Decimal(row.trade).plus(row.frozen).gt(0)),
  );
}

export function permissionsOf(record: SubAccountRecord): SubAccountPermissionsWire {
  const hidden = db.finance.hiddenBizTypes.get(record.uid);
  return {
    sub_uid: record.uid,
    margin: record.margin,
    super_margin: record.superMargin,
    transferable: record.transferable,
    visibility: ASSET_BIZ_TYPE_LIST.map((type) => ({ biz_type: type, visible: !hidden?.has(type) })),
  };
}

function pageOf(request: Request): { page: number; size: number } {
  const query = queryOf(request);
  const page = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  const size = Math.min(100, Math.max(1, Number.parseInt(query.get('size') ?? '20', 10) || 20));
  return { page, size };
}

type RowCall =
  | typeof UC_CALLS.subAccountLock
  | typeof UC_CALLS.subAccountUnlock
  | typeof UC_CALLS.subAccountLoginDisable
  | typeof UC_CALLS.subAccountLoginEnable
  | typeof UC_CALLS.subAccountGaReset;

/**
 * A verified change of one sub-account that answers its row: `apply` changes it and names what
 * it did, or returns null when there is nothing to change (10110).
 */
function rowChange(base: string, call: RowCall, action: SubAccountAction, apply: (record: SubAccountRecord, sub: MockUser) => string | null): RequestHandler {
  return route(base, call, async ({ request, cookies }) => {
    const change = await subAccountChange(request, cookies, call, { verified: true });
    if ('response' in change) return change.response;
    const detail = apply(change.record, change.sub);
    if (detail === null) return ucFail(SUB_ACCOUNT_CODES.stateUnchanged, SUB_ACCOUNT_TEXT.stateUnchanged);
    log(change.parent, change.record.uid, action, detail);
    return ucOk(subAccountRow(change.record, change.sub));
  });
}

export function subAccountHandlers(base: string): RequestHandler[] {
  return [
    // GET list?page=&size=&keyword= — the parent's sub-accounts, oldest first
    route(base, UC_CALLS.subAccountList, ({ request, cookies }) => {
      const parent = parentOf(request, cookies);
      if ('response' in parent) return parent.response;
      const { page, size } = pageOf(request);
      const keyword = (queryOf(request).get('keyword') ?? '').trim().toLowerCase();
      const rows = subAccountsOf(db.subAccounts, parent.user.uid).flatMap((record) => {
        const sub = findUser(record.uid);
        if (!sub) return [];
        const matches = keyword === '' || sub.account_name.toLowerCase().includes(keyword) || String(record.uid).startsWith(keyword);
        return matches ? [subAccountRow(record, sub)] : [];
      });
      return ucOk({ items: rows.slice((page - 1) * size, page * size), total: rows.length, page, size });
    }),

    // GET count
    route(base, UC_CALLS.subAccountCount, ({ request, cookies }) => {
      const parent = parentOf(request, cookies);
      if ('response' in parent) return parent.response;
      return ucOk({ count: subAccountsOf(db.subAccounts, parent.user.uid).length, limit: MAX_SUB_ACCOUNTS });
    }),

    // POST remark/modify {sub_uid, remark} — the parent's own note: no verification
    route(base, UC_CALLS.subAccountRemark, async ({ request, cookies }) => {
      const change = await subAccountChange(request, cookies, UC_CALLS.subAccountRemark, { verified: false });
      if ('response' in change) return change.response;
      const problem = remarkProblem(change.body.remark);
      if (problem !== null) return ucFail(SUB_ACCOUNT_CODES.remarkInvalid, problem);
      change.record.remark = normalizeRemark(change.body.remark);
      log(change.parent, change.record.uid, 'remark', `备注改为「${change.record.remark}」`);
      return ucOk(subAccountRow(change.record, change.sub));
    }),

    // GET operation_history/list?sub_uid=&page=&size= — newest first
    route(base, UC_CALLS.subAccountHistory, ({ request, cookies }) => {
      const found = subOfQuery(request, cookies);
      if ('response' in found) return found.response;
      const { page, size } = pageOf(request);
      const all = operationsOf(db.subAccounts, found.record.uid);
      const items = all.slice((page - 1) * size, page * size).map((entry) => ({
        id: entry.id,
        sub_uid: entry.subUid,
        action: entry.action,
        operator_uid: entry.operatorUid,
        operator_name: entry.operatorName,
        time: entry.time,
        detail: entry.detail,
      }));
      return ucOk({ items, total: all.length });
    }),

    rowChange(base, UC_CALLS.subAccountLock, 'lock', (record) => {
      if (record.locked) return null;
      record.locked = true;
      deleteSessionsOf(record.uid); // a frozen account is out at once, not at its next login
      return '冻结子账户';
    }),
    rowChange(base, UC_CALLS.subAccountUnlock, 'unlock', (record) => {
      if (!record.locked) return null;
      record.locked = false;
      return '解冻子账户';
    }),
    rowChange(base, UC_CALLS.subAccountLoginDisable, 'login_disable', (record) => {
      if (!record.loginEnabled) return null;
      record.loginEnabled = false;
      deleteSessionsOf(record.uid);
      return '禁止登录';
    }),
    rowChange(base, UC_CALLS.subAccountLoginEnable, 'login_enable', (record) => {
      if (record.loginEnabled) return null;
      record.loginEnabled = true;
      return '允许登录';
    }),
    rowChange(base, UC_CALLS.subAccountGaReset, 'ga_reset', (_record, sub) => {
      if (sub.ga_secret === '') return null;
      sub.ga_secret = '';
      sub.two_factor = sub.two_factor.filter((method) => method !== 'ga');
      return '重置谷歌验证器';
    }),

    // POST modify/account_name {sub_uid, account_name}
    route(base, UC_CALLS.subAccountRename, async ({ request, cookies }) => {
      const change = await subAccountChange(request, cookies, UC_CALLS.subAccountRename, { verified: true });
      if ('response' in change) return change.response;
      const { sub } = change;
      const problem = nameProblem(change.body.account_name, (name) => nameTaken(name, sub.uid));
      if (problem !== null) return ucFail(problem === 'taken' ? SUB_ACCOUNT_CODES.nameTaken : SUB_ACCOUNT_CODES.nameInvalid, NAME_PROBLEM_TEXT[problem]);
      const before = sub.account_name;
      sub.account_name = normalizeSubAccountName(change.body.account_name);
      log(change.parent, change.record.uid, 'rename', `名称由 ${before} 改为 ${sub.account_name}`);
      return ucOk(subAccountRow(change.record, sub));
    }),

    // POST password/reset {sub_uid, password} → null; the sub-account's sessions end
    route(base, UC_CALLS.subAccountPasswordReset, async ({ request, cookies }) => {
      const change = await subAccountChange(request, cookies, UC_CALLS.subAccountPasswordReset, { verified: true });
      if ('response' in change) return change.response;
      if (!isStrongPassword(change.body.password)) return fail(ucError('weakPassword'));
      setPassword(change.record.uid, change.body.password);
      deleteSessionsOf(change.record.uid);
      log(change.parent, change.record.uid, 'password_reset', '重置登录密码');
      return ucOk(null);
    }),

    // GET account_name/check?account_name=
    route(base, UC_CALLS.subAccountNameCheck, ({ request, cookies }) => {
      const parent = parentOf(request, cookies);
      if ('response' in parent) return parent.response;
      const name = normalizeSubAccountName(queryOf(request).get('account_name') ?? '');
      const problem = nameProblem(name, (candidate) => nameTaken(candidate));
      return ucOk({ account_name: name, available: problem === null, problem, message: problem === null ? null : NAME_PROBLEM_TEXT[problem] });
    }),

    // POST batch_create {password, names:[{account_name, remark?}]} → a result per name
    route(base, UC_CALLS.subAccountBatchCreate, async ({ request, cookies }) => {
      const parent = parentOf(request, cookies);
      if ('response' in parent) return parent.response;
      const body = await parseCallBody(request, UC_CALLS.subAccountBatchCreate);
      if (!body.ok) return body.response;
      const { names, password } = body.data;
      const sizeProblem = batchSizeProblem(names.length);
      if (sizeProblem !== null) return ucFail(SUB_ACCOUNT_CODES.batchInvalid, sizeProblem);
      if (!isStrongPassword(password)) return fail(ucError('weakPassword'));
      const checks = checkBatchNames(
        names.map((entry) => entry.account_name),
        (name) => nameTaken(name),
      );
      const plans = checks.map((check, index) => {
        const remark = names[index]?.remark ?? '';
        const remarkRefusal = check.problem === null ? remarkProblem(remark) : null;
        return { ...check, remark: normalizeRemark(remark), remarkRefusal };
      });
      const creating = plans.filter((plan) => plan.problem === null && plan.remarkRefusal === null).length;
      const existing = subAccountsOf(db.subAccounts, parent.user.uid).length;
      const limit = limitProblem(existing, creating);
      if (limit !== null) return ucFail(SUB_ACCOUNT_CODES.limitReached, limit);
      const items = plans.map((plan) => {
        if (plan.problem !== null) return { account_name: plan.name, remark: plan.remark, uid: null, problem: plan.problem, message: NAME_PROBLEM_TEXT[plan.problem] };
        if (plan.remarkRefusal !== null) return { account_name: plan.name, remark: plan.remark, uid: null, problem: 'remark' as const, message: plan.remarkRefusal };
        const sub = addUser(
          { ...parent.user, email: '', phone: '', country_code: '', account_name: plan.name, user_type: 2, kyc_level: '', two_factor: [], ga_secret: '', auth_info: { pro_status: 0 } },
          password,
        );
        const { margin, superMargin, transferable } = DEFAULT_SUB_ACCOUNT_PERMISSIONS;
        db.subAccounts.records.set(sub.uid, { uid: sub.uid, parentUid: parent.user.uid, remark: plan.remark, locked: false, loginEnabled: true, createdAt: now(), margin, superMargin, transferable });
        log(parent, sub.uid, 'create', `创建子账户 ${plan.name}`);
        return { account_name: plan.name, remark: plan.remark, uid: sub.uid, problem: null, message: null };
      });
      return ucOk({ items, created: creating });
    }),

    // POST delete {sub_uid} → null; refused while it holds any balance
    route(base, UC_CALLS.subAccountDelete, async ({ request, cookies }) => {
      const change = await subAccountChange(request, cookies, UC_CALLS.subAccountDelete, { verified: true });
      if ('response' in change) return change.response;
      const { uid } = change.record;
      if (holdsAssets(uid)) return ucFail(SUB_ACCOUNT_CODES.hasAssets, SUB_ACCOUNT_TEXT.hasAssets);
      log(change.parent, uid, 'delete', `删除子账户 ${change.sub.account_name}`);
      deleteSessionsOf(uid);
      db.subAccounts.records.delete(uid);
      db.users.delete(uid);
      db.auth.credentials.delete(uid);
      return ucOk(null);
    }),

    // GET permissions/get?sub_uid=
    route(base, UC_CALLS.subAccountPermissions, ({ request, cookies }) => {
      const found = subOfQuery(request, cookies);
      return 'response' in found ? found.response : ucOk(permissionsOf(found.record));
    }),

    // POST permissions/modify {sub_uid, margin?, super_margin?, transferable?, visibility?}
    route(base, UC_CALLS.subAccountPermissionsModify, async ({ request, cookies }) => {
      const change = await subAccountChange(request, cookies, UC_CALLS.subAccountPermissionsModify, {
        verified: true,
        check: (body) => (body.visibility?.some((row) => !(ASSET_BIZ_TYPE_LIST as readonly number[]).includes(row.biz_type)) ? badRequest() : null),
      });
      if ('response' in change) return change.response;
      const { margin, super_margin: superMargin, transferable, visibility } = change.body;
      const { record, parent } = change;
      if (margin !== undefined) record.margin = margin;
      if (superMargin !== undefined) record.superMargin = superMargin;
      if (transferable !== undefined) record.transferable = transferable;
      if (visibility !== undefined) {
        const hidden = new Set(db.finance.hiddenBizTypes.get(record.uid) ?? []);
        for (const row of visibility) {
          if (row.visible) hidden.delete(row.biz_type);
          else hidden.add(row.biz_type);
        }
        db.finance.hiddenBizTypes.set(record.uid, hidden);
      }
      log(parent, record.uid, 'permissions', `逐仓杠杆 ${record.margin}，全仓杠杆 ${record.superMargin}，${record.transferable ? '可' : '不可'}划转至母账户`);
      return ucOk(permissionsOf(record));
    }),
  ];
}
