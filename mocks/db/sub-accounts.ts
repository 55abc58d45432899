// Sub-accounts of parent accounts: who is whose, the parent's remark, the lock and login switch,
// the margin authorities and transferability, and each sub-account's operation history. The
// sub-accounts themselves are ordinary users (user_type 2, users.ts) with a password of their
// own; the asset-page visibility stays in db.finance.hiddenBizTypes, where its call reads it.
// Seeded here: 10001's two demo sub-accounts, a parent with one of each state (10060) and a
// parent with the full 200 (10066, the benchmark).

import type { SubAccountAction } from '@/lib/contracts/uc/sub-account';
import { DEFAULT_SUB_ACCOUNT_PERMISSIONS, MAX_SUB_ACCOUNTS, type Authority } from '@/lib/sub-account';
import { DEMO_GA_SECRET, SEED_UIDS, type MockUser } from './users';

export interface SubAccountRecord {
  uid: number;
  parentUid: number;
  remark: string;
  locked: boolean;
  loginEnabled: boolean;
  createdAt: number;
  margin: Authority;
  superMargin: Authority;
  /** Spot → parent allowed (WALLET.md 10.6: the default). */
  transferable: boolean;
}

export interface SubAccountOperation {
  id: number;
  subUid: number;
  action: SubAccountAction;
  operatorUid: number;
  operatorName: string;
  time: number;
  detail: string;
}

export interface SubAccountState {
  records: Map<number, SubAccountRecord>;
  history: SubAccountOperation[];
  nextOperationId: number;
}

/** The seeded parents (uids in SEED_UIDS style). */
export const SUB_PARENT_UIDS = { states: 10060, full: 10066 } as const;

/** The state parent's sub-accounts, one per case a screen or test needs. */
export const SEEDED_SUBS = {
  /** Normal, 100 usdt in spot (delete is refused). */
  withAssets: 10061,
  /** Normal, empty, GA bound. */
  empty: 10062,
  locked: 10063,
  loginDisabled: 10064,
  /** Margin and cross margin open, may not transfer to the parent. */
  margin: 10065,
} as const;

/** The benchmark parent's sub-accounts: uids 30001–30200. */
export const FULL_PARENT_FIRST_SUB = 30001;

const SEED_TIME = Date.UTC(2024, 0, 15, 2);

function subUser(uid: number, name: string, extra: Partial<MockUser> = {}): MockUser {
  return {
    uid,
    email: '',
    phone: '',
    country_code: '',
    account_name: name,
    user_type: 2,
    country_id: [37],
    level: 0,
    options: { conversion_currency: 'cny' },
    kyc_level: '',
    auth_info: { pro_status: 0 },
    auth_country: 'CN',
    two_factor: [],
    ga_secret: '',
    ...extra,
  };
}

/** The seeded sub-account users (besides 10003 and 10009 of users.ts); they log in by name. */
export const SEED_SUB_USERS: readonly MockUser[] = [
  subUser(SEEDED_SUBS.withAssets, 'alphaDesk01'),
  subUser(SEEDED_SUBS.empty, 'betaDesk02', { two_factor: ['ga'], ga_secret: DEMO_GA_SECRET }),
  subUser(SEEDED_SUBS.locked, 'gammaLocked'),
  subUser(SEEDED_SUBS.loginDisabled, 'deltaNoLogin'),
  subUser(SEEDED_SUBS.margin, 'epsilonMargin'),
  ...Array.from({ length: MAX_SUB_ACCOUNTS }, (_, index) => subUser(FULL_PARENT_FIRST_SUB + index, `benchSub${String(index + 1).padStart(3, '0')}`)),
];

/** Spot balances of seeded sub-accounts (merged into the trading seed). */
export const SEED_SUB_SPOT: Readonly<Record<number, Record<string, string>>> = {
  [SEEDED_SUBS.withAssets]: { usdt: '100' },
};

function record(uid: number, parentUid: number, fields: Partial<SubAccountRecord> = {}): SubAccountRecord {
  const { margin, superMargin, transferable } = DEFAULT_SUB_ACCOUNT_PERMISSIONS;
  return { uid, parentUid, remark: '', locked: false, loginEnabled: true, createdAt: SEED_TIME, margin, superMargin, transferable, ...fields };
}

export function createSubAccountState(): SubAccountState {
  const states = SUB_PARENT_UIDS.states;
  const records = [
    record(SEED_UIDS.subAccount, SEED_UIDS.ordinary, { remark: '演示子账户' }),
    record(SEED_UIDS.subAccountMargin, SEED_UIDS.ordinary, { remark: '杠杆子账户', margin: 'open', superMargin: 'open' }),
    record(SEEDED_SUBS.withAssets, states, { remark: '有资产' }),
    record(SEEDED_SUBS.empty, states, { remark: '空账户' }),
    record(SEEDED_SUBS.locked, states, { locked: true }),
    record(SEEDED_SUBS.loginDisabled, states, { loginEnabled: false }),
    record(SEEDED_SUBS.margin, states, { margin: 'open', superMargin: 'open', transferable: false }),
    ...Array.from({ length: MAX_SUB_ACCOUNTS }, (_, index) => record(FULL_PARENT_FIRST_SUB + index, SUB_PARENT_UIDS.full, { createdAt: SEED_TIME + index * 60_000 })),
  ];
  return { records: new Map(records.map((entry) => [entry.uid, entry])), history: [], nextOperationId: 1 };
}

/** A parent's sub-accounts, oldest first (uid order: uids grow with creation). */
export function subAccountsOf(state: SubAccountState, parentUid: number): SubAccountRecord[] {
  return [...state.records.values()].filter((entry) => entry.parentUid === parentUid).sort((a, b) => a.uid - b.uid);
}

/** The parent of a sub-account, if it is one. */
export function parentUidOf(state: SubAccountState, uid: number): number | undefined {
  return state.records.get(uid)?.parentUid;
}

/** The parent's own sub-account, or undefined (another parent's, or none). */
export function ownSubAccount(state: SubAccountState, parentUid: number, subUid: number): SubAccountRecord | undefined {
  const found = state.records.get(subUid);
  return found?.parentUid === parentUid ? found : undefined;
}

export function appendOperation(state: SubAccountState, entry: Omit<SubAccountOperation, 'id'>): SubAccountOperation {
  const added = { ...entry, id: state.nextOperationId++ };
  state.history.push(added);
  return added;
}

/** A sub-account's history, newest first. */
export function operationsOf(state: SubAccountState, subUid: number): SubAccountOperation[] {
  return state.history.filter((entry) => entry.subUid === subUid).sort((a, b) => b.time - a.time || b.id - a.id);
}

/** The margin authority the exchange answers for a sub-user (`form.subUserAuthority`): 'open' or null. */
export function marginAuthorityOf(state: SubAccountState, uid: number, type: 'margin' | 'super-margin'): 'open' | null {
  const found = state.records.get(uid);
  if (!found) return null;
  return (type === 'margin' ? found.margin : found.superMargin) === 'open' ? 'open' : null;
}
