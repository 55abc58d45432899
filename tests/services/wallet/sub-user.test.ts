// The exchange's sub-user calls against the mock's real handlers: state, margin switches (which
// the sub-user's own authority answer follows), transferability, the account list, parent ⇄ sub
// transfers through the ledger (both legs, one ref), the aggregate balance, and the refusals of
// a sub-user caller and of another parent's sub-user.

import { describe, expect, it } from 'vitest';
import { SUB_USER_TRANSFER_FORBIDDEN } from '@/lib/contracts/pro/sub-user';
import { db } from '@/mocks/db';
import { ledgerOf } from '@/mocks/db/ledger';
import { marginAuthorityOf, SEEDED_SUBS, SUB_PARENT_UIDS } from '@/mocks/db/sub-accounts';
import { accountsOf, balanceOf } from '@/mocks/db/trading';
import { fetchAggregateBalance, fetchSubUserAccounts, fetchSubUserHoldings, fetchSubUserState, setTradableMarket, setTransferability, transferWithSubUser } from '@/services/wallet/sub-user';
import { loginProUser } from '../../support/pro-login';
import { withMswServer } from '../../setup/msw';

withMswServer();

const PARENT = SUB_PARENT_UIDS.states;
const spotUsdt = (uid: number) => {
  const spot = accountsOf(db.trading, uid).find((account) => account.type === 'spot');
  return spot ? balanceOf(db.trading, spot.id, 'usdt').trade.toFixed() : 'none';
};

describe('sub-user calls of a parent', () => {
  it('reads the state: only the lock shows', async () => {
    loginProUser(PARENT);
    expect(await fetchSubUserState(String(SEEDED_SUBS.locked))).toEqual({ success: true, code: 200, message: expect.any(String), data: { uid: String(SEEDED_SUBS.locked), state: 'lock' } });
    expect(await fetchSubUserState(String(SEEDED_SUBS.loginDisabled))).toMatchObject({ data: { state: 'normal' } });
  });

  it('switches margin per sub-user, answering a failure for another parent’s', async () => {
    loginProUser(PARENT);
    const result = await setTradableMarket([String(SEEDED_SUBS.empty), '10003'], 'cross-margin', true);
    expect(result).toMatchObject({
      success: true,
      data: [
        { subUid: String(SEEDED_SUBS.empty), ok: true, value: true },
        { subUid: '10003', ok: false, code: '1002', message: 'forbidden' },
      ],
    });
    expect(marginAuthorityOf(db.subAccounts, SEEDED_SUBS.empty, 'super-margin')).toBe('open');
    expect(marginAuthorityOf(db.subAccounts, 10003, 'super-margin')).toBeNull();
    const accounts = await fetchSubUserAccounts(String(SEEDED_SUBS.empty));
    expect(accounts).toMatchObject({ success: true, data: { crossMargin: true, isolatedMargin: false, transferable: true, spotLocked: false } });
  });

  it('moves spot between parent and sub through the ledger, both legs under one ref', async () => {
    loginProUser(PARENT);
    const out = await transferWithSubUser({ subUid: String(SEEDED_SUBS.empty), currency: 'USDT', amount: '0', direction: 'out' });
    expect(out.success).toBe(false);
    expect(await transferWithSubUser({ subUid: String(SEEDED_SUBS.empty), currency: 'usdt', amount: '1', direction: 'out' })).toMatchObject({
      success: false,
      code: 'account-transfer-balance-insufficient-error',
    });
    const back = await transferWithSubUser({ subUid: String(SEEDED_SUBS.withAssets), currency: 'usdt', amount: '40.5', direction: 'in' });
    expect(back).toMatchObject({ success: true, data: { id: expect.any(String) } });
    expect(spotUsdt(SEEDED_SUBS.withAssets)).toBe('59.5');
    expect(spotUsdt(PARENT)).toBe('40.5');
    const ref = back.success ? back.data.id : '';
    const legs = [...ledgerOf(db.ledger, SEEDED_SUBS.withAssets), ...ledgerOf(db.ledger, PARENT)].filter((entry) => entry.ref === ref);
    expect(legs.map((entry) => [entry.uid, entry.amount.toFixed(), entry.subtype])).toEqual([
      [SEEDED_SUBS.withAssets, '-40.5', 'master-transfer-in'],
      [PARENT, '40.5', 'master-transfer-in'],
    ]);
    const sums = await fetchAggregateBalance();
    expect(sums.success && sums.data.find((row) => row.currency === 'usdt' && row.type === 'spot')?.balance).toBe('59.5');
  });

  it('refuses a transfer to the parent once transferability is off', async () => {
    loginProUser(PARENT);
    expect(await setTransferability([String(SEEDED_SUBS.withAssets), 'x'], false)).toMatchObject({
      data: [{ ok: true, value: false }, { ok: false, code: '2002' }],
    });
    expect(await transferWithSubUser({ subUid: String(SEEDED_SUBS.withAssets), currency: 'usdt', amount: '1', direction: 'in' })).toMatchObject({
      success: false,
      code: SUB_USER_TRANSFER_FORBIDDEN,
    });
    expect(spotUsdt(SEEDED_SUBS.withAssets)).toBe('100');
  });

  it('refuses a sub-user caller and another parent’s sub-user', async () => {
    loginProUser(SEEDED_SUBS.withAssets);
    expect(await fetchSubUserState(String(SEEDED_SUBS.empty))).toMatchObject({ success: false, code: 1002 });
    expect(await transferWithSubUser({ subUid: String(SEEDED_SUBS.empty), currency: 'usdt', amount: '1', direction: 'out' })).toMatchObject({ success: false, code: 'base-operation-forbidden' });
    loginProUser(10001);
    expect(await fetchSubUserAccounts(String(SEEDED_SUBS.empty))).toMatchObject({ success: false, code: 2002 });
    expect(await transferWithSubUser({ subUid: String(SEEDED_SUBS.withAssets), currency: 'usdt', amount: '1', direction: 'in' })).toMatchObject({ success: false, code: 'account-sub-user-inexistent' });
  });

  it('reads what one sub-user holds over its accounts, for its own parent only', async () => {
    loginProUser(PARENT);
    const spot = accountsOf(db.trading, SEEDED_SUBS.withAssets).find((account) => account.type === 'spot');
    if (!spot) throw new Error('no spot');
    balanceOf(db.trading, spot.id, 'btc').frozen = balanceOf(db.trading, spot.id, 'btc').frozen.plus('0.5');
    const held = await fetchSubUserHoldings(String(SEEDED_SUBS.withAssets));
    expect(held.success && [...held.data].sort((a, b) => a.currency.localeCompare(b.currency))).toEqual([
      { currency: 'btc', amount: '0.5' },
      { currency: 'usdt', amount: '100' },
    ]);
    expect(await fetchSubUserHoldings(String(SEEDED_SUBS.empty))).toMatchObject({ success: true, data: [] });
    loginProUser(10001);
    expect(await fetchSubUserHoldings(String(SEEDED_SUBS.withAssets))).toMatchObject({ success: false, code: 'account-sub-user-inexistent' });
    loginProUser(SEEDED_SUBS.withAssets);
    expect(await fetchSubUserHoldings(String(SEEDED_SUBS.empty))).toMatchObject({ success: false, code: 'base-operation-forbidden' });
  });
});
