'use client';

// 修改登录密码: the old password, the new one with its strength, the confirmation, the security
// verification; on success every other device of the account is logged out, and the toast says so.

import { useId } from 'react';
import * as z from 'zod/mini';
import { FormDialog } from '@/components/dialog/form-dialog';
import { FormField, PasswordInput, fieldProps } from '@/components/form';
import { SECURITY_STEP_DEFAULTS, SecurityVerificationStep, securityStepSchema } from '@/components/security-verification/security-verification-step';
import {
  PASSWORD_SAME_TEXT,
  PASSWORD_STRENGTH_TEXT,
  passwordStrength,
  validateOldPassword,
  validatePasswordConfirmation,
} from '@/lib/security-center/password';
import { fieldSchema } from '@/lib/validation/schemas';
import { validatePassword } from '@/lib/validation/rules';
import { useChangeLoginPassword } from '@/queries/security-factors';
import { showToast } from '@/stores/toast-store';
import { SECURITY_CENTER_SCENE } from './security-call';
import styles from './factors.module.css';

export const PASSWORD_TITLE = '修改登录密码';
export const PASSWORD_SUBMIT_TEXT = '确认修改';
export const OLD_PASSWORD_LABEL = '原密码';
export const NEW_PASSWORD_LABEL = '新密码';
export const CONFIRM_PASSWORD_LABEL = '确认新密码';
export const PASSWORD_HINT = '密码需为 8-32 位，且同时包含字母和数字';
export const PASSWORD_CHANGED_TEXT = '登录密码已修改，其他设备已退出登录';

const schema = z
  .object({
    oldPassword: fieldSchema(validateOldPassword),
    newPassword: fieldSchema(validatePassword),
    confirmPassword: z.prefault(z.string(), ''),
    security: securityStepSchema,
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.newPassword === values.oldPassword) ctx.addIssue({ code: 'custom', message: PASSWORD_SAME_TEXT, path: ['newPassword'] });
      const mismatch = validatePasswordConfirmation(values.newPassword, values.confirmPassword);
      if (mismatch !== null) ctx.addIssue({ code: 'custom', message: mismatch, path: ['confirmPassword'] });
    }),
  );

export function StrengthMeter({ password }: { password: string }) {
  const strength = passwordStrength(password);
  return (
    <div className={styles.meter} data-strength={strength} data-testid="password-strength">
      <span className={styles.meterBar} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span>密码强度：{PASSWORD_STRENGTH_TEXT[strength]}</span>
    </div>
  );
}

export function PasswordDialog({ onClose }: { onClose(): void }) {
  const id = useId();
  const change = useChangeLoginPassword();
  return (
    <FormDialog
      title={PASSWORD_TITLE}
      testId="password-dialog"
      submitText={PASSWORD_SUBMIT_TEXT}
      schema={schema}
      defaultValues={{ oldPassword: '', newPassword: '', confirmPassword: '', security: SECURITY_STEP_DEFAULTS }}
      mutation={change}
      variables={(values) => ({ security: values.security, change: { old_password: values.oldPassword, new_password: values.newPassword } })}
      onSuccess={() => showToast('success', PASSWORD_CHANGED_TEXT)}
      onClose={onClose}
      width={480}
    >
      {({ register, watch, control, formState: { errors } }) => (
        <div className={styles.form}>
          <FormField id={`${id}-old`} label={OLD_PASSWORD_LABEL} error={errors.oldPassword?.message}>
            <PasswordInput {...register('oldPassword')} {...fieldProps(`${id}-old`, errors.oldPassword?.message)} autoComplete="current-password" />
          </FormField>
          <FormField id={`${id}-new`} label={NEW_PASSWORD_LABEL} error={errors.newPassword?.message}>
            <PasswordInput
              {...register('newPassword')}
              {...fieldProps(`${id}-new`, errors.newPassword?.message)}
              autoComplete="new-password"
              maxLength={32}
              placeholder={PASSWORD_HINT}
            />
          </FormField>
          <StrengthMeter password={watch('newPassword') ?? ''} />
          <FormField id={`${id}-confirm`} label={CONFIRM_PASSWORD_LABEL} error={errors.confirmPassword?.message}>
            <PasswordInput {...register('confirmPassword')} {...fieldProps(`${id}-confirm`, errors.confirmPassword?.message)} autoComplete="new-password" maxLength={32} />
          </FormField>
          <SecurityVerificationStep scene={SECURITY_CENTER_SCENE} control={control} idPrefix={`${id}-security`} />
        </div>
      )}
    </FormDialog>
  );
}
