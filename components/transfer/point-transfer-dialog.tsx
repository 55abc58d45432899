'use client';

// 点卡划转 (exchange-wallet-fiat.md section 7 "custody dx-point … POST dx-point/transfer"): a
// small dialog on the transfer screen moving termless points to another user (a sub-account's
// to its parent): the point balance, the receiving UID, the amount with 全部. A failed call keeps
// what was typed and shows the server's message; the button is busy while the call runs.

import { type FormEvent, useId, useRef, useState } from 'react';
import { useGuardedAction } from '@/components/dialog/guarded-submit';
import { requestAttempt, type RequestAttempt } from '@/components/dialog/request-id';
import { Dialog } from '@/components/dialog/dialog';
import { AmountInput } from '@/components/form/amount-input';
import { Button } from '@/components/form/button';
import { TextInput } from '@/components/form/text-input';
import { formatNumber } from '@/lib/decimal';
import { checkPointTransfer, POINT_PRECISION, POINT_TEXTS } from '@/lib/transfer';
import { queryErrorText } from '@/queries/failure';
import { useSubmitPointTransfer } from '@/queries/transfer';
import { usePointAccount } from '@/queries/wallet';
import { showToast } from '@/stores/toast-store';
import styles from './transfer.module.css';
import { EMPTY_PLACEHOLDER } from '@/lib/format';

export interface PointTransferDialogProps {
  uid: number;
  onClose(): void;
}

export function PointTransferDialog({ uid, onClose }: PointTransferDialogProps) {
  const id = useId();
  const account = usePointAccount(true, { live: false });
  const balance = account.data?.balance ?? null;
  const [toUid, setToUid] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<{ field: 'toUid' | 'amount'; message: string } | null>(null);
  const submit = useSubmitPointTransfer(uid);
  // One request id per attempt: a retry of the same values carries the same one.
  const attempt = useRef<RequestAttempt | null>(null);

  const { run: send } = useGuardedAction(async () => {
    submit.reset();
    const check = checkPointTransfer({ toUid, amount }, { ownUid: uid, balance });
    if (!check.ok) {
      setError({ field: check.field, message: check.message });
      return;
    }
    setError(null);
    const values = { toUid: check.toUid, amount: check.amount };
    attempt.current = requestAttempt(attempt.current, values);
    try {
      await submit.mutateAsync({ values, requestId: attempt.current.id });
      attempt.current = null;
      showToast('success', POINT_TEXTS.success);
      setAmount('');
    } catch {
      // Shown from submit.error (the hook's wording); what was typed stays.
    }
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const serverError = submit.error ? queryErrorText(submit.error) : null;

  return (
    <Dialog title={POINT_TEXTS.title} onClose={onClose} busy={submit.isPending} testId="point-transfer-dialog">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <p className={styles.transferable} data-testid="point-balance">
          可用点卡 {balance === null ? EMPTY_PLACEHOLDER : formatNumber(balance, POINT_PRECISION, { padZeros: false })}
        </p>
        <div className={styles.field}>
          <label htmlFor={`${id}-uid`}>{POINT_TEXTS.toUid}</label>
          <TextInput
            id={`${id}-uid`}
            inputMode="numeric"
            value={toUid}
            invalid={error?.field === 'toUid'}
            onChange={(event) => {
              setToUid(event.target.value);
              setError(null);
            }}
          />
          {error?.field === 'toUid' ? <p className={styles.error} role="alert">{error.message}</p> : null}
        </div>
        <AmountInput
          id={`${id}-amount`}
          label="划转点卡数量"
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setError(null);
            submit.reset();
          }}
          max={balance}
          error={error?.field === 'amount' ? error.message : null}
          errorTestId="point-amount-error"
        />
        {serverError ? <p className={styles.error} role="alert" data-testid="point-server-error">{serverError}</p> : null}
        <Button type="submit" variant="primary" loading={submit.isPending} data-testid="point-submit">
          确定划转
        </Button>
      </form>
    </Dialog>
  );
}
