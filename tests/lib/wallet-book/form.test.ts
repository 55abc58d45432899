import { describe, expect, it } from 'vitest';
import {
  ADDRESS_CONFLICT_TEXT,
  ADDRESS_FORMAT_TEXT,
  ADDRESS_REQUIRED_TEXT,
  addressFormErrors,
  ALIAS_CONFLICT_TEXT,
  ALIAS_REQUIRED_TEXT,
  ALIAS_TOO_LONG_TEXT,
  CHAIN_REQUIRED_TEXT,
  CURRENCY_REQUIRED_TEXT,
  TAG_REQUIRED_TEXT,
  type BookEntry,
} from '@/lib/wallet-book';

const SAVED: BookEntry[] = [{ id: '1', currency: 'usdt', chain: 'trc20usdt', alias: 'tom', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', tag: '', addedAt: 1, whiteAt: 1, status: 'white' }];
const DRAFT = { currency: 'usdt', chain: 'trc20usdt', alias: '新地址', address: 'TXYZ9Y2khEsLJW1ChVWFMSMeRDow5KcbLS', tag: '' };

describe('the add-address form', () => {
  it('accepts a complete draft', () => {
    expect(addressFormErrors(DRAFT, false, SAVED)).toEqual({});
  });

  it('asks for every field, and the tag only where the chain needs one', () => {
    expect(addressFormErrors({ currency: '', chain: '', alias: ' ', address: '', tag: '' }, true, SAVED)).toEqual({
      currency: CURRENCY_REQUIRED_TEXT,
      chain: CHAIN_REQUIRED_TEXT,
      alias: ALIAS_REQUIRED_TEXT,
      address: ADDRESS_REQUIRED_TEXT,
      tag: TAG_REQUIRED_TEXT,
    });
  });

  it('limits the alias to 20 characters and refuses a malformed address', () => {
    expect(addressFormErrors({ ...DRAFT, alias: '一'.repeat(21) }, false, SAVED).alias).toBe(ALIAS_TOO_LONG_TEXT);
    expect(addressFormErrors({ ...DRAFT, alias: '一'.repeat(20) }, false, SAVED).alias).toBeUndefined();
    expect(addressFormErrors({ ...DRAFT, address: 'T 1234567890' }, false, SAVED).address).toBe(ADDRESS_FORMAT_TEXT);
    expect(addressFormErrors({ ...DRAFT, address: 'short' }, false, SAVED).address).toBe(ADDRESS_FORMAT_TEXT);
  });

  it('puts a conflict under the field it concerns', () => {
    expect(addressFormErrors({ ...DRAFT, address: SAVED[0]!.address }, false, SAVED)).toEqual({ address: ADDRESS_CONFLICT_TEXT });
    expect(addressFormErrors({ ...DRAFT, alias: 'TOM' }, false, SAVED)).toEqual({ alias: ALIAS_CONFLICT_TEXT });
  });
});
