'use client';

// The security-verification step of a sensitive action (shell-and-account.md section 7): it
// reads what the account requires for the scene (security/strategy/get), asks for exactly those
// codes — e-mail and SMS through the code sender (sent to the account's own address and phone),
// Google Authenticator typed — and checks them with section 5's texts through the form's schema
// (securityStepSchema under `security`). The embedding form (a FormDialog, the verification
// page) gets the codes to verify as `values.security`, and verifiedCall() verifies them before
// its own call.

import type { CodePurpose } from '@/lib/contracts/uc/schemas';
import { useEffect } from 'react';
import { type Control, type FieldPath, type FieldValues, useController, useFormState } from 'react-hook-form';
import { EnsureQueryClient } from '@/components/dialog/ensure-query-client';
import { Button, ErrorMessage, LoadingMessage } from '@/components/form';
import { SecurityCodeFields } from '@/components/session/security-code-fields';
import { requiredFactors } from '@/lib/security/verification-factors';
import { useSecurityStrategy } from '@/queries/uc';
import { SECURITY_CODE_PURPOSE, type SecurityScene } from '@/lib/contracts/uc';

export { SECURITY_STEP_DEFAULTS, securityStepSchema, type SecurityCodesPayload, type SecurityStepValues } from '@/lib/security/verification-factors';

// Texts of the step (project: the spec shows none).
export const STRATEGY_LOAD_FAILED_TEXT = '验证方式加载失败，请重试';
export const RETRY_TEXT = '重试';

/** The account's strategy for the scene, one cache entry shared with the pages that read it. */
export { useSecurityStrategy };

/** Verifies the codes for the scene, then makes the action's own call (services/uc/verified-call). */
export { verifiedCall } from '@/services/uc/verified-call';

export interface SecurityVerificationStepProps<T extends FieldValues> {
  scene: SecurityScene;
  control: Control<T>;
  /** Where the step's values (SecurityStepValues) sit in the form; 'security' unless told. */
  name?: string;
  /** Prefix of the fields' ids. */
  idPrefix?: string;
  /** The purpose the codes are sent with ('security' unless the action's own call checks another, as withdraw place does). */
  purpose?: CodePurpose;
}

function Step<T extends FieldValues>({ scene, control, name = 'security', idPrefix = 'security-verification', purpose = SECURITY_CODE_PURPOSE }: SecurityVerificationStepProps<T>) {
  const strategy = useSecurityStrategy(scene);
  const factorsField = useController({ control, name: `${name}.factors` as FieldPath<T> });
  const { errors } = useFormState({ control, name: `${name}.factors` as FieldPath<T> });
  const factors = requiredFactors(strategy.data);
  const factorsKey = factors.join(',');
  const setFactors = factorsField.field.onChange;

  // The form's schema checks the codes of the factors it finds in the values.
  useEffect(() => {
    setFactors(factorsKey === '' ? [] : factorsKey.split(','));
  }, [factorsKey, setFactors]);

  const notReady = (errors as Record<string, { factors?: { message?: string } } | undefined>)[name]?.factors?.message;
  if (strategy.isPending || (strategy.isError && strategy.isFetching)) {
    return (
      <>
        <LoadingMessage />
        {notReady ? <ErrorMessage text={notReady} /> : null}
      </>
    );
  }
  if (strategy.isError) {
    return (
      <div className="account-form__field">
        <ErrorMessage text={STRATEGY_LOAD_FAILED_TEXT} />
        <Button onClick={() => void strategy.refetch()}>{RETRY_TEXT}</Button>
      </div>
    );
  }
  return (
    <SecurityCodeFields
      control={control}
      methods={factors}
      email={strategy.data.email}
      phone={strategy.data.phone}
      purpose={purpose}
      idPrefix={idPrefix}
      prefix={`${name}.`}
    />
  );
}

export function SecurityVerificationStep<T extends FieldValues>(props: SecurityVerificationStepProps<T>) {
  return (
    <EnsureQueryClient>
      <Step {...props} />
    </EnsureQueryClient>
  );
}
