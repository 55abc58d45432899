// The deposit page's calls (exchange-wallet-fiat.md sections 3, 4, 7, 8): deposit currencies,
// the deposit address of a currency and chain (iota: a new address with genDag), the count of
// tiny deposits and the user alert (alertId 1, the deposit security alert). A failure keeps the
// server's code and message (section 8: the address failure shows the server message).

import { get, post, requestFailedEnvelope, type ApiResult, type ShorthandOptions } from '@/services/http';
import { parseEnvelope, parseListEnvelope } from '@/services/http/parse';
import { toDecimalText } from '@/lib/decimal';
import * as calls from '@/lib/contracts/pro/deposit-withdraw';
import { toCount } from '@/lib/wallet/chain';
import type { WalletCurrency } from '@/lib/wallet';

export interface DepositAddress {
  currency: string;
  chain: string;
  address: string;
  /** The memo of a tag chain; '' when the chain has none. */
  tag: string;
}

export interface TinyDeposits {
  currency: string;
  chain: string;
  count: number;
  minDeposit: string;
}

export interface UserAlert {
  alertId: number;
  acknowledged: boolean;
}

/** The deposit security alert. */
export const DEPOSIT_ALERT_ID = 1;

/** A deposit currency as the list rules read it (lib/wallet WalletCurrency: tags lower-cased). */
export function parseDepositCurrency(raw: calls.RawDepositCurrency): WalletCurrency | null {
  const currency = raw.currency_code.trim().toLowerCase();
  const showPrecision = toCount(raw.show_precision);
  if (!currency || showPrecision === null) return null;
  return {
    currency,
    displayName: raw.display_name || currency.toUpperCase(),
    fullName: raw.full_name,
    weight: raw.weight,
    visible: raw.visible,
    tags: raw.tags
      .split(',')
      .map((tag) => tag.trim().toLowerCase())
      .filter(Boolean),
    showPrecision,
  };
}

export function toDepositAddress(raw: calls.RawDepositAddress): DepositAddress | null {
  const address = raw.address.trim();
  if (!address) return null;
  return { currency: raw.currency.trim().toLowerCase(), chain: raw.chain, address, tag: raw.addressTag.trim() };
}

export function toTinyDeposits(raw: calls.RawTinyDeposit): TinyDeposits | null {
  const minDeposit = toDecimalText(raw.minDepositAmt);
  if (minDeposit === null || !Number.isInteger(raw.count) || raw.count < 0) return null;
  return { currency: raw.currency, chain: raw.chain, count: raw.count, minDeposit };
}

export function toUserAlert(raw: calls.RawUserAlert): UserAlert {
  return { alertId: raw.alertId, acknowledged: raw.alerted };
}

/** GET `depositWithdraw.depositCurrencies`, heaviest first. */
export async function fetchDepositCurrencies(options?: ShorthandOptions): Promise<ApiResult<WalletCurrency[]>> {
  const result = await parseListEnvelope(await get('pro', calls.depositCurrencies.path(), undefined, options), calls.rawDepositCurrencySchema, parseDepositCurrency);
  return result.success ? { ...result, data: [...result.data].sort((a, b) => b.weight - a.weight) } : result;
}

export interface DepositAddressParams {
  currency: string;
  /** One chain's row; every chain's when absent. */
  chain?: string;
  /** iota: make a new address (the old one is replaced). */
  genDag?: boolean;
}

/** GET `depositWithdraw.depositAddress`?currency=&chain=&genDag= : one row per chain. */
export async function fetchDepositAddresses({ currency, chain, genDag }: DepositAddressParams, options?: ShorthandOptions): Promise<ApiResult<DepositAddress[]>> {
  const params: Record<string, string> = { currency: currency.trim().toLowerCase() };
  if (chain) params.chain = chain;
  if (genDag) params.genDag = 'true';
  return parseListEnvelope(await get('pro', calls.depositAddress.path(), params, options), calls.rawDepositAddressSchema, toDepositAddress);
}

/** The address of one chain; a success without that chain's row fails as a malformed answer. */
export async function fetchDepositAddress(params: DepositAddressParams & { chain: string }, options?: ShorthandOptions): Promise<ApiResult<DepositAddress>> {
  const result = await fetchDepositAddresses(params, options);
  if (!result.success) return result;
  const row = result.data.find((entry) => entry.chain === params.chain);
  return row ? { ...result, data: row } : requestFailedEnvelope();
}

/** GET `depositWithdraw.tinyDepositCount`?currency=&chain= . */
export async function fetchTinyDeposits(currency: string, chain: string, options?: ShorthandOptions): Promise<ApiResult<TinyDeposits>> {
  const params = { currency: currency.trim().toLowerCase(), chain };
  return parseEnvelope(await get('pro', calls.tinyDepositCount.path(), params, options), calls.rawTinyDepositSchema, toTinyDeposits);
}

/** GET `depositWithdraw.userAlert`?alertId=1 . */
export async function fetchUserAlert(alertId: number = DEPOSIT_ALERT_ID, options?: ShorthandOptions): Promise<ApiResult<UserAlert>> {
  return parseEnvelope(await get('pro', calls.userAlert.path(), { alertId: String(alertId) }, options), calls.rawUserAlertSchema, toUserAlert);
}

/** POST `depositWithdraw.setUserAlert` {alertId: 1}: the user acknowledged the alert. */
export async function acknowledgeUserAlert(alertId: number = DEPOSIT_ALERT_ID, options?: ShorthandOptions): Promise<ApiResult<UserAlert>> {
  return parseEnvelope(await post('pro', calls.setUserAlert.path(), { alertId }, options), calls.rawUserAlertSchema, toUserAlert);
}
