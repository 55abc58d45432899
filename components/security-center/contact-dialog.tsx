'use client';

// 绑定邮箱 / 绑定手机 / 更换手机: the new address or number, the code sent to it through the code
// sender (purpose 'bind'; the field is checked before sending), and the security verification.
// A failure (wrong code, taken address, already bound in another tab) keeps what was typed.

import { useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import * as z from 'zod/mini';
import { CodeSender } from '@/components/code-sender';
import { FormDialog } from '@/components/dialog/form-dialog';
import { FormField, TextInput, fieldProps } from '@/components/form';
import { SECURITY_STEP_DEFAULTS, SecurityVerificationStep, securityStepSchema } from '@/components/security-verification/security-verification-step';
import { FACTOR_BIND_CODE_PURPOSE } from '@/lib/contracts/uc';
import { emailCodeSchema, emailSchema, fieldSchema, phoneSchema, smsCodeSchema } from '@/lib/validation/schemas';
import { useBindEmail, useBindPhone } from '@/queries/security-factors';
import { showToast } from '@/stores/toast-store';
import { SECURITY_CENTER_SCENE } from './security-call';
import styles from './factors.module.css';

export const CONTACT_TEXTS = {
  email: { title: '绑定邮箱', submit: '确认绑定', success: '邮箱绑定成功', label: '新邮箱' },
  phone: { title: '绑定手机', submit: '确认绑定', success: '手机绑定成功', label: '手机号' },
  rephone: { title: '更换手机', submit: '确认更换', success: '手机更换成功', label: '新手机号' },
} as const;
export const COUNTRY_CODE_LABEL = '区号';
export const COUNTRY_CODE_INVALID_TEXT = '请输入正确的区号';
export const DEFAULT_COUNTRY_CODE = '86';
export const NEW_EMAIL_CODE_LABEL = '新邮箱验证码';
export const NEW_PHONE_CODE_LABEL = '新手机验证码';

export function currentPhoneText(masked: string): string {
  return `当前手机：${masked}`;
}

export type ContactKind = keyof typeof CONTACT_TEXTS;

const emailFormSchema = z.object({ email: emailSchema, code: emailCodeSchema, security: securityStepSchema });
const phoneFormSchema = z.object({
  countryCode: fieldSchema(
    (value) => (/^\+?\d{1,4}$/.test(value.trim()) ? null : COUNTRY_CODE_INVALID_TEXT),
    (value) => value.trim().replace(/^\+/, ''),
  ),
  phone: phoneSchema,
  code: smsCodeSchema,
  security: securityStepSchema,
});

/** The code sent to the new address or number (purpose 'bind'), bound to the form's `code` field. */
function NewContactCode<T extends FieldValues>({
  control,
  id,
  type,
  label,
  account,
  countryCode,
  beforeSend,
}: {
  control: Control<T>;
  id: string;
  type: 'email' | 'sms';
  label: string;
  account: string;
  countryCode?: string;
  beforeSend(): Promise<boolean>;
}) {
  return (
    <Controller
      control={control}
      name={'code' as FieldPath<T>}
      render={({ field, fieldState }) => (
        <CodeSender
          id={id}
          type={type}
          label={label}
          purpose={FACTOR_BIND_CODE_PURPOSE}
          account={account.trim()}
          countryCode={countryCode}
          beforeSend={beforeSend}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export function EmailBindDialog({ onClose }: { onClose(): void }) {
  const id = useId();
  const texts = CONTACT_TEXTS.email;
  const bind = useBindEmail();
  return (
    <FormDialog
      title={texts.title}
      testId="email-bind-dialog"
      submitText={texts.submit}
      schema={emailFormSchema}
      defaultValues={{ email: '', code: '', security: SECURITY_STEP_DEFAULTS }}
      mutation={bind}
      variables={(values) => ({ security: values.security, bind: { email: values.email, code: values.code } })}
      onSuccess={() => showToast('success', texts.success)}
      onClose={onClose}
      width={480}
    >
      {({ register, control, watch, trigger, formState: { errors } }) => (
        <div className={styles.form}>
          <FormField id={`${id}-email`} label={texts.label} error={errors.email?.message}>
            <TextInput {...register('email')} {...fieldProps(`${id}-email`, errors.email?.message)} type="email" autoComplete="email" placeholder="请输入邮箱地址" />
          </FormField>
          <NewContactCode control={control} id={`${id}-code`} type="email" label={NEW_EMAIL_CODE_LABEL} account={watch('email') ?? ''} beforeSend={() => trigger('email')} />
          <SecurityVerificationStep scene={SECURITY_CENTER_SCENE} control={control} idPrefix={`${id}-security`} />
        </div>
      )}
    </FormDialog>
  );
}

/** `current`: the masked number bound now (a change shows it). */
export function PhoneBindDialog({ rebind, current, onClose }: { rebind: boolean; current?: string | null; onClose(): void }) {
  const id = useId();
  const texts = rebind ? CONTACT_TEXTS.rephone : CONTACT_TEXTS.phone;
  const bind = useBindPhone(rebind);
  return (
    <FormDialog
      title={texts.title}
      testId={rebind ? 'phone-rebind-dialog' : 'phone-bind-dialog'}
      submitText={texts.submit}
      schema={phoneFormSchema}
      defaultValues={{ countryCode: DEFAULT_COUNTRY_CODE, phone: '', code: '', security: SECURITY_STEP_DEFAULTS }}
      mutation={bind}
      variables={(values) => ({ security: values.security, bind: { country_code: values.countryCode, phone: values.phone, code: values.code } })}
      onSuccess={() => showToast('success', texts.success)}
      onClose={onClose}
      width={480}
    >
      {({ register, control, watch, trigger, formState: { errors } }) => (
        <div className={styles.form}>
          {rebind && current ? <p data-testid="current-phone">{currentPhoneText(current)}</p> : null}
          <div className={styles.phoneRow}>
            <FormField id={`${id}-country`} label={COUNTRY_CODE_LABEL} error={errors.countryCode?.message}>
              <TextInput {...register('countryCode')} {...fieldProps(`${id}-country`, errors.countryCode?.message)} inputMode="numeric" maxLength={5} />
            </FormField>
            <FormField id={`${id}-phone`} label={texts.label} error={errors.phone?.message}>
              <TextInput {...register('phone')} {...fieldProps(`${id}-phone`, errors.phone?.message)} type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={11} placeholder="请输入手机号" />
            </FormField>
          </div>
          <NewContactCode
            control={control}
            id={`${id}-code`}
            type="sms"
            label={NEW_PHONE_CODE_LABEL}
            account={watch('phone') ?? ''}
            countryCode={(watch('countryCode') ?? '').trim().replace(/^\+/, '')}
            beforeSend={() => trigger(['countryCode', 'phone'])}
          />
          <SecurityVerificationStep scene={SECURITY_CENTER_SCENE} control={control} idPrefix={`${id}-security`} />
        </div>
      )}
    </FormDialog>
  );
}
