'use client';

// Saving a sub-account's permissions: what changes, the parent's security verification, then
// permissions/modify; a refusal stays in the dialog with the server's message.

import { VerifiedConfirmDialog } from '@/components/security-center/verified-confirm-dialog';
import type { PermissionsModifyRequest } from '@/lib/contracts/uc';
import { useModifySubAccountPermissions } from '@/queries/sub-account';
import { showToast } from '@/stores/toast-store';
import { CONFIRM_SUBMIT_TEXT, DETAIL_TEXT as T } from './texts';
import styles from './sub-account.module.css';

export function PermissionsSaveDialog({ change, changed, onDone, onClose }: { change: PermissionsModifyRequest; changed: readonly string[]; onDone(): void; onClose(): void }) {
  const save = useModifySubAccountPermissions();
  return (
    <VerifiedConfirmDialog
      title={T.permissionsTitle}
      testId="sub-account-permissions-dialog"
      submitText={CONFIRM_SUBMIT_TEXT}
      mutation={save}
      variables={{ change }}
      onSuccess={() => {
        showToast('success', T.permissionsDone);
        onDone();
      }}
      onClose={onClose}
    >
      <p className={styles.dialogText}>{T.permissionsNote}</p>
      <ul data-testid="sub-account-permission-changes">
        {changed.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </VerifiedConfirmDialog>
  );
}
