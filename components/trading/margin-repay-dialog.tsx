'use client';

// 还币 (exchange-wallet-fiat.md section 7 "Margin and super-margin ... repay"): one amount for a
// currency, spread over its open loans oldest first (each pays interest first on the server);
// at most what is owed and what is available; 全部 fills that most.

import { formatNumber } from '@/lib/decimal';
import { maxRepay, totalOwed } from '@/lib/trading/margin-loans';
import { useMarginRepay } from '@/queries/margin';
import type { MarginKind, MarginLoan } from '@/services/trading/margin';
import { showToast } from '@/stores/toast-store';
import { MarginAmountDialog } from './margin-amount-dialog';

export const REPAY_SUCCESS_TEXT = '还币成功';

export interface MarginRepayDialogProps {
  kind: MarginKind;
  unit: string;
  /** The currency's open loans. */
  loans: readonly MarginLoan[];
  /** The margin account's available balance of the currency. */
  available: string;
  onClose(): void;
  onDone(): void;
}

export function MarginRepayDialog({ kind, unit, loans, available, onClose, onDone }: MarginRepayDialogProps) {
  const owed = totalOwed(loans);
  const most = maxRepay(owed, available);
  // Loan by loan in the hook; the first refusal stops the rest and is what the form shows.
  const repay = useMarginRepay(kind);
  const succeeded = () => {
    showToast('success', REPAY_SUCCESS_TEXT);
    onDone();
  };
  return (
    <MarginAmountDialog
      title={`还币 ${unit}`}
      testId="margin-repay-dialog"
      unit={unit}
      facts={[
        { label: '待还', value: formatNumber(owed, 8, { padZeros: false }), testId: 'repay-owed' },
        { label: '可用', value: formatNumber(available, 8, { padZeros: false }), testId: 'repay-available' },
      ]}
      limits={{ available: most }}
      allAmount={most}
      submitText="确定还币"
      mutation={repay}
      variables={(amount) => ({ amount, loans })}
      onSuccess={succeeded}
      onClose={onClose}
    />
  );
}
