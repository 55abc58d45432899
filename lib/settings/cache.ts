// Symbol and currency lists are cached in local storage (spec section 9) as
// { ts, data, full, status } and refreshed incrementally: the request sends the cached ts, and
// a response that is not full carries only the items changed since then.

export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface SettingsCache<T> {
  /** Server time of the data (ms, as the server's string). */
  ts: string;
  data: T[];
  /** True once the list has been loaded whole. */
  full: boolean;
  status: 'ok';
}

export interface SettingsResponse<T> {
  ts: string | number;
  data: readonly T[];
  /** The server sends 1 / 0. */
  full: boolean | number;
}

function upsert<T>(current: readonly T[], changes: readonly T[], keyOf: (item: T) => string): T[] {
  const merged = new Map<string, T>();
  for (const item of current) merged.set(keyOf(item), item);
  for (const item of changes) merged.set(keyOf(item), item);
  return [...merged.values()];
}

/** A full response replaces the cache; an incremental one updates or adds items by key. */
export function mergeSettings<T>(
  cached: SettingsCache<T> | null,
  response: SettingsResponse<T>,
  keyOf: (item: T) => string,
): SettingsCache<T> {
  const full = Boolean(response.full);
  const ts = String(response.ts);
  if (full || cached === null) {
    return { ts, data: upsert([], response.data, keyOf), full, status: 'ok' };
  }
  return { ts, data: upsert(cached.data, response.data, keyOf), full: cached.full, status: 'ok' };
}

/** The ts to send for an incremental update; none (ask for everything) without a full cache. */
export function incrementalTs(cached: SettingsCache<unknown> | null): string | undefined {
  return cached?.full ? cached.ts : undefined;
}

function isCacheOf<T>(value: unknown, isItem: (item: unknown) => item is T): value is SettingsCache<T> {
  if (typeof value !== 'object' || value === null) return false;
  const { ts, data, full, status } = value as Record<string, unknown>;
  return (
    typeof ts === 'string' &&
    typeof full === 'boolean' &&
    status === 'ok' &&
    Array.isArray(data) &&
    data.every((item) => isItem(item))
  );
}

/** The cached list, or null when absent, unreadable or not of the expected shape. */
export function readSettingsCache<T>(
  storage: SettingsStorage,
  key: string,
  isItem: (item: unknown) => item is T,
): SettingsCache<T> | null {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    return isCacheOf(parsed, isItem) ? parsed : null;
  } catch {
    return null;
  }
}

/** False when the storage refuses the write (quota, private mode); the app then just refetches. */
export function writeSettingsCache<T>(storage: SettingsStorage, key: string, cache: SettingsCache<T>): boolean {
  try {
    storage.setItem(key, JSON.stringify(cache));
    return true;
  } catch {
    return false;
  }
}
