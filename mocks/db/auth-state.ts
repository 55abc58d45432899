// State of the account flows (login, 2FA, codes, captchas, tickets, family tokens, licences,
// third-party bindings, kv store). Only types and the seed here; the rules live in mocks/auth/.

import type { CodePurpose, SecurityScene, TwoFactorMethod } from '@/lib/contracts/uc';
import type { FactorFailures } from '@/lib/security-center/throttle';
import { SEED_LOCKED_UIDS, SEED_USERS } from './users';

export const RISK_DECISIONS = ['pass', 'image', 'slider', 'recaptcha', 'geetest', 'several'] as const;
export type RiskDecision = (typeof RISK_DECISIONS)[number];

/** Vendors whose captcha scripts the mock serves stand-ins for. */
export const VENDORS = ['geetest', 'recaptcha', 'aliyun'] as const;
export type Vendor = (typeof VENDORS)[number];
export type VendorStatus = 'ok' | 'fail';

export type CodeChannel = 'email' | 'sms';
export type LicenseState = 'AGREED' | 'NOT_AGREED';
export type ThirdPlatform = 'google' | 'apple' | 'telegram';

/** Family tokens live 50 minutes unless the control API says otherwise. */
export const DEFAULT_TOKEN_TTL_MS = 50 * 60_000;
/** Uids of users created by register start here. */
export const FIRST_REGISTERED_UID = 10101;

export interface Credential {
  salt: string;
  hash: string;
}

export interface LoginGuard {
  /** Wrong passwords in a row. */
  failures: number;
  /** Epoch ms (mock clock) until which login is refused; 0 = not locked. */
  lockedUntil: number;
}

export interface ImageCaptcha {
  key: string;
  code: string;
  expiresAt: number;
}

export interface IssuedVendorToken {
  vendor: Vendor;
  used: boolean;
}

export interface VerificationCode {
  channel: CodeChannel;
  /** Lower-case email, or phone digits. */
  account: string;
  purpose: CodePurpose;
  code: string;
  issuedAt: number;
  expiresAt: number;
  /** The 2FA or reset token the send was made with, if any. */
  viaToken?: string;
  voice: boolean;
}

export interface TwoFactorChallenge {
  token: string;
  uid: number;
  methods: TwoFactorMethod[];
  loginName: string;
  expiresAt: number;
}

export interface ResetChallenge {
  token: string;
  uid: number;
  /** 1 = account verified, security step next; 2 = security verified, new password next. */
  stage: 1 | 2;
  methods: TwoFactorMethod[];
  expiresAt: number;
}

/** A session that passed the security verification for a scene, until expiresAt. */
export interface SecurityVerification {
  session: string;
  uid: number;
  scene: SecurityScene;
  expiresAt: number;
}

export interface Ticket {
  ticket: string;
  uid: number;
  /** The uc session it was issued for; it dies with that session. */
  session: string;
  expiresAt: number;
  /** Families it was already exchanged with (once per family). */
  exchanged: Set<string>;
}

export interface FamilyToken {
  token: string;
  family: string;
  uid: number;
  session: string;
  expiresAt: number;
}

export interface LoginRecord {
  /** null when the login name matched no account. */
  uid: number | null;
  login_name: string;
  /** Epoch ms (mock clock). */
  time: number;
  ip: string;
  success: boolean;
  /** password, ga, sms, email, register, third:<platform>. */
  method: string;
  /** done, 2fa, wrong_password, locked, code_wrong, code_expired, frozen. */
  result: string;
  /** Browser and system, e.g. "Chrome · Linux" (older records have none). */
  device?: string;
}

export interface ThirdIdentity {
  identity: string;
  name: string;
}

export interface ThirdOption extends ThirdIdentity {
  code: string;
}

export interface ThirdAuthState {
  state: string;
  platform: ThirdPlatform;
  redirectUri?: string;
  options: ThirdOption[];
  expiresAt: number;
  used: boolean;
}

export interface ThirdPending extends ThirdIdentity {
  platform: ThirdPlatform;
  expiresAt: number;
}

export interface AuthState {
  credentials: Map<number, Credential>;
  guards: Map<number, LoginGuard>;
  /** Wrong passwords per account string typed (mocks/auth/accounts.ts loginKey), known or not. */
  loginFailures: Map<string, FactorFailures>;
  risk: { fallback: RiskDecision; byLoginName: Map<string, RiskDecision> };
  images: Map<string, ImageCaptcha>;
  latestImage: ImageCaptcha | undefined;
  vendorTokens: Map<string, IssuedVendorToken>;
  vendorStatus: Record<Vendor, VendorStatus>;
  codes: Map<string, VerificationCode>;
  latestCode: VerificationCode | undefined;
  twoFactor: Map<string, TwoFactorChallenge>;
  resets: Map<string, ResetChallenge>;
  /** Keyed by `${session}:${scene}`. */
  securityVerified: Map<string, SecurityVerification>;
  tickets: Map<string, Ticket>;
  familyTokens: Map<string, FamilyToken>;
  tokenTtlMs: number;
  loginRecords: LoginRecord[];
  licenses: Map<number, Map<string, LicenseState>>;
  thirdBindings: Map<number, Map<ThirdPlatform, ThirdIdentity>>;
  thirdStates: Map<string, ThirdAuthState>;
  latestThirdState: ThirdAuthState | undefined;
  /** Third-party identities authorised but bound to nobody, waiting for a bind. */
  thirdPending: Map<string, ThirdPending>;
  kv: Map<number, Map<string, string>>;
  nextUid: number;
}

/** Seeded third-party bindings: the GA user has a Google account bound. */
const SEED_THIRD_BINDINGS: ReadonlyArray<[number, ThirdPlatform, ThirdIdentity]> = [
  [10005, 'google', { identity: 'google-seed-10005', name: 'ga.user@gmail.com' }],
];

export function createAuthState(credentials: Map<number, Credential>): AuthState {
  const thirdBindings = new Map<number, Map<ThirdPlatform, ThirdIdentity>>();
  for (const [uid, platform, identity] of SEED_THIRD_BINDINGS) {
    const forUser = thirdBindings.get(uid) ?? new Map<ThirdPlatform, ThirdIdentity>();
    forUser.set(platform, { ...identity });
    thirdBindings.set(uid, forUser);
  }
  return {
    credentials,
    guards: new Map(
      SEED_LOCKED_UIDS.map((uid) => [uid, { failures: 0, lockedUntil: Number.POSITIVE_INFINITY }] as const),
    ),
    loginFailures: new Map(),
    risk: { fallback: 'pass', byLoginName: new Map() },
    images: new Map(),
    latestImage: undefined,
    vendorTokens: new Map(),
    vendorStatus: { geetest: 'ok', recaptcha: 'ok', aliyun: 'ok' },
    codes: new Map(),
    latestCode: undefined,
    twoFactor: new Map(),
    resets: new Map(),
    securityVerified: new Map(),
    tickets: new Map(),
    familyTokens: new Map(),
    tokenTtlMs: DEFAULT_TOKEN_TTL_MS,
    loginRecords: [],
    licenses: new Map(),
    thirdBindings,
    thirdStates: new Map(),
    latestThirdState: undefined,
    thirdPending: new Map(),
    kv: new Map(),
    nextUid: Math.max(FIRST_REGISTERED_UID, ...SEED_USERS.map((user) => user.uid + 1)),
  };
}
