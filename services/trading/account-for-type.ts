// Which account an order of each exchange type goes to (exchange-wallet-fiat.md sections 2 and 3:
// margin-type and borrow-type accounts are keyed by subtype = symbol): spot for exchange, the
// pair's isolated-margin account for margin, the one super-margin account for cross-margin, the
// pair's borrow account for c2c-margin. Only working accounts count.

import type { ExchangeType } from '@/lib/trading';
import { isWorkingAccount, marginAccountOf, spotAccountOf, type TradingAccount } from './accounts';

/** The working account of `type` and `subtype` (when given), or null. */
function workingOf(accounts: readonly TradingAccount[], type: string, subtype?: string): TradingAccount | null {
  return accounts.find((account) => account.type === type && (subtype === undefined || account.subtype === subtype) && isWorkingAccount(account)) ?? null;
}

export function accountForExchangeType(accounts: readonly TradingAccount[], exchangeType: ExchangeType, symbol: string): TradingAccount | null {
  const wanted = symbol.trim().toLowerCase();
  switch (exchangeType) {
    case 'exchange':
      return spotAccountOf(accounts);
    case 'margin':
      return marginAccountOf(accounts, wanted);
    case 'cross-margin':
      return workingOf(accounts, 'super-margin');
    case 'c2c-margin':
      return wanted === '' ? null : workingOf(accounts, 'borrow', wanted);
  }
}
