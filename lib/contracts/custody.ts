// Calls of the custody service the Assets area uses (shell-and-account.md section 7 "Custody
// service: GET vip/info, vip/config; GET asset/profit/user-info; POST asset/profit/activation;
// ... balance profit-loss and a sub-account variant"; exchange-wallet-fiat.md section 7
// "Custody family: balance profit loss and sub variant", "Fees and VIP: Custody GET vip/info,
// vip/config"). Answers in the account-service form {success, code, message, data}. The spec
// gives the paths (the profit-loss ones by name only) but no fields: the fields, the sub variant's
// path and the token the calls carry (the pro token: custody gets no cookies and has no token
// login of its own) are chosen here and written in mocks/README.md ("Finance and custody").

import * as z from 'zod/mini';
import { defineCall } from './define';
import { wireAmountSchema, wireIdSchema } from './wire';
import { rawRecordRowSchema, recordsQuerySchema } from './pro/records';

z.config({ jitless: true });

/** Amounts of the profit-loss calls are USDT. */
export const rawProfitLossSchema = z.object({
  currency: z.optional(z.string()),
  /** Valuation of the account now. */
  balance: wireAmountSchema,
  /** Today's profit or loss (UTC+8 day) and its ratio to the day's opening valuation. */
  profitLoss: wireAmountSchema,
  profitLossRate: wireAmountSchema,
  updatedAt: z.number(),
});

export const rawSubProfitLossSchema = z.object({
  subUid: wireIdSchema,
  accountName: z.string(),
  balance: wireAmountSchema,
  profitLoss: wireAmountSchema,
  profitLossRate: wireAmountSchema,
});

export const rawProfitUserInfoSchema = z.object({
  uid: wireIdSchema,
  /** Whether the user has activated the asset-profit service. */
  activated: z.boolean(),
  activatedAt: z.nullable(z.number()),
});

/** Lending and VIP fields of exchange-wallet-fiat.md section 3: vipLevel, vipScore, holdings, volume. */
export const rawVipInfoSchema = z.object({
  vipLevel: z.number(),
  vipScore: wireAmountSchema,
  holdings: wireAmountSchema,
  volume: wireAmountSchema,
  expireTime: z.optional(z.nullable(z.number())),
});

/** One VIP level: 0 normal (0), 1 elite (5000), 2 silver (10000), 3 gold (30000), 4 platinum (150000), 5 black (500000). */
export const rawVipLevelSchema = z.object({
  level: z.number(),
  name: z.string(),
  score: wireAmountSchema,
});

export type RawProfitLoss = z.infer<typeof rawProfitLossSchema>;
export type RawSubProfitLoss = z.infer<typeof rawSubProfitLossSchema>;
export type RawProfitUserInfo = z.infer<typeof rawProfitUserInfoSchema>;
export type RawVipInfo = z.infer<typeof rawVipInfoSchema>;
export type RawVipLevel = z.infer<typeof rawVipLevelSchema>;

/** GET → {currency, balance, profitLoss, profitLossRate, updatedAt} of the user's own account. */
export const balanceProfitLoss = defineCall({ family: 'custody', method: 'GET', pattern: '/balance/profit-loss', response: rawProfitLossSchema });
/** GET → [{subUid, accountName, balance, profitLoss, profitLossRate}], one per sub-account ([] without any). */
export const subBalanceProfitLoss = defineCall({
  family: 'custody',
  method: 'GET',
  pattern: '/balance/profit-loss/sub',
  response: z.array(rawSubProfitLossSchema),
});
/** GET → {uid, activated, activatedAt} */
export const profitUserInfo = defineCall({ family: 'custody', method: 'GET', pattern: '/asset/profit/user-info', response: rawProfitUserInfoSchema });
/** POST {} → {uid, activated: true, activatedAt}; activating twice answers the first activation. */
export const profitActivation = defineCall({
  family: 'custody',
  method: 'POST',
  pattern: '/asset/profit/activation',
  request: z.object({}),
  response: rawProfitUserInfoSchema,
});
/** GET → {vipLevel, vipScore, holdings, volume, expireTime} */
export const vipInfo = defineCall({ family: 'custody', method: 'GET', pattern: '/vip/info', response: rawVipInfoSchema });
/** GET → the VIP levels, lowest first */
export const vipConfig = defineCall({ family: 'custody', method: 'GET', pattern: '/vip/config', response: z.array(rawVipLevelSchema) });

// ---- finance records of the custody area (cn/finance/record) --------------------------------
// Ours (mocks/README.md "Ledger and records"): the custody area's ledger records (dx-point
// transfers, fee deductions), the same query and rows as the pro records call, in the
// account-service form with the cursor inside data: {list, nextId} (nextId null on the last page).

export const rawCustodyRecordsSchema = z.object({
  list: z.array(rawRecordRowSchema),
  nextId: z.nullable(wireIdSchema),
});

export type RawCustodyRecords = z.infer<typeof rawCustodyRecordsSchema>;

/** GET ?types=point-transfer,fee-deduction&currency=&startTime=&endTime=&limit=&fromId= → {list, nextId} */
export const custodyRecords = defineCall({
  family: 'custody',
  method: 'GET',
  pattern: '/finance/records',
  request: recordsQuerySchema,
  response: rawCustodyRecordsSchema,
});

// ---- fee deduct mode (exchange-wallet-fiat.md section 7 "Fees and VIP: Custody … fee/deduct-mode
// get and save"; no shape given, so ours, in mocks/README.md "Conversions"): whether small
// balances pay trading fees.

export const rawDeductModeSchema = z.object({
  deductMode: z.boolean(),
  /** Epoch ms of the last save; null while never saved. */
  updatedAt: z.nullable(z.number()),
});
export const deductModeRequestSchema = z.object({ deductMode: z.boolean() });
export type RawDeductMode = z.infer<typeof rawDeductModeSchema>;

/** GET → the deduct mode. */
export const deductMode = defineCall({ family: 'custody', method: 'GET', pattern: '/fee/deduct-mode', response: rawDeductModeSchema });

/** POST {deductMode} → the deduct mode saved. */
export const saveDeductMode = defineCall({ family: 'custody', method: 'POST', pattern: '/fee/deduct-mode', request: deductModeRequestSchema, response: rawDeductModeSchema });

// ---- KYC (shell-and-account.md section 7 "Custody service: POST user_auth.php; GET
// fiat/kyc/getInfo"; exchange-wallet-fiat.md section 4 "Fiat KYC state numbers"). Paths are the
// spec's; bodies and fields ours, in mocks/README.md ("KYC").

/** The professional auth info (shell-and-account.md section 3 "Pro auth info"). */
export const rawUserAuthSchema = z.object({
  kyc_level: z.string(),
  auth_info: z.object({
    pro_status: z.number(),
    pro_auth_type: z.optional(z.number()),
    pro_org_name: z.optional(z.string()),
    pro_first_name: z.optional(z.string()),
    pro_last_name: z.optional(z.string()),
  }),
  user_info: z.object({ auth_country: z.string() }),
});
export type RawUserAuth = z.infer<typeof rawUserAuthSchema>;

/** The verification's progress: the fiat KYC state number (1–6), the reason of a refusal. */
export const rawFiatKycInfoSchema = z.object({
  state: z.number(),
  kycLevel: z.string(),
  targetLevel: z.nullable(z.string()),
  /** Why the review refused the submission (state 5 only). */
  failRemark: z.nullable(z.string()),
  fullName: z.nullable(z.string()),
  nationality: z.nullable(z.string()),
  submittedAt: z.nullable(z.number()),
  updatedAt: z.number(),
});
export type RawFiatKycInfo = z.infer<typeof rawFiatKycInfoSchema>;

/** POST {} → {kyc_level, auth_info: {pro_status, pro_auth_type, pro_org_name, …}, user_info: {auth_country}} */
export const userAuth = defineCall({ family: 'custody', method: 'POST', pattern: '/user_auth.php', request: z.object({}), response: rawUserAuthSchema });
/** GET → {state, kycLevel, targetLevel, failRemark, fullName, nationality, submittedAt, updatedAt} */
export const fiatKycInfo = defineCall({ family: 'custody', method: 'GET', pattern: '/fiat/kyc/getInfo', response: rawFiatKycInfoSchema });
