// The withdraw address book of the mock backend: addresses per user (alias, address, tag,
// chain, currency, when added, when they entered the whitelist) and the whitelist settings per
// user (WhiteWithdrawAddressEnable, WhiteWithdrawAddressDelayTime in hours). The rules (the
// chain's address pattern and tag rule, the conflict check, the delay) are the app's own pure
// ones in lib/wallet-book and lib/wallet, run on the chain as the app reads it (chainOf), so
// the mock and the form refuse the same things with the same texts.
//
// The state lives beside db (not in it): it belongs to the db.users map it was created with,
// so resetDb(), which replaces that map, starts a fresh book (the seed again) too.
// isWhitelisted() is what the withdraw mock asks before it accepts a withdrawal.

import type { Chain } from '@/lib/wallet';
import {
  addressDraftProblem,
  findConflict,
  type AddressConflict,
  type AddressDraftProblem,
  type BookEntry,
  type BookEntryStatus,
  type WhitelistSettings,
  usabilityOf,
  usableAt,
} from '@/lib/wallet-book';
import { chainOf, findChainRef } from './dw-reference';
import { db, now, SEED_UIDS, type MockUser } from './index';

export interface StoredAddress {
  id: number;
  uid: number;
  currency: string;
  chain: string;
  note: string;
  address: string;
  /** '' when the chain has no tag. */
  addressTag: string;
  createdAt: number;
  /** When it entered the whitelist; null when it is not on it. */
  whiteAt: number | null;
}

/** The chains the seeded addresses are spread over (a part of the reference chains). */
const SEED_CHAINS: readonly { currency: string; chain: string }[] = [
  { currency: 'usdt', chain: 'trc20usdt' },
  { currency: 'usdt', chain: 'usdterc20' },
  { currency: 'usdt', chain: 'hrc20usdt' },
  { currency: 'btc', chain: 'btc' },
  { currency: 'eth', chain: 'eth' },
  { currency: 'xrp', chain: 'xrp' },
  { currency: 'eos', chain: 'eos' },
];

/**
 * A chain an address may be saved for: any chain of the deposit-withdraw reference data, as the
 * app reads it, so a book address and a withdrawal name a chain the same way.
 */
export function findChain(currency: string, chain: string): Chain | undefined {
  const ref = findChainRef(currency, chain);
  return ref ? chainOf(ref) : undefined;
}

/** Whitelist off, a 24-hour delay once it is on (project defaults). */
export const DEFAULT_WHITE_SETTINGS: WhitelistSettings = { enabled: false, delayHours: 24 };

/** How many addresses the benchmark user (many@example.com) holds. */
export const MANY_ADDRESSES_COUNT = 1000;

interface BookState {
  addresses: Map<number, StoredAddress[]>;
  settings: Map<number, WhitelistSettings>;
  nextId: number;
}

const states = new WeakMap<Map<number, MockUser>, BookState>();

/** A fixed seed time: the seeded addresses are long past any delay. */
const SEED_AT = Date.UTC(2024, 0, 15, 8, 0, 0);

function state(): BookState {
  let book = states.get(db.users);
  if (!book) {
    book = { addresses: new Map(), settings: new Map(), nextId: 30137790 };
    states.set(db.users, book);
    seed(book);
  }
  return book;
}

function seed(book: BookState): void {
  // WALLET.md 3's fixture row, and one BTC address, for the ordinary demo user.
  insert(book, SEED_UIDS.ordinary, { currency: 'usdt', chain: 'hrc20usdt', note: 'tom', address: '0x3b994f25c4c25e99d4d26364ffc014cce64600ca', addressTag: '' }, SEED_AT);
  insert(book, SEED_UIDS.ordinary, { currency: 'btc', chain: 'btc', note: '币安', address: '15PrEcqTJRn4haLeby3gJJebtyf4KgWmSd', addressTag: '' }, SEED_AT + 60_000);
  seedMany(book, SEED_UIDS.manyCurrencies, MANY_ADDRESSES_COUNT, SEED_AT);
}

type Draft = Pick<StoredAddress, 'currency' | 'chain' | 'note' | 'address' | 'addressTag'>;

function insert(book: BookState, uid: number, draft: Draft, at: number): StoredAddress {
  const stored: StoredAddress = { id: book.nextId, uid, ...draft, createdAt: at, whiteAt: at };
  book.nextId += 1;
  const list = book.addresses.get(uid) ?? [];
  list.push(stored);
  book.addresses.set(uid, list);
  return stored;
}

function hexOf(n: number, width: number): string {
  return (n >>> 0).toString(16).padStart(width, '0').slice(-width);
}

function seedMany(book: BookState, uid: number, count: number, at: number, only?: { currency: string; chain: string }): number {
  const chains = only ? [only] : SEED_CHAINS;
  const start = (book.addresses.get(uid) ?? []).length;
  for (let i = 0; i < count; i += 1) {
    const n = start + i;
    const chain = chains[n % chains.length] ?? SEED_CHAINS[0]!;
    const tagged = findChain(chain.currency, chain.chain)?.addrWithTag ?? false;
    const address = chain.chain === 'btc' ? `1Seed${hexOf(n * 7919, 8)}${hexOf(uid, 6)}Addr` : chain.currency === 'xrp' ? `rSeed${hexOf(n * 104729, 10)}${hexOf(uid, 6)}` : `0x${hexOf(uid, 8)}${hexOf(n, 8)}${hexOf(n * 2654435761, 8)}${'0'.repeat(16)}`;
    insert(book, uid, { currency: chain.currency, chain: chain.chain, note: `地址${n + 1}`, address, addressTag: tagged ? String(100000 + n) : '' }, at - n * 60_000);
  }
  return count;
}

/** The user's addresses, oldest first (ids ascend). */
export function addressesOf(uid: number): readonly StoredAddress[] {
  return state().addresses.get(uid) ?? [];
}

export function whiteSettingsOf(uid: number): WhitelistSettings {
  return state().settings.get(uid) ?? DEFAULT_WHITE_SETTINGS;
}

export function setWhiteSettings(uid: number, change: Partial<WhitelistSettings>): WhitelistSettings {
  const next = { ...whiteSettingsOf(uid), ...change };
  state().settings.set(uid, next);
  return next;
}

/** The status a row carries (WALLET.md 3): off the whitelist normal, inside the delay white-delaying, else white. */
export function statusOf(stored: StoredAddress, settings: WhitelistSettings, at: number): BookEntryStatus {
  if (stored.whiteAt === null) return 'normal';
  return settings.enabled && at < stored.whiteAt + settings.delayHours * 3_600_000 ? 'white-delaying' : 'white';
}

/** As the app's rules read it. */
export function bookEntryOf(stored: StoredAddress, settings: WhitelistSettings, at: number): BookEntry {
  return {
    id: String(stored.id),
    currency: stored.currency,
    chain: stored.chain,
    alias: stored.note,
    address: stored.address,
    tag: stored.addressTag,
    addedAt: stored.createdAt,
    whiteAt: stored.whiteAt,
    status: statusOf(stored, settings, at),
  };
}

export interface AddressInput {
  currency: string;
  chain: string;
  note: string;
  address: string;
  addressTag?: string;
}

/**
 * Adds an address (on the whitelist from `at`), or says why not: it does not fit its chain's
 * address pattern or tag rule (the withdraw form's check), or it conflicts with a saved one.
 */
export function addAddress(uid: number, input: AddressInput, at: number = now()): StoredAddress | AddressConflict | AddressDraftProblem {
  const settings = whiteSettingsOf(uid);
  const draft: Draft = {
    currency: input.currency.trim().toLowerCase(),
    chain: input.chain.trim(),
    note: input.note.trim(),
    address: input.address.trim(),
    addressTag: (input.addressTag ?? '').trim(),
  };
  const chain = findChain(draft.currency, draft.chain);
  const problem = chain ? addressDraftProblem({ address: draft.address, tag: draft.addressTag }, chain) : null;
  if (problem) return problem;
  const conflict = findConflict(
    addressesOf(uid).map((stored) => bookEntryOf(stored, settings, at)),
    { currency: draft.currency, chain: draft.chain, alias: draft.note, address: draft.address, tag: draft.addressTag },
  );
  if (conflict) return conflict;
  return insert(state(), uid, draft, at);
}

export function removeAddress(uid: number, id: number): boolean {
  const list = state().addresses.get(uid);
  const at = list?.findIndex((stored) => stored.id === id) ?? -1;
  if (!list || at < 0) return false;
  list.splice(at, 1);
  return true;
}

/** Puts an address on the whitelist from `at` (its delay starts again) or takes it off. */
export function setWhiteLevel(uid: number, id: number, white: boolean, at: number = now()): StoredAddress | undefined {
  const stored = addressesOf(uid).find((entry) => entry.id === id);
  if (!stored) return undefined;
  stored.whiteAt = white ? at : null;
  return stored;
}

/** Adds `count` generated addresses (all chains in turn, or one currency's chain), each a minute older than the last. */
export function seedAddresses(uid: number, count: number, options: { currency?: string; chain?: string; at?: number } = {}): number {
  const only = options.currency && options.chain ? { currency: options.currency, chain: options.chain } : undefined;
  return seedMany(state(), uid, count, options.at ?? now(), only);
}

/** Removes every address of a user (control API). */
export function clearAddresses(uid: number): number {
  const count = addressesOf(uid).length;
  state().addresses.delete(uid);
  return count;
}

export interface WhiteState {
  whitelistEnabled: boolean;
  inBook: boolean;
  usable: boolean;
  usableAt: number | null;
}

function findSaved(uid: number, currency: string, chain: string, address: string, tag: string): StoredAddress | undefined {
  const wanted = address.trim();
  const hex = /^0x[0-9a-f]+$/i.test(wanted);
  return addressesOf(uid).find(
    (stored) =>
      stored.currency === currency.trim().toLowerCase() &&
      stored.chain === chain.trim() &&
      stored.addressTag === tag.trim() &&
      (hex ? stored.address.toLowerCase() === wanted.toLowerCase() : stored.address === wanted),
  );
}

/** Whether a withdrawal to the destination passes the whitelist now, and from when it would. */
export function whiteStateOf(uid: number, currency: string, chain: string, address: string, tag: string, at: number = now()): WhiteState {
  const settings = whiteSettingsOf(uid);
  const saved = findSaved(uid, currency, chain, address, tag);
  if (!saved) return { whitelistEnabled: settings.enabled, inBook: false, usable: !settings.enabled, usableAt: settings.enabled ? null : at };
  const entry = bookEntryOf(saved, settings, at);
  return { whitelistEnabled: settings.enabled, inBook: true, usable: usabilityOf(entry, settings, at).kind === 'usable', usableAt: usableAt(entry, settings) };
}

/**
 * True when a withdrawal to the destination passes the whitelist at `at`: always with the
 * whitelist off; with it on only to a saved whitelist address whose delay has passed.
 */
export function isWhitelisted(uid: number, currency: string, chain: string, address: string, tag: string, at: number = now()): boolean {
  return whiteStateOf(uid, currency, chain, address, tag, at).usable;
}
