'use client';

// Conversions on TanStack Query (services/wallet/small-convert.ts): the stand-alone currencies,
// the quote (a mutation: every quote is a new one, asked before confirming and again when the
// old one is stale), the convert (a success reloads every balance and every record list, the
// conversion histories among them), the histories, and the custody fee deduct mode.

import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { CONVERT_ERRORS, type ConvertMode } from '@/lib/convert/modes';
import type { ConvertSource } from '@/lib/convert/small-balance';
import {
  convertAtQuote,
  fetchConversions,
  fetchDeductMode,
  fetchFeeDeductions,
  fetchStandAloneCurrencies,
  requestQuote,
  saveDeductMode,
} from '@/services/wallet/small-convert';
import { QueryFailure, unwrap } from './failure';
import type { Attempt } from './form-mutation';
import { convertKeys, recordsKeys, tradingKeys, walletKeys } from './keys';

const QUIET = { silent: true } as const;
export const CONVERT_HISTORY_SIZE = 10;

export function useStandAloneCurrencies(loggedIn: boolean) {
  return useQuery({ queryKey: convertKeys.standAlone(), queryFn: async () => unwrap(await fetchStandAloneCurrencies(QUIET)), enabled: loggedIn, staleTime: 5 * 60_000 });
}

export function useConvertQuote() {
  return useMutation({
    mutationFn: async (request: { mode: ConvertMode; target: string; sources: readonly ConvertSource[] }) => unwrap(await requestQuote(request, QUIET)),
  });
}

/** What a conversion changed: every balance and every record list (the conversion histories too). */
export const CONVERSION_MOVED: readonly QueryKey[] = [walletKeys.all, tradingKeys.balances(), recordsKeys.all];

/** A failed conversion the server said nothing useful about. */
export const CONVERT_FAILED_TEXT = '兑换失败，请稍后再试';

function refetchAfterConversion(client: QueryClient): Promise<unknown> {
  return Promise.all(CONVERSION_MOVED.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** 30103: this quote's conversion went through before (its answer was lost). */
export function isAlreadyConverted(error: unknown): boolean {
  return error instanceof QueryFailure && Number(error.code) === CONVERT_ERRORS.duplicate.code;
}

/**
 * Converts at a quote, the attempt's request id as the client order id (one per quote: a retry
 * cannot convert twice). A success, and a 30103 (done before: the answer was lost), reload
 * CONVERSION_MOVED, so the screen shows where things stand either way.
 */
export function useConvert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, requestId }: Attempt<{ quoteId: string }>) =>
      unwrap(await convertAtQuote({ quoteId: values.quoteId, clientOrderId: requestId }, QUIET), { fallback: CONVERT_FAILED_TEXT }),
    onSuccess: () => refetchAfterConversion(client),
    onError: (error) => (isAlreadyConverted(error) ? refetchAfterConversion(client) : undefined),
  });
}

export function useConversions(mode: ConvertMode, page: number, loggedIn: boolean, size = CONVERT_HISTORY_SIZE) {
  return useQuery({
    queryKey: convertKeys.history(mode, page, size),
    queryFn: async () => unwrap(await fetchConversions({ mode, page, size }, QUIET)),
    enabled: loggedIn,
    placeholderData: keepPreviousData,
  });
}

export function useFeeDeductions(page: number, loggedIn: boolean, size = CONVERT_HISTORY_SIZE) {
  return useQuery({
    queryKey: convertKeys.feeDeductions(page, size),
    queryFn: async () => unwrap(await fetchFeeDeductions({ page, size }, QUIET)),
    enabled: loggedIn,
    placeholderData: keepPreviousData,
  });
}

export function useDeductMode(loggedIn: boolean) {
  return useQuery({ queryKey: convertKeys.deductMode(), queryFn: async () => unwrap(await fetchDeductMode(QUIET)), enabled: loggedIn });
}

export function useSaveDeductMode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) => unwrap(await saveDeductMode(on, QUIET)),
    onSuccess: (mode) => client.setQueryData(convertKeys.deductMode(), mode),
  });
}
