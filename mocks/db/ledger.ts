// The mock's ledger: one entry per balance move of one account (deposits, withdrawals and their
// fees, transfers, conversions, trading fees and their deduction, point transfers). The finance
// records (`finance/record`) are read from here and nowhere else, and every code path that moves
// a balance writes its entries here in the same step, so that records and balances agree.
//
// Entries are kept per user in the order they happened (ids increase with time). A move of
// several legs (the two sides of a transfer, the parts of a conversion) shares one `ref`.

import type { Decimal } from 'decimal.js';

/** What kind of move an entry is (WALLET.md 7.6 transact-type, narrowed to what the records show). */
export const LEDGER_TYPES = [
  'deposit',
  'withdraw',
  'withdraw-fee',
  'transfer',
  'conversion',
  'transact-fee',
  'fee-deduction',
  'point-transfer',
] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

export interface LedgerEntry {
  /** Increasing over the whole ledger; the paging cursor of the records. */
  id: number;
  uid: number;
  /** The wallet kind of the account (spot, margin, superMargin, otc, dm, swap, linear, c2cBorrow, point, …). */
  account: string;
  accountId: number;
  currency: string;
  /** Signed, from this account's view: positive in, negative out. */
  amount: Decimal;
  type: LedgerType;
  /**
   * transfer: the HTX transferType (`spot-to-margin`, `margin-to-spot`, …); conversion:
   * `small-balance`, `small-usdt`, `stand-alone-coin` or `stand-alone-usdt`; deposit and
   * withdraw: the chain.
   */
  subtype?: string;
  /** Shared by the entries of one move (a transfer id, a conversion id, a deposit id). */
  ref: string;
  time: number;
  /** The other account of a transfer (its wallet kind). */
  counterpart?: string;
  /** The margin pair of an isolated-margin leg. */
  symbol?: string;
}

export interface LedgerState {
  nextId: number;
  byUid: Map<number, LedgerEntry[]>;
}

export function createLedgerState(): LedgerState {
  return { nextId: 1, byUid: new Map() };
}

/** Appends one entry and returns it (with its id). */
export function appendLedger(state: LedgerState, entry: Omit<LedgerEntry, 'id'>): LedgerEntry {
  const added: LedgerEntry = { ...entry, id: state.nextId };
  state.nextId += 1;
  let list = state.byUid.get(entry.uid);
  if (!list) {
    list = [];
    state.byUid.set(entry.uid, list);
  }
  // Kept sorted by time: a seeded history may be written after live entries of the same user.
  let at = list.length;
  while (at > 0 && (list[at - 1] as LedgerEntry).time > added.time) at -= 1;
  list.splice(at, 0, added);
  return added;
}

/** A user's entries, oldest first. */
export function ledgerOf(state: LedgerState, uid: number): readonly LedgerEntry[] {
  return state.byUid.get(uid) ?? [];
}

// ---- the process's ledger, for the balance moves that only get the trading state -------------
// The deposit/withdraw and order-matching code is handed db.trading and its own state, not db;
// db binds its ledger here (mocks/db/index.ts), so those moves write their entries in the same
// step without importing db (which imports them).

let boundLedger: (() => LedgerState) | null = null;

export function bindLedger(source: (() => LedgerState) | null): void {
  boundLedger = source;
}

/** Appends to the bound ledger; nothing happens when none is bound (a state used on its own in a test). */
export function recordLedger(entry: Omit<LedgerEntry, 'id'>): LedgerEntry | null {
  const state = boundLedger?.();
  return state ? appendLedger(state, entry) : null;
}
