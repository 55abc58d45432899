'use client';

// Margin's server data (exchange-wallet-fiat.md sections 3 "Lending", 5, 6, 7): per kind
// (逐仓 per pair, 全仓 one account) the balance, the loan rules with what can still be borrowed,
// the loans, and for 全仓 the super-margin currencies. A loan, repayment or transfer
// invalidates the margin branch and the cached balances.

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { ExchangeType } from '@/lib/trading';
import {
  fetchCrossBalance,
  fetchCrossLoanInfo,
  fetchCrossLoans,
  fetchMarginBalance,
  fetchMarginLoanInfo,
  fetchMarginLoans,
  fetchSuperMarginCurrencies,
  type MarginKind,
} from '@/services/trading/margin';
import { marginKeys, tradingKeys } from './keys';
import { unwrap } from './failure';

const QUIET = { silent: true } as const;

function loanInfoQuery(kind: MarginKind, symbol: string) {
  return {
    queryKey: marginKeys.loanInfo(kind, symbol),
    queryFn: async () => unwrap(kind === 'margin' ? await fetchMarginLoanInfo(symbol, QUIET) : await fetchCrossLoanInfo(QUIET)),
  };
}

export function useMarginBalance(kind: MarginKind, symbol: string) {
  return useQuery({
    queryKey: marginKeys.balance(kind, symbol),
    queryFn: async () => unwrap(kind === 'margin' ? await fetchMarginBalance(symbol, QUIET) : await fetchCrossBalance(QUIET)),
  });
}

export function useMarginLoanInfo(kind: MarginKind, symbol: string) {
  return useQuery(loanInfoQuery(kind, symbol));
}

export function useMarginLoans(kind: MarginKind, symbol: string) {
  return useQuery({
    queryKey: marginKeys.loans(kind, symbol),
    queryFn: async () => unwrap(kind === 'margin' ? await fetchMarginLoans(symbol, undefined, QUIET) : await fetchCrossLoans(QUIET)),
  });
}

export function useSuperMarginCurrencies(enabled: boolean) {
  return useQuery({ queryKey: marginKeys.superCurrencies(), queryFn: async () => unwrap(await fetchSuperMarginCurrencies(QUIET)), enabled });
}

function marginKindOf(exchangeType: ExchangeType): MarginKind | null {
  return exchangeType === 'margin' ? 'margin' : exchangeType === 'cross-margin' ? 'cross' : null;
}

/**
 * What can still be borrowed of `currency` for an order of `exchangeType`: '0' for spot
 * without a call, null while loading or after a failure. Asked again when `balance` changes.
 */
export function useLoanable(symbol: string, exchangeType: ExchangeType, currency: string, balance: string | null): string | null {
  const client = useQueryClient();
  const kind = marginKindOf(exchangeType);
  const wanted = currency.trim().toLowerCase();
  const query = useQuery({ ...loanInfoQuery(kind ?? 'margin', symbol), enabled: kind !== null });
  const seen = useRef(balance);
  useEffect(() => {
    if (seen.current === balance) return;
    seen.current = balance;
    if (kind !== null) void client.invalidateQueries({ queryKey: marginKeys.loanInfo(kind, symbol) });
  }, [client, kind, symbol, balance]);
  if (kind === null) return '0';
  if (!query.data || query.isError) return null;
  return query.data.find((rule) => rule.currency === wanted)?.loanable ?? '0';
}

/** After a loan, repayment or transfer: every margin figure and every cached balance again. */
export function useRefreshMargin() {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: marginKeys.all });
    void client.invalidateQueries({ queryKey: tradingKeys.balances() });
  }, [client]);
}
