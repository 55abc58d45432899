// "Nothing sent twice" for withdraw create (WALLET.md 5.1, 5.3, 13.8). Each submission carries a
// client order id (at most 32 characters); the exchange answers a repeat of the same id with the
// first withdrawal's id, and a withdrawal can be looked up by it. The UI keeps the id of a
// submission whose answer it has not seen (session storage, with the form it was for); before
// submitting again it decides here:
//
// - no pending id, a pending id for another form, or one older than a day: a new submission;
// - a pending id not looked up yet: look it up first;
// - found and not failed/cancelled: the withdrawal exists – show it, send nothing;
// - found but failed or cancelled: the user is withdrawing anew – a new submission;
// - not found, or the look-up failed: create again with the SAME id (the exchange's idempotency
//   makes a duplicate impossible even if the first create did land meanwhile).
//
// The id is shared by every tab of the browser (local storage, under a key derived from the
// draft: withdrawDraftStorageKey), so the same withdrawal submitted in two tabs is one withdrawal;
// the entry holds only the id and when it was made (no code, no token) and goes when the
// withdrawal is placed or after SHARED_PENDING_MAX_AGE_MS.

import { decimalText, toDecimal } from '@/lib/decimal';
import { dwStateInfo } from './dw-states';

export const CLIENT_ORDER_ID_MAX_LENGTH = 32;
/** What we generate and accept back: letters, digits, '-' and '_', 1 to 32 of them. */
export const CLIENT_ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
/** A pending id older than this starts a new submission. */
export const PENDING_WITHDRAW_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** The id shared between tabs is kept this long (a withdrawal is submitted within minutes). */
export const SHARED_PENDING_MAX_AGE_MS = 60 * 60 * 1000;

const PREFIX = 'w';
const RANDOM_LENGTH = 16;
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

export type RandomBytes = (length: number) => Uint8Array;

function cryptoBytes(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
}

/**
 * A fresh id: 'w', the time in base 36, then 16 random base-36 characters (about 82 bits) –
 * 26 characters today, lower-case letters and digits only.
 */
export function createClientOrderId(now: number = Date.now(), randomBytes: RandomBytes = cryptoBytes): string {
  const time = Math.max(0, Math.trunc(Number.isFinite(now) ? now : 0)).toString(36);
  const bytes = randomBytes(RANDOM_LENGTH);
  let random = '';
  for (let index = 0; index < RANDOM_LENGTH; index += 1) random += ALPHABET[(bytes[index] ?? 0) % ALPHABET.length];
  return `${PREFIX}${time}${random}`.slice(0, CLIENT_ORDER_ID_MAX_LENGTH);
}

export function isValidClientOrderId(value: unknown): value is string {
  return typeof value === 'string' && CLIENT_ORDER_ID_PATTERN.test(value);
}

export interface WithdrawFormValues {
  currency: string;
  chain: string;
  address: string;
  tag?: string | null;
  amount: string;
  fee?: string | null;
  toExchange?: boolean;
}

function amountKey(value: string | null | undefined): string {
  const decimal = toDecimal(value);
  return decimal === null ? (value ?? '').trim() : decimalText(decimal);
}

/** What identifies one withdrawal: the same key means the same withdrawal ('1.50' = '1.5'). */
export function withdrawFormKey(form: WithdrawFormValues): string {
  return JSON.stringify([
    form.currency.trim().toLowerCase(),
    form.chain.trim().toLowerCase(),
    form.address.trim(),
    (form.tag ?? '').trim(),
    amountKey(form.amount),
    amountKey(form.fee),
    form.toExchange === true,
  ]);
}

export interface PendingWithdraw {
  clientOrderId: string;
  /** `withdrawFormKey` of the form it was sent for. */
  formKey: string;
  /** Epoch ms of the first send. */
  createdAt: number;
}

/** The answer of the query by client order id. */
export type ClientOrderLookup =
  | { kind: 'found'; withdrawId: string; state: string | null | undefined }
  | { kind: 'not-found' }
  | { kind: 'failed' };

export type WithdrawSubmitDecision =
  | { action: 'new' }
  | { action: 'lookup'; clientOrderId: string }
  | { action: 'reuse'; clientOrderId: string; withdrawId: string }
  | { action: 'retry'; clientOrderId: string };

export interface WithdrawSubmitInput {
  pending: PendingWithdraw | null | undefined;
  formKey: string;
  /** The look-up of the pending id; absent when not made yet. */
  lookup?: ClientOrderLookup | null;
  now: number;
  maxAgeMs?: number;
}

/** What to do on submit; see the rules at the top of this file. */
export function decideWithdrawSubmit(input: WithdrawSubmitInput): WithdrawSubmitDecision {
  const { pending } = input;
  if (!pending || !isValidClientOrderId(pending.clientOrderId)) return { action: 'new' };
  if (pending.formKey !== input.formKey) return { action: 'new' };
  const maxAge = input.maxAgeMs ?? PENDING_WITHDRAW_MAX_AGE_MS;
  if (!Number.isFinite(pending.createdAt) || input.now - pending.createdAt > maxAge) return { action: 'new' };
  const clientOrderId = pending.clientOrderId;
  const lookup = input.lookup;
  if (!lookup) return { action: 'lookup', clientOrderId };
  if (lookup.kind === 'found') {
    const tone = dwStateInfo('withdraw', lookup.state).tone;
    if (tone === 'failed' || tone === 'cancelled') return { action: 'new' };
    return { action: 'reuse', clientOrderId, withdrawId: String(lookup.withdrawId) };
  }
  return { action: 'retry', clientOrderId };
}

/** Whether a session-storage value is still a PendingWithdraw (it may be stale or tampered with). */
export function isPendingWithdraw(value: unknown): value is PendingWithdraw {
  if (typeof value !== 'object' || value === null) return false;
  const { clientOrderId, formKey, createdAt } = value as Record<string, unknown>;
  return isValidClientOrderId(clientOrderId) && typeof formKey === 'string' && typeof createdAt === 'number' && Number.isFinite(createdAt);
}

/** Prefix of the local-storage key of a draft's client order id. */
export const SHARED_PENDING_KEY_PREFIX = 'withdraw-pending:';

/** A 53-bit hash of a text (cyrb53), as 14 hex digits: the key says nothing of the draft it stands for. */
function hashText(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/**
 * The local-storage key of a draft's client order id: the same for every tab submitting the same
 * withdrawal (currency, chain, address, tag, amount, fee, internal; '1.50' = '1.5'), another for
 * any other. The draft itself (the address, the amount) is not readable from it.
 */
export function withdrawDraftStorageKey(formKey: string): string {
  return `${SHARED_PENDING_KEY_PREFIX}${hashText(formKey)}`;
}

/** What the shared entry holds: the id and when it was made, nothing else. */
export interface SharedPendingWithdraw {
  clientOrderId: string;
  createdAt: number;
}

/** A shared entry read back for the draft `formKey` (stale or tampered entries are null). */
export function sharedPendingOf(value: unknown, formKey: string): PendingWithdraw | null {
  if (typeof value !== 'object' || value === null) return null;
  const { clientOrderId, createdAt } = value as Record<string, unknown>;
  if (!isValidClientOrderId(clientOrderId) || typeof createdAt !== 'number' || !Number.isFinite(createdAt)) return null;
  return { clientOrderId, formKey, createdAt };
}

/**
 * Whether a withdrawal found by its client order id went past its codes (placed: submitted or
 * further, not failed or cancelled): a place refused afterwards (a used code, a lost answer) is
 * then no error but the withdrawal already submitted.
 */
export function withdrawAlreadyPlaced(state: string | null | undefined): boolean {
  if (!state || state === 'verifying') return false;
  const tone = dwStateInfo('withdraw', state).tone;
  return tone !== 'failed' && tone !== 'cancelled';
}
