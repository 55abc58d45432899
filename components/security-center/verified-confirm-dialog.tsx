'use client';

// A security change that takes no input of its own: a dialog that says what will happen, the
// security verification (scene 'security') and then the call, as securityCall makes it; a
// refusal stays in the dialog with the server's message. The sub-account switches, its delete
// and its permission save are this dialog with their own words.

import { useId, type ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { FormDialog } from '@/components/dialog/form-dialog';
import { SECURITY_STEP_DEFAULTS, SecurityVerificationStep, securityStepSchema } from '@/components/security-verification/security-verification-step';
import type { ApiResult } from '@/services/http';
import { SECURITY_CENTER_SCENE, securityCall } from './security-call';

const schema = z.object({ security: securityStepSchema });

export interface VerifiedConfirmDialogProps<R> {
  title: string;
  testId: string;
  submitText: string;
  /** What the change does, above the verification. */
  children: ReactNode;
  call(): Promise<ApiResult<R>>;
  invalidates: readonly QueryKey[];
  onSuccess(data: R): void;
  onClose(): void;
}

export function VerifiedConfirmDialog<R>({ title, testId, submitText, children, call, invalidates, onSuccess, onClose }: VerifiedConfirmDialogProps<R>) {
  const id = useId();
  return (
    <FormDialog
      title={title}
      testId={testId}
      submitText={submitText}
      schema={schema}
      defaultValues={{ security: SECURITY_STEP_DEFAULTS }}
      submit={(values) => securityCall(values.security, call)}
      invalidates={invalidates}
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
