'use client';

// Spot trading's server data (exchange-wallet-fiat.md sections 5, 6, 7): the accounts, an
// account's balance, the pair's open and finished orders, the form's fees, the order-confirm
// switch and a sub-user's authorities. One hook per resource; a screen that needs the same
// resource as another shares its cache entry, so the exchange page asks for the accounts and
// the spot balance once however many panels read them.

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { historyOrders, historyQuery, type HistoryFilter } from '@/lib/trading';
import { fetchAccounts, fetchBalance } from '@/services/trading/accounts';
import { AUTHORITY_TYPES, fetchSubUserAuthority, type AuthorityType } from '@/services/trading/authority';
import { fetchSymbolFee, fetchUserFeeInfo } from '@/services/trading/fees';
import { fetchOrderConfirmSwitch, saveOrderConfirmSwitch } from '@/services/trading/order-confirm';
import { fetchMatchResults, fetchOpenOrders, fetchOrder, fetchOrderHistory } from '@/services/trading/orders';
import { tradingKeys } from './keys';
import { TOASTING_CALL, unwrap } from './failure';

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
      return historyOrders(unwrap(await fetchOrderHistory(historyQuery(symbol, filter, now), QUIET)), filter, now);
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

/**
 * After an own action (an order placed or cancelled, a trade, a loan): the pair's open and
 * finished orders and every cached balance are fetched again.
 */
export function useRefreshTrading(symbol: string) {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: tradingKeys.orders(symbol) });
    void client.invalidateQueries({ queryKey: tradingKeys.balances() });
  }, [client, symbol]);
}
