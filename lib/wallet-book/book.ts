// The withdraw address book as the screens and the withdraw form read it (exchange-wallet-fiat.md
// section 7 "Wallet: withdraw address add, remove, list"; WALLET.md 3): one entry per saved
// address, the per-keystroke filter over a search key computed once per entry, and the grouping
// per currency and chain. Pure: no clock, no fetch.

/** WALLET.md 3 `status`: only `normal` and `white` rows may be chosen (13.5); the mock sends the others too. */
export type BookEntryStatus = 'normal' | 'white' | 'white-delaying' | 'processing';

export interface BookEntry {
  id: string;
  /** Lower-case currency id (`usdt`). */
  currency: string;
  /** Chain id as in the reference data (`trc20usdt`, `hrc20usdt`). */
  chain: string;
  /** The user's name for the address (`note` on the wire). */
  alias: string;
  address: string;
  /** Memo / tag; '' when the chain has none. */
  tag: string;
  /** When the address was added (epoch ms). */
  addedAt: number;
  /** When it entered the withdraw whitelist (epoch ms), or null when it is not a whitelist address. */
  whiteAt: number | null;
  status: BookEntryStatus;
}

/** An entry with its lower-case search text, computed once when the list arrives. */
export interface IndexedEntry {
  entry: BookEntry;
  key: string;
}

/** currency, chain, alias, address and tag in lower case, separated so no term spans two fields. */
export function searchKeyOf(entry: BookEntry): string {
  return `${entry.currency}\u0000${entry.chain}\u0000${entry.alias}\u0000${entry.address}\u0000${entry.tag}`.toLowerCase();
}

export function indexBook(entries: readonly BookEntry[]): IndexedEntry[] {
  return entries.map((entry) => ({ entry, key: searchKeyOf(entry) }));
}

/** The words of a filter: trimmed, lower case, split at white space. */
export function filterTerms(query: string): string[] {
  return query.trim().toLowerCase().split(/\s+/).filter((term) => term !== '');
}

export interface BookFilter {
  /** Typed text: every word must appear in the currency, chain, alias, address or tag. */
  query?: string;
  /** One currency ('' or absent = all). */
  currency?: string;
}

/** The entries matching the filter, in the given order. */
export function filterBook(indexed: readonly IndexedEntry[], { query = '', currency = '' }: BookFilter = {}): BookEntry[] {
  const terms = filterTerms(query);
  const wanted = currency.trim().toLowerCase();
  const out: BookEntry[] = [];
  for (const { entry, key } of indexed) {
    if (wanted !== '' && entry.currency !== wanted) continue;
    let all = true;
    for (const term of terms) {
      if (!key.includes(term)) {
        all = false;
        break;
      }
    }
    if (all) out.push(entry);
  }
  return out;
}

export interface BookGroup {
  /** `${currency}:${chain}` */
  key: string;
  currency: string;
  chain: string;
  entries: BookEntry[];
}

/** Groups per currency and chain (both alphabetical); inside a group the newest address first. */
export function groupBook(entries: readonly BookEntry[]): BookGroup[] {
  const groups = new Map<string, BookGroup>();
  for (const entry of entries) {
    const key = `${entry.currency}:${entry.chain}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, currency: entry.currency, chain: entry.chain, entries: [] };
      groups.set(key, group);
    }
    group.entries.push(entry);
  }
  const sorted = [...groups.values()].sort((a, b) => (a.currency === b.currency ? compareText(a.chain, b.chain) : compareText(a.currency, b.currency)));
  for (const group of sorted) group.entries.sort((a, b) => b.addedAt - a.addedAt || compareText(a.id, b.id));
  return sorted;
}

/** The currencies present in the book, alphabetical (the per-currency filter's options). */
export function bookCurrencies(entries: readonly BookEntry[]): string[] {
  return [...new Set(entries.map((entry) => entry.currency))].sort(compareText);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
