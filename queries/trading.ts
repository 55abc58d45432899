'use client';

// Spot trading's server data (exchange-wallet-fiat.md sections 5, 6, 7): the accounts, an
// account's balance, the pair's open and finished orders, the form's fees, the order-confirm
// switch and a sub-user's authorities. One hook per resource; a screen that needs the same
// resource as another shares its cache entry, so the exchange page asks for the accounts and
// the spot balance once however many panels read them.

import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { HISTORY_MAX_PAGES, historyOrders, historyQuery, nextHistoryFrom, type HistoryFilter, type Order, type OrderPayload } from '@/lib/trading';
import { fetchAccounts, fetchBalance } from '@/services/trading/accounts';
import { AUTHORITY_TYPES, fetchSubUserAuthority, type AuthorityType } from '@/services/trading/authority';
import { fetchSymbolFee, fetchUserFeeInfo } from '@/services/trading/fees';
import { fetchOrderConfirmSwitch, saveOrderConfirmSwitch } from '@/services/trading/order-confirm';
import {
  CANCEL_SUCCESS_TEXT,
  cancelAllOrders,
  cancelOrder,
  fetchMatchResults,
  fetchOpenOrders,
  fetchOrder,
  fetchOrderHistory,
  type CancelAllParams,
} from '@/services/trading/orders';
import { placeFor, type PlacementContext } from '@/services/trading/place';
import { showToast } from '@/stores/toast-store';
import { tradingKeys } from './keys';
import { queryErrorText, TOASTING_CALL, unwrap } from './failure';

const QUIET = { silent: true } as const;

export function accountsQuery() {
  // Not silent: the accounts are the first call of a trading page, and a network failure says so.
  return queryOptions({ queryKey: tradingKeys.accounts(), queryFn: async () => unwrap(await fetchAccounts()), ...TOASTING_CALL });
}

export function balanceQuery(accountId: string) {
  return queryOptions({ queryKey: tradingKeys.balance(accountId), queryFn: async () => unwrap(await fetchBalance(accountId, QUIET)) });
}

/** Every account of a logged-in user (none asked for a visitor). */
export function useAccounts(loggedIn: boolean) {
  return useQuery({ ...accountsQuery(), enabled: loggedIn });
}

/** One account's REST balance; nothing is asked without an account. */
export function useBalance(accountId: string | null) {
  return useQuery({ ...balanceQuery(accountId ?? ''), enabled: accountId !== null });
}

export function useOpenOrders(symbol: string, accountId: string | null) {
  return useQuery({
    queryKey: tradingKeys.openOrders(symbol, accountId ?? ''),
    queryFn: async () => unwrap(await fetchOpenOrders({ accountId: accountId ?? '', symbol }, QUIET)),
    enabled: accountId !== null,
  });
}

/** The pair's finished orders under the 历史委托 filter, asked while the tab is shown. */
export function useOrderHistoryQuery(symbol: string, filter: HistoryFilter, enabled: boolean) {
  return useQuery({
    queryKey: tradingKeys.history(symbol, filter),
    queryFn: async () => {
      const now = Date.now();
      const query = historyQuery(symbol, filter, now);
      // Page by `from` (older than the last order of a full page) through the whole range, so the
      // list and its CSV export hold every order of it, not the newest page alone.
      const loaded: Order[] = [];
      let from: string | undefined;
      for (let page = 0; page < HISTORY_MAX_PAGES; page += 1) {
        const orders = unwrap(await fetchOrderHistory(from === undefined ? query : { ...query, from, direct: 'next' }, QUIET));
        loaded.push(...orders);
        const next = nextHistoryFrom(orders, query.size, from);
        if (next === null) break;
        from = next;
      }
      return historyOrders(loaded, filter, now);
    },
    enabled,
    // Finished orders change with every fill: the orders prefix is invalidated then, and a tab
    // opened again asks again.
    staleTime: 0,
  });
}

/** One order and its match results, for the detail dialog. */
export function useOrderDetail(orderId: string | null) {
  return useQuery({
    queryKey: tradingKeys.order(orderId ?? ''),
    queryFn: async () => {
      const [order, matches] = await Promise.all([fetchOrder(orderId ?? '', QUIET), fetchMatchResults(orderId ?? '', QUIET)]);
      return { order: unwrap(order), matches: unwrap(matches) };
    },
    enabled: orderId !== null,
    staleTime: 0,
  });
}

export function useSymbolFee(symbol: string, enabled: boolean) {
  return useQuery({ queryKey: tradingKeys.symbolFee(symbol), queryFn: async () => unwrap(await fetchSymbolFee(symbol, QUIET)), enabled });
}

export function useUserFee(enabled: boolean) {
  return useQuery({ queryKey: tradingKeys.userFee(), queryFn: async () => unwrap(await fetchUserFeeInfo(QUIET)), enabled });
}

export function useConfirmSwitch(enabled: boolean) {
  return useQuery({ queryKey: tradingKeys.confirmSwitch(), queryFn: async () => unwrap(await fetchOrderConfirmSwitch(QUIET)), enabled });
}

/** Stores the ORDER_CONFIRM switch; the cached switch takes the server's answer. */
export function useSaveConfirmSwitch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) => unwrap(await saveOrderConfirmSwitch(on)),
    onSuccess: (saved) => client.setQueryData(tradingKeys.confirmSwitch(), saved),
  });
}

export type Authorities = Partial<Record<AuthorityType, string | null>>;

/** A sub-user's authority per type; a type whose call failed stays absent (closed). */
export function useAuthorities(enabled: boolean) {
  return useQuery({
    queryKey: tradingKeys.authorities(),
    queryFn: async () => {
      const results = await Promise.all(AUTHORITY_TYPES.map((type) => fetchSubUserAuthority(type, QUIET)));
      const loaded: Authorities = {};
      for (const result of results) if (result.success) loaded[result.data.type] = result.data.authority;
      return loaded;
    },
    enabled,
  });
}

/** What an own order action changes: the pair's open and finished orders and every cached balance. */
export function reloadOrdersAndBalances(client: QueryClient, symbol: string): void {
  void client.invalidateQueries({ queryKey: tradingKeys.orders(symbol) });
  void client.invalidateQueries({ queryKey: tradingKeys.balances() });
}

/**
 * The words of a failed order action: the server's own message (section 8), else the network
 * text. Every trading mutation's failure is a QueryFailure (unwrap) read through this.
 */
export function orderFailureText(error: unknown): string {
  return queryErrorText(error);
}

export interface PlaceOrderRequest {
  context: PlacementContext;
  payload: OrderPayload;
}

/** Places an order (plain or the margin auto placement); placed, the pair's orders and the balances reload. */
export function usePlaceOrder(symbol: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ context, payload }: PlaceOrderRequest) => unwrap(await placeFor(context, payload)),
    onSuccess: () => reloadOrdersAndBalances(client, symbol),
  });
}

/** Cancels one order: 撤单申请成功 or the server's message as a toast, then the orders and balances reload. */
export function useCancelOrder(symbol: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (orderId: string) => unwrap(await cancelOrder(orderId)),
    onSuccess: () => showToast('success', CANCEL_SUCCESS_TEXT),
    onError: (error) => showToast('error', orderFailureText(error)),
    onSettled: () => reloadOrdersAndBalances(client, symbol),
  });
}

/** 全部撤单 (with the scope's side, types or the algo variant): toasts like a single cancel, then reloads. */
export function useCancelAllOrders(symbol: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (params: CancelAllParams) => unwrap(await cancelAllOrders(params)),
    onSuccess: () => showToast('success', CANCEL_SUCCESS_TEXT),
    onError: (error) => showToast('error', orderFailureText(error)),
    onSettled: () => reloadOrdersAndBalances(client, symbol),
  });
}

/**
 * The pair's open orders again, `delayMs` after the last call (orders pushes come in bursts);
 * the returned cancel drops a reload still waiting.
 */
export function useDelayedOrdersReload(symbol: string, delayMs: number): { schedule(): void; cancel(): void } {
  const client = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void client.invalidateQueries({ queryKey: tradingKeys.orders(symbol) }), delayMs);
  }, [client, symbol, delayMs]);
  return useMemo(() => ({ schedule, cancel }), [schedule, cancel]);
}

/**
 * After an own action (an order placed or cancelled, a trade, a loan): the pair's open and
 * finished orders and every cached balance are fetched again.
 */
export function useRefreshTrading(symbol: string) {
  const client = useQueryClient();
  return useCallback(() => reloadOrdersAndBalances(client, symbol), [client, symbol]);
}
