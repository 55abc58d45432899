'use client';

// What one sub-account is worth in USDT: its holdings over all its accounts (the parent's view,
// WALLET.md 10.12) valued at the last prices by the one valuation rule (lib/assets
// totalValuation). The parent's sub-account list and the custody statement's sub-accounts read
// this one value, so a sub-account is worth the same on both pages. Null while unknown.

import { useMemo } from 'react';
import { totalValuation } from '@/lib/assets/valuation';
import { useExchangeRates } from '@/queries/finance';
import { useLastPrices } from '@/queries/prices';
import { useSubAccountHoldings } from '@/queries/sub-account';

export function useSubAccountValue(subUid: string): string | null {
  const holdings = useSubAccountHoldings(subUid);
  const prices = useLastPrices();
  const rates = useExchangeRates();
  return useMemo(
    () => (holdings.data && prices.data ? totalValuation(holdings.data, { prices: prices.data, rates: rates.data ?? [] }).usdt : null),
    [holdings.data, prices.data, rates.data],
  );
}
