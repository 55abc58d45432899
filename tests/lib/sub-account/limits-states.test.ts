import { describe, expect, it } from 'vitest';
import {
  exchangeUserState,
  limitProblem,
  remainingSubAccounts,
  remarkProblem,
  ROW_SWITCHES,
  rowSwitches,
  splitSelection,
  switchApplies,
  SUB_ACCOUNT_STATE_TEXT,
  subAccountState,
} from '@/lib/sub-account';

describe('sub-account limits', () => {
  it('allows 200 per parent', () => {
    expect(limitProblem(199, 1)).toBeNull();
    expect(limitProblem(200, 1)).toBe('子账户数量已达上限（200个）');
    expect(limitProblem(150, 51)).not.toBeNull();
    expect(remainingSubAccounts(200)).toBe(0);
    expect(remainingSubAccounts(210)).toBe(0);
    expect(remainingSubAccounts(12)).toBe(188);
  });

  it('takes a remark of at most 20 characters, Chinese ones counted one each', () => {
    expect(remarkProblem('交易一部'.repeat(5))).toBeNull();
    expect(remarkProblem('交易一部'.repeat(5) + '多')).toBe('备注最多20个字符');
    expect(remarkProblem(`  ${'a'.repeat(20)}  `)).toBeNull();
  });
});

describe('sub-account states', () => {
  it('shows a lock before a disabled login', () => {
    expect(subAccountState({ locked: false, loginEnabled: true })).toBe('normal');
    expect(subAccountState({ locked: false, loginEnabled: false })).toBe('login_disabled');
    expect(subAccountState({ locked: true, loginEnabled: false })).toBe('locked');
    expect(SUB_ACCOUNT_STATE_TEXT).toEqual({ normal: '正常', locked: '已冻结', login_disabled: '禁止登录' });
  });

  it('tells the exchange only of the lock', () => {
    expect(exchangeUserState({ locked: true })).toBe('lock');
    expect(exchangeUserState({ locked: false })).toBe('normal');
  });
});

describe('rowSwitches', () => {
  it('offers the lock or unlock first, then the login switch, by the row’s state', () => {
    expect(rowSwitches({ locked: false, login_enabled: true })).toEqual(['lock', 'disableLogin']);
    expect(rowSwitches({ locked: true, login_enabled: false })).toEqual(['unlock', 'enableLogin']);
  });
});

describe('a switch over a selection', () => {
  const rows = [
    { uid: 1, locked: false, login_enabled: true },
    { uid: 2, locked: true, login_enabled: true },
    { uid: 3, locked: false, login_enabled: false },
  ];
  it('sends only the rows the switch changes and leaves the others alone', () => {
    const uids = (list: Array<{ uid: number }>) => list.map((row) => row.uid);
    expect(uids(splitSelection('lock', rows).apply)).toEqual([1, 3]);
    expect(uids(splitSelection('lock', rows).skip)).toEqual([2]);
    expect(uids(splitSelection('unlock', rows).apply)).toEqual([2]);
    expect(uids(splitSelection('disableLogin', rows).apply)).toEqual([1, 2]);
    expect(uids(splitSelection('enableLogin', rows).apply)).toEqual([3]);
    for (const action of ROW_SWITCHES) expect(rows.every((row) => switchApplies(action, row) === splitSelection(action, [row]).apply.length > 0)).toBe(true);
  });
});
