// The withdraw form's calls (exchange-wallet-fiat.md sections 3, 7, 8; WALLET.md 4, 5): quota
// and pre-withdraw info of a currency and chain, the limit and risk checks, the two-phase
// create (an order in `verifying`) and place (with the security codes), cancel, the lookup by
// client order id, and the whitelist state and orders. Every call resolves to an ApiResult that
// keeps the server's code and message (dw-insufficient-balance, dw-withdraw-min-limit,
// invalid-address, …); the fee and amount rules themselves are lib/wallet's.

import { get, post, type ApiResult, type ShorthandOptions } from '@/services/http';
import { parseEnvelope, parseListEnvelope } from '@/services/http/parse';
import { toDecimalText } from '@/lib/decimal';
import * as calls from '@/lib/contracts/pro/deposit-withdraw';
import { toIdText } from '@/services/trading/account-convert';
import { toCount } from '@/lib/wallet/chain';
import { withdrawAlreadyPlaced, type Quota, type WithdrawDraft, type WithdrawFeeType } from '@/lib/wallet';
import { toDwRecord, type DwRecord } from './dw-history';

/** The quotas of every chain of a currency, each as the amount rules read it. */
export interface CurrencyQuota {
  currency: string;
  chains: Quota[];
}

export interface WithdrawInfo {
  currency: string;
  chain: string;
  feeType: WithdrawFeeType;
  dynamicFee: boolean;
  fee: string | null;
  minFee: string | null;
  maxFee: string | null;
  feeRate: string | null;
  minWithdraw: string;
  maxWithdraw: string;
  precision: number;
  available: string;
  quotaPerDay: string | null;
  remainPerDay: string | null;
  addrWithTag: boolean;
  withdrawEnabled: boolean;
  suspendWithdrawDesc: string;
  whitelistEnabled: boolean;
  /** Hours before a new whitelisted address may receive. */
  whitelistDelayHours: number;
}

export interface LimitCheck {
  currency: string;
  chain: string;
  amount: string;
  remainPerDay: string | null;
}

export interface RiskCheck {
  address: string;
  risky: boolean;
  reason: string;
  actions: string[];
  /** The consent id for exactly this destination, when risky. */
  consentId: string | null;
}

/** A quota figure: "-1" (no limit) becomes null; any other negative or malformed value too. */
export function toQuota(value: unknown): string | null {
  if (value === '-1' || value === -1) return null;
  return toDecimalText(value);
}

function parseQuota(raw: calls.RawQuotaChain): Quota | null {
  const maxWithdrawAmount = toDecimalText(raw.maxWithdrawAmt);
  if (maxWithdrawAmount === null) return null;
  return {
    chain: raw.chain,
    maxWithdrawAmount,
    quotaPerDay: toQuota(raw.withdrawQuotaPerDay),
    remainDailyQuota: toQuota(raw.remainWithdrawQuotaPerDay),
    quotaPerYear: toQuota(raw.withdrawQuotaPerYear),
    remainYearlyQuota: toQuota(raw.remainWithdrawQuotaPerYear),
    quotaTotal: toQuota(raw.withdrawQuotaTotal),
    remainTotalQuota: toQuota(raw.remainWithdrawQuotaTotal),
  };
}

export function parseCurrencyQuota(raw: calls.RawWithdrawQuota): CurrencyQuota {
  return { currency: raw.currency, chains: raw.chains.map(parseQuota).filter((chain): chain is Quota => chain !== null) };
}

const FEE_TYPES: readonly WithdrawFeeType[] = ['fixed', 'range', 'proportion'];

function optionalAmount(value: unknown): string | null {
  return value === undefined || value === null ? null : toDecimalText(value);
}

export function toWithdrawInfo(raw: calls.RawWithdrawInfo): WithdrawInfo | null {
  const feeType = FEE_TYPES.find((type) => type === raw.feeType);
  const minWithdraw = toDecimalText(raw.minWithdrawAmt);
  const maxWithdraw = toDecimalText(raw.maxWithdrawAmt);
  const available = toDecimalText(raw.available);
  const precision = toCount(raw.withdrawPrecision);
  if (!feeType || minWithdraw === null || maxWithdraw === null || available === null || precision === null) return null;
  return {
    currency: raw.currency,
    chain: raw.chain,
    feeType,
    dynamicFee: raw.dynamicSwitch,
    fee: optionalAmount(raw.fee),
    minFee: optionalAmount(raw.minFee),
    maxFee: optionalAmount(raw.maxFee),
    feeRate: optionalAmount(raw.feeRate),
    minWithdraw,
    maxWithdraw,
    precision,
    available,
    quotaPerDay: toQuota(raw.withdrawQuotaPerDay),
    remainPerDay: toQuota(raw.remainWithdrawQuotaPerDay),
    addrWithTag: raw.addrWithTag,
    withdrawEnabled: raw.withdrawEnable,
    suspendWithdrawDesc: raw.suspendWithdrawDesc ?? '',
    whitelistEnabled: raw.WhiteWithdrawAddressEnable,
    whitelistDelayHours: raw.WhiteWithdrawAddressDelayTime,
  };
}

function toLimitCheck(raw: calls.RawLimitCheck): LimitCheck | null {
  const amount = toDecimalText(raw.amount);
  return amount === null ? null : { currency: raw.currency, chain: raw.chain, amount, remainPerDay: toQuota(raw.remainWithdrawQuotaPerDay) };
}

function toRiskCheck(raw: calls.RawRiskCheck): RiskCheck {
  return { address: raw.address, risky: raw.risky, reason: raw.reason, actions: raw.actions, consentId: raw.consentId ?? null };
}

function lower(currency: string): string {
  return currency.trim().toLowerCase();
}

/** GET `depositWithdraw.withdrawQuota`?currency= : every chain's quotas. */
export async function fetchWithdrawQuota(currency: string, options?: ShorthandOptions): Promise<ApiResult<CurrencyQuota>> {
  return parseEnvelope(await get('pro', calls.withdrawQuota.path(), { currency: lower(currency) }, options), calls.rawWithdrawQuotaSchema, parseCurrencyQuota);
}

/** GET `depositWithdraw.withdrawInfo`?currency=&chain= (section 8: a failure is a toast of its message). */
export async function fetchWithdrawInfo(currency: string, chain: string, options?: ShorthandOptions): Promise<ApiResult<WithdrawInfo>> {
  return parseEnvelope(await get('pro', calls.withdrawInfo.path(), { currency: lower(currency), chain }, options), calls.rawWithdrawInfoSchema, toWithdrawInfo);
}

/** POST `depositWithdraw.withdrawLimitCheck`: the minimum, per-request maximum and daily quota. */
export async function checkWithdrawLimit(input: { currency: string; chain: string; amount: string }, options?: ShorthandOptions): Promise<ApiResult<LimitCheck>> {
  const body = { currency: lower(input.currency), chain: input.chain, amount: input.amount };
  return parseEnvelope(await post('pro', calls.withdrawLimitCheck.path(), body, options), calls.rawLimitCheckSchema, toLimitCheck);
}

/** POST `depositWithdraw.withdrawRiskCheck` (verifyRiskAddress): whether the destination is risky, and why. */
export async function checkWithdrawRisk(input: { currency: string; chain: string; address: string; tag?: string }, options?: ShorthandOptions): Promise<ApiResult<RiskCheck>> {
  const body: Record<string, string> = { currency: lower(input.currency), chain: input.chain, address: input.address.trim() };
  if (input.tag) body.addrTag = input.tag.trim();
  return parseEnvelope(await post('pro', calls.withdrawRiskCheck.path(), body, options), calls.rawRiskCheckSchema, toRiskCheck);
}

/** The create body on the wire (WALLET.md 5.1 kebab names plus the form's fields). */
export function withdrawCreateBody(request: WithdrawDraft): calls.WithdrawCreateBody {
  const body: calls.WithdrawCreateBody = { currency: lower(request.currency), chain: request.chain, amount: request.amount, fee: request.fee };
  if (request.address) body.address = request.address.trim();
  if (request.addressId) body.addressId = request.addressId;
  if (request.tag) body['addr-tag'] = request.tag.trim();
  if (request.clientOrderId) body['client-order-id'] = request.clientOrderId;
  if (request.preferFast !== undefined) body.preferFast = request.preferFast;
  if (request.verifyRiskAddress !== undefined) body.verifyRiskAddress = request.verifyRiskAddress;
  if (request.riskConsentId) body.riskConsentId = request.riskConsentId;
  if (request.toUserName) {
    body.toExchange = true;
    body.toUserName = request.toUserName.trim();
  }
  return body;
}

function toWithdrawId(raw: string | number): string | null {
  return toIdText(raw);
}

/** POST `depositWithdraw.withdrawCreate`: phase one, the withdraw id of an order waiting for its codes. */
export async function createWithdraw(request: WithdrawDraft, options?: ShorthandOptions): Promise<ApiResult<string>> {
  return parseEnvelope(await post('pro', calls.withdrawCreate.path(), withdrawCreateBody(request), options), calls.withdrawIdSchema, toWithdrawId);
}

/** The security codes of the place step, one per method the account requires. */
export interface WithdrawCodes {
  emailCode?: string;
  smsCode?: string;
  gaCode?: string;
}

/** POST `depositWithdraw.withdrawPlace`: phase two with the codes; the amount and fee are frozen. */
export async function placeWithdraw(id: string, codes: WithdrawCodes, options?: ShorthandOptions): Promise<ApiResult<string>> {
  const body: calls.WithdrawPlaceBody = {};
  if (codes.emailCode) body.email_code = codes.emailCode.trim();
  if (codes.smsCode) body.sms_code = codes.smsCode.trim();
  if (codes.gaCode) body.ga_code = codes.gaCode.trim();
  return parseEnvelope(await post('pro', calls.withdrawPlace.path({ id }), body, options), calls.withdrawIdSchema, toWithdrawId);
}

/** A place's outcome: the withdraw id, and whether it had been placed already (by another tab, or by a try whose answer was lost). */
export interface PlacedWithdraw {
  id: string;
  alreadySubmitted: boolean;
}

/**
 * Place, and before reporting a refusal or a lost answer, the withdrawal looked up by its client
 * order id: when it is placed already (the first try's answer never arrived, or another tab placed
 * the same withdrawal, and the code is used up now), the outcome is that withdrawal, submitted,
 * not 验证码错误. Without a client order id, or when the look-up finds it still waiting, the
 * place's own failure.
 */
export async function placeWithdrawOnce(id: string, codes: WithdrawCodes, clientOrderId: string | undefined, options?: ShorthandOptions): Promise<ApiResult<PlacedWithdraw>> {
  const placed = await placeWithdraw(id, codes, options);
  if (placed.success) return { ...placed, data: { id: placed.data, alreadySubmitted: false } };
  if (!clientOrderId) return placed;
  const found = await fetchWithdrawByClientOrderId(clientOrderId, { silent: true });
  if (found.success && found.data !== null && found.data.id === id && withdrawAlreadyPlaced(found.data.state)) {
    return { ...found, data: { id, alreadySubmitted: true } };
  }
  return placed;
}

/** POST `depositWithdraw.withdrawCancel` (while submitted or under review). */
export async function cancelWithdraw(id: string, options?: ShorthandOptions): Promise<ApiResult<string>> {
  return parseEnvelope(await post('pro', calls.withdrawCancel.path({ id }), undefined, options), calls.withdrawIdSchema, toWithdrawId);
}

/** GET `depositWithdraw.withdrawByClientOrderId`?clientOrderId= : the withdrawal, or null when none has that id. */
export async function fetchWithdrawByClientOrderId(clientOrderId: string, options?: ShorthandOptions): Promise<ApiResult<DwRecord | null>> {
  const result = await get('pro', calls.withdrawByClientOrderId.path(), { clientOrderId }, options);
  if (result.success && result.data === null) return { ...result, data: null };
  return parseEnvelope(result, calls.rawDwRecordSchema, toDwRecord);
}

/** GET `depositWithdraw.whiteOrders`?state= : withdrawals to whitelisted addresses. */
export async function fetchWhiteOrders(state?: string, options?: ShorthandOptions): Promise<ApiResult<DwRecord[]>> {
  return parseListEnvelope(await get('pro', calls.whiteOrders.path(), state ? { state } : undefined, options), calls.rawDwRecordSchema, toDwRecord);
}
