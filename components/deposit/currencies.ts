'use client';

// The deposit currencies the screens show (section 5: no fiat asset, no `try`, nothing
// invisible; heaviest first), from the currencies services/wallet parsed into the list rules'
// shape.

import { useMemo } from 'react';
import { depositCurrencyList } from '@/lib/wallet';
import { useDepositCurrencies } from '@/queries/deposit-withdraw';

/** The deposit currency query with the list the screens show (undefined until loaded). */
export function useDepositList(loggedIn: boolean) {
  const query = useDepositCurrencies(loggedIn);
  const list = useMemo(() => (query.data ? depositCurrencyList(query.data) : undefined), [query.data]);
  return { query, list };
}
