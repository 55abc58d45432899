// What a sub-account holds, for its total valuation in the parent's list: the exchange's
// balance rows of every one of its accounts (WALLET.md 10.12), summed per currency. Loans and
// interest come signed on the wire (negative), so the sum is what it owns net; a balance that is
// not a number is left out rather than guessed.

import type { ValuationItem } from '@/lib/assets/valuation';
import { Decimal, toDecimal } from '@/lib/decimal';

export interface HoldingAccount {
  list: ReadonlyArray<{ currency: string; balance: string }>;
}

/** Every currency's net amount over `accounts`, lower-case, zero sums left out, in the order met. */
export function subAccountHoldings(accounts: readonly HoldingAccount[]): ValuationItem[] {
  const sums = new Map<string, Decimal>();
  for (const account of accounts) {
    for (const row of account.list) {
      const amount = toDecimal(row.balance);
      if (amount === null) continue;
      const currency = row.currency.trim().toLowerCase();
      sums.set(currency, (sums.get(currency) ?? new Decimal(0)).plus(amount));
    }
  }
  return [...sums].filter(([, amount]) => !amount.isZero()).map(([currency, amount]) => ({ currency, amount: amount.toFixed() }));
}
