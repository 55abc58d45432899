import { describe, expect, it } from 'vitest';
import {
  ADDRESS_TEXTS,
  addressMatchesChain,
  compilePattern,
  normalizeAddress,
  otherChainsMatching,
  requiresTag,
  validateAddress,
  validateTag,
} from '@/lib/wallet/address-check';
import { chainOf } from './fixtures';

const EVM = '0x[0-9a-fA-F]{40}';
const TRON = '^T[1-9A-HJ-NP-Za-km-z]{33}$';
const erc20 = chainOf('usdterc20', { addressRegex: EVM });
const trc20 = chainOf('trc20usdt', { addressRegex: TRON });
const bep20 = chainOf('bep20usdt', { addressRegex: EVM });
const xrp = chainOf('xrp', { currency: 'xrp', addrWithTag: true, addressRegex: '^r[1-9A-HJ-NP-Za-km-z]{24,34}$', tagRegex: '\\d{1,10}' });

const evmAddress = '0x52908400098527886E0F7030069857D2E4169EE7';
const tronAddress = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

describe('compilePattern', () => {
  it('matches the whole value, anchored or not', () => {
    expect(compilePattern(EVM)?.test(evmAddress)).toBe(true);
    expect(compilePattern(EVM)?.test(`${evmAddress}00`)).toBe(false);
    expect(compilePattern(EVM)?.test(`x${evmAddress}`)).toBe(false);
    expect(compilePattern(TRON)?.test(tronAddress)).toBe(true);
  });

  it('gives null for a missing, blank, broken or oversized pattern instead of throwing', () => {
    expect(compilePattern(undefined)).toBeNull();
    expect(compilePattern(null)).toBeNull();
    expect(compilePattern('  ')).toBeNull();
    expect(compilePattern('([a-z')).toBeNull();
    expect(compilePattern('*')).toBeNull();
    expect(compilePattern('a'.repeat(1001))).toBeNull();
  });

  it('keeps patterns that are valid only without the unicode flag', () => {
    expect(compilePattern('\\-?\\d+')?.test('-12')).toBe(true);
  });

  it('is a safe closing group: a pattern cannot escape the anchors', () => {
    expect(compilePattern('a)|(b')).toBeNull();
    expect(compilePattern('a|b')?.test('ab')).toBe(false);
    expect(compilePattern('a|b')?.test('b')).toBe(true);
  });
});

describe('validateAddress', () => {
  it('asks for an address when empty', () => {
    expect(validateAddress('', erc20)).toBe(ADDRESS_TEXTS.addressRequired);
    expect(validateAddress('  \n', erc20)).toBe(ADDRESS_TEXTS.addressRequired);
    expect(validateAddress(undefined, erc20)).toBe(ADDRESS_TEXTS.addressRequired);
  });

  it('refuses an address that does not fit the chain pattern', () => {
    expect(validateAddress(tronAddress, erc20)).toBe(ADDRESS_TEXTS.addressInvalid);
    expect(validateAddress('0x123', erc20)).toBe(ADDRESS_TEXTS.addressInvalid);
  });

  it('accepts a fitting address with surrounding spaces', () => {
    expect(validateAddress(` ${evmAddress}\n`, erc20)).toBeNull();
    expect(normalizeAddress(` ${evmAddress}\n`)).toBe(evmAddress);
  });

  it('refuses inner spaces even without a pattern, and accepts anything else then', () => {
    const loose = chainOf('x');
    expect(validateAddress('ab cd', loose)).toBe(ADDRESS_TEXTS.addressInvalid);
    expect(validateAddress('anything', loose)).toBeNull();
    expect(validateAddress('anything', chainOf('x', { addressRegex: '([' }))).toBeNull();
    expect(addressMatchesChain('anything', { addressRegex: null })).toBe(true);
  });
});

describe('addresses and tags with control characters', () => {
  it('refuses an address holding a bidi override, an isolate, a mark or a zero-width space, whatever the chain says', () => {
    const loose = chainOf('x');
    for (const control of ['\u202E', '\u202D', '\u2066', '\u2069', '\u200F', '\u200B', '\uFEFF', '\u0007']) {
      const address = `0x1234${control}5678`;
      expect(validateAddress(address, loose), JSON.stringify(address)).toBe(ADDRESS_TEXTS.addressInvalid);
      expect(validateAddress(`${evmAddress.slice(0, 10)}${control}${evmAddress.slice(10)}`, erc20), JSON.stringify(control)).toBe(ADDRESS_TEXTS.addressInvalid);
      expect(validateTag(`12${control}3`, chainOf('eos', { addrWithTag: true })), JSON.stringify(control)).toBe(ADDRESS_TEXTS.tagInvalid);
    }
    // An unanchored pattern that would let the override through does not either.
    expect(validateAddress(`\u202E${evmAddress}`, chainOf('x', { addressRegex: '.*' }))).toBe(ADDRESS_TEXTS.addressInvalid);
  });
});

describe('validateTag', () => {
  it('requires a tag on a tag chain', () => {
    expect(requiresTag(xrp)).toBe(true);
    expect(validateTag('', xrp)).toBe(ADDRESS_TEXTS.tagRequired);
    expect(validateTag(null, xrp)).toBe(ADDRESS_TEXTS.tagRequired);
  });

  it('checks the tag pattern', () => {
    expect(validateTag('12345', xrp)).toBeNull();
    expect(validateTag(' 123 ', xrp)).toBeNull();
    expect(validateTag('12a', xrp)).toBe(ADDRESS_TEXTS.tagInvalid);
    expect(validateTag('1 2', chainOf('eos', { addrWithTag: true }))).toBe(ADDRESS_TEXTS.tagInvalid);
    expect(validateTag('memo-text', chainOf('eos', { addrWithTag: true }))).toBeNull();
  });

  it('ignores the tag on a chain without tags', () => {
    expect(requiresTag(erc20)).toBe(false);
    expect(validateTag('', erc20)).toBeNull();
    expect(validateTag('junk', chainOf('x', { tagRegex: '\\d+' }))).toBeNull();
  });
});

describe('otherChainsMatching', () => {
  const chains = [erc20, trc20, bep20, chainOf('hidden', { addressRegex: EVM, visible: false }), chainOf('closed', { addressRegex: EVM, withdrawEnable: false }), chainOf('eth', { currency: 'eth', addressRegex: EVM }), chainOf('nopattern')];

  it('offers the other open chains of the currency whose pattern fits', () => {
    expect(otherChainsMatching(tronAddress, chains, erc20).map((c) => c.chain)).toEqual(['trc20usdt']);
    expect(otherChainsMatching(evmAddress, chains, trc20).map((c) => c.chain)).toEqual(['usdterc20', 'bep20usdt']);
    expect(otherChainsMatching(evmAddress, chains, erc20).map((c) => c.chain)).toEqual(['bep20usdt']);
  });

  it('offers nothing for an empty, spaced or unknown address', () => {
    expect(otherChainsMatching('', chains, erc20)).toEqual([]);
    expect(otherChainsMatching('0x ab', chains, erc20)).toEqual([]);
    expect(otherChainsMatching('nothing-fits', chains, erc20)).toEqual([]);
  });
});
