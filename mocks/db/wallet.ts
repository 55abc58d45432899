// Wallet balances of the product accounts (exchange-wallet-fiat.md section 3 "Balances", "Crypto
// loan", "Mining", "Gridding", "C2C rows"; section 6 sub-users): the kinds whose balances do not
// live in db.trading (spot, margin and super-margin do). Per user and kind, one row per currency
// (available and frozen, decimal.js), plus the kind's own figures (c2c limits, mining income,
// crypto-loan debt, point groups). The fail switches of the control API live here too, so a
// reset clears them with the rest.

import { Decimal } from 'decimal.js';
import { MANY_CURRENCIES_COUNT, manyCurrencyCodes } from './wallet-seed';
import { SEED_UIDS, TRADER_UIDS } from './users';

/** Every account kind the wallet shows (the spec's names), plus the calls that are not one kind's rows. */
export const WALLET_KINDS = [
  'spot',
  'margin',
  'superMargin',
  'otc',
  'dm',
  'swap',
  'linear',
  'option',
  'minepool',
  'c2cBorrow',
  'cryptoLoans',
  'mining',
  'gridding',
  'point',
  'stableCoin',
  'finance',
  'valuation',
] as const;

export type WalletKind = (typeof WALLET_KINDS)[number];

/** Kinds whose rows live here; `linearCross` is the cross USDT-margined account of the `linear` kind. */
export const PRODUCT_KINDS = ['otc', 'dm', 'swap', 'linear', 'linearCross', 'option', 'minepool', 'c2cBorrow', 'cryptoLoans', 'mining', 'gridding', 'point'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** Kinds whose rows live in db.trading (changeBalance, accounts.update). */
export const TRADING_KINDS = ['spot', 'margin', 'superMargin'] as const;
export type TradingKind = (typeof TRADING_KINDS)[number];

/** Section 6: a sub-user's otc, mining, minepool, crypto-loans and c2c-borrow balances are empty. */
export const SUB_USER_EMPTY_KINDS: readonly ProductKind[] = ['otc', 'mining', 'minepool', 'cryptoLoans', 'c2cBorrow'];

export interface ProductRow {
  available: Decimal;
  frozen: Decimal;
  /** c2cBorrow: what may still be transferred out, and whether withdrawing is at risk. */
  transferOutLimit?: Decimal;
  withdrawRisk?: boolean;
}

export interface UserWallet {
  /** kind → currency (or derivative symbol / contract code) → row. */
  rows: Map<ProductKind, Map<string, ProductRow>>;
  /** Crypto loans: what is borrowed, in USDT. */
  loaningUsdt: Decimal;
  /** Mining: the income figures, in the mining currency. */
  miningCurrency: string;
  miningIncomeTotal: Decimal;
  miningIncomeYesterday: Decimal;
  /** 1 shows the mining tab, 0 hides it. */
  miningSwitch: 0 | 1;
  /** Finance (investment / savings) account opened. */
  financeOpened: boolean;
}

export interface WalletFailure {
  code: number | string;
  message: string;
}

export interface WalletState {
  users: Map<number, UserWallet>;
  /** `${uid}:${kind}` → the failure every call of that kind answers until cleared. */
  failures: Map<string, WalletFailure>;
}

type SeedRow = string | { available: string; frozen?: string; transferOutLimit?: string; withdrawRisk?: boolean };
type SeedWallet = Partial<Record<ProductKind, Record<string, SeedRow>>> & {
  loaningUsdt?: string;
  miningIncomeTotal?: string;
  miningIncomeYesterday?: string;
  miningSwitch?: 0 | 1;
  financeOpened?: boolean;
};

/** Every product kind holding something: the ordinary user, the traders, the disabled user. */
const FULL_WALLET: SeedWallet = {
  otc: { usdt: { available: '1000', frozen: '200' }, btc: '0.05', eth: '0' },
  dm: { BTC: { available: '0.1', frozen: '0.02' }, ETH: '1.5' },
  swap: { 'BTC-USD': { available: '0.05', frozen: '0.01' }, 'ETH-USD': '0.8' },
  linear: { 'BTC-USDT': { available: '250', frozen: '50' }, 'ETH-USDT': '120' },
  linearCross: { USDT: { available: '700', frozen: '100' } },
  option: { BTC: { available: '0.02' }, USDT: { available: '120', frozen: '30' } },
  minepool: { btc: '0.003', ltc: '1.2' },
  c2cBorrow: {
    usdt: { available: '800', frozen: '200', transferOutLimit: '600', withdrawRisk: false },
    btc: { available: '0.02', transferOutLimit: '0.01', withdrawRisk: true },
  },
  cryptoLoans: { btc: { available: '0', frozen: '0.5' }, eth: { available: '0', frozen: '3' } },
  mining: { btc: { available: '0.004', frozen: '0.0002' } },
  gridding: { usdt: { available: '100', frozen: '400' }, btc: { available: '0', frozen: '0.01' } },
  point: { point: '120.5' },
  loaningUsdt: '9000',
  miningIncomeTotal: '0.0012',
  miningIncomeYesterday: '0.00003',
  miningSwitch: 1,
  financeOpened: true,
};

/** A sub-user: the derivatives, grid and points hold something; the section-6 kinds stay empty. */
const SUB_USER_WALLET: SeedWallet = {
  dm: { BTC: '0.01' },
  swap: { 'BTC-USD': '0.02' },
  linear: { 'BTC-USDT': '80' },
  linearCross: { USDT: '50' },
  option: { USDT: '10' },
  gridding: { usdt: { available: '20', frozen: '30' } },
  point: { point: '3' },
  miningSwitch: 0,
  financeOpened: false,
};

const SEED_WALLETS: Readonly<Record<number, SeedWallet>> = {
  [SEED_UIDS.ordinary]: FULL_WALLET,
  ...Object.fromEntries(TRADER_UIDS.map((uid) => [uid, FULL_WALLET])),
  [SEED_UIDS.manyRecords]: FULL_WALLET,
  [SEED_UIDS.disabled]: FULL_WALLET,
  [SEED_UIDS.subAccount]: SUB_USER_WALLET,
  [SEED_UIDS.subAccountMargin]: SUB_USER_WALLET,
};

/** Spot balances added to db.trading at seed (the trading seed gives these users an empty spot account). */
export function seedSpotExtras(uid: number): Record<string, string> {
  if (uid === SEED_UIDS.disabled) return { usdt: '2500', btc: '0.2', eth: '1', ht: '50' };
  if (uid === SEED_UIDS.manyCurrencies) {
    // Amounts vary with the position so sorting and totals have something to do.
    return Object.fromEntries(manyCurrencyCodes(MANY_CURRENCIES_COUNT).map((cc, index) => [cc, String((index % 17) + 1) + '.' + String(index).padStart(3, '0')]));
  }
  return {};
}

function seedRow(seed: SeedRow): ProductRow {
  if (typeof seed === 'string') return { available: new Decimal(seed), frozen: new Decimal(0) };
  const row: ProductRow = { available: new Decimal(seed.available), frozen: new Decimal(seed.frozen ?? '0') };
  if (seed.transferOutLimit !== undefined) row.transferOutLimit = new Decimal(seed.transferOutLimit);
  if (seed.withdrawRisk !== undefined) row.withdrawRisk = seed.withdrawRisk;
  return row;
}

function newUserWallet(seed: SeedWallet = {}): UserWallet {
  const rows = new Map<ProductKind, Map<string, ProductRow>>();
  for (const kind of PRODUCT_KINDS) {
    rows.set(kind, new Map(Object.entries(seed[kind] ?? {}).map(([currency, row]) => [currency, seedRow(row)])));
  }
  return {
    rows,
    loaningUsdt: new Decimal(seed.loaningUsdt ?? '0'),
    miningCurrency: 'btc',
    miningIncomeTotal: new Decimal(seed.miningIncomeTotal ?? '0'),
    miningIncomeYesterday: new Decimal(seed.miningIncomeYesterday ?? '0'),
    miningSwitch: seed.miningSwitch ?? 0,
    financeOpened: seed.financeOpened ?? false,
  };
}

export function createWalletState(): WalletState {
  const users = new Map<number, UserWallet>();
  for (const [uid, seed] of Object.entries(SEED_WALLETS)) users.set(Number(uid), newUserWallet(seed));
  return { users, failures: new Map() };
}

/** A user's wallet; a user without a seed gets empty accounts on first use. */
export function walletOf(state: WalletState, uid: number): UserWallet {
  let wallet = state.users.get(uid);
  if (!wallet) {
    wallet = newUserWallet();
    state.users.set(uid, wallet);
  }
  return wallet;
}

export function productRowsOf(state: WalletState, uid: number, kind: ProductKind): Map<string, ProductRow> {
  const wallet = walletOf(state, uid);
  let rows = wallet.rows.get(kind);
  if (!rows) {
    rows = new Map();
    wallet.rows.set(kind, rows);
  }
  return rows;
}

export function rowTotal(row: ProductRow): Decimal {
  return row.available.plus(row.frozen);
}

/** Product account ids: uid × 100 + 50 + the kind's position (trading accounts use the first positions). */
export function productAccountId(uid: number, kind: ProductKind): number {
  return uid * 100 + 50 + PRODUCT_KINDS.indexOf(kind);
}

function failureKey(uid: number, kind: WalletKind): string {
  return `${uid}:${kind}`;
}

export function setWalletFailure(state: WalletState, uid: number, kind: WalletKind, failure: WalletFailure): void {
  state.failures.set(failureKey(uid, kind), failure);
}

/** Clears one switch, a user's switches (no kind) or every switch (no uid); returns how many were cleared. */
export function clearWalletFailures(state: WalletState, uid?: number, kind?: WalletKind): number {
  let cleared = 0;
  for (const key of [...state.failures.keys()]) {
    const [keyUid, keyKind] = key.split(':');
    if ((uid === undefined || Number(keyUid) === uid) && (kind === undefined || keyKind === kind)) {
      state.failures.delete(key);
      cleared += 1;
    }
  }
  return cleared;
}

export function walletFailureOf(state: WalletState, uid: number, kind: WalletKind): WalletFailure | undefined {
  return state.failures.get(failureKey(uid, kind));
}

/**
 * Sets (value) or moves (delta) the available amount of one product row; the row is created when
 * missing. Returns the row, or an error text when the result would be negative.
 */
export function moveProductBalance(state: WalletState, uid: number, kind: ProductKind, currency: string, change: { delta?: Decimal; value?: Decimal }): ProductRow | string {
  const rows = productRowsOf(state, uid, kind);
  const row = rows.get(currency) ?? { available: new Decimal(0), frozen: new Decimal(0) };
  const available = change.value ?? row.available.plus(change.delta ?? 0);
  if (available.isNegative()) return `available of ${currency} in ${kind} would go negative`;
  row.available = available;
  rows.set(currency, row);
  return row;
}
