// Seeded users of the account service (shell-and-account.md section 3: user info). Each one
// stands for a kind of account the UI treats differently.

/** 1 = ordinary account, 2 = sub-account (sees less). */
export type UserType = 1 | 2;

/** Country id that marks a disabled user (shell-and-account.md section 6). */
export const DISABLED_COUNTRY_ID = 183;

export interface MockUser {
  uid: number;
  /** Empty when the account was registered by phone only. */
  email: string;
  /** Empty when the account has no bound phone. */
  phone: string;
  account_name: string;
  user_type: UserType;
  /** The first entry is the register country. */
  country_id: number[];
  level: number;
  options: { conversion_currency: string };
}

/** Uids of the seeded users, named by what they are for. */
export const SEED_UIDS = {
  ordinary: 10001,
  phoneOnly: 10002,
  subAccount: 10003,
  disabled: 10004,
} as const;

export const DEFAULT_SESSION_UID = SEED_UIDS.ordinary;

export const SEED_USERS: readonly MockUser[] = [
  {
    uid: SEED_UIDS.ordinary,
    email: 'trader@example.com',
    phone: '13800138000',
    account_name: 'trader10001',
    user_type: 1,
    country_id: [37],
    level: 1,
    options: { conversion_currency: 'cny' },
  },
  {
    uid: SEED_UIDS.phoneOnly,
    email: '',
    phone: '13900139000',
    account_name: 'phone10002',
    user_type: 1,
    country_id: [37],
    level: 0,
    options: { conversion_currency: 'cny' },
  },
  {
    uid: SEED_UIDS.subAccount,
    email: '',
    phone: '',
    account_name: 'sub10003',
    user_type: 2,
    country_id: [37],
    level: 0,
    options: { conversion_currency: 'usd' },
  },
  {
    uid: SEED_UIDS.disabled,
    email: 'disabled@example.com',
    phone: '',
    account_name: 'disabled10004',
    user_type: 1,
    country_id: [DISABLED_COUNTRY_ID],
    level: 0,
    options: { conversion_currency: 'usd' },
  },
];
