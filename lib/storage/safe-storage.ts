// Web storage access that never throws: a refusing storage (private mode, quota, site data
// blocked — where even reading `window.localStorage` throws) reads as nothing and reports a
// failed write, so a preference or a cache never breaks a page. Secrets never go here (tokens
// live in cookies); only preferences and caches of public data.

export type StorageKind = 'local' | 'session';

/** The browser's storage of that kind, or null on the server or where the browser refuses it. */
export function browserStorage(kind: StorageKind): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored(storage: Pick<Storage, 'getItem'> | null, key: string): string | null {
  if (storage === null) return null;
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** False when the storage refuses the write. */
export function writeStored(storage: Pick<Storage, 'setItem'> | null, key: string, value: string): boolean {
  if (storage === null) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStored(storage: Pick<Storage, 'removeItem'> | null, key: string): void {
  if (storage === null) return;
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to do: a storage that refuses removal refuses reads too.
  }
}

/** Cache lifetimes of the specification (exchange-wallet-fiat.md section 9, session storage). */
export const SUB_ACCOUNT_PERMISSION_TTL_MS = 4 * 60 * 60 * 1000;
export const LANGUAGE_PERMISSION_TTL_MS = 60 * 60 * 1000;

interface ExpiringEntry {
  /** Epoch ms after which the entry is gone. */
  expiresAt: number;
  value: unknown;
}

function isExpiringEntry(value: unknown): value is ExpiringEntry {
  return typeof value === 'object' && value !== null && typeof (value as ExpiringEntry).expiresAt === 'number' && 'value' in value;
}

/** Keeps a JSON value until `now + ttlMs`. False when the storage refuses it or it is not JSON. */
export function writeExpiring(storage: Pick<Storage, 'setItem'> | null, key: string, value: unknown, ttlMs: number, now: number = Date.now()): boolean {
  let text: string;
  try {
    text = JSON.stringify({ expiresAt: now + ttlMs, value } satisfies ExpiringEntry);
  } catch {
    return false;
  }
  return writeStored(storage, key, text);
}

/**
 * The value kept by writeExpiring, or null when missing, expired, corrupt, or refused by the
 * `accept` check (a type guard, e.g. a zod schema's `safeParse(...).success`). An expired or
 * corrupt entry is removed.
 */
export function readExpiring<T>(
  storage: Pick<Storage, 'getItem' | 'removeItem'> | null,
  key: string,
  accept: (value: unknown) => value is T,
  now: number = Date.now(),
): T | null {
  const text = readStored(storage, key);
  if (text === null) return null;
  let entry: unknown;
  try {
    entry = JSON.parse(text);
  } catch {
    entry = null;
  }
  if (!isExpiringEntry(entry) || entry.expiresAt <= now || !accept(entry.value)) {
    removeStored(storage, key);
    return null;
  }
  return entry.value;
}
