// Deposit and withdraw calls of the pro family (exchange-wallet-fiat.md section 7 "Wallet", all
// but the withdraw address book; WALLET.md 2, 4, 5, 6; PROTOCOL.md 4.7). HTX wire shapes where
// WALLET.md gives them: reference currencies and chains, deposit address, withdraw quota,
// cancel, query by client order id, deposit-withdraw history. The specification names the other
// calls without a path or body; the ones chosen here are written in mocks/README.md "Deposit and
// withdraw": deposit currencies, tiny deposit count, user alert get/set, pre-withdraw info, limit
// check, risk check, two-phase create and place, white withdraw state, white order query.
// Amounts travel as decimal strings or numbers (history sends numbers); the services keep text.

import * as z from 'zod/mini';
import { defineCall } from '../define';
import { wireAmountSchema, wireIdSchema } from '../wire';

z.config({ jitless: true });

const optionalText = z.optional(z.nullable(z.string()));
const optionalAmount = z.optional(z.nullable(wireAmountSchema));
/** Counts drift between numbers and strings (WALLET.md 6). */
const wireCountSchema = z.union([z.number(), z.string()]);

// ---- reference: currencies and chains -------------------------------------------------------

/**
 * One chain of `/v2/reference/currencies` (PROTOCOL.md 4.7, WALLET.md 6), plus the web's chain
 * fields (spec section 3 "Chains": isDefault, visible, chainType, suspend descriptions) and an
 * addition of ours: `addressRegex` / `tagRegex`, the patterns an address and a tag of the chain
 * match (JavaScript source, anchored).
 */
export const rawChainSchema = z.object({
  chain: z.string(),
  displayName: z.string(),
  baseChain: optionalText,
  baseChainProtocol: optionalText,
  isDynamic: z.optional(z.nullable(z.boolean())),
  numOfConfirmations: wireCountSchema,
  numOfFastConfirmations: wireCountSchema,
  minDepositAmt: wireAmountSchema,
  depositStatus: z.string(),
  minWithdrawAmt: wireAmountSchema,
  maxWithdrawAmt: wireAmountSchema,
  withdrawQuotaPerDay: optionalAmount,
  withdrawQuotaPerYear: optionalAmount,
  withdrawQuotaTotal: optionalAmount,
  withdrawPrecision: wireCountSchema,
  withdrawFeeType: z.string(),
  transactFeeWithdraw: optionalAmount,
  minTransactFeeWithdraw: optionalAmount,
  maxTransactFeeWithdraw: optionalAmount,
  transactFeeRateWithdraw: optionalAmount,
  withdrawStatus: z.string(),
  addrWithTag: z.optional(z.boolean()),
  addrDepositTag: z.optional(z.boolean()),
  isDefault: z.optional(z.boolean()),
  visible: z.optional(z.boolean()),
  /** old, tooold or other (spec section 3). */
  chainType: optionalText,
  suspendDepositDesc: optionalText,
  suspendWithdrawDesc: optionalText,
  addressRegex: optionalText,
  tagRegex: optionalText,
});

export const rawReferenceCurrencySchema = z.object({
  currency: z.string(),
  assetType: z.optional(wireCountSchema),
  instStatus: z.string(),
  chains: z.array(rawChainSchema),
});

export const referenceQuerySchema = z.object({
  currency: z.optional(z.string()),
  authorizedUser: z.optional(z.string()),
});

/** Deposit currency of the deposit page (spec section 3 "Deposit currency"). */
export const rawDepositCurrencySchema = z.object({
  currency_code: z.string(),
  display_name: z.string(),
  full_name: z.string(),
  weight: z.number(),
  visible: z.boolean(),
  tags: z.string(),
  show_precision: wireCountSchema,
});

// ---- deposit --------------------------------------------------------------------------------

/** WALLET.md 2 (fixture rest_v2_account_deposit_address.json). */
export const rawDepositAddressSchema = z.object({
  userId: z.optional(wireIdSchema),
  currency: z.string(),
  address: z.string(),
  addressTag: z.string(),
  chain: z.string(),
});

/** currency required; chain narrows to one row; genDag=true makes a new iota (DAG) address. */
export const depositAddressQuerySchema = z.object({
  currency: z.string(),
  chain: z.optional(z.string()),
  genDag: z.optional(z.string()),
  hasTag: z.optional(z.string()),
  isDag: z.optional(z.string()),
});

/** Deposits below the chain's minimum, not credited (spec "tiny-deposit notice"). */
export const rawTinyDepositSchema = z.object({
  currency: z.string(),
  chain: z.string(),
  count: z.number(),
  minDepositAmt: wireAmountSchema,
});

export const currencyChainQuerySchema = z.object({ currency: z.string(), chain: z.string() });

/** User alert (alertId 1: the deposit security alert): alerted once acknowledged. */
export const rawUserAlertSchema = z.object({ alertId: z.number(), alerted: z.boolean() });
export const userAlertQuerySchema = z.object({ alertId: z.string() });
export const userAlertBodySchema = z.object({ alertId: z.number() });

// ---- withdraw -------------------------------------------------------------------------------

/** WALLET.md 4 (fixture rest_v2_account_withdraw_quota.json): every value a string, "-1" = no limit. */
export const rawQuotaChainSchema = z.object({
  chain: z.string(),
  maxWithdrawAmt: wireAmountSchema,
  withdrawQuotaPerDay: wireAmountSchema,
  remainWithdrawQuotaPerDay: wireAmountSchema,
  withdrawQuotaPerYear: wireAmountSchema,
  remainWithdrawQuotaPerYear: wireAmountSchema,
  withdrawQuotaTotal: wireAmountSchema,
  remainWithdrawQuotaTotal: wireAmountSchema,
});

export const rawWithdrawQuotaSchema = z.object({ currency: z.string(), chains: z.array(rawQuotaChainSchema) });

/**
 * Pre-withdraw info of one currency and chain: the fee rule in the web's vocabulary (spec
 * section 3 "Chain info for withdrawal": fixed, range, proportion; dynamicSwitch), the limits,
 * what the user may withdraw and the whitelist settings.
 */
export const rawWithdrawInfoSchema = z.object({
  currency: z.string(),
  chain: z.string(),
  feeType: z.string(),
  dynamicSwitch: z.boolean(),
  fee: optionalAmount,
  minFee: optionalAmount,
  maxFee: optionalAmount,
  feeRate: optionalAmount,
  minWithdrawAmt: wireAmountSchema,
  maxWithdrawAmt: wireAmountSchema,
  withdrawPrecision: wireCountSchema,
  available: wireAmountSchema,
  withdrawQuotaPerDay: wireAmountSchema,
  remainWithdrawQuotaPerDay: wireAmountSchema,
  addrWithTag: z.boolean(),
  withdrawEnable: z.boolean(),
  suspendWithdrawDesc: optionalText,
  WhiteWithdrawAddressEnable: z.boolean(),
  WhiteWithdrawAddressDelayTime: z.number(),
});

/** Limit check: the amount against the minimum, the per-request maximum and the daily quota. */
export const limitCheckBodySchema = z.object({ currency: z.string(), chain: z.string(), amount: z.string() });
export const rawLimitCheckSchema = z.object({
  currency: z.string(),
  chain: z.string(),
  amount: wireAmountSchema,
  remainWithdrawQuotaPerDay: wireAmountSchema,
});

/**
 * Risk check of a destination (verifyRiskAddress): risky with the reason, and the actions asked of
 * the user. Ours: a risky answer carries `consentId`, the consent for exactly this currency, chain,
 * address and tag; a create with verifyRiskAddress must send it back as `riskConsentId`.
 */
export const riskCheckBodySchema = z.object({
  currency: z.string(),
  chain: z.string(),
  address: z.string(),
  addrTag: z.optional(z.string()),
});
export const rawRiskCheckSchema = z.object({
  address: z.string(),
  risky: z.boolean(),
  reason: z.string(),
  actions: z.array(z.string()),
  consentId: optionalText,
});

/**
 * Two-phase create: WALLET.md 5.1's body (address, amount, currency, fee, chain, addr-tag,
 * client-order-id) plus the web form's fields (spec section 3 "Withdrawal form"). The answer is
 * the withdraw id; the order waits in `verifying` until placed.
 */
export const withdrawCreateBodySchema = z.object({
  address: z.optional(z.string()),
  addressId: z.optional(wireIdSchema),
  amount: z.string(),
  currency: z.string(),
  fee: z.string(),
  chain: z.optional(z.string()),
  'addr-tag': z.optional(z.string()),
  'client-order-id': z.optional(z.string()),
  preferFast: z.optional(z.boolean()),
  verifyRiskAddress: z.optional(z.boolean()),
  /** Ours: the risk check's consentId for this destination; required with verifyRiskAddress. */
  riskConsentId: z.optional(z.string()),
  /** Internal transfer to another user of the exchange, by uid, email or phone: no chain fee. */
  toExchange: z.optional(z.boolean()),
  toUserName: z.optional(z.string()),
});

/** Place: the codes of the security verification (the account's GA / SMS / email methods). */
export const withdrawPlaceBodySchema = z.object({
  email_code: z.optional(z.string()),
  sms_code: z.optional(z.string()),
  ga_code: z.optional(z.string()),
});

/** A withdraw id: a bare number (WALLET.md 13.2: accept number or string). */
export const withdrawIdSchema = wireIdSchema;

/** WALLET.md 5.3 / 5.4 record; deposit and withdraw share it. */
export const rawDwRecordSchema = z.object({
  id: wireIdSchema,
  type: z.string(),
  'sub-type': optionalText,
  currency: z.string(),
  chain: z.string(),
  'tx-hash': optionalText,
  amount: wireAmountSchema,
  address: z.string(),
  'address-tag': optionalText,
  'from-addr-tag': optionalText,
  fee: wireAmountSchema,
  state: z.string(),
  'client-order-id': optionalText,
  'wallet-confirm': z.optional(z.nullable(wireCountSchema)),
  'error-code': optionalText,
  'error-msg': optionalText,
  'created-at': wireIdSchema,
  'updated-at': wireIdSchema,
});

export const clientOrderQuerySchema = z.object({ clientOrderId: z.string() });

export const dwHistoryQuerySchema = z.object({
  type: z.enum(['deposit', 'withdraw']),
  currency: z.optional(z.string()),
  from: z.optional(z.string()),
  size: z.optional(z.string()),
  direct: z.optional(z.enum(['prev', 'next'])),
});

export const whiteOrderQuerySchema = z.object({ state: z.optional(z.string()) });

export type RawChain = z.infer<typeof rawChainSchema>;
export type RawReferenceCurrency = z.infer<typeof rawReferenceCurrencySchema>;
export type RawDepositCurrency = z.infer<typeof rawDepositCurrencySchema>;
export type RawDepositAddress = z.infer<typeof rawDepositAddressSchema>;
export type RawTinyDeposit = z.infer<typeof rawTinyDepositSchema>;
export type RawUserAlert = z.infer<typeof rawUserAlertSchema>;
export type RawQuotaChain = z.infer<typeof rawQuotaChainSchema>;
export type RawWithdrawQuota = z.infer<typeof rawWithdrawQuotaSchema>;
export type RawWithdrawInfo = z.infer<typeof rawWithdrawInfoSchema>;
export type RawLimitCheck = z.infer<typeof rawLimitCheckSchema>;
export type RawRiskCheck = z.infer<typeof rawRiskCheckSchema>;
export type RawDwRecord = z.infer<typeof rawDwRecordSchema>;
export type WithdrawCreateBody = z.infer<typeof withdrawCreateBodySchema>;
export type WithdrawPlaceBody = z.infer<typeof withdrawPlaceBodySchema>;

/** GET ?currency=&authorizedUser= → [{currency, instStatus, chains:[…]}] (v2, PROTOCOL.md 4.7) */
export const referenceCurrencies = defineCall({
  family: 'pro',
  method: 'GET',
  pattern: '/v2/reference/currencies',
  request: referenceQuerySchema,
  response: z.array(rawReferenceCurrencySchema),
});
/** GET → [{currency_code, display_name, full_name, weight, visible, tags, show_precision}] (v1) */
export const depositCurrencies = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/dw/deposit/currencies', response: z.array(rawDepositCurrencySchema) });
/** GET ?currency=&chain=&genDag= → [{userId, currency, address, addressTag, chain}] (v2, WALLET.md 2) */
export const depositAddress = defineCall({
  family: 'pro',
  method: 'GET',
  pattern: '/v2/account/deposit/address',
  request: depositAddressQuerySchema,
  response: z.array(rawDepositAddressSchema),
});
/** GET ?currency=&chain= → {currency, chain, count, minDepositAmt} (v1) */
export const tinyDepositCount = defineCall({
  family: 'pro',
  method: 'GET',
  pattern: '/v1/dw/deposit/tiny-count',
  request: currencyChainQuerySchema,
  response: rawTinyDepositSchema,
});
/** GET ?alertId=1 → {alertId, alerted} (v1) */
export const userAlert = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/users/alert', request: userAlertQuerySchema, response: rawUserAlertSchema });
/** POST {alertId: 1} → {alertId, alerted: true} (v1) */
export const setUserAlert = defineCall({ family: 'pro', method: 'POST', pattern: '/v1/users/alert', request: userAlertBodySchema, response: rawUserAlertSchema });
/** GET ?currency= → {currency, chains:[…quota strings]} (v2, WALLET.md 4) */
export const withdrawQuota = defineCall({
  family: 'pro',
  method: 'GET',
  pattern: '/v2/account/withdraw/quota',
  request: z.object({ currency: z.string() }),
  response: rawWithdrawQuotaSchema,
});
/** GET ?currency=&chain= → fee rule, limits, available, whitelist settings (v1) */
export const withdrawInfo = defineCall({
  family: 'pro',
  method: 'GET',
  pattern: '/v1/dw/withdraw/pre-info',
  request: currencyChainQuerySchema,
  response: rawWithdrawInfoSchema,
});
/** POST {currency, chain, amount} → {currency, chain, amount, remainWithdrawQuotaPerDay} or the limit's error (v1) */
export const withdrawLimitCheck = defineCall({
  family: 'pro',
  method: 'POST',
  pattern: '/v1/dw/withdraw/limit-check',
  request: limitCheckBodySchema,
  response: rawLimitCheckSchema,
});
/** POST {currency, chain, address, addrTag} → {address, risky, reason, actions, consentId} (v1) */
export const withdrawRiskCheck = defineCall({
  family: 'pro',
  method: 'POST',
  pattern: '/v1/dw/withdraw/risk-check',
  request: riskCheckBodySchema,
  response: rawRiskCheckSchema,
});
/** POST {address, amount, currency, fee, chain, addr-tag, client-order-id, verifyRiskAddress, riskConsentId, …} → withdraw id (v1, state verifying) */
export const withdrawCreate = defineCall({
  family: 'pro',
  method: 'POST',
  pattern: '/v1/dw/withdraw-virtual/create',
  request: withdrawCreateBodySchema,
  response: withdrawIdSchema,
});
/** POST {email_code?, sms_code?, ga_code?} → withdraw id (v1, state submitted, amount + fee frozen) */
export const withdrawPlace = defineCall({
  family: 'pro',
  method: 'POST',
  pattern: '/v1/dw/withdraw-virtual/:id/place',
  request: withdrawPlaceBodySchema,
  response: withdrawIdSchema,
});
/** POST (no body) → withdraw id (v1, WALLET.md 5.2) */
export const withdrawCancel = defineCall({ family: 'pro', method: 'POST', pattern: '/v1/dw/withdraw-virtual/:id/cancel', response: withdrawIdSchema });
/** GET ?clientOrderId= → the record, or null when none (v1, WALLET.md 5.3) */
export const withdrawByClientOrderId = defineCall({
  family: 'pro',
  method: 'GET',
  pattern: '/v1/query/withdraw/client-order-id',
  request: clientOrderQuerySchema,
  response: z.nullable(rawDwRecordSchema),
});
/** GET ?type=&currency=&from=&size=&direct= → [record] (v1, WALLET.md 5.4) */
export const depositWithdrawHistory = defineCall({
  family: 'pro',
  method: 'GET',
  pattern: '/v1/query/deposit-withdraw',
  request: dwHistoryQuerySchema,
  response: z.array(rawDwRecordSchema),
});
/** GET ?state= → the withdrawals to whitelisted addresses, in that state when given (v1) */
export const whiteOrders = defineCall({
  family: 'pro',
  method: 'GET',
  pattern: '/v1/dw/withdraw/white-orders',
  request: whiteOrderQuerySchema,
  response: z.array(rawDwRecordSchema),
});
