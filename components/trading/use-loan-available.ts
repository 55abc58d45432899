'use client';

// The loan still available for an order (exchange-wallet-fiat.md section 5 "Full balance in
// open margin mode adds available loan to balance"): the order form adds this to its balance
// in open mode (lib/trading fullBalance). Spot gives '0' without a call; null while loading
// or after a failed call (fullBalance then adds nothing). It is read from the margin loan
// info the margin panel shows too, and asked again when `balance` (the balance it is added to)
// changes: a fill or a loan changes what can still be borrowed.

import type { ExchangeType } from '@/lib/trading';
import { useLoanable } from '@/queries/margin';

export function useLoanAvailable(symbol: string, exchangeType: ExchangeType, currency: string, balance: string | null = null): string | null {
  return useLoanable(symbol, exchangeType, currency, balance);
}
