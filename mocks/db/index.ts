// In-memory state of the mock backend. One instance per process (the HTTP server and msw/node
// share it); resetDb() mutates it in place so that references held by handlers stay valid.

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { createAuthState, type AuthState, type Credential } from './auth-state';
import { createEtpState, type EtpState } from './etp';
import { createFavorites, type MockFavoritePair } from './favorites';
import { createSeededRandom, type SeededRandom } from './random';
import { createSecurityResetState, type SecurityResetState } from './security-reset-state';
import { balanceOf, createTradingState, accountsOf, type TradingState } from './trading';
import { createWalletState, seedSpotExtras, type WalletState } from './wallet';
import { createMarginState, type MarginState } from './margin';
import { createFinanceState, type FinanceState } from './finance';
import { createDepositWithdrawState, type DepositWithdrawState } from './deposit-withdraw';
import { bindLedger, createLedgerState, type LedgerState } from './ledger';
import { createConvertState, seedConvertSpot, seedFeeDeductions, type ConvertState } from './convert';
import { createSecurityCenterState, type SecurityCenterState } from './security-center';
import { DEFAULT_SESSION_UID, DEMO_PASSWORD, SEED_USERS, type MockUser } from './users';
import { createOutboxState, type OutboxState } from './outbox';
import { createSubAccountState, SEED_SUB_SPOT, SEED_SUB_USERS, type SubAccountState } from './sub-accounts';

export {
  DEFAULT_SESSION_UID,
  DEMO_ACCOUNTS,
  DEMO_GA_SECRET,
  DEMO_PASSWORD,
  DISABLED_COUNTRY_ID,
  SEED_UIDS,
  SEED_USERS,
  NEW_DEVICE_UIDS,
  SECURITY_UIDS,
  TRADER_UIDS,
  UNSIGNED_LICENSE_UIDS,
} from './users';
export type { DemoAccount, MockAuthInfo, MockUser, UserType } from './users';
export type { SeededRandom } from './random';
export * from './auth-state';
export * from './security-reset-state';
export { SEED_FAVORITES, SEED_FAVORITES_CREATED_AT, type MockFavoritePair } from './favorites';

/** Seed of the PRNG; later seeded data (balances, order ids) draws from db.random. */
export const DB_SEED = 20240601;

export interface MockSession {
  token: string;
  uid: number;
  createdAt: number;
  /** Browser and system of the login (security records: the devices list). */
  device?: string;
  ip?: string;
  place?: string;
  /** Last account-service call of the session (epoch ms, mock clock). */
  lastActiveAt?: number;
}

export interface MockDb {
  users: Map<number, MockUser>;
  sessions: Map<string, MockSession>;
  random: SeededRandom;
  auth: AuthState;
  /** Security-item reset requests and their uploaded photos. */
  securityReset: SecurityResetState;
  /** Trading-pair favourites by uid, in the order they were added. */
  favorites: Map<number, MockFavoritePair[]>;
  /** Spot accounts, balances and orders (trading.ts). */
  trading: TradingState;
  /** Added to Date.now() by now(): the control API moves the mock's clock to expire things. */
  clockOffsetMs: number;
  /** ETP creation/redemption and prime launches (etp.ts). */
  etp: EtpState;
  /** Margin and cross-margin loans (margin.ts). */
  margin: MarginState;
  /** Balances of the product accounts (otc, derivatives, grid, c2c, mining, …) and the wallet fail switches (wallet.ts). */
  wallet: WalletState;
  /** Profits, analysis tips, custody profit-loss, activation, VIP, sub-account visibility (finance.ts). */
  finance: FinanceState;
  /** Deposit addresses, deposits, withdrawals, quotas, risky addresses, alerts (deposit-withdraw.ts). */
  depositWithdraw: DepositWithdrawState;
  /** Every balance move, from which the finance records come (ledger.ts). */
  ledger: LedgerState;
  /** Conversion quotes and conversions, the fee deduct mode (convert.ts). */
  convert: ConvertState;
  /** The security centre: anti-phishing codes, withdraw strategies, security events, frozen accounts. */
  securityCenter: SecurityCenterState;
  /** Every email and SMS the mock sent, with its text (outbox.ts). */
  outbox: OutboxState;
  /** Parents' sub-accounts: remark, lock, login switch, permissions, operation history (sub-accounts.ts). */
  subAccounts: SubAccountState;
}

/** Every seeded user: the demo accounts and the seeded sub-accounts (which log in by name). */
const ALL_SEED_USERS: readonly MockUser[] = [...SEED_USERS, ...SEED_SUB_USERS];

export function hashPassword(password: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${password}`).digest('hex');
}

function seedUsers(): Map<number, MockUser> {
  // Clone so that handlers mutating a user never change the seed itself.
  return new Map(ALL_SEED_USERS.map((user) => [user.uid, structuredClone(user)]));
}

function seedTrading(): TradingState {
  const state = createTradingState(SEED_USERS.map((user) => user.uid));
  // Users the trading seed leaves with an empty spot account get their wallet's spot rows here.
  for (const user of SEED_USERS) {
    const extras = Object.entries({ ...seedSpotExtras(user.uid), ...seedConvertSpot(user.uid) });
    const spot = extras.length > 0 ? accountsOf(state, user.uid).find((account) => account.type === 'spot') : undefined;
    if (!spot) continue;
    for (const [currency, amount] of extras) balanceOf(state, spot.id, currency).trade = new Decimal(amount);
  }
  // Seeded sub-accounts get their spot account on first use, except those seeded with a balance.
  for (const [uid, rows] of Object.entries(SEED_SUB_SPOT)) {
    const spot = accountsOf(state, Number(uid)).find((account) => account.type === 'spot');
    for (const [currency, amount] of Object.entries(rows)) if (spot) balanceOf(state, spot.id, currency).trade = new Decimal(amount);
  }
  return state;
}

function seedCredentials(): Map<number, Credential> {
  // Fixed salts keep the seed deterministic; only hashes are kept, never the password.
  return new Map(
    ALL_SEED_USERS.map((user) => {
      const salt = `seed-${user.uid}`;
      return [user.uid, { salt, hash: hashPassword(DEMO_PASSWORD, salt) }];
    }),
  );
}

export const db: MockDb = {
  users: seedUsers(),
  sessions: new Map(),
  random: createSeededRandom(DB_SEED),
  auth: createAuthState(seedCredentials()),
  securityReset: createSecurityResetState(),
  favorites: createFavorites(),
  trading: seedTrading(),
  clockOffsetMs: 0,
  etp: createEtpState(),
  margin: createMarginState(),
  wallet: createWalletState(),
  finance: createFinanceState(),
  depositWithdraw: createDepositWithdrawState(),
  ledger: seedFeeDeductions(createLedgerState(), Date.now()),
  convert: createConvertState(),
  securityCenter: createSecurityCenterState(),
  outbox: createOutboxState(),
  subAccounts: createSubAccountState(),
};

// Balance moves made with db.trading alone (deposits, withdrawals, order matches) write here.
bindLedger(() => db.ledger);

/** Restores the seed: users as seeded, no sessions, the PRNG back at its start, auth state, favourites, trading and clock reset. */
export function resetDb(): void {
  db.users = seedUsers();
  db.sessions = new Map();
  db.random = createSeededRandom(DB_SEED);
  db.auth = createAuthState(seedCredentials());
  db.securityReset = createSecurityResetState();
  db.favorites = createFavorites();
  db.trading = seedTrading();
  db.clockOffsetMs = 0;
  db.etp = createEtpState();
  db.margin = createMarginState();
  db.wallet = createWalletState();
  db.finance = createFinanceState();
  db.depositWithdraw = createDepositWithdrawState();
  db.ledger = seedFeeDeductions(createLedgerState(), Date.now());
  db.convert = createConvertState();
  db.securityCenter = createSecurityCenterState();
  db.outbox = createOutboxState();
  db.subAccounts = createSubAccountState();
}

/** The mock's clock (epoch ms): real time plus the offset the control API set. */
export function now(): number {
  return Date.now() + db.clockOffsetMs;
}

/** An opaque random token (hex). */
export function randomToken(bytes = 16): string {
  return randomBytes(bytes).toString('hex');
}

export function findUser(uid: number): MockUser | undefined {
  return db.users.get(uid);
}

export function findUserByEmail(email: string): MockUser | undefined {
  const wanted = email.trim().toLowerCase();
  if (!wanted) return undefined;
  for (const user of db.users.values()) if (user.email.toLowerCase() === wanted) return user;
  return undefined;
}

/** A phone user; without a country code any user with those digits matches. */
export function findUserByPhone(phone: string, countryCode?: string): MockUser | undefined {
  const digits = phone.trim();
  if (!digits) return undefined;
  for (const user of db.users.values()) {
    if (user.phone === digits && (!countryCode || user.country_code === countryCode)) return user;
  }
  return undefined;
}

export function findUserByAccount(
  account: string,
  accountType: 'email' | 'phone',
  countryCode?: string,
): MockUser | undefined {
  return accountType === 'email' ? findUserByEmail(account) : findUserByPhone(account, countryCode);
}

/** A sub-account by its name, case-insensitively: sub-accounts have no email or phone and log in by name. */
export function findSubAccountByName(name: string): MockUser | undefined {
  const wanted = name.trim().toLowerCase();
  if (!wanted) return undefined;
  for (const user of db.users.values()) if (user.user_type === 2 && user.account_name.toLowerCase() === wanted) return user;
  return undefined;
}

export function checkPassword(uid: number, password: string): boolean {
  const credential = db.auth.credentials.get(uid);
  if (!credential) return false;
  const given = Buffer.from(hashPassword(password, credential.salt), 'hex');
  return timingSafeEqual(given, Buffer.from(credential.hash, 'hex'));
}

export function setPassword(uid: number, password: string): void {
  const salt = randomToken(8);
  db.auth.credentials.set(uid, { salt, hash: hashPassword(password, salt) });
}

/** Adds a user (register); returns it with its new uid. */
export function addUser(fields: Omit<MockUser, 'uid'>, password: string): MockUser {
  const user: MockUser = { ...fields, uid: db.auth.nextUid };
  db.auth.nextUid += 1;
  db.users.set(user.uid, user);
  setPassword(user.uid, password);
  return user;
}

/** Creates a session for a seeded user; the token is opaque, so it need not be deterministic. */
export function createSession(uid: number = DEFAULT_SESSION_UID): MockSession {
  if (!db.users.has(uid)) throw new Error(`unknown uid ${uid}`);
  const session: MockSession = { token: randomToken(), uid, createdAt: now() };
  db.sessions.set(session.token, session);
  return session;
}

export function findSessionUser(token: string | null | undefined): MockUser | undefined {
  if (!token) return undefined;
  const session = db.sessions.get(token);
  return session ? db.users.get(session.uid) : undefined;
}

export function deleteSession(token: string): boolean {
  return db.sessions.delete(token);
}

/** Ends every session of a user (tickets and family tokens issued for them die with them). */
export function deleteSessionsOf(uid: number): number {
  let ended = 0;
  for (const [token, session] of db.sessions) {
    if (session.uid === uid) {
      db.sessions.delete(token);
      ended += 1;
    }
  }
  return ended;
}
