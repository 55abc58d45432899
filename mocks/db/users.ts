// Seeded users of the account service (shell-and-account.md section 3: user info). Each one
// stands for a kind of account the UI treats differently; DEMO_ACCOUNTS below lists how to log
// in as each of them (the README's demo table is written from it).

import type { TwoFactorMethod } from '@/lib/contracts/uc';

/** 1 = ordinary account, 2 = sub-account (sees less). */
export type UserType = 1 | 2;

/** Country id that marks a disabled user (shell-and-account.md section 6). */
export const DISABLED_COUNTRY_ID = 183;

/** Pro (professional) authentication: pro_status 2 = passed; pro_auth_type 9 person, 10 organisation. */
export interface MockAuthInfo {
  pro_status?: number;
  pro_auth_type?: number;
  pro_org_name?: string;
  pro_first_name?: string;
  pro_last_name?: string;
}

export interface MockUser {
  uid: number;
  /** Empty when the account was registered by phone only. */
  email: string;
  /** Empty when the account has no bound phone. */
  phone: string;
  /** Dialling code of `phone` without '+', e.g. "86"; empty without a phone. */
  country_code: string;
  account_name: string;
  user_type: UserType;
  /** The first entry is the register country. */
  country_id: number[];
  level: number;
  options: { conversion_currency: string };
  /** Empty or 'C0' means no KYC level. */
  kyc_level: string;
  auth_info: MockAuthInfo;
  /** ISO 3166 alpha-2 of the authentication country. */
  auth_country: string;
  /** Second factors asked for at login, in the order offered; empty = none. */
  two_factor: TwoFactorMethod[];
  /** Base32 TOTP secret of Google Authenticator; empty when GA is not bound. */
  ga_secret: string;
}

/** Uids of the seeded users, named by what they are for. */
export const SEED_UIDS = {
  ordinary: 10001,
  phoneOnly: 10002,
  subAccount: 10003,
  disabled: 10004,
  googleAuth: 10005,
  locked: 10006,
  proOrg: 10007,
  emailTwoFactor: 10008,
  /** A sub-user whose margin and super-margin authority is `open`. */
  subAccountMargin: 10009,
  /** A trader whose spot account holds more than 300 currencies (the assets benchmark). */
  manyCurrencies: 10030,
  /** A trader with more than 10 000 finance records (the records benchmark). */
  manyRecords: 10040,
  /** A parent with one sub-account of each state (mocks/db/sub-accounts.ts). */
  subParent: 10060,
  /** A parent with the full 200 sub-accounts (the sub-account list benchmark). */
  subParentFull: 10066,
} as const;

/**
 * Traders with the ordinary user's seeded accounts, one per e2e suite and project, so suites
 * that run at the same time never see each other's orders or balances.
 */
export const TRADER_UIDS = [10011, 10012, 10013, 10014, 10015, 10016, 10017, 10018, 10019, 10020, 10021, 10022, 10023, 10024, 10025, 10026, 10027, 10028, 10031, 10032, 10033, 10034, 10035, 10036, 10037, 10038] as const;

/**
 * Accounts with an email and a phone and nothing else set, one per security-centre e2e suite and
 * project, so suites that bind factors, change passwords or end sessions never meet each other.
 */
export const SECURITY_UIDS = [10041, 10042, 10043, 10044, 10045, 10046, 10047, 10048] as const;

/**
 * Ordinary accounts that have not signed the login licence: login goes through /login-license.
 * One per e2e project that signs it (10050, 10051), and one only ever shown the page (10056).
 */
export const UNSIGNED_LICENSE_UIDS = [10050, 10051, 10056] as const;

/** Ordinary accounts whose every login counts as a new device (one per e2e project): login asks for the security verification first. */
export const NEW_DEVICE_UIDS = [10052, 10053] as const;

/** Ordinary accounts without any KYC level (one per e2e project): the KYC journey verifies them. */
export const KYC_UIDS = [10054, 10055] as const;

export const DEFAULT_SESSION_UID = SEED_UIDS.ordinary;

/** Password of every seeded account (the mock keeps only a salted hash of it). */
export const DEMO_PASSWORD = 'Trade1234';

/** The fixed TOTP secret of the GA demo user (add it to an authenticator app to log in by hand). */
export const DEMO_GA_SECRET = 'JBSWY3DPEHPK3PXP';

const base = {
  level: 0,
  kyc_level: '',
  auth_info: { pro_status: 0 },
  auth_country: 'CN',
  two_factor: [] as TwoFactorMethod[],
  ga_secret: '',
  country_code: '',
} as const;

/** One of a numbered series of ordinary KYC C1 accounts (`<prefix><uid>@example.com`), one per e2e suite and project. */
function numberedAccount(prefix: string, uid: number, contact: Partial<Pick<MockUser, 'phone' | 'country_code'>> = {}): MockUser {
  return {
    ...base,
    uid,
    email: `${prefix}${uid}@example.com`,
    phone: '',
    ...contact,
    account_name: `${prefix}${uid}`,
    user_type: 1,
    country_id: [37],
    level: 1,
    options: { conversion_currency: 'cny' },
    kyc_level: 'C1',
    two_factor: [],
  };
}

export const SEED_USERS: readonly MockUser[] = [
  {
    ...base,
    uid: SEED_UIDS.ordinary,
    email: 'trader@example.com',
    phone: '13800138000',
    country_code: '86',
    account_name: 'trader10001',
    user_type: 1,
    country_id: [37],
    level: 1,
    options: { conversion_currency: 'cny' },
    kyc_level: 'C1',
    two_factor: [],
  },
  {
    ...base,
    uid: SEED_UIDS.phoneOnly,
    email: '',
    phone: '13800138001',
    country_code: '86',
    account_name: 'phone10002',
    user_type: 1,
    country_id: [37],
    options: { conversion_currency: 'cny' },
    two_factor: ['sms'],
  },
  {
    ...base,
    uid: SEED_UIDS.subAccount,
    email: 'sub@example.com',
    phone: '',
    account_name: 'sub10003',
    user_type: 2,
    country_id: [37],
    options: { conversion_currency: 'usd' },
    two_factor: [],
  },
  {
    ...base,
    uid: SEED_UIDS.disabled,
    email: 'blocked@example.com',
    phone: '',
    account_name: 'blocked10004',
    user_type: 1,
    country_id: [DISABLED_COUNTRY_ID],
    options: { conversion_currency: 'usd' },
    auth_country: '',
    two_factor: [],
  },
  {
    ...base,
    uid: SEED_UIDS.googleAuth,
    email: 'ga@example.com',
    phone: '',
    account_name: 'ga10005',
    user_type: 1,
    country_id: [37],
    level: 1,
    options: { conversion_currency: 'cny' },
    kyc_level: 'C1',
    two_factor: ['ga'],
    ga_secret: DEMO_GA_SECRET,
  },
  {
    ...base,
    uid: SEED_UIDS.locked,
    email: 'locked@example.com',
    phone: '',
    account_name: 'locked10006',
    user_type: 1,
    country_id: [37],
    options: { conversion_currency: 'cny' },
    two_factor: [],
  },
  {
    ...base,
    uid: SEED_UIDS.proOrg,
    email: 'org@example.com',
    phone: '',
    account_name: 'org10007',
    user_type: 1,
    country_id: [197],
    level: 2,
    options: { conversion_currency: 'usd' },
    kyc_level: 'C2',
    auth_info: { pro_status: 2, pro_auth_type: 10, pro_org_name: '示例资本' },
    auth_country: 'SG',
    two_factor: [],
  },
  {
    ...base,
    uid: SEED_UIDS.emailTwoFactor,
    email: 'mail2fa@example.com',
    phone: '',
    account_name: 'mail10008',
    user_type: 1,
    country_id: [37],
    options: { conversion_currency: 'cny' },
    two_factor: ['email'],
  },
  {
    ...base,
    uid: SEED_UIDS.subAccountMargin,
    email: 'submargin@example.com',
    phone: '',
    account_name: 'submargin10009',
    user_type: 2,
    country_id: [37],
    options: { conversion_currency: 'usd' },
    two_factor: [],
  },
  {
    ...base,
    uid: SEED_UIDS.manyCurrencies,
    email: 'many@example.com',
    phone: '',
    account_name: 'many10030',
    user_type: 1,
    country_id: [37],
    level: 1,
    options: { conversion_currency: 'cny' },
    kyc_level: 'C1',
    two_factor: [],
  },
  {
    ...base,
    uid: SEED_UIDS.manyRecords,
    email: 'records@example.com',
    phone: '',
    account_name: 'records10040',
    user_type: 1,
    country_id: [37],
    level: 1,
    options: { conversion_currency: 'cny' },
    kyc_level: 'C1',
    two_factor: [],
  },
  ...TRADER_UIDS.map((uid) => numberedAccount('trader', uid)),
  numberedAccount('subparent', SEED_UIDS.subParent),
  numberedAccount('subparent', SEED_UIDS.subParentFull),
  ...SECURITY_UIDS.map((uid) => numberedAccount('security', uid, { phone: `139000${uid}`, country_code: '86' })),
  ...UNSIGNED_LICENSE_UIDS.map((uid) => numberedAccount('unsigned', uid)),
  ...NEW_DEVICE_UIDS.map((uid) => numberedAccount('newdevice', uid)),
  ...KYC_UIDS.map((uid) => ({ ...numberedAccount('kyc', uid), kyc_level: '' })),
];

/** Seeded accounts that start locked (login answers accountLocked until a password reset). */
export const SEED_LOCKED_UIDS: readonly number[] = [SEED_UIDS.locked];

export interface DemoAccount {
  uid: number;
  /** What to type as login name: an email, or phone digits with `country_code`. */
  login: string;
  account_type: 'email' | 'phone';
  country_code?: string;
  password: string;
  demonstrates: string;
}

/** How to log in as each seeded user, for the README and QA. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    uid: SEED_UIDS.ordinary,
    login: 'trader@example.com',
    account_type: 'email',
    password: DEMO_PASSWORD,
    demonstrates: '普通用户，无二次验证，KYC C1（也可用手机 86 13800138000 登录）',
  },
  {
    uid: SEED_UIDS.googleAuth,
    login: 'ga@example.com',
    account_type: 'email',
    password: DEMO_PASSWORD,
    demonstrates: `谷歌验证器二次验证（固定密钥 ${DEMO_GA_SECRET}；当前验证码见 GET /__control/ga-code?account=ga@example.com）`,
  },
  {
    uid: SEED_UIDS.phoneOnly,
    login: '13800138001',
    account_type: 'phone',
    country_code: '86',
    password: DEMO_PASSWORD,
    demonstrates: '手机号账户，短信二次验证（验证码见 GET /__control/codes/latest）',
  },
  {
    uid: SEED_UIDS.emailTwoFactor,
    login: 'mail2fa@example.com',
    account_type: 'email',
    password: DEMO_PASSWORD,
    demonstrates: '邮箱二次验证（验证码见 GET /__control/codes/latest）',
  },
  {
    uid: SEED_UIDS.subAccount,
    login: 'sub@example.com',
    account_type: 'email',
    password: DEMO_PASSWORD,
    demonstrates: '子账户（user_type 2），无杠杆权限',
  },
  {
    uid: SEED_UIDS.subAccountMargin,
    login: 'submargin@example.com',
    account_type: 'email',
    password: DEMO_PASSWORD,
    demonstrates: '子账户（user_type 2），逐仓与全仓杠杆权限为 open',
  },
  ...TRADER_UIDS.map(
    (uid): DemoAccount => ({
      uid,
      login: `trader${uid}@example.com`,
      account_type: 'email',
      password: DEMO_PASSWORD,
      demonstrates: '交易员（与 10001 相同的现货与杠杆账户），供并行的 e2e 套件各用一个',
    }),
  ),
  ...SECURITY_UIDS.map(
    (uid): DemoAccount => ({
      uid,
      login: `security${uid}@example.com`,
      account_type: 'email',
      password: DEMO_PASSWORD,
      demonstrates: '邮箱与手机（139000' + String(uid) + '）已绑定、未设谷歌验证器的账户，供安全中心的 e2e 套件各用一个',
    }),
  ),
  ...UNSIGNED_LICENSE_UIDS.map(
    (uid): DemoAccount => ({ uid, login: `unsigned${uid}@example.com`, account_type: 'email', password: DEMO_PASSWORD, demonstrates: '尚未同意登录协议：登录后先到 /login-license 同意' }),
  ),
  ...NEW_DEVICE_UIDS.map(
    (uid): DemoAccount => ({ uid, login: `newdevice${uid}@example.com`, account_type: 'email', password: DEMO_PASSWORD, demonstrates: '每次登录都视为新设备：登录后先到安全验证页（场景 new_device）' }),
  ),
  ...KYC_UIDS.map(
    (uid): DemoAccount => ({ uid, login: `kyc${uid}@example.com`, account_type: 'email', password: DEMO_PASSWORD, demonstrates: '尚未身份认证（kyc_level 为空）：身份认证页从基本信息开始，供 KYC 的 e2e 套件各用一个' }),
  ),
  {
    uid: SEED_UIDS.subParent,
    login: `subparent${SEED_UIDS.subParent}@example.com`,
    account_type: 'email',
    password: DEMO_PASSWORD,
    demonstrates: '母账户：子账户各一个状态（正常有资产、正常无资产、已冻结、禁止登录、杠杆已开通），子账户用名称登录',
  },
  {
    uid: SEED_UIDS.subParentFull,
    login: `subparent${SEED_UIDS.subParentFull}@example.com`,
    account_type: 'email',
    password: DEMO_PASSWORD,
    demonstrates: '母账户：已有 200 个子账户（上限；子账户列表性能基准）',
  },
  {
    uid: SEED_UIDS.manyCurrencies,
    login: 'many@example.com',
    account_type: 'email',
    password: DEMO_PASSWORD,
    demonstrates: '现货账户持有 320 个币种的交易员（资产页性能基准）',
  },
  {
    uid: SEED_UIDS.manyRecords,
    login: 'records@example.com',
    account_type: 'email',
    password: DEMO_PASSWORD,
    demonstrates: '财务记录超过 10 000 条的交易员（财务记录性能基准）',
  },
  {
    uid: SEED_UIDS.disabled,
    login: 'blocked@example.com',
    account_type: 'email',
    password: DEMO_PASSWORD,
    demonstrates: '受限用户（country_id [183]），可登录但被标记',
  },
  {
    uid: SEED_UIDS.locked,
    login: 'locked@example.com',
    account_type: 'email',
    password: DEMO_PASSWORD,
    demonstrates: '已锁定账户：登录返回 10011，重置密码后解锁',
  },
  {
    uid: SEED_UIDS.proOrg,
    login: 'org@example.com',
    account_type: 'email',
    password: DEMO_PASSWORD,
    demonstrates: '机构专业认证用户（pro_status 2，pro_auth_type 10，示例资本），KYC C2',
  },
];
