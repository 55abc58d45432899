// The address-poisoning guard of the withdraw form. An attacker sends dust from an address that
// starts and ends like one the user uses, hoping the user copies it from the history. When the
// typed address shares its first N and last M characters (4 and 4 by default) with a known
// address (address book, past withdrawals) but differs inside, the form warns and highlights the
// differing characters. An identical address is no warning. Chains with case-insensitive
// addresses (EVM hex) compare without case, so a checksum-cased copy of a known address is the
// same address; elsewhere case counts.

import { normalizeAddress } from './address-check';

export const POISONING_PREFIX = 4;
export const POISONING_SUFFIX = 4;

export const POISONING_TEXTS = {
  warning: '该地址与您使用过的地址首尾相同、中间不同，可能是伪造的“投毒”地址，请逐位核对后再提币',
} as const;

export type KnownAddressSource = 'book' | 'history';

export interface KnownAddress {
  address: string;
  source: KnownAddressSource;
  /** The book alias, to name the address in the warning. */
  alias?: string | null;
}

export interface AddressSegment {
  text: string;
  differs: boolean;
}

export interface PoisoningMatch {
  known: KnownAddress;
  /** The typed address cut into same and differing runs. */
  typedSegments: AddressSegment[];
  /** The known address cut the same way. */
  knownSegments: AddressSegment[];
}

export interface PoisoningOptions {
  prefix?: number;
  suffix?: number;
  /** Whether case counts (default true). */
  caseSensitive?: boolean;
}

function count(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isInteger(value) && value >= 0 ? value : fallback;
}

/** Consecutive characters with the same `differs` flag joined into one segment. */
function toSegments(chars: readonly string[], differs: readonly boolean[]): AddressSegment[] {
  const segments: AddressSegment[] = [];
  chars.forEach((char, index) => {
    const flag = differs[index] ?? true;
    const last = segments[segments.length - 1];
    if (last !== undefined && last.differs === flag) last.text += char;
    else segments.push({ text: char, differs: flag });
  });
  return segments;
}

/**
 * The differing runs of two addresses. Of equal length, character by character; otherwise the
 * common start and end are the same and everything between them differs.
 */
export function diffSegments(typed: string, known: string, caseSensitive = true): { typed: AddressSegment[]; known: AddressSegment[] } {
  const a = [...typed];
  const b = [...known];
  const same = (x: string | undefined, y: string | undefined) =>
    x !== undefined && y !== undefined && (caseSensitive ? x === y : x.toLowerCase() === y.toLowerCase());
  if (a.length === b.length) {
    const differs = a.map((char, index) => !same(char, b[index]));
    return { typed: toSegments(a, differs), known: toSegments(b, differs) };
  }
  let start = 0;
  while (start < a.length && start < b.length && same(a[start], b[start])) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && same(a[a.length - 1 - end], b[b.length - 1 - end])) end += 1;
  const mark = (chars: string[]) => chars.map((_, index) => index >= start && index < chars.length - end);
  return { typed: toSegments(a, mark(a)), known: toSegments(b, mark(b)) };
}

/**
 * Known addresses that look like `typed` (same first `prefix` and last `suffix` characters) but
 * are not it. Addresses too short to have a middle give no warning; each known address is
 * reported once (a book entry before a history one).
 */
export function findLookalikeAddresses(typedValue: string | null | undefined, known: readonly KnownAddress[], options: PoisoningOptions = {}): PoisoningMatch[] {
  const prefix = count(options.prefix, POISONING_PREFIX);
  const suffix = count(options.suffix, POISONING_SUFFIX);
  const caseSensitive = options.caseSensitive ?? true;
  const fold = (text: string) => (caseSensitive ? text : text.toLowerCase());
  const typed = normalizeAddress(typedValue);
  const typedChars = [...fold(typed)];
  if (typedChars.length <= prefix + suffix || prefix + suffix === 0) return [];
  const head = typedChars.slice(0, prefix).join('');
  const tail = typedChars.slice(typedChars.length - suffix).join('');
  const ordered = [...known].sort((x, y) => Number(x.source !== 'book') - Number(y.source !== 'book'));
  const seen = new Set<string>();
  const matches: PoisoningMatch[] = [];
  for (const entry of ordered) {
    const address = normalizeAddress(entry.address);
    const key = fold(address);
    if (seen.has(key) || key === fold(typed)) continue;
    seen.add(key);
    const chars = [...key];
    if (chars.length <= prefix + suffix) continue;
    if (chars.slice(0, prefix).join('') !== head || chars.slice(chars.length - suffix).join('') !== tail) continue;
    const segments = diffSegments(typed, address, caseSensitive);
    matches.push({ known: { ...entry, address }, typedSegments: segments.typed, knownSegments: segments.known });
  }
  return matches;
}
