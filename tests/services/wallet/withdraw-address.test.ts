// The address-book services against the real mock handlers: what each sends is what the handler
// reads, the rows convert to book entries; a change needs a passed verification (4003 without),
// conflicts come back with the form's own codes and texts, the list pages through 1000 rows.

import { beforeEach, describe, expect, it } from 'vitest';
import * as calls from '@/lib/contracts/pro/withdraw-address';
import { ADDRESS_CONFLICT_CODE, ADDRESS_CONFLICT_TEXT, ALIAS_CONFLICT_CODE, ALIAS_CONFLICT_TEXT, HOUR_MS } from '@/lib/wallet-book';
import { markSecurityVerified } from '@/mocks/auth/security';
import { findFamilyToken } from '@/mocks/auth/tickets';
import { SEED_UIDS } from '@/mocks/db';
import { addressesOf, isWhitelisted, MANY_ADDRESSES_COUNT, seedAddresses, setWhiteSettings } from '@/mocks/db/withdraw-address';
import { resetHttpConfig, type ApiResult } from '@/services/http';
import {
  addWithdrawAddress,
  fetchWhiteSettings,
  fetchWhiteWithdrawState,
  fetchWithdrawAddresses,
  removeWithdrawAddress,
  setWithdrawAddressWhiteLevel,
  parseBookEntry,
  updateWhiteSettings,
} from '@/services/wallet/withdraw-address';
import { withMswServer } from '../../setup/msw';
import { loginProUser } from '../../support/pro-login';

withMswServer();

const UID = SEED_UIDS.ordinary;
let token: string;

beforeEach(() => {
  resetHttpConfig();
  token = loginProUser(UID);
});

function verify(): void {
  const session = findFamilyToken(token, 'pro')?.session;
  if (!session) throw new Error('no session');
  markSecurityVerified(session, UID, calls.WITHDRAW_ADDRESS_SCENE);
}

function dataOf<T>(result: ApiResult<T>): T {
  if (!result.success) throw new Error(`failed: ${String(result.code)} ${result.message}`);
  return result.data;
}

const TRC = { currency: 'usdt', chain: 'trc20usdt', alias: '冷钱包', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' };

describe('the list', () => {
  it('reads the seeded rows (WALLET.md 3 fixture) as entries', async () => {
    const entries = dataOf(await fetchWithdrawAddresses());
    expect(entries.map((entry) => [entry.currency, entry.chain, entry.alias])).toEqual([
      ['usdt', 'hrc20usdt', 'tom'],
      ['btc', 'btc', '币安'],
    ]);
    expect(entries[0]).toMatchObject({ id: '30137790', address: '0x3b994f25c4c25e99d4d26364ffc014cce64600ca', tag: '', status: 'white' });
    expect(entries[0]!.addedAt).toBeGreaterThan(0);
  });

  it('narrows to one currency', async () => {
    expect(dataOf(await fetchWithdrawAddresses({ currency: 'BTC' })).map((entry) => entry.alias)).toEqual(['币安']);
  });

  it('pages through 1000 rows at 500 a page', async () => {
    seedAddresses(UID, 1199);
    const entries = dataOf(await fetchWithdrawAddresses());
    expect(entries).toHaveLength(1201);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(1201);
    loginProUser(SEED_UIDS.manyCurrencies);
    expect(dataOf(await fetchWithdrawAddresses())).toHaveLength(MANY_ADDRESSES_COUNT);
  });

  it('reads a row without the project fields by its status', () => {
    expect(parseBookEntry({ currency: 'USDT', chain: 'usdt', note: '币安', addressTag: null, address: '15Pr', status: 'white' })).toMatchObject({
      id: 'usdt:usdt:15Pr:',
      currency: 'usdt',
      tag: '',
      whiteAt: 0,
    });
  });

});

describe('changes', () => {
  it('refuses a change without a passed verification', async () => {
    const result = await addWithdrawAddress(TRC);
    expect(result).toMatchObject({ success: false, code: calls.VERIFICATION_REQUIRED_CODE, message: calls.VERIFICATION_REQUIRED_TEXT });
    expect(await removeWithdrawAddress('30137790')).toMatchObject({ success: false, code: calls.VERIFICATION_REQUIRED_CODE });
    expect(await updateWhiteSettings({ enabled: true, delayHours: 24 })).toMatchObject({ success: false, code: calls.VERIFICATION_REQUIRED_CODE });
    expect(addressesOf(UID)).toHaveLength(2);
  });

  it('adds an address after verification, on the whitelist from now', async () => {
    verify();
    const before = Date.now();
    const added = dataOf(await addWithdrawAddress({ ...TRC, alias: ' 冷钱包 ' }));
    expect(added).toMatchObject({ currency: 'usdt', chain: 'trc20usdt', alias: '冷钱包', address: TRC.address, tag: '', status: 'white' });
    expect(added.addedAt).toBeGreaterThanOrEqual(before);
    expect(added.whiteAt).toBe(added.addedAt);
    expect(dataOf(await fetchWithdrawAddresses({ currency: 'usdt' })).map((entry) => entry.alias)).toEqual(['tom', '冷钱包']);
  });

  it('refuses a conflict by address or by alias with the form texts', async () => {
    verify();
    expect(await addWithdrawAddress({ currency: 'usdt', chain: 'hrc20usdt', alias: 'new', address: '0x3B994F25C4C25E99D4D26364FFC014CCE64600CA' })).toMatchObject({
      success: false,
      code: ADDRESS_CONFLICT_CODE,
      message: ADDRESS_CONFLICT_TEXT,
    });
    expect(await addWithdrawAddress({ ...TRC, alias: 'TOM' })).toMatchObject({ success: false, code: ALIAS_CONFLICT_CODE, message: ALIAS_CONFLICT_TEXT });
  });

  it('wants a tag on a tag chain and no unknown chain', async () => {
    verify();
    expect(await addWithdrawAddress({ currency: 'xrp', chain: 'xrp', alias: 'r', address: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh' })).toMatchObject({ success: false, code: 2003 });
    expect(dataOf(await addWithdrawAddress({ currency: 'xrp', chain: 'xrp', alias: 'r', address: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh', tag: '104598' }))).toMatchObject({ tag: '104598' });
    expect(await addWithdrawAddress({ ...TRC, chain: 'nochain' })).toMatchObject({ success: false, code: 2002 });
  });

  it('removes an address, and says so for an unknown one', async () => {
    verify();
    expect(dataOf(await removeWithdrawAddress('30137790'))).toEqual({ id: '30137790' });
    expect(addressesOf(UID).map((stored) => stored.note)).toEqual(['币安']);
    expect(await removeWithdrawAddress('30137790')).toMatchObject({ success: false, code: calls.ADDRESS_NOT_FOUND_CODE, message: calls.ADDRESS_NOT_FOUND_TEXT });
  });
});

describe('the whitelist', () => {
  it('reads and changes the settings through verification', async () => {
    expect(dataOf(await fetchWhiteSettings())).toEqual({ enabled: false, delayHours: 24 });
    verify();
    expect(dataOf(await updateWhiteSettings({ enabled: true, delayHours: 48 }))).toEqual({ enabled: true, delayHours: 48 });
    expect(dataOf(await fetchWhiteSettings())).toEqual({ enabled: true, delayHours: 48 });
  });

  it('holds a new address by the delay, in the list and the white withdraw state', async () => {
    setWhiteSettings(UID, { enabled: true, delayHours: 24 });
    verify();
    const added = dataOf(await addWithdrawAddress(TRC));
    expect(added.status).toBe('white-delaying');
    const state = dataOf(await fetchWhiteWithdrawState({ currency: 'USDT', chain: 'trc20usdt', address: TRC.address }));
    expect(state).toEqual({ whitelistEnabled: true, inBook: true, usable: false, usableAt: added.addedAt + 24 * HOUR_MS });
    expect(dataOf(await fetchWhiteWithdrawState({ currency: 'usdt', chain: 'hrc20usdt', address: '0x3b994f25c4c25e99d4d26364ffc014cce64600ca' }))).toMatchObject({ usable: true });
    expect(dataOf(await fetchWhiteWithdrawState({ currency: 'usdt', chain: 'trc20usdt', address: 'Tunknown' }))).toEqual({ whitelistEnabled: true, inBook: false, usable: false, usableAt: null });
    expect(isWhitelisted(UID, 'usdt', 'trc20usdt', TRC.address, '', added.addedAt + 24 * HOUR_MS)).toBe(true);
    expect(isWhitelisted(UID, 'usdt', 'trc20usdt', TRC.address, '', added.addedAt + 23 * HOUR_MS)).toBe(false);
  });

  it('changes an address white level: off the whitelist, then on again with a new delay', async () => {
    setWhiteSettings(UID, { enabled: true, delayHours: 2 });
    verify();
    const off = dataOf(await setWithdrawAddressWhiteLevel('30137790', false));
    expect(off).toMatchObject({ whiteAt: null, status: 'normal' });
    expect(isWhitelisted(UID, 'usdt', 'hrc20usdt', off.address, '', Date.now())).toBe(false);
    const on = dataOf(await setWithdrawAddressWhiteLevel('30137790', true));
    expect(on.status).toBe('white-delaying');
    expect(on.whiteAt).toBeGreaterThan(on.addedAt);
    expect(await setWithdrawAddressWhiteLevel('1', true)).toMatchObject({ success: false, code: calls.ADDRESS_NOT_FOUND_CODE });
  });

  it('lets every address through with the whitelist off', () => {
    expect(isWhitelisted(UID, 'usdt', 'trc20usdt', 'Tanything', '', Date.now())).toBe(true);
  });
});
