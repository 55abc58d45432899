'use client';

import { Fragment } from 'react';

// One switch (冻结, 解冻, 禁止登录, 允许登录) over the parent's selection: which sub-accounts it
// changes and which are already so (left alone), one security verification, then the switch for
// each in turn. A refusal of the first (the verification, a session gone) stays in the dialog with
// the server's message and nothing is changed; after that each sub-account gets its own result.

import { VerifiedConfirmDialog } from '@/components/security-center/verified-confirm-dialog';
import type { SubAccountRow } from '@/lib/contracts/uc';
import { splitSelection, type RowSwitch } from '@/lib/sub-account/states';
import { type BatchSwitchResult, useSwitchSubAccounts } from '@/queries/sub-account';
import { showToast } from '@/stores/toast-store';
import { BATCH_SWITCH_TEXT as B, CONFIRM_SUBMIT_TEXT, SWITCH_TEXT } from './texts';
import styles from './sub-account.module.css';
import { UserText } from '@/components/user-text/user-text';

export type { BatchSwitchResult };

export function BatchSwitchDialog({
  action,
  rows,
  onDone,
  onClose,
}: {
  action: RowSwitch;
  rows: readonly SubAccountRow[];
  onDone(results: BatchSwitchResult[]): void;
  onClose(): void;
}) {
  const text = SWITCH_TEXT[action];
  const { apply, skip } = splitSelection(action, rows);
  const change = useSwitchSubAccounts();
  // Each name isolated: a right-to-left override in one cannot reorder the others.
  const names = (list: readonly SubAccountRow[]) =>
    list.map((row, index) => (
      <Fragment key={row.uid}>
        {index > 0 ? '、' : null}
        <UserText text={row.account_name} />
      </Fragment>
    ));
  return (
    <VerifiedConfirmDialog
      title={B.title(text.label)}
      testId="sub-account-batch-switch-dialog"
      submitText={CONFIRM_SUBMIT_TEXT}
      mutation={change}
      variables={{ action, rows: apply }}
      onSuccess={(results) => {
        const failed = results.filter((result) => !result.ok).length;
        showToast(failed === 0 ? 'success' : 'warning', B.done(results.length - failed, failed));
        onDone(results);
      }}
      onClose={onClose}
    >
      <p className={styles.dialogText}>{text.note}</p>
      <p className={styles.dialogText} data-testid="batch-switch-apply">
        {B.apply(text.label, apply.length)}
        {names(apply)}
      </p>
      {skip.length > 0 ? (
        <p className={styles.dialogText} data-testid="batch-switch-skip">
          {B.skip}
          {names(skip)}
        </p>
      ) : null}
    </VerifiedConfirmDialog>
  );
}
