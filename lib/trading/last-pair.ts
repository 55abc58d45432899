// The pair the user last viewed on the exchange page, kept in local storage so that the
// header's 交易 entry leads back to it (default btc_usdt, exchange-wallet-fiat.md section 9).
// Only the pair's name is kept: public, never anything of the account. Storage is passed in
// and may throw or hold anything; an unreadable value reads as the default.

import { parsePair } from '@/lib/routing/segments';
import { readStored, writeStored } from '@/lib/storage/safe-storage';
import { DEFAULT_PAIR } from './preferences';

export const LAST_PAIR_STORAGE_KEY = 'trade.lastPair';

/** A `{base}_{quote}` segment the exchange route accepts (lib/routing parsePair). */
function isPairSegment(value: string | null): value is string {
  return parsePair(value) !== null;
}

/** The pair of an exchange page's path (`/zh-cn/exchange/eth_usdt/` → eth_usdt), else null. */
export function pairOfExchangePath(pathname: string, exchangeBase: string): string | null {
  if (!pathname.startsWith(exchangeBase)) return null;
  const segment = pathname.slice(exchangeBase.length).replace(/\/$/, '');
  return isPairSegment(segment) ? segment : null;
}

export function readLastPair(storage: Pick<Storage, 'getItem'> | null): string {
  const stored = readStored(storage, LAST_PAIR_STORAGE_KEY);
  return isPairSegment(stored) ? stored : DEFAULT_PAIR;
}

export function writeLastPair(storage: Pick<Storage, 'setItem'> | null, pair: string): boolean {
  return isPairSegment(pair) && writeStored(storage, LAST_PAIR_STORAGE_KEY, pair);
}
