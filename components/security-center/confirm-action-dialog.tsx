'use client';

// A confirmation of one security-records action (退出 a device, 退出其他所有设备, 这不是我): what
// will happen, 确认 disabled while the call runs (nothing is done twice), and a refusal kept in
// the dialog with the server's message.

import type { ReactNode } from 'react';
import { Dialog } from '@/components/dialog/dialog';
import { queryErrorText } from '@/queries/failure';
import styles from './security-records.module.css';

export const CONFIRM_TEXT = { confirm: '确认', cancel: '取消', pending: '处理中…' } as const;

export interface ConfirmActionDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmText?: string;
  pending: boolean;
  /** The last refusal (a mutation's error), shown in the dialog. */
  error: unknown;
  danger?: boolean;
  onConfirm(): void;
  onClose(): void;
  testId?: string;
}

export function ConfirmActionDialog({ open, title, children, confirmText = CONFIRM_TEXT.confirm, pending, error, danger = false, onConfirm, onClose, testId }: ConfirmActionDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      busy={pending}
      hideCloseButton
      {...(testId === undefined ? {} : { testId })}
      footer={
        <div className={styles.dialogActions}>
          <button type="button" className={styles.secondary} onClick={onClose} disabled={pending}>
            {CONFIRM_TEXT.cancel}
          </button>
          <button type="button" className={danger ? styles.danger : styles.primary} onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
            {pending ? CONFIRM_TEXT.pending : confirmText}
          </button>
        </div>
      }
    >
      <div className={styles.dialogBody}>{children}</div>
      {error ? (
        <p role="alert" className={styles.error}>
          {queryErrorText(error)}
        </p>
      ) : null}
    </Dialog>
  );
}
