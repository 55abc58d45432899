'use client';

// The account socket's balance pushes into the wallet's cached balances: an `accounts.update#2`
// push for a pro account (spot, super-margin, an isolated-margin pair) changes that account's
// rows in the query cache in place by the lib/assets rule, so only the changed currency's row
// re-renders and nothing is reloaded. A push for an account the cache does not hold is ignored
// (the next 15 s refresh brings it). Pushes are applied in batches, at most one per frame: the
// snapshot after a subscription sends every currency at once (hundreds for some users), and one
// cache write (one render) per message would keep the page busy.

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAccountChannel } from '@/hooks/use-account-channel';
import { applyBalancePush, type AssetBalances } from '@/lib/assets/balances';
import { accountsUpdateTopic } from '@/lib/protocol/account-topics';
import { walletKeys } from '@/queries/keys';
import type { AccountBalances } from '@/services/wallet/convert';

type BalanceChange = Parameters<typeof applyBalancePush>[2];

function pushed(account: AccountBalances, changes: readonly BalanceChange[]): AccountBalances {
  const before: AssetBalances = Object.fromEntries(account.rows.map((row) => [row.currency, row]));
  let after = before;
  for (const change of changes) after = applyBalancePush(after, account.accountId, change);
  if (after === before) return account;
  // Rows keep their order; a currency first seen in a push goes last.
  const rows = account.rows.map((row) => after[row.currency] ?? row);
  for (const currency of Object.keys(after)) if (!before[currency]) rows.push(after[currency]!);
  return { ...account, rows };
}

/** Applies pushes, in order, to every cached pro-account balance they belong to: one write per cached account. */
export function applyPushesToCache(client: ReturnType<typeof useQueryClient>, changes: readonly BalanceChange[]): void {
  for (const key of [walletKeys.spot(), walletKeys.superMargin()]) {
    client.setQueryData<AccountBalances>(key, (account) => (account ? pushed(account, changes) : account));
  }
  client.setQueriesData<AccountBalances[]>({ queryKey: [...walletKeys.all, 'margin'] }, (accounts) => {
    if (!accounts) return accounts;
    const next = accounts.map((account) => pushed(account, changes));
    return next.every((account, index) => account === accounts[index]) ? accounts : next;
  });
}

/** One push (tests, and a caller that needs no batching). */
export function applyPushToCache(client: ReturnType<typeof useQueryClient>, change: BalanceChange): void {
  applyPushesToCache(client, [change]);
}

export function useBalancePushes({ socketUrl, enabled }: { socketUrl: string; enabled: boolean }): void {
  const client = useQueryClient();
  const pending = useRef<BalanceChange[]>([]);
  const frame = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = null;
      pending.current = [];
    },
    [],
  );
  useAccountChannel(
    accountsUpdateTopic(2),
    (message) => {
      if (message.kind !== 'balance') return;
      pending.current.push(message.change);
      frame.current ??= requestAnimationFrame(() => {
        frame.current = null;
        const changes = pending.current;
        pending.current = [];
        applyPushesToCache(client, changes);
      });
    },
    { url: socketUrl, enabled },
  );
}
