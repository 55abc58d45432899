'use client';

// The transfer screen on TanStack Query: each side's figures of the chosen currency (the
// from-account's for the transferable rule, the to-account's to show), and the move. After the
// server confirmed a move, both sides' figures change in the cache at once by the confirmed
// amount; then the wallet (these figures included), the margin and trading balances and the
// finance records are fetched again.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applyTransfer, type TransferSource } from '@/lib/transfer';
import { sub } from '@/lib/decimal';
import type { PointAccount } from '@/services/wallet/convert';
import { fetchTransferSource, submitPointTransfer, submitTransfer, type TransferParams } from '@/services/wallet/transfer';
import { unwrap } from './failure';
import { marginKeys, recordsKeys, tradingKeys, transferKeys, walletKeys } from './keys';

const QUIET = { silent: true } as const;

/** One side's figures of `currency` (a margin side needs its pair). */
export function useTransferSource(kind: TransferParams['from'], currency: string, symbol: string, enabled: boolean) {
  const pair = kind === 'margin' ? symbol : '';
  return useQuery({
    queryKey: transferKeys.source(kind, currency, pair),
    queryFn: async () => unwrap(await fetchTransferSource(kind, currency, pair, QUIET)),
    enabled: enabled && currency !== '' && (kind !== 'margin' || pair !== ''),
  });
}

export function useSubmitTransfer(uid: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (params: TransferParams) => unwrap(await submitTransfer(params, uid, QUIET)),
    onSuccess: (_receipt, params) => {
      const move = (kind: TransferParams['from'], delta: string) => {
        const key = transferKeys.source(kind, params.currency, kind === 'margin' ? params.symbol : '');
        client.setQueryData<TransferSource>(key, (source) => (source ? applyTransfer(source, delta) : source));
      };
      move(params.from, `-${params.amount}`);
      move(params.to, params.amount);
      void client.invalidateQueries({ queryKey: walletKeys.all });
      void client.invalidateQueries({ queryKey: marginKeys.all });
      void client.invalidateQueries({ queryKey: tradingKeys.balances() });
      void client.invalidateQueries({ queryKey: recordsKeys.all });
    },
  });
}

/** 点卡划转: after the server confirmed, the point balance falls at once by the amount; then the wallet and the records again. */
export function useSubmitPointTransfer(uid: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ toUid, amount }: { toUid: string; amount: string }) => unwrap(await submitPointTransfer({ fromUid: uid, toUid, amount }, QUIET)),
    onSuccess: (_receipt, { amount }) => {
      client.setQueryData<PointAccount>(walletKeys.point(), (account) => (account ? { ...account, balance: sub(account.balance, amount) } : account));
      void client.invalidateQueries({ queryKey: walletKeys.all });
      void client.invalidateQueries({ queryKey: recordsKeys.all });
    },
  });
}
