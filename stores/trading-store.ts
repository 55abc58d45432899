// The logged-in user's live trading state on one exchange page. The server data (accounts,
// balances, open orders) is loaded and cached by the query layer (queries/trading.ts) and
// written here by useTrading on every answer; the account socket's accounts.update then changes
// balances in place (an absent field means unchanged), and the page marks orders it is
// cancelling. The accounts of every type and the form's exchange type and margin mode pick the
// account orders go to. One store per page instance, like the market store.

import { createStore, type StoreApi } from 'zustand/vanilla';
import { applyBalanceChange, type AccountBalances, type BalanceChange } from '@/lib/protocol/account-updates';
import { markCancelling } from '@/lib/trading';
import { DEFAULT_EXCHANGE_TYPE, DEFAULT_MARGIN_MODE } from '@/lib/trading/preferences';
import type { ExchangeType, MarginMode, Order } from '@/lib/trading/types';
import { accountForExchangeType } from '@/services/trading/account-for-type';
import type { AccountBalance, TradingAccount } from '@/services/trading/convert';

export interface TradingState {
  /** Spot account id, null until the accounts are loaded (or when the user has none). */
  spotAccountId: string | null;
  balances: AccountBalances;
  openOrders: readonly Order[];
  /** The first load failed: the form says so instead of showing zero balances. */
  loadError: string | null;
  /** Every account of the user, null until loaded (exchange-wallet-fiat.md section 3). */
  accounts: readonly TradingAccount[] | null;
  /** The order form's exchange type in effect (after the margin gates) and its margin mode. */
  exchangeType: ExchangeType;
  marginMode: MarginMode;
  /**
   * The isolated-margin gate as the order form worked it out (section 6): null when open, a
   * reason when closed, '' while the user or a sub-user's authority is still loading.
   */
  marginGate: string | null;
}

export type TradingStore = StoreApi<TradingState>;

export function createTradingStore(): TradingStore {
  return createStore<TradingState>(() => ({
    spotAccountId: null,
    balances: {},
    openOrders: [],
    loadError: null,
    accounts: null,
    exchangeType: DEFAULT_EXCHANGE_TYPE,
    marginMode: DEFAULT_MARGIN_MODE,
    marginGate: '',
  }));
}

/** The accounts list as loaded; the spot account is the one spot orders use. */
export function setAccounts(store: TradingStore, accounts: readonly TradingAccount[], spotAccountId: string | null): void {
  store.setState({ spotAccountId, accounts, loadError: null });
}

/** The accounts list failed to load: the form says so. */
export function setAccountsFailure(store: TradingStore, text: string): void {
  store.setState({ loadError: text });
}

/** The open orders of the active account, as the REST answer (or none without an account). */
export function setOpenOrders(store: TradingStore, orders: readonly Order[]): void {
  store.setState({ openOrders: orders });
}

/** The orders' rows show 撤单中 (their 撤单 disabled) until the next answer. */
export function markOrdersCancelling(store: TradingStore, orderIds: readonly string[], now: number): void {
  if (orderIds.length === 0) return;
  store.setState((state) => ({ openOrders: markCancelling([...state.openOrders], orderIds, now) }));
}

/** The order form's account type and margin mode, and why margin is closed ('' unknown, null open). */
export function setOrderChoice(store: TradingStore, choice: Pick<TradingState, 'exchangeType' | 'marginMode' | 'marginGate'>): void {
  store.setState(choice);
}

/** A REST balance as the socket's model: balance = trade + frozen, available = trade. */
export function setAccountBalance(store: TradingStore, balance: AccountBalance): void {
  const currencies = Object.fromEntries(
    Object.entries(balance.currencies).map(([currency, row]) => [
      currency,
      { accountType: 'trade', balance: row.total, available: row.available, seqNum: row.seqNum ?? null, changeTime: null },
    ]),
  );
  store.setState((state) => ({ balances: { ...state.balances, [balance.accountId]: currencies } }));
}

export function applyAccountChange(store: TradingStore, change: BalanceChange): void {
  store.setState((state) => {
    const balances = applyBalanceChange(state.balances, change);
    return balances === state.balances ? {} : { balances };
  });
}

/** Available amount of a currency on the spot account, or null while unknown. */
export function spotAvailable(state: TradingState, currency: string): string | null {
  if (!state.spotAccountId) return null;
  return state.balances[state.spotAccountId]?.[currency]?.available ?? (Object.keys(state.balances[state.spotAccountId] ?? {}).length > 0 ? '0' : null);
}

/**
 * The account of the form's exchange type for `symbol`: before the accounts are loaded, the spot
 * account for exchange; null when the user has no account of that type for the pair.
 */
export function activeAccountId(state: TradingState, symbol: string): string | null {
  if (state.accounts === null) return state.exchangeType === 'exchange' ? state.spotAccountId : null;
  return accountForExchangeType(state.accounts, state.exchangeType, symbol)?.id ?? null;
}

/** Available amount of a currency on an account, or null while unknown. */
export function accountAvailable(state: TradingState, accountId: string | null, currency: string): string | null {
  if (!accountId) return null;
  const rows = state.balances[accountId];
  return rows?.[currency]?.available ?? (Object.keys(rows ?? {}).length > 0 ? '0' : null);
}
