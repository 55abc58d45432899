'use client';

// An ETP's server data (exchange-wallet-fiat.md sections 2 and 7): the reference (net value,
// leverage, fees), the user's exchange limit (asked again every 30 s while it fails), the
// position limit, and the creation/redemption records. A creation or redemption invalidates
// the ETP's branch, so the limits and the records (wherever they are rendered) reload.

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ETP_LIMIT_RETRY_MS } from '@/lib/trading/retry';
import { fetchEtpExchangeLimit, fetchEtpInfo, fetchEtpPositionLimit, fetchEtpTransactions } from '@/services/trading/etp';
import { etpKeys } from './keys';
import { unwrap } from './failure';

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

/** After a creation or redemption of `etpName`: its limits and records again. */
export function useRefreshEtp(etpName: string) {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: etpKeys.of(etpName) }), [client, etpName]);
}
