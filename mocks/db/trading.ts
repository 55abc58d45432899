// Trading state of the mock backend (exchange-wallet-fiat.md section 3, PROTOCOL.md 4.5):
// accounts per user, balances per account and currency (available `trade` and locked `frozen`,
// decimal.js values), orders and their match results. Seeded the same on every reset. Balance
// and order changes are announced to listeners (the account socket, the matching timer); the
// listeners outlive resets, the state does not.

import { Decimal } from 'decimal.js';
import { SEED_UIDS, TRADER_UIDS } from './users';

/** `borrow`: the C2C-lending margin account of one pair (subtype = symbol). */
export type AccountType = 'spot' | 'margin' | 'super-margin' | 'borrow';

export interface TradingAccount {
  id: number;
  uid: number;
  type: AccountType;
  /** Margin and borrow accounts are per symbol (e.g. btcusdt); absent on the others. */
  subtype?: string;
  state: 'working' | 'lock';
}

export interface Balance {
  trade: Decimal;
  frozen: Decimal;
  /** PROTOCOL.md 4.5 `seq-num` / 3.5 `seqNum`: counts the changes of this row (the fixture's rows differ per currency). */
  seqNum: number;
}

export type OrderSide = 'buy' | 'sell';
export type OrderKind = 'limit' | 'market' | 'stop-limit';
export type OrderState = 'pre-submitted' | 'submitted' | 'partial-filled' | 'filled' | 'partial-canceled' | 'canceled';
export type StopOperator = 'gte' | 'lte';

export interface Order {
  id: number;
  uid: number;
  accountId: number;
  symbol: string;
  side: OrderSide;
  kind: OrderKind;
  /** Limit price; zero for market orders. */
  price: Decimal;
  /** Base amount, or the quote value of a buy-market order (PROTOCOL.md 4.3). */
  amount: Decimal;
  stopPrice?: Decimal;
  operator?: StopOperator;
  source: string;
  clientOrderId: string;
  state: OrderState;
  createdAt: number;
  finishedAt: number;
  canceledAt: number;
  filledAmount: Decimal;
  filledCashAmount: Decimal;
  filledFees: Decimal;
  /** What is still locked for the order (quote for buys, base for sells). */
  frozen: Decimal;
}

export interface MatchResult {
  id: number;
  orderId: number;
  matchId: number;
  tradeId: number;
  symbol: string;
  type: string;
  price: Decimal;
  amount: Decimal;
  fee: Decimal;
  feeCurrency: string;
  role: 'maker' | 'taker';
  createdAt: number;
  source: string;
}

/** The next placements fail with this error (control API). */
export interface PlacementRejection {
  code: string;
  message: string;
  /** Placements still to fail. */
  times: number;
}

export interface TradingState {
  accounts: TradingAccount[];
  /** accountId → currency → balance. */
  balances: Map<number, Map<string, Balance>>;
  orders: Map<number, Order>;
  matches: MatchResult[];
  nextOrderId: number;
  nextMatchId: number;
  nextTradeId: number;
  rejection?: PlacementRejection;
  /** Delay of every order call (control API). */
  latencyMs: number;
}

export type ChangeType = 'order.place' | 'order.match' | 'order.refund' | 'order.cancel' | 'order.fee-refund' | 'other' | MarginChangeType;
/** PROTOCOL.md 3.5 changeType values of margin money moves. */
export type MarginChangeType = 'margin.transfer' | 'margin.loan' | 'margin.interest' | 'margin.repay';

export interface BalanceChange {
  accountId: number;
  uid: number;
  currency: string;
  changeType: ChangeType;
  balance: Decimal;
  available: Decimal;
  balanceChanged: boolean;
  availableChanged: boolean;
  seqNum: number;
  changeTime: number;
}

export type OrderEventType = 'creation' | 'trade' | 'cancellation' | 'trigger' | 'deletion';

export interface OrderTrade {
  price: Decimal;
  amount: Decimal;
  tradeId: number;
  role: 'maker' | 'taker';
}

export interface OrderEvent {
  eventType: OrderEventType;
  order: Order;
  at: number;
  trade?: OrderTrade;
}

export interface TradingListener {
  balance?(change: BalanceChange): void;
  order?(event: OrderEvent): void;
}

const FIRST_ORDER_ID = 350_000_000_000_001;

interface SeedAccount {
  type: AccountType;
  subtype?: string;
  balances: Record<string, string>;
}

/** Rows every spot account shows, even when empty. */
const SPOT_CURRENCIES = ['usdt', 'btc', 'eth', 'ht'];
const EMPTY_SPOT: SeedAccount = { type: 'spot', balances: {} };

const TRADER_ACCOUNTS: readonly SeedAccount[] = [
  { type: 'spot', balances: { usdt: '10000', btc: '1', eth: '10', ht: '200' } },
  { type: 'margin', subtype: 'btcusdt', balances: { btc: '0.5', usdt: '5000' } },
  { type: 'margin', subtype: 'ethusdt', balances: { eth: '0', usdt: '0' } },
  { type: 'super-margin', balances: { usdt: '1000', btc: '0' } },
  { type: 'borrow', subtype: 'btcusdt', balances: { usdt: '1000', btc: '0' } },
];

const SEED_ACCOUNTS: Readonly<Record<number, readonly SeedAccount[]>> = {
  [SEED_UIDS.ordinary]: TRADER_ACCOUNTS,
  ...Object.fromEntries(TRADER_UIDS.map((uid) => [uid, TRADER_ACCOUNTS])),
  [SEED_UIDS.manyRecords]: TRADER_ACCOUNTS,
  [SEED_UIDS.subAccount]: [{ type: 'spot', balances: { usdt: '500', btc: '0.01' } }],
  [SEED_UIDS.subAccountMargin]: TRADER_ACCOUNTS,
};

/** Account ids: uid × 100 + position, so they are stable and tell whose they are. */
export function accountIdOf(uid: number, index: number): number {
  return uid * 100 + index + 1;
}

function seedAccountsOf(uid: number): readonly SeedAccount[] {
  return SEED_ACCOUNTS[uid] ?? [EMPTY_SPOT];
}

function newBalance(amount = '0'): Balance {
  return { trade: new Decimal(amount), frozen: new Decimal(0), seqNum: 0 };
}

export function createTradingState(uids: Iterable<number>): TradingState {
  const state: TradingState = {
    accounts: [],
    balances: new Map(),
    orders: new Map(),
    matches: [],
    nextOrderId: FIRST_ORDER_ID,
    nextMatchId: 100_000_001,
    nextTradeId: 200_000_001,
    latencyMs: 0,
  };
  for (const uid of uids) addSeedAccounts(state, uid);
  return state;
}

/** Accounts of a user (a user registered after the seed gets an empty spot account on first use). */
export function addSeedAccounts(state: TradingState, uid: number): TradingAccount[] {
  const accounts = seedAccountsOf(uid).map((seed, index): TradingAccount => {
    const account: TradingAccount = { id: accountIdOf(uid, index), uid, type: seed.type, state: 'working' };
    if (seed.subtype) account.subtype = seed.subtype;
    const rows = new Map<string, Balance>();
    const currencies = seed.type === 'spot' ? [...new Set([...SPOT_CURRENCIES, ...Object.keys(seed.balances)])] : Object.keys(seed.balances);
    for (const currency of currencies) rows.set(currency, newBalance(seed.balances[currency]));
    state.balances.set(account.id, rows);
    return account;
  });
  state.accounts.push(...accounts);
  return accounts;
}

export function accountsOf(state: TradingState, uid: number): TradingAccount[] {
  const accounts = state.accounts.filter((account) => account.uid === uid);
  return accounts.length > 0 ? accounts : addSeedAccounts(state, uid);
}

export function findAccount(state: TradingState, accountId: number): TradingAccount | undefined {
  return state.accounts.find((account) => account.id === accountId);
}

export function balancesOf(state: TradingState, accountId: number): Map<string, Balance> {
  let rows = state.balances.get(accountId);
  if (!rows) {
    rows = new Map();
    state.balances.set(accountId, rows);
  }
  return rows;
}

export function balanceOf(state: TradingState, accountId: number, currency: string): Balance {
  const rows = balancesOf(state, accountId);
  let row = rows.get(currency);
  if (!row) {
    row = newBalance();
    rows.set(currency, row);
  }
  return row;
}

const listeners = new Set<TradingListener>();

/** Registers a listener for balance and order changes; returns its removal. */
export function listenTrading(listener: TradingListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitOrderEvent(event: OrderEvent): void {
  for (const listener of listeners) listener.order?.(event);
}

/**
 * Moves `trade` and `frozen` of one row by the given deltas and announces the change; a
 * negative result is a bug of the caller (checks come first), so it throws.
 */
export function changeBalance(
  state: TradingState,
  account: TradingAccount,
  currency: string,
  delta: { trade?: Decimal; frozen?: Decimal },
  changeType: ChangeType,
  at: number,
): void {
  const row = balanceOf(state, account.id, currency);
  const trade = row.trade.plus(delta.trade ?? 0);
  const frozen = row.frozen.plus(delta.frozen ?? 0);
  if (trade.isNegative() || frozen.isNegative()) {
    throw new Error(`balance of ${currency} in account ${account.id} would go negative`);
  }
  const balanceBefore = row.trade.plus(row.frozen);
  const availableChanged = !trade.eq(row.trade);
  row.trade = trade;
  row.frozen = frozen;
  const balance = trade.plus(frozen);
  const balanceChanged = !balance.eq(balanceBefore);
  if (!balanceChanged && !availableChanged) return;
  row.seqNum += 1;
  const change: BalanceChange = {
    accountId: account.id,
    uid: account.uid,
    currency,
    changeType,
    balance,
    available: trade,
    balanceChanged,
    availableChanged,
    seqNum: row.seqNum,
    changeTime: at,
  };
  for (const listener of listeners) listener.balance?.(change);
}

/** Orders not yet finished (waiting for their stop, or on the book). */
export function isOpenOrder(order: Order): boolean {
  return order.state === 'pre-submitted' || order.state === 'submitted' || order.state === 'partial-filled';
}

export function openOrders(state: TradingState): Order[] {
  return [...state.orders.values()].filter(isOpenOrder);
}
