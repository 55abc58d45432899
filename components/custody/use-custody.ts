'use client';

// What every custody page reads: the logged-in user (its calls wait for it), the market a
// valuation needs (last prices and exchange rates, null until both are in), the user's display
// fiat, and the account kinds the user's pages show (a sub-user's by the visibility answer).

import { useMemo } from 'react';
import { useStore } from 'zustand';
import { conversionCurrencyOf } from '@/lib/assets/conversion';
import type { AccountKind } from '@/lib/assets/account-kinds';
import type { ValuationMarket } from '@/lib/assets/valuation';
import type { ExchangeRate } from '@/lib/settings/rates';
import { useShownAccountKinds } from '@/components/assets/wallet-valuation';
import { useExchangeRates } from '@/queries/finance';
import { useLastPrices } from '@/queries/prices';
import { sessionStore } from '@/stores/session-store';

export function useCustodyUser() {
  const user = useStore(sessionStore, (state) => state.user);
  return { user, ready: user !== null, fiat: conversionCurrencyOf(user) };
}

export interface CustodyMarket {
  /** Null until the last prices are in. */
  market: ValuationMarket | null;
  rates: readonly ExchangeRate[];
}

export function useCustodyMarket(): CustodyMarket {
  const prices = useLastPrices();
  const rates = useExchangeRates();
  return useMemo(
    () => ({ market: prices.data ? { prices: prices.data, rates: rates.data ?? [] } : null, rates: rates.data ?? [] }),
    [prices.data, rates.data],
  );
}

/** The kinds in the overview's order; for a sub-user, those the visibility answer opens. */
export function useVisibleKinds(lang: string): { kinds: readonly AccountKind[]; userType: number | null } {
  const { user } = useCustodyUser();
  const userType = user?.user_type ?? null;
  return { kinds: useShownAccountKinds(userType, lang), userType };
}
