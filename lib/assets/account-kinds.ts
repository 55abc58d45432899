// The account kinds of the Assets area (exchange-wallet-fiat.md section 3 "Accounts", section 6):
// the wallet logic's kinds plus the point account, each with its display name, the wire account
// types (`GET /v1/account/accounts` `type`) it gathers, whether its accounts are keyed by
// subtype, whether a sub-user's page fetches it, and the biz type that governs its visibility
// for sub-users.

import { SUB_ACCOUNT_USER_TYPE } from '@/lib/session/user';
import { ASSET_BIZ_TYPES as BIZ_TYPES, type AssetBizType as BizType } from '@/lib/contracts/pro/user-state';

export const ACCOUNT_KINDS = [
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
] as const;

export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** Section 6: the biz types the sub-account visibility answer speaks of (declared with its call). */
export { ASSET_BIZ_TYPES as BIZ_TYPES, type AssetBizType as BizType } from '@/lib/contracts/pro/user-state';

export interface AccountKindInfo {
  kind: AccountKind;
  /** The Chinese name the overview and the detail page show. */
  name: string;
  /** Wire account types gathered under this kind; empty when the kind has no pro account (mining). */
  wireTypes: readonly string[];
  /** One account per subtype (margin: per symbol; borrow: per c2c symbol). */
  keyedBySubtype: boolean;
  /** False: a sub-user's page does not fetch it and shows it empty (section 6). */
  fetchedForSubUser: boolean;
  /** The biz type whose visibility answer shows or hides it for a sub-user; null: always shown. */
  bizType: BizType | null;
}

function info(kind: AccountKind, name: string, wireTypes: readonly string[], extra: Partial<Omit<AccountKindInfo, 'kind' | 'name' | 'wireTypes'>> = {}): AccountKindInfo {
  return { kind, name, wireTypes, keyedBySubtype: false, fetchedForSubUser: true, bizType: null, ...extra };
}

/**
 * In the overview's order. Choices the specification leaves open: super margin shares margin's
 * biz type 2 (both are margin trading); investment gathers the `investment`, `savings` and
 * `earn` wire types under earn's biz type 12; option gathers `option` and `otc-options` under
 * biz type 14; c2c borrow, mining, point and the contract accounts have no biz type.
 */
export const ACCOUNT_KIND_INFO: Readonly<Record<AccountKind, AccountKindInfo>> = {
  spot: info('spot', '币币账户', ['spot']),
  margin: info('margin', '杠杆账户', ['margin'], { keyedBySubtype: true, bizType: BIZ_TYPES.margin }),
  superMargin: info('superMargin', '全仓杠杆账户', ['super-margin'], { bizType: BIZ_TYPES.margin }),
  otc: info('otc', '法币账户', ['otc'], { fetchedForSubUser: false, bizType: BIZ_TYPES.otc }),
  dm: info('dm', '交割合约账户', ['dm']),
  swap: info('swap', '币本位永续合约账户', ['swap']),
  linear: info('linear', 'U本位合约账户', ['linear']),
  option: info('option', '期权账户', ['option', 'otc-options'], { bizType: BIZ_TYPES.otcOptions }),
  minepool: info('minepool', '矿池账户', ['minepool'], { fetchedForSubUser: false, bizType: BIZ_TYPES.minepool }),
  investment: info('investment', '理财账户', ['investment', 'savings', 'earn'], { bizType: BIZ_TYPES.earn }),
  c2cBorrow: info('c2cBorrow', 'C2C借贷账户', ['borrow'], { keyedBySubtype: true, fetchedForSubUser: false }),
  cryptoLoans: info('cryptoLoans', '质押借币账户', ['crypto-loans'], { fetchedForSubUser: false, bizType: BIZ_TYPES.cryptoLoans }),
  mining: info('mining', '挖矿账户', [], { fetchedForSubUser: false }),
  gridding: info('gridding', '网格交易账户', ['grid-trading'], { bizType: BIZ_TYPES.gridTrading }),
  point: info('point', '点卡账户', ['point']),
};

export function accountKindName(kind: AccountKind): string {
  return ACCOUNT_KIND_INFO[kind].name;
}

export function isAccountKind(value: unknown): value is AccountKind {
  return typeof value === 'string' && (ACCOUNT_KINDS as readonly string[]).includes(value);
}

const KIND_BY_WIRE_TYPE: ReadonlyMap<string, AccountKind> = new Map(
  ACCOUNT_KINDS.flatMap((kind) => ACCOUNT_KIND_INFO[kind].wireTypes.map((wireType) => [wireType, kind] as const)),
);

/** The kind of a wire account type (case and spaces ignored); null for a type the wallet does not know. */
export function accountKindOf(wireType: string): AccountKind | null {
  return KIND_BY_WIRE_TYPE.get(wireType.trim().toLowerCase()) ?? null;
}

/** user_type 2 is a sub-user; the bare value, sent as a number or as text (lib/session's isSubAccount takes the user). */
export function isSubUser(userType: number | string | null | undefined): boolean {
  return userType !== null && userType !== undefined && String(userType).trim() === String(SUB_ACCOUNT_USER_TYPE);
}

/** False for otc, mining, minepool, crypto loans and c2c borrow on a sub-user's page: shown empty, never fetched. */
export function isFetchedFor(kind: AccountKind, userType: number | string | null | undefined): boolean {
  return !isSubUser(userType) || ACCOUNT_KIND_INFO[kind].fetchedForSubUser;
}

/** An entry of the accounts list; structurally the trading service's account. */
export interface WalletAccount {
  id: string;
  type: string;
  subtype?: string | null;
  state: string;
}

/** Only accounts in this state count (section 3). */
export const WORKING_ACCOUNT_STATE = 'working';

/** Whether an account in `state` counts (section 3: only `working`; case and spaces ignored). */
export function isWorkingState(state: string | null | undefined): boolean {
  return (state ?? '').trim().toLowerCase() === WORKING_ACCOUNT_STATE;
}

/** The accounts of a balance answer that count: state `working` (a margin pair locked or in liquidation adds nothing). */
export function countedAccounts<T extends { state: string }>(accounts: readonly T[]): T[] {
  return accounts.filter((account) => isWorkingState(account.state));
}

/**
 * The accounts that count: state `working`, a wire type the wallet knows, and not otc (the otc
 * balance comes from its own service, so the list skips it).
 */
export function workingAccounts<T extends WalletAccount>(accounts: readonly T[]): T[] {
  return accounts.filter((account) => {
    const kind = accountKindOf(account.type);
    return kind !== null && kind !== 'otc' && isWorkingState(account.state);
  });
}

/** The investment (savings, earn) account's id among the working accounts; '' when the user has none. */
export function investmentAccountId(accounts: readonly WalletAccount[]): string {
  return workingAccounts(accounts).find((account) => accountKindOf(account.type) === 'investment')?.id ?? '';
}
