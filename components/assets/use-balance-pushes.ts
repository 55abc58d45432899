'use client';

// The account socket's balance pushes into the wallet's cached balances: an `accounts.update#2`
// push for a pro account (spot, super-margin, an isolated-margin pair) changes that account's
// rows in the query cache in place by the lib/assets rule, so only the changed currency's row
// re-renders and nothing is reloaded. A push for an account the cache does not hold is ignored
// (the next 15 s refresh brings it).

import { useQueryClient } from '@tanstack/react-query';
import { useAccountChannel } from '@/hooks/use-account-channel';
import { applyBalancePush, type AssetBalances } from '@/lib/assets/balances';
import { accountsUpdateTopic } from '@/lib/protocol/account-topics';
import { walletKeys } from '@/queries/keys';
import type { AccountBalances } from '@/services/wallet/convert';

function pushed(account: AccountBalances, change: Parameters<typeof applyBalancePush>[2]): AccountBalances {
  const before: AssetBalances = Object.fromEntries(account.rows.map((row) => [row.currency, row]));
  const after = applyBalancePush(before, account.accountId, change);
  if (after === before) return account;
  // Rows keep their order; a currency first seen in a push goes last.
  const rows = account.rows.map((row) => after[row.currency] ?? row);
  for (const currency of Object.keys(after)) if (!before[currency]) rows.push(after[currency]!);
  return { ...account, rows };
}

/** Applies one push to every cached pro-account balance it belongs to. */
export function applyPushToCache(client: ReturnType<typeof useQueryClient>, change: Parameters<typeof applyBalancePush>[2]): void {
  for (const key of [walletKeys.spot(), walletKeys.superMargin()]) {
    client.setQueryData<AccountBalances>(key, (account) => (account ? pushed(account, change) : account));
  }
  client.setQueriesData<AccountBalances[]>({ queryKey: [...walletKeys.all, 'margin'] }, (accounts) => {
    if (!accounts) return accounts;
    const next = accounts.map((account) => pushed(account, change));
    return next.every((account, index) => account === accounts[index]) ? accounts : next;
  });
}

export function useBalancePushes({ socketUrl, enabled }: { socketUrl: string; enabled: boolean }): void {
  const client = useQueryClient();
  useAccountChannel(
    accountsUpdateTopic(2),
    (message) => {
      if (message.kind === 'balance') applyPushToCache(client, message.change);
    },
    { url: socketUrl, enabled },
  );
}
