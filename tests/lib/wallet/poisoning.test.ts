import { describe, expect, it } from 'vitest';
import { diffSegments, findLookalikeAddresses, type KnownAddress } from '@/lib/wallet/poisoning';

const real = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

function book(address: string, alias = '我的钱包'): KnownAddress {
  return { address, source: 'book', alias };
}

describe('findLookalikeAddresses', () => {
  it('warns about a known address with the same start and end but a different middle', () => {
    const typed = 'TQn9XXXXXXXXXXXXXXXXXXXXXXXXXXbLSE';
    const [match, ...rest] = findLookalikeAddresses(typed, [book(real)]);
    expect(rest).toEqual([]);
    expect(match?.known).toEqual(book(real));
    expect(match?.typedSegments[0]).toEqual({ text: 'TQn9', differs: false });
    expect(match?.typedSegments[match.typedSegments.length - 1]).toEqual({ text: 'bLSE', differs: false });
    expect(match?.typedSegments.some((s) => s.differs)).toBe(true);
    expect(match?.typedSegments.map((s) => s.text).join('')).toBe(typed);
    expect(match?.knownSegments.map((s) => s.text).join('')).toBe(real);
  });

  it('does not warn for the identical address', () => {
    expect(findLookalikeAddresses(real, [book(real)])).toEqual([]);
    expect(findLookalikeAddresses(` ${real} `, [book(` ${real}`)])).toEqual([]);
  });

  it('does not warn when the start or the end differs', () => {
    expect(findLookalikeAddresses('TQn8XXXXXXXXXXXXXXXXXXXXXXXXXXbLSE', [book(real)])).toEqual([]);
    expect(findLookalikeAddresses('TQn9XXXXXXXXXXXXXXXXXXXXXXXXXXbLSF', [book(real)])).toEqual([]);
  });

  it('counts case by default and ignores it for case-insensitive chains', () => {
    const known = '0x52908400098527886E0F7030069857D2E4169EE7';
    const lower = known.toLowerCase();
    // Same address in another case: a lookalike where case counts, identical where it does not.
    expect(findLookalikeAddresses('0x52908400098527886e0f7030069857d2e4169EE7', [book(known)])).toHaveLength(1);
    expect(findLookalikeAddresses(lower, [book(known)], { caseSensitive: false })).toEqual([]);
    const typed = '0x5290aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa9ee7';
    const [match] = findLookalikeAddresses(typed, [book(known)], { caseSensitive: false });
    expect(match?.typedSegments[0]).toEqual({ text: '0x5290', differs: false });
  });

  it('honours other prefix and suffix lengths', () => {
    const typed = 'TQXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXSE';
    expect(findLookalikeAddresses(typed, [book(real)])).toEqual([]);
    expect(findLookalikeAddresses(typed, [book(real)], { prefix: 2, suffix: 2 })).toHaveLength(1);
  });

  it('gives no warning for addresses too short to have a middle, or a zero-length check', () => {
    expect(findLookalikeAddresses('abcdwxyz', [book('abcd1wxyz')])).toEqual([]);
    expect(findLookalikeAddresses('abcd1wxyz', [book('abcdwxyz')])).toEqual([]);
    expect(findLookalikeAddresses('abcd1wxyz', [book('abcd2wxyz')], { prefix: 0, suffix: 0 })).toEqual([]);
    expect(findLookalikeAddresses('', [book(real)])).toEqual([]);
  });

  it('reports each known address once, book entries first', () => {
    const typed = 'TQn9XXXXXXXXXXXXXXXXXXXXXXXXXXbLSE';
    const other = 'TQn9YYYYYYYYYYYYYYYYYYYYYYYYYYbLSE';
    const matches = findLookalikeAddresses(typed, [
      { address: other, source: 'history' },
      { address: real, source: 'history' },
      book(real),
    ]);
    expect(matches.map((m) => [m.known.address, m.known.source])).toEqual([
      [real, 'book'],
      [other, 'history'],
    ]);
  });
});

describe('diffSegments', () => {
  it('marks differing characters one by one for equal lengths', () => {
    expect(diffSegments('abcXefYh', 'abcdefgh').typed).toEqual([
      { text: 'abc', differs: false },
      { text: 'X', differs: true },
      { text: 'ef', differs: false },
      { text: 'Y', differs: true },
      { text: 'h', differs: false },
    ]);
  });

  it('marks the middle between the common start and end for different lengths', () => {
    const result = diffSegments('abcXYZxyz', 'abcQxyz');
    expect(result.typed).toEqual([
      { text: 'abc', differs: false },
      { text: 'XYZ', differs: true },
      { text: 'xyz', differs: false },
    ]);
    expect(result.known).toEqual([
      { text: 'abc', differs: false },
      { text: 'Q', differs: true },
      { text: 'xyz', differs: false },
    ]);
  });

  it('handles one address inside the other and case folding', () => {
    expect(diffSegments('abcd', 'abXcd').known).toEqual([
      { text: 'ab', differs: false },
      { text: 'X', differs: true },
      { text: 'cd', differs: false },
    ]);
    expect(diffSegments('ABC', 'abc', false).typed).toEqual([{ text: 'ABC', differs: false }]);
    expect(diffSegments('', '').typed).toEqual([]);
  });
});
