import { describe, expect, it } from 'vitest';
import { ADDRESS_CONFLICT_TEXT, ALIAS_CONFLICT_TEXT, findConflict, sameAddress, type BookEntry } from '@/lib/wallet-book';

const SAVED: BookEntry[] = [
  { id: '1', currency: 'usdt', chain: 'hrc20usdt', alias: 'tom', address: '0x3b994f25c4c25e99d4d26364ffc014cce64600ca', tag: '', addedAt: 1, whiteAt: null, status: 'normal' },
  { id: '2', currency: 'xrp', chain: 'xrp', alias: '交易所', address: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh', tag: '100', addedAt: 2, whiteAt: null, status: 'normal' },
];

describe('the address conflict check', () => {
  it('refuses the same address on the same currency and chain, in any letter case for hex addresses', () => {
    const conflict = findConflict(SAVED, { currency: 'USDT', chain: 'hrc20usdt', alias: 'new', address: ' 0x3B994F25C4C25E99D4D26364FFC014CCE64600CA ' });
    expect(conflict).toMatchObject({ field: 'address', text: ADDRESS_CONFLICT_TEXT, code: 2019 });
    expect(conflict?.entry.id).toBe('1');
  });

  it('allows the same address on another chain, and a tag chain with another tag', () => {
    expect(findConflict(SAVED, { currency: 'usdt', chain: 'erc20usdt', alias: 'new', address: SAVED[0]!.address })).toBeNull();
    expect(findConflict(SAVED, { currency: 'xrp', chain: 'xrp', alias: 'other', address: SAVED[1]!.address, tag: '101' })).toBeNull();
    expect(findConflict(SAVED, { currency: 'xrp', chain: 'xrp', alias: 'other', address: SAVED[1]!.address, tag: '100' })?.field).toBe('address');
  });

  it('compares non-hex addresses as typed', () => {
    expect(sameAddress('rEb8TK', 'reb8tk')).toBe(false);
    expect(sameAddress('0xAB', '0xab')).toBe(true);
  });

  it('refuses an alias already used for the same currency (trimmed, any case)', () => {
    const conflict = findConflict(SAVED, { currency: 'usdt', chain: 'trc20usdt', alias: ' TOM ', address: 'TXYZ' });
    expect(conflict).toMatchObject({ field: 'alias', text: ALIAS_CONFLICT_TEXT, code: 2020 });
    expect(findConflict(SAVED, { currency: 'btc', chain: 'btc', alias: 'tom', address: '1abc' })).toBeNull();
  });
});
