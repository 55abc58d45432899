'use client';

// 昨日收益, the same figure on every page that shows it (the overview, the custody statement,
// 我的账户): the signed amount in its currency, coloured by sign, ≈ the user's fiat. Until it
// is in, or while it is not ready (10301) or failed, it reads --; a failure other than 10301 is
// toasted (section 8).

import { formatFiatAmount, HIDDEN_AMOUNT } from '@/lib/assets/conversion';
import { fiatValuation, type ValuationMarket } from '@/lib/assets/valuation';
import { signedAmountText, toneOf } from '@/lib/custody/display';
import { profitInUsdt } from '@/lib/finance/profit';
import { EMPTY_PLACEHOLDER } from '@/lib/format';
import type { ExchangeRate } from '@/lib/settings/rates';
import { useYesterdayProfit } from '@/queries/finance';
import { useProfitFailureToast } from './use-profit-failure-toast';

export interface YesterdayProfitProps {
  enabled: boolean;
  hidden: boolean;
  fiat: string;
  rates: readonly ExchangeRate[];
  market: ValuationMarket | null;
  testId: string;
  /** Class names by tone (up, down, flat), from the page's styles. */
  toneClass: Readonly<Record<string, string | undefined>>;
}

export function YesterdayProfitFigure({ enabled, hidden, fiat, rates, market, testId, toneClass }: YesterdayProfitProps) {
  const profit = useYesterdayProfit(enabled);
  useProfitFailureToast(profit);
  if (hidden) return <span data-testid={testId}>{HIDDEN_AMOUNT}</span>;
  if (!profit.data) return <span data-testid={testId}>{EMPTY_PLACEHOLDER}</span>;
  const { profit: amount, currency } = profit.data;
  const tone = toneOf(amount);
  const usdt = profitInUsdt(profit.data, market);
  return (
    <span className={toneClass[tone]} data-tone={tone} data-testid={testId}>
      {signedAmountText(amount)} {currency.toUpperCase()} ≈ {formatFiatAmount(fiatValuation(usdt, rates, fiat), fiat)}
    </span>
  );
}
