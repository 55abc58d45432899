// The countdown and retry count of each code type and purpose, kept in a Storage (the app
// passes localStorage) so a reload does not reset them. Only an end time and a count are
// stored, never a code. Every access survives a throwing or full storage (private modes).

import { CODE_RESEND_SECONDS, type CodeChannel, RETRY_MEMORY_MS, VOICE_OFFER_EVERY } from './constants';

/** The part of the Web Storage API used here. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SenderRecord {
  /** Epoch ms at which the current (or last) countdown ends. */
  endsAt: number;
  /** Sends after the first one, for the voice offer. */
  retries: number;
}

const KEY_PREFIX = 'code-sender';

export function storageKey(type: CodeChannel, purpose: string): string {
  return `${KEY_PREFIX}:${type}:${purpose}`;
}

function isRecord(value: unknown): value is SenderRecord {
  if (typeof value !== 'object' || value === null) return false;
  const { endsAt, retries } = value as Record<string, unknown>;
  return (
    typeof endsAt === 'number' &&
    Number.isFinite(endsAt) &&
    typeof retries === 'number' &&
    Number.isInteger(retries) &&
    retries >= 0
  );
}

export function loadRecord(storage: StorageLike, type: CodeChannel, purpose: string): SenderRecord | null {
  try {
    const raw = storage.getItem(storageKey(type, purpose));
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveRecord(storage: StorageLike, type: CodeChannel, purpose: string, record: SenderRecord): void {
  try {
    storage.setItem(storageKey(type, purpose), JSON.stringify(record));
  } catch {
    // A full or blocked storage only costs the reload persistence.
  }
}

export function clearRecord(storage: StorageLike, type: CodeChannel, purpose: string): void {
  try {
    storage.removeItem(storageKey(type, purpose));
  } catch {
    // Nothing to clear in a blocked storage.
  }
}

/** Stores the end of the countdown of `type` and `purpose`, keeping its retry count. */
export function saveCountdown(storage: StorageLike, type: CodeChannel, purpose: string, endsAt: number): void {
  const retries = loadRecord(storage, type, purpose)?.retries ?? 0;
  saveRecord(storage, type, purpose, { endsAt, retries });
}

/** The end time a countdown started at `now` gets. */
export function countdownEnd(now: number, seconds: number = CODE_RESEND_SECONDS): number {
  return now + seconds * 1000;
}

/** Whole seconds left until `endsAt` (rounded up, so a countdown shows 60 … 1), 0 when over. */
export function secondsUntil(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** Seconds left of the stored countdown of `type` and `purpose`; 0 when none runs. */
export function remainingSeconds(storage: StorageLike, type: CodeChannel, purpose: string, now: number): number {
  const record = loadRecord(storage, type, purpose);
  return record ? secondsUntil(record.endsAt, now) : 0;
}

/** True while a code of this type and purpose was sent recently enough to offer "重新发送". */
export function wasSentRecently(storage: StorageLike, type: CodeChannel, purpose: string, now: number): boolean {
  const record = loadRecord(storage, type, purpose);
  return record !== null && now - record.endsAt < RETRY_MEMORY_MS;
}

/** The remembered retry count; 0 once RETRY_MEMORY_MS passed after the last countdown. */
export function loadRetryCount(storage: StorageLike, type: CodeChannel, purpose: string, now: number): number {
  const record = loadRecord(storage, type, purpose);
  return record && now - record.endsAt < RETRY_MEMORY_MS ? record.retries : 0;
}

/** Voice offer: after every retry count that is a multiple of 3 (3, 6, 9 …), never before one. */
export function voiceOfferVisible(retryCount: number): boolean {
  return retryCount > 0 && retryCount % VOICE_OFFER_EVERY === 0;
}
