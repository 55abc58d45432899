'use client';

// 删除地址: the address to remove, a confirmation, the security verification, then the removal.

import * as z from 'zod/mini';
import { FormDialog } from '@/components/dialog/form-dialog';
import {
  SECURITY_STEP_DEFAULTS,
  SecurityVerificationStep,
  securityStepSchema,
} from '@/components/security-verification/security-verification-step';
import { WITHDRAW_ADDRESS_SCENE } from '@/lib/contracts/pro/withdraw-address';
import type { BookEntry } from '@/lib/wallet-book';
import { useRemoveWithdrawAddress } from '@/queries/withdraw-address';
import { showToast } from '@/stores/toast-store';
import styles from './wallet-book.module.css';
import { UserText } from '@/components/user-text/user-text';
import { visibleAddress } from '@/lib/format';

export const REMOVE_TITLE = '删除提币地址';
export const REMOVE_SUBMIT_TEXT = '确认删除';
export const REMOVE_SUCCESS_TEXT = '地址已删除';

const schema = z.object({ security: securityStepSchema });

/** The question, the entry's note isolated (a right-to-left override in it stays inside it). */
export function RemoveQuestion({ entry }: { entry: BookEntry }) {
  return (
    <p>
      确定要删除地址「<UserText text={entry.alias} />」吗？删除后需重新添加才能向其提币。
    </p>
  );
}

export function RemoveAddressDialog({ entry, chainName, onClose }: { entry: BookEntry; chainName: string; onClose(): void }) {
  const removal = useRemoveWithdrawAddress();
  return (
    <FormDialog
      title={REMOVE_TITLE}
      testId="remove-address-dialog"
      submitText={REMOVE_SUBMIT_TEXT}
      schema={schema}
      defaultValues={{ security: SECURITY_STEP_DEFAULTS }}
      mutation={removal}
      variables={(values) => ({ security: values.security, id: entry.id })}
      onSuccess={() => showToast('success', REMOVE_SUCCESS_TEXT)}
      onClose={onClose}
      width={480}
    >
      {({ control }) => (
        <div className={styles.form}>
          <RemoveQuestion entry={entry} />
          <dl className={styles.summary}>
            <dt>币种 / 链</dt>
            <dd>
              {entry.currency.toUpperCase()} / {chainName}
            </dd>
            <dt>地址</dt>
            <dd className={styles.mono} dir="ltr">{visibleAddress(entry.address)}</dd>
            {entry.tag ? (
              <>
                <dt>标签</dt>
                <dd className={styles.mono} dir="ltr">{visibleAddress(entry.tag)}</dd>
              </>
            ) : null}
          </dl>
          <SecurityVerificationStep scene={WITHDRAW_ADDRESS_SCENE} control={control} idPrefix="remove-address-security" />
        </div>
      )}
    </FormDialog>
  );
}
