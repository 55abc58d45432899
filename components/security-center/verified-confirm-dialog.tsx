'use client';

// A security change that takes no input of its own: a dialog that says what will happen, the
// security verification (scene 'security') and then the call, as the hook's securityCall makes it; a
// refusal stays in the dialog with the server's message. The sub-account switches, its delete
// and its permission save are this dialog with their own words.

import { useId, type ReactNode } from 'react';
import * as z from 'zod/mini';
import { FormDialog } from '@/components/dialog/form-dialog';
import { SECURITY_STEP_DEFAULTS, SecurityVerificationStep, securityStepSchema, type SecurityCodesPayload } from '@/components/security-verification/security-verification-step';
import type { FormMutation } from '@/queries/form-mutation';
import { SECURITY_CENTER_SCENE } from '@/services/uc/verified-call';

const schema = z.object({ security: securityStepSchema });

export interface VerifiedConfirmDialogProps<V, R> {
  title: string;
  testId: string;
  submitText: string;
  /** What the change does, above the verification. */
  children: ReactNode;
  /** The change's hook (queries/): its call goes through the verification with the typed codes. */
  mutation: FormMutation<V & { security: SecurityCodesPayload }, R>;
  /** The change's own variables (the typed codes are added). */
  variables: V;
  onSuccess(data: R): void;
  onClose(): void;
}

export function VerifiedConfirmDialog<V, R>({ title, testId, submitText, children, mutation, variables, onSuccess, onClose }: VerifiedConfirmDialogProps<V, R>) {
  const id = useId();
  return (
    <FormDialog
      title={title}
      testId={testId}
      submitText={submitText}
      schema={schema}
      defaultValues={{ security: SECURITY_STEP_DEFAULTS }}
      mutation={mutation}
      variables={(values) => ({ ...variables, security: values.security })}
      onSuccess={(data) => onSuccess(data)}
      onClose={onClose}
      width={480}
    >
      {({ control }) => (
        <>
          {children}
          <SecurityVerificationStep scene={SECURITY_CENTER_SCENE} control={control} idPrefix={`${id}-security`} />
        </>
      )}
    </FormDialog>
  );
}
