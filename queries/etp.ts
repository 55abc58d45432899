'use client';

// An ETP's server data (exchange-wallet-fiat.md sections 2 and 7): the reference (net value,
// leverage, fees), the user's exchange limit (asked again every 30 s while it fails), the
// position limit, and the creation/redemption records. A creation or redemption invalidates
// the ETP's branch, so the limits and the records (wherever they are rendered) reload.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ETP_LIMIT_RETRY_MS } from '@/lib/trading/retry';
import { fetchEtpExchangeLimit, fetchEtpInfo, fetchEtpPositionLimit, fetchEtpTransactions, placeEtpTrade, type EtpTradeRequest } from '@/services/trading/etp';
import { etpKeys, tradingKeys } from './keys';
import { queryErrorText, unwrap } from './failure';

const QUIET = { silent: true } as const;

export function useEtpInfo(etpName: string) {
  return useQuery({ queryKey: etpKeys.info(etpName), queryFn: async () => unwrap(await fetchEtpInfo(etpName, QUIET)) });
}

export function useEtpExchangeLimit(etpName: string, enabled: boolean) {
  return useQuery({
    queryKey: etpKeys.exchangeLimit(etpName),
    queryFn: async () => unwrap(await fetchEtpExchangeLimit(etpName, QUIET)),
    enabled,
    refetchInterval: (query) => (query.state.status === 'error' ? ETP_LIMIT_RETRY_MS : false),
  });
}

export function useEtpPositionLimit(etpName: string, enabled: boolean) {
  return useQuery({ queryKey: etpKeys.positionLimit(etpName), queryFn: async () => unwrap(await fetchEtpPositionLimit(etpName, QUIET)), enabled });
}

export function useEtpTransactions(etpName: string, enabled: boolean) {
  return useQuery({ queryKey: etpKeys.transactions(etpName), queryFn: async () => unwrap(await fetchEtpTransactions(etpName, QUIET)), enabled });
}

/** The words of a refused creation or redemption: the server's message, else the network text. */
export function etpTradeFailureText(error: unknown): string {
  return queryErrorText(error);
}

/**
 * A creation 申购 or redemption 赎回 of `etpName`: done, the ETP's limits and records (wherever
 * they are rendered) and every cached balance reload.
 */
export function useEtpTrade(etpName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: Omit<EtpTradeRequest, 'etpName'>) => unwrap(await placeEtpTrade({ ...request, etpName })),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: etpKeys.of(etpName) });
      void client.invalidateQueries({ queryKey: tradingKeys.balances() });
    },
  });
}
