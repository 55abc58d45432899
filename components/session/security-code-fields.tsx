'use client';

// One field per second factor an account must pass: email and SMS codes through CodeSender
// (sent to the account's own address or phone, masked in the hint), Google Authenticator as a
// 6-digit input. Used inside a react-hook-form form by the security step of reset password and
// by the security verification page; validation gives the catalogue's messages.

import { Controller, type Control } from 'react-hook-form';
import { CodeSender } from '@/components/code-sender';
import { FormField, TextInput, fieldProps } from '@/components/form';
import { normalizeDigits, validateCode } from '@/lib/validation';
import type { CodePurpose, TwoFactorMethod } from '@/lib/contracts/uc';

export interface SecurityCodeValues {
  email_code: string;
  sms_code: string;
  ga_code: string;
}

export const SECURITY_CODE_DEFAULTS: SecurityCodeValues = { email_code: '', sms_code: '', ga_code: '' };

/** The codes to send: those of the required methods, normalised (ASCII digits, no spaces). */
export function securityCodesOf(methods: readonly TwoFactorMethod[], values: SecurityCodeValues): Partial<SecurityCodeValues> {
  return {
    ...(methods.includes('email') && { email_code: normalizeDigits(values.email_code) }),
    ...(methods.includes('sms') && { sms_code: normalizeDigits(values.sms_code) }),
    ...(methods.includes('ga') && { ga_code: normalizeDigits(values.ga_code) }),
  };
}

export interface SecurityCodeFieldsProps {
  control: Control<SecurityCodeValues>;
  methods: readonly TwoFactorMethod[];
  /** Masked address and phone the codes go to, shown as a hint. */
  email?: string;
  phone?: string;
  purpose: CodePurpose;
  /** The reset or 2FA token of an unfinished flow; absent for the logged-in user. */
  token?: string;
  idPrefix: string;
}

export function SecurityCodeFields({ control, methods, email, phone, purpose, token, idPrefix }: SecurityCodeFieldsProps) {
  const gaId = `${idPrefix}-ga-code`;
  return (
    <>
      {(['email', 'sms'] as const)
        .filter((type) => methods.includes(type))
        .map((type) => {
          const target = type === 'email' ? email : phone;
          return (
            <Controller
              key={type}
              control={control}
              name={type === 'email' ? 'email_code' : 'sms_code'}
              rules={{ validate: (value) => validateCode(type, normalizeDigits(value)) ?? true }}
              render={({ field, fieldState }) => (
                <div className="account-form__field">
                  {target ? <p className="account-form__hint">验证码将发送至 {target}</p> : null}
                  <CodeSender
                    id={`${idPrefix}-${type}-code`}
                    type={type}
                    purpose={purpose}
                    token={token}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                </div>
              )}
            />
          );
        })}
      {methods.includes('ga') ? (
        <Controller
          control={control}
          name="ga_code"
          rules={{ validate: (value) => validateCode('ga', normalizeDigits(value)) ?? true }}
          render={({ field, fieldState }) => (
            <FormField id={gaId} label="谷歌验证码" error={fieldState.error?.message}>
              <TextInput
                {...field}
                {...fieldProps(gaId, fieldState.error?.message)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder="请输入 6 位谷歌验证码"
              />
            </FormField>
          )}
        />
      ) : null}
    </>
  );
}
