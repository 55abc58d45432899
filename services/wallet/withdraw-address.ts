// The withdraw address book (lib/contracts/pro/withdraw-address.ts; WALLET.md 3): one typed
// call each, resolving to an ApiResult that never rejects and keeps a refusal's code and message
// (the conflicts 2019 / 2020, 4003 without verification). The changes are meant to run after
// the security verification (verifiedCall of components/security-verification).

import { get, post, type ApiResult, type ShorthandOptions } from '@/services/http';
import { parseEnvelope, parseListEnvelope } from '@/services/http/parse';
import * as calls from '@/lib/contracts/pro/withdraw-address';
import type { BookEntry, BookEntryStatus, WhitelistSettings } from '@/lib/wallet-book';

export interface WhiteWithdrawState {
  whitelistEnabled: boolean;
  inBook: boolean;
  usable: boolean;
  usableAt: number | null;
}

export interface NewWithdrawAddress {
  currency: string;
  chain: string;
  alias: string;
  address: string;
  /** Only for a chain that needs one. */
  tag?: string;
}

export interface WhiteStateQuery {
  currency: string;
  chain: string;
  address: string;
  tag?: string;
}

/** A row as the rules read it; a server row without whiteAt counts from its status. */
export function parseBookEntry(raw: calls.RawWithdrawAddress): BookEntry {
  const tag = raw.addressTag ?? '';
  const currency = raw.currency.toLowerCase();
  const status: BookEntryStatus = raw.status ?? 'normal';
  const addedAt = raw.createdAt ?? 0;
  const whiteAt = raw.whiteAt !== undefined ? raw.whiteAt : status === 'white' ? 0 : status === 'white-delaying' ? addedAt : null;
  return {
    id: raw.id !== undefined ? String(raw.id) : `${currency}:${raw.chain}:${raw.address}:${tag}`,
    currency,
    chain: raw.chain,
    alias: raw.note,
    address: raw.address,
    tag,
    addedAt,
    whiteAt,
    status,
  };
}

function toSettings(raw: calls.RawWhiteSettings): WhitelistSettings {
  return { enabled: raw.WhiteWithdrawAddressEnable, delayHours: raw.WhiteWithdrawAddressDelayTime };
}

/** At most this many pages are read (500 rows each). */
const MAX_PAGES = 40;

export interface AddressListFilter {
  currency?: string;
  chain?: string;
}

/**
 * GET `withdrawAddresses`: the whole book (or one currency's / chain's part), page by page at
 * 500 rows. The envelope's `next-id` is not kept by the HTTP core, so the next page starts after
 * the last row's id (rows come in id order): the same rows as `fromId = next-id`.
 */
export async function fetchWithdrawAddresses({ currency, chain }: AddressListFilter = {}, options?: ShorthandOptions): Promise<ApiResult<BookEntry[]>> {
  const base: Record<string, string> = { limit: String(calls.WITHDRAW_ADDRESS_PAGE_MAX) };
  if (currency) base.currency = currency.trim().toLowerCase();
  if (chain) base.chain = chain.trim();
  const all: BookEntry[] = [];
  let fromId: number | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const params: Record<string, string> = fromId === null ? base : { ...base, fromId: String(fromId) };
    const result = parseListEnvelope(await get('pro', calls.withdrawAddresses.path(), params, options), calls.rawWithdrawAddressSchema, parseBookEntry);
    if (!result.success) return result;
    all.push(...result.data);
    const last = result.data[result.data.length - 1];
    const lastId = last ? Number(last.id) : Number.NaN;
    if (result.data.length < calls.WITHDRAW_ADDRESS_PAGE_MAX || !Number.isSafeInteger(lastId)) return { ...result, data: all };
    fromId = lastId + 1;
  }
  return { success: true, code: 200, message: '', data: all };
}

/** POST `addWithdrawAddress`: the new entry, or the conflict / verification refusal. */
export async function addWithdrawAddress(input: NewWithdrawAddress, options?: ShorthandOptions): Promise<ApiResult<BookEntry>> {
  const tag = input.tag?.trim() ?? '';
  const body: calls.AddWithdrawAddressBody = {
    currency: input.currency.trim().toLowerCase(),
    chain: input.chain.trim(),
    address: input.address.trim(),
    note: input.alias.trim(),
    ...(tag === '' ? {} : { addressTag: tag }),
  };
  return parseEnvelope(await post('pro', calls.addWithdrawAddress.path(), body, options), calls.rawWithdrawAddressSchema, parseBookEntry);
}

/** POST `removeWithdrawAddress`. */
export async function removeWithdrawAddress(id: string, options?: ShorthandOptions): Promise<ApiResult<{ id: string }>> {
  return parseEnvelope(await post('pro', calls.removeWithdrawAddress.path({ id }), {}, options), calls.rawRemovedSchema, (raw) => ({ id: String(raw.id) }));
}

/** POST `setWithdrawAddressWhiteLevel`: on the whitelist (the delay starts again) or off it. */
export async function setWithdrawAddressWhiteLevel(id: string, white: boolean, options?: ShorthandOptions): Promise<ApiResult<BookEntry>> {
  return parseEnvelope(await post('pro', calls.setWithdrawAddressWhiteLevel.path({ id }), { white }, options), calls.rawWithdrawAddressSchema, parseBookEntry);
}

/** GET `whiteSettings`. */
export async function fetchWhiteSettings(options?: ShorthandOptions): Promise<ApiResult<WhitelistSettings>> {
  return parseEnvelope(await get('pro', calls.whiteSettings.path(), undefined, options), calls.rawWhiteSettingsSchema, toSettings);
}

/** POST `updateWhiteSettings`: the settings as the server keeps them. */
export async function updateWhiteSettings(settings: WhitelistSettings, options?: ShorthandOptions): Promise<ApiResult<WhitelistSettings>> {
  const body: calls.RawWhiteSettings = { WhiteWithdrawAddressEnable: settings.enabled, WhiteWithdrawAddressDelayTime: Math.max(0, Math.round(settings.delayHours)) };
  return parseEnvelope(await post('pro', calls.updateWhiteSettings.path(), body, options), calls.rawWhiteSettingsSchema, toSettings);
}

/** GET `whiteWithdrawState`: may a withdrawal go to this address now. */
export async function fetchWhiteWithdrawState(query: WhiteStateQuery, options?: ShorthandOptions): Promise<ApiResult<WhiteWithdrawState>> {
  const params: Record<string, string> = { currency: query.currency.trim().toLowerCase(), chain: query.chain.trim(), address: query.address.trim() };
  const tag = query.tag?.trim() ?? '';
  if (tag !== '') params.addressTag = tag;
  return parseEnvelope(await get('pro', calls.whiteWithdrawState.path(), params, options), calls.rawWhiteStateSchema, (raw) => ({ ...raw }));
}
