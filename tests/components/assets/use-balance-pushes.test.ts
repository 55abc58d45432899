import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyPushesToCache, applyPushToCache } from '@/components/assets/use-balance-pushes';
import { aggregateBalances } from '@/lib/assets/balances';
import type { BalanceChange } from '@/lib/protocol/account-updates';
import { walletKeys } from '@/queries/keys';
import type { AccountBalances } from '@/services/wallet/convert';

function account(accountId: string, rows: Array<[string, string, string]>): AccountBalances {
  const wire = rows.flatMap(([currency, trade, frozen]) => [
    { currency, type: 'trade', balance: trade },
    { currency, type: 'frozen', balance: frozen },
  ]);
  return { accountId, type: 'spot', subtype: '', state: 'working', rows: Object.values(aggregateBalances(wire)) };
}

function push(accountId: number, currency: string, available: string, balance: string, changeTime = 1000): BalanceChange {
  return { accountId, accountType: 'trade', currency, available, balance, changeType: 'order.match', changeTime, seqNum: null, snapshot: false };
}

describe('applyPushToCache', () => {
  it('changes the pushed currency’s row only, in place, keeping every other row object', () => {
    const client = new QueryClient();
    client.setQueryData(walletKeys.spot(), account('100', [['btc', '1', '0'], ['usdt', '500', '20']]));
    const before = client.getQueryData<AccountBalances>(walletKeys.spot())!;
    applyPushToCache(client, push(100, 'btc', '0.4', '1.5'));
    const after = client.getQueryData<AccountBalances>(walletKeys.spot())!;
    expect(after.rows.map((row) => row.currency)).toEqual(['btc', 'usdt']);
    expect(after.rows[0]).toMatchObject({ available: '0.4', frozen: '1.1', total: '1.5', changeTime: 1000 });
    expect(after.rows[1]).toBe(before.rows[1]);
  });

  it('leaves the cache untouched for another account’s push and adds a currency first seen in a push', () => {
    const client = new QueryClient();
    client.setQueryData(walletKeys.spot(), account('100', [['btc', '1', '0']]));
    const before = client.getQueryData<AccountBalances>(walletKeys.spot());
    applyPushToCache(client, push(999, 'btc', '5', '5'));
    expect(client.getQueryData(walletKeys.spot())).toBe(before);
    applyPushToCache(client, push(100, 'eth', '2', '2'));
    expect(client.getQueryData<AccountBalances>(walletKeys.spot())!.rows.map((row) => row.currency)).toEqual(['btc', 'eth']);
  });

  it('moves the isolated-margin pair the push names and no other', () => {
    const client = new QueryClient();
    const pairs = [account('7', [['btc', '1', '0']]), account('8', [['eth', '3', '0']])];
    client.setQueryData(walletKeys.margin(''), pairs);
    applyPushToCache(client, push(8, 'eth', '2', '3'));
    const after = client.getQueryData<AccountBalances[]>(walletKeys.margin(''))!;
    expect(after[0]).toBe(pairs[0]);
    expect(after[1]!.rows[0]).toMatchObject({ available: '2', frozen: '1' });
  });
});

describe('applyPushesToCache', () => {
  it('applies a batch in order with one write per cached account', () => {
    const client = new QueryClient();
    client.setQueryData(walletKeys.spot(), account('100', [['btc', '1', '0'], ['usdt', '500', '20']]));
    let writes = 0;
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') writes += 1;
    });
    applyPushesToCache(client, [push(100, 'btc', '0.4', '1.5', 1000), push(100, 'usdt', '400', '520', 1001), push(100, 'btc', '0.3', '1.5', 1002)]);
    unsubscribe();
    const rows = client.getQueryData<AccountBalances>(walletKeys.spot())!.rows;
    expect(rows[0]).toMatchObject({ available: '0.3', frozen: '1.2', changeTime: 1002 });
    expect(rows[1]).toMatchObject({ available: '400', frozen: '120' });
    expect(writes).toBe(1);
  });
});
