'use client';

// The detail page's changes that take input or cannot be undone, each a FormDialog with the
// parent's security verification (scene 'security') as the security centre's settings: rename
// (the lib name rule as typed, the server's 10105/10106 at the form), reset the login password
// (the project's password rule and strength meter), and delete (what is lost, and the server's
// refusal while the sub-account holds assets).

import { useId } from 'react';
import * as z from 'zod/mini';
import { FormDialog } from '@/components/dialog/form-dialog';
import { FormField, PasswordInput, TextInput, fieldProps } from '@/components/form';
import { SECURITY_CENTER_SCENE } from '@/services/uc/verified-call';
import { StrengthMeter } from '@/components/security-center/password-dialog';
import { VerifiedConfirmDialog } from '@/components/security-center/verified-confirm-dialog';
import { SECURITY_STEP_DEFAULTS, SecurityVerificationStep, securityStepSchema } from '@/components/security-verification/security-verification-step';
import { NAME_PROBLEM_TEXT, nameProblem, normalizeSubAccountName } from '@/lib/sub-account';
import { fieldSchema } from '@/lib/validation/schemas';
import { validatePassword, validatePasswordConfirmation } from '@/lib/validation/rules';
import { useDeleteSubAccount, useRenameSubAccount, useResetSubAccountPassword } from '@/queries/sub-account';
import { showToast } from '@/stores/toast-store';
import { BATCH_TEXT, CONFIRM_SUBMIT_TEXT, DETAIL_TEXT as T } from './texts';
import styles from './sub-account.module.css';
import { UserText } from '@/components/user-text/user-text';

export interface SubAccountTarget {
  uid: number;
  name: string;
}

const renameSchema = z.object({
  name: fieldSchema((value) => {
    const problem = nameProblem(value);
    return problem === null ? null : NAME_PROBLEM_TEXT[problem];
  }, normalizeSubAccountName),
  security: securityStepSchema,
});

export function RenameDialog({ target, onClose }: { target: SubAccountTarget; onClose(): void }) {
  const id = useId();
  const rename = useRenameSubAccount();
  return (
    <FormDialog
      title={T.renameTitle}
      testId="sub-account-rename-dialog"
      submitText={CONFIRM_SUBMIT_TEXT}
      schema={renameSchema}
      defaultValues={{ name: target.name, security: SECURITY_STEP_DEFAULTS }}
      mutation={rename}
      variables={(values) => ({ security: values.security, subUid: target.uid, accountName: values.name })}
      onSuccess={() => showToast('success', T.renameDone)}
      onClose={onClose}
      width={480}
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <FormField id={`${id}-name`} label={T.newName} error={errors.name?.message}>
            <TextInput {...register('name')} {...fieldProps(`${id}-name`, errors.name?.message)} placeholder={BATCH_TEXT.namePlaceholder} maxLength={40} />
          </FormField>
          <SecurityVerificationStep scene={SECURITY_CENTER_SCENE} control={control} idPrefix={`${id}-security`} />
        </>
      )}
    </FormDialog>
  );
}

const passwordSchema = z
  .object({ password: fieldSchema(validatePassword), confirmPassword: z.prefault(z.string(), ''), security: securityStepSchema })
  .check(
    z.superRefine((values, ctx) => {
      const mismatch = validatePasswordConfirmation(values.password, values.confirmPassword);
      if (mismatch !== null) ctx.addIssue({ code: 'custom', message: mismatch, path: ['confirmPassword'] });
    }),
  );

export function PasswordResetDialog({ target, onClose }: { target: SubAccountTarget; onClose(): void }) {
  const id = useId();
  const reset = useResetSubAccountPassword();
  return (
    <FormDialog
      title={
        <>
          {T.resetPassword}：<UserText text={target.name} />
        </>
      }
      testId="sub-account-password-dialog"
      submitText={CONFIRM_SUBMIT_TEXT}
      schema={passwordSchema}
      defaultValues={{ password: '', confirmPassword: '', security: SECURITY_STEP_DEFAULTS }}
      mutation={reset}
      variables={(values) => ({ security: values.security, subUid: target.uid, password: values.password })}
      onSuccess={() => showToast('success', T.passwordDone)}
      onClose={onClose}
      width={480}
    >
      {({ register, watch, control, formState: { errors } }) => (
        <>
          <FormField id={`${id}-password`} label={T.newPassword} error={errors.password?.message}>
            <PasswordInput {...register('password')} {...fieldProps(`${id}-password`, errors.password?.message)} autoComplete="new-password" maxLength={32} placeholder={BATCH_TEXT.passwordHint} />
          </FormField>
          <StrengthMeter password={watch('password') ?? ''} />
          <FormField id={`${id}-confirm`} label={T.confirmPassword} error={errors.confirmPassword?.message}>
            <PasswordInput {...register('confirmPassword')} {...fieldProps(`${id}-confirm`, errors.confirmPassword?.message)} autoComplete="new-password" maxLength={32} />
          </FormField>
          <SecurityVerificationStep scene={SECURITY_CENTER_SCENE} control={control} idPrefix={`${id}-security`} />
        </>
      )}
    </FormDialog>
  );
}

export function DeleteDialog({ target, onDeleted, onClose }: { target: SubAccountTarget; onDeleted(): void; onClose(): void }) {
  const remove = useDeleteSubAccount();
  return (
    <VerifiedConfirmDialog
      title={T.deleteTitle}
      testId="sub-account-delete-dialog"
      submitText={T.deleteTitle}
      mutation={remove}
      variables={{ subUid: target.uid }}
      onSuccess={() => {
        showToast('success', T.deleteDone);
        onDeleted();
      }}
      onClose={onClose}
    >
      <p className={styles.dialogText}>
        <UserText text={target.name} />（UID {target.uid}）：{T.deleteNote}
      </p>
    </VerifiedConfirmDialog>
  );
}
