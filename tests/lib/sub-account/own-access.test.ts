import { describe, expect, it } from 'vitest';
import { HIDDEN_BY_PARENT_REASON, hiddenAccountKinds, ownAccessLines, SUB_USER_MANAGE_REASON, SUB_USER_OTC_REASON, SUB_USER_WITHDRAW_REASON } from '@/lib/sub-account';
import { ACCOUNT_KINDS } from '@/lib/assets/account-kinds';
import { visibleAccountKinds } from '@/lib/assets/visibility';
import { SUB_USER_NO_AUTHORITY_REASON } from '@/lib/trading/order-access';
import { SUB_ACCOUNT_TEXT } from '@/lib/contracts/uc/sub-account';

const byKey = (lines: ReturnType<typeof ownAccessLines>) => Object.fromEntries(lines.map((line) => [line.key, line]));

describe('ownAccessLines', () => {
  it('leaves the margin lines undecided while the authorities load; the rest is fixed', () => {
    const lines = byKey(ownAccessLines({ authorities: null }));
    expect(lines.spot).toMatchObject({ open: true, reason: null });
    expect(lines.margin).toMatchObject({ open: null, reason: null });
    expect(lines.superMargin).toMatchObject({ open: null, reason: null });
    expect(lines.withdraw).toMatchObject({ open: false, reason: SUB_USER_WITHDRAW_REASON });
    expect(lines.otc).toMatchObject({ open: false, reason: SUB_USER_OTC_REASON });
    expect(lines.manage).toMatchObject({ open: false, reason: SUB_USER_MANAGE_REASON });
  });

  it('opens each margin type only with its authority open, with the order form’s reason otherwise', () => {
    const lines = byKey(ownAccessLines({ authorities: { margin: 'open', 'super-margin': null } }));
    expect(lines.margin).toMatchObject({ open: true, reason: null });
    expect(lines.superMargin).toMatchObject({ open: false, reason: SUB_USER_NO_AUTHORITY_REASON });
    expect(byKey(ownAccessLines({ authorities: {} })).margin).toMatchObject({ open: false, reason: SUB_USER_NO_AUTHORITY_REASON });
  });

  it('says the same as the account service’s 10102', () => {
    expect(SUB_USER_MANAGE_REASON).toBe(SUB_ACCOUNT_TEXT.notParent);
  });
});

describe('hiddenAccountKinds', () => {
  it('names the kinds with a biz type the visibility left out, and none when all are shown', () => {
    expect(hiddenAccountKinds(ACCOUNT_KINDS)).toEqual([]);
    const shown = visibleAccountKinds(2, { 2: false, 12: true });
    const hidden = hiddenAccountKinds(shown);
    expect(hidden).toContain('margin');
    expect(hidden).toContain('superMargin');
    expect(hidden).not.toContain('investment');
    // Kinds without a biz type are never hidden by the parent.
    expect(hidden).not.toContain('spot');
    expect(hidden).not.toContain('point');
    expect(HIDDEN_BY_PARENT_REASON).toBe('母账户已设为不可见');
  });
});
