'use client';

// A prime launch's server data (exchange-wallet-fiat.md sections 3, 4 and 7): the launch
// info, the user's limit, and the latest PO or BID result, asked again every 5 s while it is
// pending or the call failed. Placing invalidates the launch's branch.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PRIME_RESULT_RETRY_MS } from '@/lib/trading/retry';
import {
  fetchPrimeInfo,
  fetchPrimeResult,
  fetchPrimeUserLimit,
  placePrimeOrder,
  setPrimeInfo,
  type PrimeDeviceInfo,
  type PrimeOrderRequest,
  type PrimeResultAnswer,
} from '@/services/trading/prime';
import { primeKeys, tradingKeys } from './keys';
import { queryErrorText, unwrap } from './failure';

const QUIET = { silent: true } as const;

export function usePrimeInfo(symbol: string) {
  return useQuery({ queryKey: primeKeys.info(symbol), queryFn: async () => unwrap(await fetchPrimeInfo(symbol, QUIET)) });
}

export function usePrimeUserLimit(symbol: string, enabled: boolean) {
  return useQuery({ queryKey: primeKeys.userLimit(symbol), queryFn: async () => unwrap(await fetchPrimeUserLimit(symbol, QUIET)), enabled });
}

/** Whether a result is still being worked out by the server. */
export function isPendingPrimeResult(answer: PrimeResultAnswer | undefined): boolean {
  return answer !== undefined && answer !== 'none' && answer.state === 'pending';
}

export function usePrimeResultQuery(symbol: string, kind: 'po' | 'bid' | null, enabled: boolean) {
  return useQuery({
    queryKey: primeKeys.result(symbol, kind ?? 'po'),
    queryFn: async () => unwrap(await fetchPrimeResult(kind ?? 'po', symbol, QUIET)),
    enabled: enabled && kind !== null,
    // A result is worth asking for again at once after placing; meanwhile only while pending.
    staleTime: 0,
    refetchInterval: (query) => (query.state.status === 'error' || isPendingPrimeResult(query.state.data) ? PRIME_RESULT_RETRY_MS : false),
  });
}

/** The words of a refused PO or BID: the server's message, else the network text. */
export function primeOrderFailureText(error: unknown): string {
  return queryErrorText(error);
}

export interface PrimeOrderSubmit {
  order: Omit<PrimeOrderRequest, 'symbol'>;
  /** The device facts, sent first ("set prime info"); the order does not wait on them to succeed. */
  device: () => Promise<PrimeDeviceInfo>;
}

/** A PO or BID on `symbol`: placed, the launch info, the limit, the result and the balances reload. */
export function usePrimeOrder(symbol: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ order, device }: PrimeOrderSubmit) => {
      await setPrimeInfo(symbol, await device(), { silent: true });
      return unwrap(await placePrimeOrder({ ...order, symbol }));
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: primeKeys.of(symbol) });
      void client.invalidateQueries({ queryKey: tradingKeys.balances() });
    },
  });
}
