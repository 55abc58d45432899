'use client';

// One switch of a sub-account (冻结/解冻, 禁止登录/允许登录, 重置谷歌验证) as the security centre
// changes a setting: a dialog that says what will happen, the parent's security verification
// (scene 'security'), then the call; a refusal stays in the dialog with the server's message.

import { useId } from 'react';
import * as z from 'zod/mini';
import { FormDialog } from '@/components/dialog/form-dialog';
import { SECURITY_CENTER_SCENE, securityCall } from '@/components/security-center/security-call';
import { SECURITY_STEP_DEFAULTS, SecurityVerificationStep, securityStepSchema } from '@/components/security-verification/security-verification-step';
import { subAccountKeys } from '@/queries/keys';
import { switchSubAccount, type SubAccountSwitch } from '@/services/uc/sub-account';
import { showToast } from '@/stores/toast-store';
import { CONFIRM_SUBMIT_TEXT, SWITCH_TEXT } from './texts';
import styles from './sub-account.module.css';

const schema = z.object({ security: securityStepSchema });
const INVALIDATES = [subAccountKeys.all] as const;

export interface SwitchTarget {
  action: SubAccountSwitch;
  uid: number;
  name: string;
}

export function SwitchDialog({ target, onClose }: { target: SwitchTarget; onClose(): void }) {
  const id = useId();
  const text = SWITCH_TEXT[target.action];
  return (
    <FormDialog
      title={text.title}
      testId="sub-account-switch-dialog"
      submitText={CONFIRM_SUBMIT_TEXT}
      schema={schema}
      defaultValues={{ security: SECURITY_STEP_DEFAULTS }}
      submit={(values) => securityCall(values.security, () => switchSubAccount(target.action, target.uid))}
      invalidates={INVALIDATES}
      onSuccess={() => showToast('success', text.done)}
      onClose={onClose}
      width={480}
    >
      {({ control }) => (
        <>
          <p className={styles.dialogText}>
            {target.name}（UID {target.uid}）：{text.note}
          </p>
          <SecurityVerificationStep scene={SECURITY_CENTER_SCENE} control={control} idPrefix={`${id}-security`} />
        </>
      )}
    </FormDialog>
  );
}

/** The switches a row offers for its state: the lock first, then the login. */
export function rowSwitches(row: { locked: boolean; login_enabled: boolean }): SubAccountSwitch[] {
  return [row.locked ? 'unlock' : 'lock', row.login_enabled ? 'disableLogin' : 'enableLogin'];
}
