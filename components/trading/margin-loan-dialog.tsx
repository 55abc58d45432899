'use client';

// 借币 (exchange-wallet-fiat.md section 5 "Loan bounds come from per-currency min and max (max
// unlimited if missing)"): the amount within 最小 / 最大 (不限 when the server gives no max) and
// no more than 可借; isolated loans go to the pair's margin account, cross loans to the
// super-margin account.

import { formatNumber } from '@/lib/decimal';
import { loanBoundsText } from '@/lib/trading/margin-loans';
import { useMarginLoan } from '@/queries/margin';
import type { LoanRule, MarginKind } from '@/services/trading/margin';
import { showToast } from '@/stores/toast-store';
import { MarginAmountDialog } from './margin-amount-dialog';

export const LOAN_SUCCESS_TEXT = '借币成功';

export interface MarginLoanDialogProps {
  kind: MarginKind;
  symbol: string;
  currency: string;
  /** Display name of the currency. */
  unit: string;
  rule: LoanRule;
  onClose(): void;
  /** After a successful loan (the dialog is done). */
  onDone(): void;
}

export function MarginLoanDialog({ kind, symbol, currency, unit, rule, onClose, onDone }: MarginLoanDialogProps) {
  const bounds = loanBoundsText(rule.bounds);
  const loan = useMarginLoan(kind);
  const succeeded = () => {
    showToast('success', LOAN_SUCCESS_TEXT);
    onDone();
  };
  return (
    <MarginAmountDialog
      title={`借币 ${unit}`}
      testId="margin-loan-dialog"
      unit={unit}
      facts={[
        { label: '最小', value: bounds.min, testId: 'loan-min' },
        { label: '最大', value: bounds.max, testId: 'loan-max' },
        { label: '可借', value: formatNumber(rule.loanable, 8, { padZeros: false }), testId: 'loan-loanable' },
      ]}
      limits={{ min: rule.bounds.min, max: rule.bounds.max, available: rule.loanable }}
      submitText="确定借币"
      mutation={loan}
      variables={(amount) => ({ symbol, currency, amount })}
      onSuccess={succeeded}
      onClose={onClose}
    />
  );
}
