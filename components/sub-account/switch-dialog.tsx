'use client';

// One switch of a sub-account (冻结/解冻, 禁止登录/允许登录, 重置谷歌验证) as the security centre
// changes a setting: a dialog that says what will happen, the parent's security verification
// (scene 'security'), then the call; a refusal stays in the dialog with the server's message.

import { VerifiedConfirmDialog } from '@/components/security-center/verified-confirm-dialog';
import { useSwitchSubAccount } from '@/queries/sub-account';
import type { SubAccountSwitch } from '@/services/uc/sub-account';
import { showToast } from '@/stores/toast-store';
import { CONFIRM_SUBMIT_TEXT, SWITCH_TEXT } from './texts';
import styles from './sub-account.module.css';
import { UserText } from '@/components/user-text/user-text';

export interface SwitchTarget {
  action: SubAccountSwitch;
  uid: number;
  name: string;
}

export function SwitchDialog({ target, onClose }: { target: SwitchTarget; onClose(): void }) {
  const text = SWITCH_TEXT[target.action];
  const change = useSwitchSubAccount();
  return (
    <VerifiedConfirmDialog
      title={text.title}
      testId="sub-account-switch-dialog"
      submitText={CONFIRM_SUBMIT_TEXT}
      mutation={change}
      variables={{ action: target.action, subUid: target.uid }}
      onSuccess={() => showToast('success', text.done)}
      onClose={onClose}
    >
      <p className={styles.dialogText}>
        <UserText text={target.name} />（UID {target.uid}）：{text.note}
      </p>
    </VerifiedConfirmDialog>
  );
}
