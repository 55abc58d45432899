'use client';

// The deposit currencies as the lib/wallet list rules read them, and the list the screens show
// (section 5: no fiat asset, no `try`, nothing invisible; heaviest first).

import { useMemo } from 'react';
import { depositCurrencyList, type WalletCurrency } from '@/lib/wallet';
import { useDepositCurrencies } from '@/queries/deposit-withdraw';
import type { DepositCurrency } from '@/services/wallet/deposit';

export interface DepositListCurrency extends WalletCurrency {
  fullName: string;
}

export function toWalletCurrency(currency: DepositCurrency): DepositListCurrency {
  return {
    currency: currency.currency,
    displayName: currency.displayName,
    fullName: currency.fullName,
    weight: currency.weight,
    visible: currency.visible,
    tags: currency.tags.map((tag) => tag.trim().toLowerCase()),
  };
}

/** The deposit currency query with the list the screens show (undefined until loaded). */
export function useDepositList(loggedIn: boolean) {
  const query = useDepositCurrencies(loggedIn);
  const list = useMemo(() => (query.data ? depositCurrencyList(query.data.map(toWalletCurrency)) : undefined), [query.data]);
  return { query, list };
}
