'use client';

// 划转 (exchange-wallet-fiat.md section 7 "transfers between accounts (margin, super margin)"):
// 转入 from the spot account into the margin account, 转出 back; at most what the source
// account has available; 全部 fills that.

import { useState } from 'react';
import { formatNumber } from '@/lib/decimal';
import { EMPTY_PLACEHOLDER } from '@/lib/format/placeholder';
import { useMarginTransfer } from '@/queries/margin';
import type { MarginKind, TransferDirection } from '@/services/trading/margin';
import { showToast } from '@/stores/toast-store';
import { MarginAmountDialog } from './margin-amount-dialog';
import styles from './margin-panel.module.css';

export const TRANSFER_SUCCESS_TEXT = '划转成功';

export const DIRECTION_TEXTS: Readonly<Record<TransferDirection, string>> = { in: '转入', out: '转出' };

export interface MarginTransferDialogProps {
  kind: MarginKind;
  symbol: string;
  currency: string;
  unit: string;
  /** Spot available (转入's source); null while unknown. */
  spotAvailable: string | null;
  /** Margin available (转出's source). */
  marginAvailable: string | null;
  onClose(): void;
  onDone(): void;
}

export function MarginTransferDialog({ kind, symbol, currency, unit, spotAvailable, marginAvailable, onClose, onDone }: MarginTransferDialogProps) {
  const [direction, setDirection] = useState<TransferDirection>('in');
  const available = direction === 'in' ? spotAvailable : marginAvailable;
  const transfer = useMarginTransfer(kind);
  const succeeded = () => {
    showToast('success', TRANSFER_SUCCESS_TEXT);
    onDone();
  };
  return (
    <MarginAmountDialog
      title={`划转 ${unit}`}
      testId="margin-transfer-dialog"
      unit={unit}
      facts={[
        { label: '从', value: direction === 'in' ? '币币账户' : kind === 'margin' ? '逐仓杠杆账户' : '全仓杠杆账户' },
        { label: '可转', value: available === null ? EMPTY_PLACEHOLDER : formatNumber(available, 8, { padZeros: false }), testId: 'transfer-available' },
      ]}
      limits={{ available }}
      allAmount={available}
      submitText="确定划转"
      mutation={transfer}
      variables={(amount) => ({ direction, symbol, currency, amount })}
      onSuccess={succeeded}
      onClose={onClose}
    >
      <div className={styles.directions} role="group" aria-label="划转方向">
        {(['in', 'out'] as const).map((option) => (
          <button key={option} type="button" aria-pressed={direction === option} onClick={() => setDirection(option)}>
            {DIRECTION_TEXTS[option]}
          </button>
        ))}
      </div>
    </MarginAmountDialog>
  );
}
