// The custody service's calls of the Assets area (shell-and-account.md section 7;
// exchange-wallet-fiat.md section 7 "Custody family: balance profit loss and sub variant",
// "Fees and VIP: Custody GET vip/info, vip/config"): the account's profit-loss and each
// sub-account's, the asset-profit user info and its activation, VIP info and levels.
//
// Custody gets no cookies and has no token login of its own (services/http/headers.ts sends it
// none), so these calls carry the pro token themselves, by name (lib/contracts/custody.ts): the
// gateway adds it from the HttpOnly cookie when the call asks (WITH_PRO_TOKEN_HEADER).

import * as calls from '@/lib/contracts/custody';
import type { RawProfitLoss, RawProfitUserInfo, RawSubProfitLoss, RawVipInfo, RawVipLevel } from '@/lib/contracts/custody';
import { decimalText, toDecimal, toDecimalText } from '@/lib/decimal';
import {
  classifyAuthFailure,
  get,
  getHttpConfig,
  MAX_AUTH_RETRIES,
  post,
  sharedTicketExchange,
  type ApiResult,
  type NormalizedEnvelope,
  type ShorthandOptions,
} from '@/services/http';
import { TOKEN_HEADERS } from '@/services/http/headers';
import { WITH_PRO_TOKEN_HEADER } from '@/lib/contracts/token-session';
import { parseEnvelope, parseListEnvelope } from '@/services/http/parse';

export interface ProfitLoss {
  currency: string;
  /** Valuation now (decimal text). */
  balance: string;
  /** Today's profit or loss, negative for a loss (decimal text). */
  profitLoss: string;
  /** Ratio, e.g. '-0.0123' for −1.23 %. */
  profitLossRate: string;
  updatedAt: number;
}

export interface SubProfitLoss {
  subUid: string;
  accountName: string;
  balance: string;
  profitLoss: string;
  profitLossRate: string;
}

export interface ProfitUserInfo {
  uid: string;
  activated: boolean;
  activatedAt: number | null;
}

export interface VipInfo {
  level: number;
  score: string;
  holdings: string;
  volume: string;
  expireTime: number | null;
}

export interface VipLevel {
  level: number;
  name: string;
  /** Score needed for the level. */
  score: string;
}

/**
 * The pro token header on top of the caller's options where this side holds the token (a server
 * render); in the browser, whose tokens are HttpOnly, the marker that asks the gateway to add it.
 */
export function withCustodyAuth(options: ShorthandOptions = {}): ShorthandOptions {
  const header = TOKEN_HEADERS.pro;
  const token = getHttpConfig().getToken('pro');
  const auth: Record<string, string> = header && token ? { [header]: token } : { [WITH_PRO_TOKEN_HEADER]: '1' };
  return { ...options, headers: { ...(options.headers as Record<string, string> | undefined), ...auth } };
}

/**
 * Sends a custody call with the pro token. The HTTP core's own renewal would retry with the
 * header this call already set (the old token), so custody renews itself: on a re-auth code
 * it exchanges the ticket (shared with any exchange under way) and sends again with the new
 * token, up to the core's retry limit.
 */
export async function sendWithCustodyAuth(send: (options: ShorthandOptions) => Promise<NormalizedEnvelope>, options: ShorthandOptions = {}): Promise<NormalizedEnvelope> {
  for (let retries = 0; ; retries += 1) {
    const result = await send(withCustodyAuth({ ...options, skipAuthRetry: true }));
    if (result.success || options.skipAuthRetry || retries >= MAX_AUTH_RETRIES || classifyAuthFailure('custody', result.code) !== 'reauth') return result;
    if (!(await sharedTicketExchange(getHttpConfig().exchangeTicket))) return result;
  }
}

function signedText(raw: string | number): string | null {
  const decimal = toDecimal(raw);
  return decimal === null ? null : decimalText(decimal);
}

export function toProfitLoss(raw: RawProfitLoss): ProfitLoss | null {
  const balance = toDecimalText(raw.balance);
  const profitLoss = signedText(raw.profitLoss);
  const profitLossRate = signedText(raw.profitLossRate);
  if (balance === null || profitLoss === null || profitLossRate === null) return null;
  return { currency: (raw.currency ?? 'usdt').toLowerCase(), balance, profitLoss, profitLossRate, updatedAt: raw.updatedAt };
}

export function toSubProfitLoss(raw: RawSubProfitLoss): SubProfitLoss | null {
  const balance = toDecimalText(raw.balance);
  const profitLoss = signedText(raw.profitLoss);
  const profitLossRate = signedText(raw.profitLossRate);
  if (balance === null || profitLoss === null || profitLossRate === null) return null;
  return { subUid: String(raw.subUid), accountName: raw.accountName, balance, profitLoss, profitLossRate };
}

export function toProfitUserInfo(raw: RawProfitUserInfo): ProfitUserInfo {
  return { uid: String(raw.uid), activated: raw.activated, activatedAt: raw.activated ? raw.activatedAt : null };
}

export function toVipInfo(raw: RawVipInfo): VipInfo | null {
  const score = toDecimalText(raw.vipScore);
  const holdings = toDecimalText(raw.holdings);
  const volume = toDecimalText(raw.volume);
  if (score === null || holdings === null || volume === null) return null;
  return { level: raw.vipLevel, score, holdings, volume, expireTime: raw.expireTime ?? null };
}

export function toVipLevel(raw: RawVipLevel): VipLevel | null {
  const score = toDecimalText(raw.score);
  return score === null ? null : { level: raw.level, name: raw.name, score };
}

/** GET `custody.balanceProfitLoss` → the account's profit-loss today. */
export async function fetchProfitLoss(options?: ShorthandOptions): Promise<ApiResult<ProfitLoss>> {
  return parseEnvelope(await sendWithCustodyAuth((o) => get('custody', calls.balanceProfitLoss.path(), undefined, o), options), calls.rawProfitLossSchema, toProfitLoss);
}

/** GET `custody.subBalanceProfitLoss` → one entry per sub-account (unreadable entries dropped). */
export async function fetchSubProfitLoss(options?: ShorthandOptions): Promise<ApiResult<SubProfitLoss[]>> {
  return parseListEnvelope(
    await sendWithCustodyAuth((o) => get('custody', calls.subBalanceProfitLoss.path(), undefined, o), options),
    calls.rawSubProfitLossSchema,
    toSubProfitLoss,
  );
}

/** GET `custody.profitUserInfo` → whether the asset-profit service is activated. */
export async function fetchProfitUserInfo(options?: ShorthandOptions): Promise<ApiResult<ProfitUserInfo>> {
  return parseEnvelope(await sendWithCustodyAuth((o) => get('custody', calls.profitUserInfo.path(), undefined, o), options), calls.rawProfitUserInfoSchema, toProfitUserInfo);
}

/** POST `custody.profitActivation` {} → the user info after activation. */
export async function activateProfit(options?: ShorthandOptions): Promise<ApiResult<ProfitUserInfo>> {
  return parseEnvelope(await sendWithCustodyAuth((o) => post('custody', calls.profitActivation.path(), {}, o), options), calls.rawProfitUserInfoSchema, toProfitUserInfo);
}

/** GET `custody.vipInfo` → the user's VIP level, score, holdings and volume. */
export async function fetchVipInfo(options?: ShorthandOptions): Promise<ApiResult<VipInfo>> {
  return parseEnvelope(await sendWithCustodyAuth((o) => get('custody', calls.vipInfo.path(), undefined, o), options), calls.rawVipInfoSchema, toVipInfo);
}

/** GET `custody.vipConfig` → the VIP levels, lowest first. */
export async function fetchVipConfig(options?: ShorthandOptions): Promise<ApiResult<VipLevel[]>> {
  const result = parseListEnvelope(await sendWithCustodyAuth((o) => get('custody', calls.vipConfig.path(), undefined, o), options), calls.rawVipLevelSchema, toVipLevel);
  return result.success ? { ...result, data: [...result.data].sort((a, b) => a.level - b.level) } : result;
}
