'use client';

// The finance records on TanStack Query: one page of a tab (its request from the filter, its
// `from` from the paging), every key below recordsKeys.all, so any move of money elsewhere
// (transfer, conversion, deposit, withdrawal) reloads the page shown. The previous page stays on
// screen while the next one loads. The deposit and withdraw tabs are also polled while visible
// (a deposit confirms without a push of its own); the ledger tabs reload on invalidation.

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { requestKey, type RecordsArea, type TabRequest } from '@/lib/finance-records';
import type { DwRecord } from '@/services/wallet/dw-history';
import { fetchRecordsPage } from '@/services/wallet/records';
import { unwrap } from './failure';
import { recordsKeys } from './keys';

const QUIET = { silent: true } as const;
export const RECORDS_REFRESH_MS = 15_000;

export interface RecordsPageInput {
  area: RecordsArea;
  request: TabRequest;
  from?: string;
  size: number;
  /** The transfers tab's spot account id (the ledger call needs it). */
  accountId?: string;
}

export function recordsPageQuery(input: RecordsPageInput) {
  return {
    queryKey: recordsKeys.page(input.area, `${requestKey(input.request)}|${input.accountId ?? ''}`, input.from ?? '', input.size),
    queryFn: async () =>
      unwrap(
        await fetchRecordsPage(
          { request: input.request, size: input.size, ...(input.from ? { from: input.from } : {}), ...(input.accountId ? { accountId: input.accountId } : {}) },
          QUIET,
        ),
      ),
  };
}

export function useRecordsPage(input: RecordsPageInput, enabled: boolean) {
  return useQuery({
    ...recordsPageQuery(input),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: input.request.call === 'dw' ? RECORDS_REFRESH_MS : false,
    refetchIntervalInBackground: false,
  });
}

/** Reloads every records page (money moved somewhere this screen does not call: a balance push). */
export function useRefreshRecords(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: recordsKeys.all }), [client]);
}

/** A deposit that arrived or changed state (a credit) moved money: the finance records reload. */
export function useRecordsFollowDeposits(records: readonly DwRecord[] | undefined): void {
  const refresh = useRefreshRecords();
  const seen = useRef<string | null>(null);
  const signature = records?.map((record) => `${record.id}:${record.state}`).join(',');
  useEffect(() => {
    if (signature === undefined) return;
    if (seen.current !== null && seen.current !== signature) refresh();
    seen.current = signature;
  }, [refresh, signature]);
}
