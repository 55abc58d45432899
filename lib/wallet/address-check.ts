// Address and tag checks of the withdraw form and the address book, against the chain's
// reference data. A chain may carry an address pattern and a tag pattern (regular-expression
// sources, `addressRegex`/`tagRegex`); a pattern is matched against the whole value (it is
// wrapped in ^(?:…)$, harmless for one already anchored). A pattern that does not compile is
// ignored rather than thrown: the exchange re-checks the address anyway (`invalid-address`).
// Chains with `addrWithTag` require a tag (memo).

import { hasControlCharacters } from '@/lib/format/bidi';
import type { Chain } from './types';

export const ADDRESS_TEXTS = {
  addressRequired: '请输入提币地址',
  addressInvalid: '提币地址格式不正确，请检查后重新输入',
  tagRequired: '请输入地址标签（Memo/Tag），漏填将导致资产丢失',
  tagInvalid: '地址标签（Memo/Tag）格式不正确，请检查后重新输入',
} as const;

/** Longest pattern source compiled; longer ones are ignored. */
const MAX_PATTERN_LENGTH = 1000;
const compiled = new Map<string, RegExp | null>();

/** The whole-value pattern of `source`; null when absent, blank, too long or not a valid pattern. */
export function compilePattern(source: string | null | undefined): RegExp | null {
  if (typeof source !== 'string') return null;
  const text = source.trim();
  if (text === '' || text.length > MAX_PATTERN_LENGTH) return null;
  const cached = compiled.get(text);
  if (cached !== undefined) return cached;
  let pattern: RegExp | null = null;
  // The source must compile on its own first: then its groups are balanced and the wrapping
  // group cannot be closed early ('a)|(b' would otherwise escape the anchors).
  for (const flags of ['u', '']) {
    try {
      new RegExp(text, flags);
      pattern = new RegExp(`^(?:${text})$`, flags);
      break;
    } catch {
      // try without the unicode flag, then give up
    }
  }
  compiled.set(text, pattern);
  return pattern;
}

/** Leading and trailing spaces (and line breaks of a paste) are dropped; inner ones are kept, so they fail. */
export function normalizeAddress(value: string | null | undefined): string {
  return (value ?? '').trim();
}

const WHITESPACE = /\s/;

/** Whether `address` fits the chain's pattern; true when the chain has no usable pattern. */
export function addressMatchesChain(address: string, chain: Pick<Chain, 'addressRegex'>): boolean {
  const pattern = compilePattern(chain.addressRegex);
  return pattern === null || pattern.test(address);
}

/** The address message, or null when it may be used. */
export function validateAddress(value: string | null | undefined, chain: Pick<Chain, 'addressRegex'>): string | null {
  const address = normalizeAddress(value);
  if (address === '') return ADDRESS_TEXTS.addressRequired;
  // A control character (a bidi override, a zero-width space) would make the address read other
  // than it is: refused whatever the chain's pattern says.
  if (WHITESPACE.test(address) || hasControlCharacters(address) || !addressMatchesChain(address, chain)) return ADDRESS_TEXTS.addressInvalid;
  return null;
}

/** Whether the chain needs a tag (memo) with each address. */
export function requiresTag(chain: Pick<Chain, 'addrWithTag'>): boolean {
  return chain.addrWithTag === true;
}

/**
 * The tag message, or null. A tag chain needs one; a typed tag must fit the chain's pattern. On a
 * chain without tags the field is not shown and whatever it holds is ignored.
 */
export function validateTag(value: string | null | undefined, chain: Pick<Chain, 'addrWithTag' | 'tagRegex'>): string | null {
  if (!requiresTag(chain)) return null;
  const tag = normalizeAddress(value);
  if (tag === '') return ADDRESS_TEXTS.tagRequired;
  const pattern = compilePattern(chain.tagRegex);
  if (WHITESPACE.test(tag) || hasControlCharacters(tag) || (pattern !== null && !pattern.test(tag))) return ADDRESS_TEXTS.tagInvalid;
  return null;
}

/**
 * The other chains of the same currency whose address pattern the address fits, so the form
 * can offer to switch (a TRC20 address typed with ERC20 chosen). Only visible chains open for
 * withdrawal and with a usable pattern are offered; the current chain never is.
 */
export function otherChainsMatching(value: string | null | undefined, chains: readonly Chain[], current: Pick<Chain, 'chain' | 'currency'>): Chain[] {
  const address = normalizeAddress(value);
  if (address === '' || WHITESPACE.test(address)) return [];
  const currency = current.currency.trim().toLowerCase();
  return chains.filter((chain) => {
    if (chain.chain === current.chain || chain.currency.trim().toLowerCase() !== currency) return false;
    if (!chain.visible || !chain.withdrawEnable) return false;
    const pattern = compilePattern(chain.addressRegex);
    return pattern !== null && pattern.test(address);
  });
}
