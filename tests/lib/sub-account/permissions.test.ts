import { describe, expect, it } from 'vitest';
import { BIZ_TYPES } from '@/lib/assets/account-kinds';
import { activationOf, allBizVisible, authorityOf, DEFAULT_SUB_ACCOUNT_PERMISSIONS, gatesOf, hiddenBizTypes, isOpen } from '@/lib/sub-account';

describe('sub-account permissions → the gates of its session', () => {
  it('starts closed for margin, open for transfers, every biz type shown', () => {
    const gates = gatesOf(DEFAULT_SUB_ACCOUNT_PERMISSIONS);
    expect(gates).toMatchObject({ canTradeIsolatedMargin: false, canTradeCrossMargin: false, canTransferOut: true });
    expect(gates.accountKinds).toEqual(expect.arrayContaining(['spot', 'margin', 'superMargin', 'otc']));
  });

  it('opens each margin kind on its own authority', () => {
    expect(gatesOf({ ...DEFAULT_SUB_ACCOUNT_PERMISSIONS, margin: 'open' })).toMatchObject({ canTradeIsolatedMargin: true, canTradeCrossMargin: false });
    expect(gatesOf({ ...DEFAULT_SUB_ACCOUNT_PERMISSIONS, superMargin: 'open' })).toMatchObject({ canTradeIsolatedMargin: false, canTradeCrossMargin: true });
    expect(gatesOf({ ...DEFAULT_SUB_ACCOUNT_PERMISSIONS, transferable: false }).canTransferOut).toBe(false);
  });

  it('hides the asset kinds of the hidden biz types, keeps the kinds without one', () => {
    const visibility = { ...allBizVisible(), [BIZ_TYPES.otc]: false, [BIZ_TYPES.margin]: false };
    const kinds = gatesOf({ ...DEFAULT_SUB_ACCOUNT_PERMISSIONS, visibility }).accountKinds;
    expect(kinds).not.toContain('otc');
    expect(kinds).not.toContain('margin');
    expect(kinds).not.toContain('superMargin');
    expect(kinds).toContain('spot');
    expect(hiddenBizTypes(visibility).sort()).toEqual([BIZ_TYPES.margin, BIZ_TYPES.otc].sort());
  });

  it("speaks the exchange's words", () => {
    expect(isOpen('open')).toBe(true);
    expect(isOpen(null)).toBe(false);
    expect(activationOf('open')).toBe('activated');
    expect(authorityOf('deactivated')).toBe('closed');
  });
});
