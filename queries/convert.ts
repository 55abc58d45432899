'use client';

// Conversions on TanStack Query (services/wallet/small-convert.ts): the stand-alone currencies,
// the quote (a mutation: every quote is a new one, asked before confirming and again when the
// old one is stale), the convert (a success reloads every balance and every record list, the
// conversion histories among them), the histories, and the custody fee deduct mode.

import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ConvertMode } from '@/lib/convert/modes';
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
import { unwrap } from './failure';
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

/** After a conversion: every balance and every record list (the conversion histories too). */
export function invalidateAfterConversion(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: walletKeys.all }),
    client.invalidateQueries({ queryKey: tradingKeys.balances() }),
    client.invalidateQueries({ queryKey: recordsKeys.all }),
  ]);
}

export function useConvert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: { quoteId: string; clientOrderId: string }) => unwrap(await convertAtQuote(request, QUIET)),
    onSuccess: () => invalidateAfterConversion(client),
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
