import { describe, expect, it } from 'vitest';
import {
  countedAccounts,
  isWorkingState,
  ACCOUNT_KIND_INFO,
  ACCOUNT_KINDS,
  accountKindName,
  accountKindOf,
  BIZ_TYPES,
  isAccountKind,
  isFetchedFor,
  isSubUser,
  workingAccounts,
  type WalletAccount,
} from '@/lib/assets/account-kinds';

describe('account kinds', () => {
  it('lists the wallet kinds and the point account', () => {
    expect(ACCOUNT_KINDS).toEqual([
      'spot',
      'margin',
      'superMargin',
      'otc',
      'dm',
      'swap',
      'linear',
      'option',
      'minepool',
      'investment',
      'c2cBorrow',
      'cryptoLoans',
      'mining',
      'gridding',
      'point',
    ]);
    for (const kind of ACCOUNT_KINDS) expect(ACCOUNT_KIND_INFO[kind].kind).toBe(kind);
  });

  it('names each kind in Chinese', () => {
    expect(Object.fromEntries(ACCOUNT_KINDS.map((kind) => [kind, accountKindName(kind)]))).toEqual({
      spot: '币币账户',
      margin: '杠杆账户',
      superMargin: '全仓杠杆账户',
      otc: '法币账户',
      dm: '交割合约账户',
      swap: '币本位永续合约账户',
      linear: 'U本位合约账户',
      option: '期权账户',
      minepool: '矿池账户',
      investment: '理财账户',
      c2cBorrow: 'C2C借贷账户',
      cryptoLoans: '质押借币账户',
      mining: '挖矿账户',
      gridding: '网格交易账户',
      point: '点卡账户',
    });
  });

  it('maps every wire account type of section 3 to a kind', () => {
    const wire: Record<string, string> = {
      spot: 'spot',
      margin: 'margin',
      'super-margin': 'superMargin',
      point: 'point',
      borrow: 'c2cBorrow',
      otc: 'otc',
      dm: 'dm',
      minepool: 'minepool',
      swap: 'swap',
      investment: 'investment',
      savings: 'investment',
      linear: 'linear',
      option: 'option',
      'otc-options': 'option',
      'crypto-loans': 'cryptoLoans',
      'grid-trading': 'gridding',
      earn: 'investment',
    };
    for (const [type, kind] of Object.entries(wire)) expect(accountKindOf(type)).toBe(kind);
    expect(accountKindOf(' Super-Margin ')).toBe('superMargin');
    expect(accountKindOf('futures')).toBeNull();
    expect(accountKindOf('')).toBeNull();
    expect(ACCOUNT_KIND_INFO.mining.wireTypes).toEqual([]);
  });

  it('keys margin and borrow accounts by subtype', () => {
    const keyed = ACCOUNT_KINDS.filter((kind) => ACCOUNT_KIND_INFO[kind].keyedBySubtype);
    expect(keyed).toEqual(['margin', 'c2cBorrow']);
  });

  it('gives the biz types of section 6', () => {
    expect(BIZ_TYPES).toEqual({ cryptoLoans: 1, margin: 2, otc: 10, minepool: 11, earn: 12, gridTrading: 13, otcOptions: 14 });
    expect(Object.fromEntries(ACCOUNT_KINDS.map((kind) => [kind, ACCOUNT_KIND_INFO[kind].bizType]))).toEqual({
      spot: null,
      margin: 2,
      superMargin: 2,
      otc: 10,
      dm: null,
      swap: null,
      linear: null,
      option: 14,
      minepool: 11,
      investment: 12,
      c2cBorrow: null,
      cryptoLoans: 1,
      mining: null,
      gridding: 13,
      point: null,
    });
  });

  it('tells kinds apart from other strings', () => {
    expect(isAccountKind('superMargin')).toBe(true);
    expect(isAccountKind('super-margin')).toBe(false);
    expect(isAccountKind(3)).toBe(false);
  });
});

describe('sub-users', () => {
  it('reads user_type 2 as a number or text', () => {
    expect(isSubUser(2)).toBe(true);
    expect(isSubUser('2')).toBe(true);
    expect(isSubUser(' 2 ')).toBe(true);
    expect(isSubUser(1)).toBe(false);
    expect(isSubUser('')).toBe(false);
    expect(isSubUser(null)).toBe(false);
    expect(isSubUser(undefined)).toBe(false);
  });

  it('does not fetch otc, mining, minepool, crypto loans and c2c borrow for a sub-user', () => {
    const skipped = ACCOUNT_KINDS.filter((kind) => !isFetchedFor(kind, 2));
    expect(skipped.sort()).toEqual(['c2cBorrow', 'cryptoLoans', 'minepool', 'mining', 'otc']);
    expect(ACCOUNT_KINDS.every((kind) => isFetchedFor(kind, 1))).toBe(true);
    expect(ACCOUNT_KINDS.every((kind) => isFetchedFor(kind, undefined))).toBe(true);
  });
});

describe('workingAccounts', () => {
  const accounts: WalletAccount[] = [
    { id: '1', type: 'spot', state: 'working' },
    { id: '2', type: 'otc', state: 'working' },
    { id: '3', type: 'margin', subtype: 'btcusdt', state: 'lock' },
    { id: '4', type: 'margin', subtype: 'ethusdt', state: 'WORKING' },
    { id: '5', type: 'point', state: 'working' },
    { id: '6', type: 'futures', state: 'working' },
    { id: '7', type: 'super-margin', state: '' },
  ];

  it('keeps the known accounts in state working, without otc, in their order', () => {
    expect(workingAccounts(accounts).map((account) => account.id)).toEqual(['1', '4', '5']);
  });

  it('keeps the caller’s objects', () => {
    expect(workingAccounts(accounts)[0]).toBe(accounts[0]);
    expect(workingAccounts([])).toEqual([]);
  });
});

describe('only working accounts count (section 3)', () => {
  it('keeps the working accounts of a balance answer, whatever the case of the state', () => {
    const accounts = [
      { id: '1', state: 'working' },
      { id: '2', state: 'lock' },
      { id: '3', state: ' Working ' },
      { id: '4', state: 'fl-sys' },
    ];
    expect(countedAccounts(accounts).map((account) => account.id)).toEqual(['1', '3']);
    expect(isWorkingState('lock')).toBe(false);
    expect(isWorkingState(undefined)).toBe(false);
  });
});
