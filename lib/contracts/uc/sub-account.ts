// Sub-account management of a parent account (account service, shell-and-account.md section 7:
// the sub_account calls). The spec names the operations, no paths or bodies; these are this
// project's design (mocks/README.md "Sub-accounts"), shared by the app and the mock. Below
// /uc/open/sub_account/. Only a parent calls them, for its own sub-accounts; every change of a
// sub-account needs the parent's passed security verification (scene 'security'), like the
// security centre's settings. The rules (names, limits, states, permissions) are lib/sub-account.

import * as z from 'zod/mini';
import { SUB_ACCOUNT_STATES } from '@/lib/sub-account/states';
import { SUB_USER_MANAGE_REASON } from '@/lib/sub-account/own-access';
import { defineCall } from '../define';
import { UC_CODES } from './schemas';

const family = 'uc';

/** Business codes of these calls; 10100–10110 are this module's own. */
export const SUB_ACCOUNT_CODES = {
  /** A change without the parent's passed security verification: the security centre's code. */
  securityNotVerified: UC_CODES.securityRequired,
  /** Login of a locked (frozen) sub-account, after the right password. */
  loginLocked: 10100,
  /** Login of a sub-account whose parent disabled its login, after the right password. */
  loginDisabled: 10101,
  /** The caller is not a parent account (a sub-account may manage nothing). */
  notParent: 10102,
  /** No such sub-account of this parent (another parent's, or none). */
  notOwnSub: 10103,
  /** Delete refused: the sub-account still holds a balance. */
  hasAssets: 10104,
  /** A name that breaks the rule (rename). */
  nameInvalid: 10105,
  /** A name already in use (rename). */
  nameTaken: 10106,
  /** More than 200 sub-accounts. */
  limitReached: 10107,
  /** A remark of more than 20 characters. */
  remarkInvalid: 10108,
  /** A batch of no names or more than 50. */
  batchInvalid: 10109,
  /** Lock a locked one, enable an enabled login, …: nothing to change. */
  stateUnchanged: 10110,
  /** A new password that is not 8 to 32 letters and digits: the register rule's code. */
  weakPassword: UC_CODES.weakPassword,
} as const;

export const SUB_ACCOUNT_TEXT = {
  notParent: SUB_USER_MANAGE_REASON,
  notOwnSub: '子账户不存在或不属于当前账户',
  hasAssets: '子账户仍有资产，请先划转至母账户后再删除',
  stateUnchanged: '子账户已处于该状态',
} as const;

export const subAccountStateSchema = z.enum(SUB_ACCOUNT_STATES);
const subUid = { sub_uid: z.number() };
export const subUidSchema = z.object(subUid);
export type SubUidRequest = z.infer<typeof subUidSchema>;

/** One sub-account as the parent's list shows it. */
export const subAccountSchema = z.object({
  uid: z.number(),
  account_name: z.string(),
  remark: z.string(),
  /** Derived: locked wins over a disabled login (lib/sub-account/states). */
  state: subAccountStateSchema,
  locked: z.boolean(),
  login_enabled: z.boolean(),
  /** Google Authenticator bound. */
  ga: z.boolean(),
  /** Epoch ms. */
  created_at: z.number(),
});
export type SubAccountRow = z.infer<typeof subAccountSchema>;

/** GET list?page=&size=&keyword= (text; keyword matches the name or the uid) */
export const subAccountListQuerySchema = z.object({
  page: z.optional(z.string()),
  size: z.optional(z.string()),
  keyword: z.optional(z.string()),
});
export const subAccountPageSchema = z.object({ items: z.array(subAccountSchema), total: z.number(), page: z.number(), size: z.number() });
export type SubAccountPage = z.infer<typeof subAccountPageSchema>;

/** GET count → how many the parent holds, and the limit. */
export const subAccountCountSchema = z.object({ count: z.number(), limit: z.number() });
export type SubAccountCount = z.infer<typeof subAccountCountSchema>;

export const remarkModifySchema = z.object({ ...subUid, remark: z.string() });
export const accountNameModifySchema = z.object({ ...subUid, account_name: z.string() });
export const subPasswordResetSchema = z.object({ ...subUid, password: z.string() });

/** GET account_name/check?account_name= → whether the name can be used, and why not. */
export const accountNameCheckQuerySchema = z.object({ account_name: z.string() });
export const nameProblemSchema = z.enum(['empty', 'format', 'duplicate', 'taken']);
export const accountNameCheckSchema = z.object({
  account_name: z.string(),
  available: z.boolean(),
  problem: z.nullable(nameProblemSchema),
  message: z.nullable(z.string()),
});
export type AccountNameCheck = z.infer<typeof accountNameCheckSchema>;

/** POST batch_create {password, names:[{account_name, remark?}]}: one password for the batch. */
export const batchCreateSchema = z.object({
  password: z.string(),
  names: z.array(z.object({ account_name: z.string(), remark: z.optional(z.string()) })),
});
export type BatchCreateRequest = z.infer<typeof batchCreateSchema>;
/** A result per name, in the order sent (WALLET.md 10.1): created with its uid, or its problem. */
export const batchCreateItemSchema = z.object({
  account_name: z.string(),
  remark: z.string(),
  uid: z.nullable(z.number()),
  problem: z.nullable(z.union([nameProblemSchema, z.literal('remark')])),
  message: z.nullable(z.string()),
});
export const batchCreateResultSchema = z.object({ items: z.array(batchCreateItemSchema), created: z.number() });
export type BatchCreateResult = z.infer<typeof batchCreateResultSchema>;

export const SUB_ACCOUNT_ACTIONS = [
  'create',
  'remark',
  'rename',
  'lock',
  'unlock',
  'login_disable',
  'login_enable',
  'ga_reset',
  'password_reset',
  'permissions',
  'delete',
] as const;
export const subAccountActionSchema = z.enum(SUB_ACCOUNT_ACTIONS);
export type SubAccountAction = z.infer<typeof subAccountActionSchema>;

/** GET operation_history/list?sub_uid=&page=&size= → newest first. */
export const operationHistoryQuerySchema = z.object({ sub_uid: z.string(), page: z.optional(z.string()), size: z.optional(z.string()) });
export const operationHistoryRowSchema = z.object({
  id: z.number(),
  sub_uid: z.number(),
  action: subAccountActionSchema,
  /** Who did it: the parent's uid and name. */
  operator_uid: z.number(),
  operator_name: z.string(),
  time: z.number(),
  detail: z.string(),
});
export type OperationHistoryRow = z.infer<typeof operationHistoryRowSchema>;
export const operationHistoryPageSchema = z.object({ items: z.array(operationHistoryRowSchema), total: z.number() });
export type OperationHistoryPage = z.infer<typeof operationHistoryPageSchema>;

export const authoritySchema = z.enum(['open', 'closed']);
/** biz_type: one of ASSET_BIZ_TYPES (lib/contracts/pro/user-state); another is refused 400. */
export const bizVisibilityRowSchema = z.object({ biz_type: z.number(), visible: z.boolean() });

/** GET permissions/get?sub_uid= → what the sub-account may do (ours; lib/sub-account/permissions). */
export const subAccountPermissionsSchema = z.object({
  sub_uid: z.number(),
  margin: authoritySchema,
  super_margin: authoritySchema,
  transferable: z.boolean(),
  visibility: z.array(bizVisibilityRowSchema),
});
export type SubAccountPermissionsWire = z.infer<typeof subAccountPermissionsSchema>;
/** POST permissions/modify: only the fields sent change. */
export const permissionsModifySchema = z.object({
  ...subUid,
  margin: z.optional(authoritySchema),
  super_margin: z.optional(authoritySchema),
  transferable: z.optional(z.boolean()),
  visibility: z.optional(z.array(bizVisibilityRowSchema)),
});
export type PermissionsModifyRequest = z.infer<typeof permissionsModifySchema>;

const rowChange = { request: subUidSchema, response: subAccountSchema } as const;

export const UC_SUB_ACCOUNT_CALLS = {
  subAccountList: defineCall({ family, method: 'GET', pattern: '/uc/open/sub_account/list', request: subAccountListQuerySchema, response: subAccountPageSchema }),
  subAccountCount: defineCall({ family, method: 'GET', pattern: '/uc/open/sub_account/count', response: subAccountCountSchema }),
  subAccountRemark: defineCall({ family, method: 'POST', pattern: '/uc/open/sub_account/remark/modify', request: remarkModifySchema, response: subAccountSchema }),
  subAccountHistory: defineCall({
    family,
    method: 'GET',
    pattern: '/uc/open/sub_account/operation_history/list',
    request: operationHistoryQuerySchema, // query
    response: operationHistoryPageSchema,
  }),
  subAccountLock: defineCall({ family, method: 'POST', pattern: '/uc/open/sub_account/lock', ...rowChange }),
  subAccountUnlock: defineCall({ family, method: 'POST', pattern: '/uc/open/sub_account/unlock', ...rowChange }),
  subAccountRename: defineCall({ family, method: 'POST', pattern: '/uc/open/sub_account/modify/account_name', request: accountNameModifySchema, response: subAccountSchema }),
  subAccountLoginDisable: defineCall({ family, method: 'POST', pattern: '/uc/open/sub_account/login/disable', ...rowChange }),
  subAccountLoginEnable: defineCall({ family, method: 'POST', pattern: '/uc/open/sub_account/login/enable', ...rowChange }),
  subAccountGaReset: defineCall({ family, method: 'POST', pattern: '/uc/open/sub_account/ga/reset', ...rowChange }),
  /** Answers null; every session of the sub-account ends. */
  subAccountPasswordReset: defineCall({ family, method: 'POST', pattern: '/uc/open/sub_account/password/reset', request: subPasswordResetSchema }),
  subAccountNameCheck: defineCall({
    family,
    method: 'GET',
    pattern: '/uc/open/sub_account/account_name/check',
    request: accountNameCheckQuerySchema, // query
    response: accountNameCheckSchema,
  }),
  subAccountBatchCreate: defineCall({ family, method: 'POST', pattern: '/uc/open/sub_account/batch_create', request: batchCreateSchema, response: batchCreateResultSchema }),
  /** Answers null. */
  subAccountDelete: defineCall({ family, method: 'POST', pattern: '/uc/open/sub_account/delete', request: subUidSchema }),
  subAccountPermissions: defineCall({
    family,
    method: 'GET',
    pattern: '/uc/open/sub_account/permissions/get',
    request: z.object({ sub_uid: z.string() }), // query
    response: subAccountPermissionsSchema,
  }),
  subAccountPermissionsModify: defineCall({
    family,
    method: 'POST',
    pattern: '/uc/open/sub_account/permissions/modify',
    request: permissionsModifySchema,
    response: subAccountPermissionsSchema,
  }),
};
