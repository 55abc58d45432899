// Transfers between one user's accounts (exchange-wallet-fiat.md section 7 "transfers between
// accounts"; WALLET.md 7): the rules of lib/transfer (one side spot, a sub-user without otc or
// c2c, margin only with its authority), the limits the wire documents (v2's 1303 "Each
// transfer-out cannot be less than 5USDT." on a USDT-swap transfer-out, the futures call's 10 per
// minute), and the move itself: both balances in one step (spot, margin and super-margin in
// db.trading with changeBalance, which pushes accounts.update; the product kinds in db.wallet with
// moveProductBalance) with one ledger entry per leg sharing the transfer's ref.
//
// The state (next id, the futures call times, the per-user "fail the next transfer" switch) hangs
// off the ledger it writes to, so a reset (a new ledger) starts it afresh.

import { Decimal } from 'decimal.js';
import { isAllowedPair, transferType, type TransferKind } from '@/lib/transfer';
import { appendLedger, type LedgerState } from './ledger';
import { accountsOf, balanceOf, changeBalance, type TradingAccount, type TradingState } from './trading';
import { moveProductBalance, productAccountId, productRowsOf, type ProductKind, type WalletState } from './wallet';

export interface TransferFailure {
  code: number | string;
  message: string;
}

export interface TransferState {
  nextId: number;
  /** uid → the failure the next transfer of that user answers (then cleared). */
  failNext: Map<number, TransferFailure>;
  /** uid → times of the futures transfers of the last minute. */
  futuresCalls: Map<number, number[]>;
}

const states = new WeakMap<LedgerState, TransferState>();

export function transferStateOf(ledger: LedgerState): TransferState {
  let state = states.get(ledger);
  if (!state) {
    state = { nextId: 8_000_001, failNext: new Map(), futuresCalls: new Map() };
    states.set(ledger, state);
  }
  return state;
}

/** Makes the user's next transfer (any route, margin ones included) fail with this code and message. */
export function setTransferFailure(ledger: LedgerState, uid: number, failure: TransferFailure): void {
  transferStateOf(ledger).failNext.set(uid, failure);
}

export function clearTransferFailure(ledger: LedgerState, uid?: number): void {
  const { failNext } = transferStateOf(ledger);
  if (uid === undefined) failNext.clear();
  else failNext.delete(uid);
}

/** The failure set for the user's next transfer, taken (cleared) as it is answered. */
export function takeTransferFailure(ledger: LedgerState, uid: number): TransferFailure | undefined {
  const { failNext } = transferStateOf(ledger);
  const failure = failNext.get(uid);
  failNext.delete(uid);
  return failure;
}

/** Futures transfers: 10 per minute per user (WALLET.md 1, `frequent-invoke`); true when this call is over. */
export function futuresRateExceeded(ledger: LedgerState, uid: number, at: number): boolean {
  const { futuresCalls } = transferStateOf(ledger);
  const recent = (futuresCalls.get(uid) ?? []).filter((time) => at - time < 60_000);
  if (recent.length >= 10) {
    futuresCalls.set(uid, recent);
    return true;
  }
  futuresCalls.set(uid, [...recent, at]);
  return false;
}

export const SUB_USER_TYPE = 2;
export const MIN_LINEAR_TRANSFER_OUT = new Decimal(5);

/** What went wrong with a move, for the handler to say in its route's words. */
export type MoveProblem =
  | { kind: 'pair' }
  | { kind: 'no-account'; side: TransferKind }
  | { kind: 'forbidden'; side: TransferKind }
  | { kind: 'currency'; side: TransferKind }
  | { kind: 'insufficient'; available: Decimal }
  | { kind: 'risk' }
  | { kind: 'minimum' };

export interface TransferWorld {
  trading: TradingState;
  wallet: WalletState;
  ledger: LedgerState;
}

export interface TransferRequest {
  uid: number;
  userType: number;
  /** A sub-user's open authorities ('margin', 'super-margin'). */
  authorities: ReadonlySet<string>;
  from: TransferKind;
  to: TransferKind;
  currency: string;
  amount: Decimal;
  /** The isolated pair (margin side). */
  symbol?: string;
}

export interface TransferDone {
  id: number;
  time: number;
}

/** One side of a move: where its balance lives. */
type Leg = { store: 'trading'; account: TradingAccount } | { store: 'wallet'; product: ProductKind; key: string; accountId: number };

function tradingAccount(trading: TradingState, uid: number, kind: TransferKind, symbol: string): TradingAccount | undefined {
  return accountsOf(trading, uid).find((account) =>
    kind === 'spot' ? account.type === 'spot' : kind === 'superMargin' ? account.type === 'super-margin' : account.type === 'margin' && account.subtype === symbol,
  );
}

/** The product row key of a currency: dm by coin, coin swaps by contract, USDT swaps in the cross USDT account. */
function productKey(kind: TransferKind, currency: string): { product: ProductKind; key: string } | undefined {
  const upper = currency.toUpperCase();
  switch (kind) {
    case 'otc':
      return { product: 'otc', key: currency };
    case 'c2cBorrow':
      return { product: 'c2cBorrow', key: currency };
    case 'dm':
      return currency === 'usdt' || currency === 'husd' ? undefined : { product: 'dm', key: upper };
    case 'swap':
      return currency === 'usdt' || currency === 'husd' ? undefined : { product: 'swap', key: `${upper}-USD` };
    case 'linear':
      return currency === 'usdt' ? { product: 'linearCross', key: 'USDT' } : undefined;
    default:
      return undefined;
  }
}

/** The C2C borrow account's id, as the c2c balance call names it: the first borrow account, else the product account. */
export function c2cAccountId(trading: TradingState, uid: number): number {
  return accountsOf(trading, uid).find((account) => account.type === 'borrow')?.id ?? productAccountId(uid, 'c2cBorrow');
}

function symbolHolds(symbol: string, currency: string): boolean {
  return symbol !== currency && (symbol.startsWith(currency) || symbol.endsWith(currency));
}

function legOf(world: TransferWorld, request: TransferRequest, kind: TransferKind): Leg | MoveProblem {
  const { uid, userType, authorities, currency } = request;
  const symbol = request.symbol ?? '';
  const sub = userType === SUB_USER_TYPE;
  if (sub && (kind === 'otc' || kind === 'c2cBorrow')) return { kind: 'forbidden', side: kind };
  if (sub && kind === 'margin' && !authorities.has('margin')) return { kind: 'forbidden', side: kind };
  if (sub && kind === 'superMargin' && !authorities.has('super-margin')) return { kind: 'forbidden', side: kind };
  if (kind === 'spot' || kind === 'margin' || kind === 'superMargin') {
    if (kind === 'margin' && !symbolHolds(symbol, currency)) return { kind: 'currency', side: kind };
    const account = tradingAccount(world.trading, uid, kind, symbol);
    return account ? { store: 'trading', account } : { kind: 'no-account', side: kind };
  }
  const key = productKey(kind, currency);
  if (!key) return { kind: 'currency', side: kind };
  const accountId = key.product === 'c2cBorrow' ? c2cAccountId(world.trading, uid) : productAccountId(uid, key.product);
  return { store: 'wallet', ...key, accountId };
}

function isProblem(value: Leg | MoveProblem): value is MoveProblem {
  return !('store' in value);
}

function availableOf(world: TransferWorld, uid: number, leg: Leg, currency: string): Decimal {
  if (leg.store === 'trading') return balanceOf(world.trading, leg.account.id, currency).trade;
  return productRowsOf(world.wallet, uid, leg.product).get(leg.key)?.available ?? new Decimal(0);
}

function move(world: TransferWorld, uid: number, leg: Leg, kind: TransferKind, currency: string, delta: Decimal, at: number): void {
  if (leg.store === 'trading') {
    changeBalance(world.trading, leg.account, currency, { trade: delta }, kind === 'spot' ? 'other' : 'margin.transfer', at);
    return;
  }
  const row = moveProductBalance(world.wallet, uid, leg.product, leg.key, { delta });
  // C2C borrow: what leaves uses up the transfer-out limit; what comes in may leave again.
  if (typeof row !== 'string' && leg.product === 'c2cBorrow') {
    row.transferOutLimit = Decimal.max(0, (row.transferOutLimit ?? new Decimal(0)).plus(delta));
  }
}

export interface LegRecord {
  kind: TransferKind;
  accountId: number;
  symbol?: string;
}

/** The two ledger entries of a transfer (one per account, signed from its own view, one ref). */
export function recordTransferLegs(ledger: LedgerState, uid: number, from: LegRecord, to: LegRecord, currency: string, amount: Decimal, ref: string, time: number): void {
  const subtype = transferType(from.kind, to.kind);
  const symbol = from.symbol ?? to.symbol;
  const common = { uid, currency, type: 'transfer' as const, subtype, ref, time, ...(symbol ? { symbol } : {}) };
  appendLedger(ledger, { ...common, account: from.kind, accountId: from.accountId, amount: amount.neg(), counterpart: to.kind });
  appendLedger(ledger, { ...common, account: to.kind, accountId: to.accountId, amount, counterpart: from.kind });
}

function legAccountId(leg: Leg): number {
  return leg.store === 'trading' ? leg.account.id : leg.accountId;
}

/**
 * Checks and moves: both balances and both ledger entries in one step, or nothing and the problem.
 * The amount is positive (the handler reads it).
 */
export function executeTransfer(world: TransferWorld, request: TransferRequest, at: number): TransferDone | MoveProblem {
  const { uid, from, to, amount } = request;
  const currency = request.currency.toLowerCase();
  if (!isAllowedPair(from, to)) return { kind: 'pair' };
  const fromLeg = legOf(world, { ...request, currency }, from);
  if (isProblem(fromLeg)) return fromLeg;
  const toLeg = legOf(world, { ...request, currency }, to);
  if (isProblem(toLeg)) return toLeg;
  if (from === 'linear' && amount.lt(MIN_LINEAR_TRANSFER_OUT)) return { kind: 'minimum' };
  let most = availableOf(world, uid, fromLeg, currency);
  if (fromLeg.store === 'wallet' && fromLeg.product === 'c2cBorrow') {
    const row = productRowsOf(world.wallet, uid, 'c2cBorrow').get(fromLeg.key);
    if (row?.withdrawRisk) return { kind: 'risk' };
    most = Decimal.min(most, row?.transferOutLimit ?? new Decimal(0));
  }
  if (amount.gt(most)) return { kind: 'insufficient', available: most };
  move(world, uid, fromLeg, from, currency, amount.neg(), at);
  move(world, uid, toLeg, to, currency, amount, at);
  const state = transferStateOf(world.ledger);
  const id = state.nextId;
  state.nextId += 1;
  const symbol = request.symbol ?? '';
  recordTransferLegs(
    world.ledger,
    uid,
    { kind: from, accountId: legAccountId(fromLeg), ...(from === 'margin' ? { symbol } : {}) },
    { kind: to, accountId: legAccountId(toLeg), ...(to === 'margin' ? { symbol } : {}) },
    currency,
    amount,
    String(id),
    at,
  );
  return { id, time: at };
}

// ---- dx-point transfer (custody): points from one user's point account to another's ----------

export type PointProblem = { kind: 'no-user' } | { kind: 'self' } | { kind: 'sub-user' } | { kind: 'precision' } | { kind: 'insufficient'; available: Decimal };

export interface PointTransferRequest {
  uid: number;
  /** Set for a sub-user: the only account it may send points to (WALLET.md 9: sub → parent). */
  parentUid?: number;
  toUid: number;
  toExists: boolean;
  amount: Decimal;
}

const POINT_KEY = 'point';

/** Moves points (termless group) between two users' point accounts, with one 'point-transfer' ledger entry each. */
export function executePointTransfer(world: Pick<TransferWorld, 'wallet' | 'ledger'>, request: PointTransferRequest, at: number): TransferDone | PointProblem {
  const { uid, toUid, amount } = request;
  if (!request.toExists) return { kind: 'no-user' };
  if (toUid === uid) return { kind: 'self' };
  if (request.parentUid !== undefined && request.parentUid !== toUid) return { kind: 'sub-user' };
  if (amount.decimalPlaces() > 8) return { kind: 'precision' };
  const own = productRowsOf(world.wallet, uid, 'point').get(POINT_KEY)?.available ?? new Decimal(0);
  if (amount.gt(own)) return { kind: 'insufficient', available: own };
  moveProductBalance(world.wallet, uid, 'point', POINT_KEY, { delta: amount.neg() });
  moveProductBalance(world.wallet, toUid, 'point', POINT_KEY, { delta: amount });
  const state = transferStateOf(world.ledger);
  const id = state.nextId;
  state.nextId += 1;
  const common = { currency: POINT_KEY, type: 'point-transfer' as const, subtype: 'dx-point', ref: String(id), time: at, counterpart: 'point' };
  appendLedger(world.ledger, { ...common, uid, account: 'point', accountId: productAccountId(uid, 'point'), amount: amount.neg() });
  appendLedger(world.ledger, { ...common, uid: toUid, account: 'point', accountId: productAccountId(toUid, 'point'), amount });
  return { id, time: at };
}
