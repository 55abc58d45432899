'use client';

// The transfer screen on TanStack Query: each side's figures of the chosen currency (the
// from-account's for the transferable rule, the to-account's to show), and the two moves —
// 资金划转 and 点卡划转 — each declared once here with its invalidations and its failure
// wording (queries/form-mutation.ts). After the server confirmed a move, both sides' figures
// change in the cache at once by the confirmed amount; then the wallet (these figures
// included), the margin and trading balances and the finance records are fetched again.

import { useQuery, type QueryKey } from '@tanstack/react-query';
import { applyTransfer, POINT_TEXTS, TRANSFER_TEXTS, type TransferSource } from '@/lib/transfer';
import { sub } from '@/lib/decimal';
import type { PointAccount } from '@/services/wallet/convert';
import { fetchTransferSource, submitPointTransfer, submitTransfer, type TransferParams } from '@/services/wallet/transfer';
import { unwrap } from './failure';
import { useFormMutation } from './form-mutation';
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

/** What a confirmed move between the user's accounts changed. */
export const TRANSFER_MOVED: readonly QueryKey[] = [walletKeys.all, marginKeys.all, tradingKeys.balances(), recordsKeys.all];

/** 资金划转 of `uid`: both sides' figures move at once by the confirmed amount, then TRANSFER_MOVED again. */
export function useSubmitTransfer(uid: number) {
  return useFormMutation({
    // The transfer calls carry no client id (WALLET.md 7): the attempt's id is not sent.
    call: (params: TransferParams) => submitTransfer(params, uid, QUIET),
    fallback: TRANSFER_TEXTS.failed,
    onSuccess: (_receipt, params, client) => {
      const move = (kind: TransferParams['from'], delta: string) => {
        const key = transferKeys.source(kind, params.currency, kind === 'margin' ? params.symbol : '');
        client.setQueryData<TransferSource>(key, (source) => (source ? applyTransfer(source, delta) : source));
      };
      move(params.from, `-${params.amount}`);
      move(params.to, params.amount);
    },
    invalidates: TRANSFER_MOVED,
  });
}

/** What a confirmed point transfer changed. */
export const POINT_TRANSFER_MOVED: readonly QueryKey[] = [walletKeys.all, recordsKeys.all];

/** 点卡划转 from `uid`: the point balance falls at once by the amount, then the wallet and the records again. */
export function useSubmitPointTransfer(uid: number) {
  return useFormMutation({
    call: ({ toUid, amount }: { toUid: string; amount: string }) => submitPointTransfer({ fromUid: uid, toUid, amount }, QUIET),
    fallback: POINT_TEXTS.failed,
    onSuccess: (_receipt, { amount }, client) => {
      client.setQueryData<PointAccount>(walletKeys.point(), (account) => (account ? { ...account, balance: sub(account.balance, amount) } : account));
    },
    invalidates: POINT_TRANSFER_MOVED,
  });
}
