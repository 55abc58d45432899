import { describe, expect, it } from 'vitest';
import { ADDRESS_TEXTS } from '@/lib/wallet';
import {
  ADDRESS_CONFLICT_TEXT,
  ADDRESS_FORMAT_CODE,
  addressDraftProblem,
  addressFormErrors,
  ALIAS_CONFLICT_TEXT,
  ALIAS_REQUIRED_TEXT,
  ALIAS_TOO_LONG_TEXT,
  CHAIN_REQUIRED_TEXT,
  CURRENCY_REQUIRED_TEXT,
  TAG_FORMAT_CODE,
  type BookChain,
  type BookEntry,
} from '@/lib/wallet-book';

const SAVED: BookEntry[] = [{ id: '1', currency: 'usdt', chain: 'trc20usdt', alias: 'tom', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', tag: '', addedAt: 1, whiteAt: 1, status: 'white' }];
const TRC20: BookChain = { addressRegex: '^T[1-9A-HJ-NP-Za-km-z]{33}$', addrWithTag: false };
const ERC20: BookChain = { addressRegex: '^0x[0-9a-fA-F]{40}$', addrWithTag: false };
const XRP: BookChain = { addressRegex: '^r[1-9A-HJ-NP-Za-km-z]{24,34}$', addrWithTag: true, tagRegex: '^[0-9]{1,10}$' };
const DRAFT = { currency: 'usdt', chain: 'trc20usdt', alias: '新地址', address: 'TXYZ9Y2khEsLJW1ChVWFMSMeRDow5KcbLS', tag: '' };

describe('the add-address form', () => {
  it('accepts a complete draft', () => {
    expect(addressFormErrors(DRAFT, TRC20, SAVED)).toEqual({});
  });

  it('asks for every field, and the tag only where the chain needs one', () => {
    expect(addressFormErrors({ currency: '', chain: '', alias: ' ', address: '', tag: '' }, null, SAVED)).toEqual({
      currency: CURRENCY_REQUIRED_TEXT,
      chain: CHAIN_REQUIRED_TEXT,
      alias: ALIAS_REQUIRED_TEXT,
      address: ADDRESS_TEXTS.addressRequired,
    });
    expect(addressFormErrors({ ...DRAFT, currency: 'xrp', chain: 'xrp', address: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh' }, XRP, SAVED)).toEqual({ tag: ADDRESS_TEXTS.tagRequired });
    expect(addressFormErrors({ ...DRAFT, currency: 'xrp', chain: 'xrp', address: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh', tag: 'memo' }, XRP, SAVED)).toEqual({ tag: ADDRESS_TEXTS.tagInvalid });
  });

  it('limits the alias to 20 characters and refuses a malformed address', () => {
    expect(addressFormErrors({ ...DRAFT, alias: '一'.repeat(21) }, TRC20, SAVED).alias).toBe(ALIAS_TOO_LONG_TEXT);
    expect(addressFormErrors({ ...DRAFT, alias: '一'.repeat(20) }, TRC20, SAVED).alias).toBeUndefined();
    expect(addressFormErrors({ ...DRAFT, address: 'T 1234567890' }, TRC20, SAVED).address).toBe(ADDRESS_TEXTS.addressInvalid);
    expect(addressFormErrors({ ...DRAFT, address: 'short' }, TRC20, SAVED).address).toBe(ADDRESS_TEXTS.addressInvalid);
  });

  it('refuses an address that does not fit the chosen chain (a TRC20 address under ERC20), as the withdraw form does', () => {
    expect(addressFormErrors({ ...DRAFT, chain: 'usdterc20' }, ERC20, SAVED)).toEqual({ address: ADDRESS_TEXTS.addressInvalid });
    expect(addressDraftProblem(DRAFT, ERC20)).toEqual({ field: 'address', code: ADDRESS_FORMAT_CODE, text: ADDRESS_TEXTS.addressInvalid });
    expect(addressDraftProblem({ address: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh', tag: 'x y' }, XRP)).toMatchObject({ field: 'tag', code: TAG_FORMAT_CODE });
    expect(addressDraftProblem(DRAFT, TRC20)).toBeNull();
  });

  it('puts a conflict under the field it concerns', () => {
    expect(addressFormErrors({ ...DRAFT, address: SAVED[0]!.address }, TRC20, SAVED)).toEqual({ address: ADDRESS_CONFLICT_TEXT });
    expect(addressFormErrors({ ...DRAFT, alias: 'TOM' }, TRC20, SAVED)).toEqual({ alias: ALIAS_CONFLICT_TEXT });
  });
});
