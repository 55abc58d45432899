// @vitest-environment jsdom
// The deposit page's recent deposits tell the finance records when a deposit arrived or changed
// state (a credit moved money): recordsKeys.all is invalidated, the first load and an unchanged
// refresh leave it alone.

import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRecordsFollowDeposits } from '@/queries/records';
import { recordsKeys } from '@/queries/keys';
import type { DwRecord } from '@/services/wallet/dw-history';
import { renderHookWithQueryClient, testQueryClient } from '../../support/render';

function deposit(id: string, state: string): DwRecord {
  return {
    id,
    type: 'deposit',
    fast: false,
    currency: 'usdt',
    chain: 'trc20usdt',
    txHash: 'ab',
    amount: '1',
    fee: '0',
    address: 'T1',
    addressTag: '',
    state,
    clientOrderId: null,
    confirmations: 1,
    errorCode: null,
    errorMessage: null,
    createdAt: 1,
    updatedAt: 1,
  };
}

describe('recent deposits → finance records', () => {
  it('invalidates the records when a deposit arrives or changes state', () => {
    const client = testQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const { rerender } = renderHookWithQueryClient(({ records }: { records: DwRecord[] | undefined }) => useRecordsFollowDeposits(records), {
      client,
      initialProps: { records: undefined as DwRecord[] | undefined },
    });
    act(() => rerender({ records: [deposit('1', 'confirming')] }));
    act(() => rerender({ records: [deposit('1', 'confirming')] }));
    expect(invalidate).not.toHaveBeenCalled();
    act(() => rerender({ records: [deposit('1', 'safe')] }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: recordsKeys.all });
    act(() => rerender({ records: [deposit('2', 'confirming'), deposit('1', 'safe')] }));
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});
