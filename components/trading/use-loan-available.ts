'use client';

// The loan still available for an order (exchange-wallet-fiat.md section 5 "Full balance in
// open margin mode adds available loan to balance"): the order form adds this to its balance
// in open mode (lib/trading fullBalance). Spot gives '0' without a call; null while loading
// or after a failed call (fullBalance then adds nothing). `refreshKey` reloads it (e.g. after
// a placement or a loan).

import { useEffect, useState } from 'react';
import type { ExchangeType } from '@/lib/trading';
import { loanableOf } from '@/services/trading/margin';

export function useLoanAvailable(symbol: string, exchangeType: ExchangeType, currency: string, refreshKey: unknown = 0): string | null {
  const [loanable, setLoanable] = useState<{ key: string; value: string | null } | null>(null);
  const key = `${exchangeType}:${symbol}:${currency}`;
  const margin = exchangeType === 'margin' || exchangeType === 'cross-margin';
  useEffect(() => {
    if (!margin) return;
    let active = true;
    void loanableOf(exchangeType, symbol, currency, { silent: true }).then((value) => {
      if (active) setLoanable({ key, value });
    });
    return () => {
      active = false;
    };
  }, [margin, exchangeType, symbol, currency, key, refreshKey]);
  if (!margin) return '0';
  return loanable?.key === key ? loanable.value : null;
}
