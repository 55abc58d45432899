'use client';

// Margin's server data (exchange-wallet-fiat.md sections 3 "Lending", 5, 6, 7): per kind
// (逐仓 per pair, 全仓 one account) the balance, the loan rules with what can still be borrowed,
// the loans, and for 全仓 the super-margin currencies. A loan, repayment or transfer
// invalidates the margin branch and the cached balances.

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ExchangeType } from '@/lib/trading';
import { repayPlan } from '@/lib/trading/margin-loans';
import type { ApiResult } from '@/services/http';
import {
  crossLoan,
  crossRepay,
  crossTransfer,
  fetchCrossBalance,
  fetchCrossLoanInfo,
  fetchCrossLoans,
  fetchMarginBalance,
  fetchMarginLoanInfo,
  fetchMarginLoans,
  fetchSuperMarginCurrencies,
  marginLoan,
  marginRepay,
  marginTransfer,
  type MarginKind,
  type MarginLoan,
  type TransferDirection,
} from '@/services/trading/margin';
import { marginKeys, recordsKeys, tradingKeys } from './keys';
import { unwrap } from './failure';
import { useFormMutation } from './form-mutation';

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


/** What a loan, repayment or transfer changes: every margin figure, every cached balance and the finance records. */
export const MARGIN_MOVED = [marginKeys.all, tradingKeys.balances(), recordsKeys.all] as const;

export interface MarginMove {
  /** The pair (逐仓); unused for 全仓. */
  symbol: string;
  currency: string;
  amount: string;
}

/** 借币: to the pair's margin account (逐仓) or the super-margin account (全仓). */
export function useMarginLoan(kind: MarginKind) {
  return useFormMutation({
    call: ({ symbol, currency, amount }: MarginMove) => (kind === 'margin' ? marginLoan({ symbol, currency, amount }) : crossLoan({ currency, amount })),
    invalidates: MARGIN_MOVED,
  });
}

/**
 * 还币: the amount spread over the currency's open loans oldest first, loan by loan; the first
 * refusal stops the rest and is the answer. Loans paid before it changed the data, so the margin
 * figures are fetched again after a refusal too.
 */
export function useMarginRepay(kind: MarginKind) {
  return useFormMutation({
    call: async ({ amount, loans }: { amount: string; loans: readonly MarginLoan[] }) => {
      let last: ApiResult<unknown> = { success: true, code: 200, message: '', data: null };
      for (const part of repayPlan(amount, loans)) {
        last = kind === 'margin' ? await marginRepay(part.id, part.amount) : await crossRepay(part.id, part.amount);
        if (!last.success) return last;
      }
      return last;
    },
    invalidates: MARGIN_MOVED,
    invalidateOnFailure: true,
  });
}

/** 划转 between the spot account and the margin account of `kind`. */
export function useMarginTransfer(kind: MarginKind) {
  return useFormMutation({
    call: ({ direction, symbol, currency, amount }: MarginMove & { direction: TransferDirection }) =>
      kind === 'margin' ? marginTransfer(direction, { symbol, currency, amount }) : crossTransfer(direction, { currency, amount }),
    invalidates: MARGIN_MOVED,
  });
}
