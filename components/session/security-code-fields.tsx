'use client';

// One field per second factor an account must pass: email and SMS codes through CodeSender
// (sent to the account's own address or phone, masked in the hint), Google Authenticator as a
// 6-digit input. Used inside a react-hook-form form by the security step of reset password and
// by the security verification step (components/security-verification), whose fields sit under
// a prefix ('security.'); validation gives the catalogue's messages (the field rules here, or
// the form's schema when it has a resolver, which react-hook-form then uses instead).

import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { CodeSender } from '@/components/code-sender';
import { FormField, TextInput, fieldProps } from '@/components/form';
import { FACTOR_CODE_FIELDS, type SecurityCodeValues } from '@/lib/security/verification-factors';
import { normalizeDigits, validateCode } from '@/lib/validation';
import type { CodePurpose, TwoFactorMethod } from '@/lib/contracts/uc';

export { SECURITY_CODE_DEFAULTS, securityCodesOf, type SecurityCodeValues } from '@/lib/security/verification-factors';

export interface SecurityCodeFieldsProps<T extends FieldValues> {
  control: Control<T>;
  methods: readonly TwoFactorMethod[];
  /** Masked address and phone the codes go to, shown as a hint. */
  email?: string;
  phone?: string;
  purpose: CodePurpose;
  /** The reset or 2FA token of an unfinished flow; absent for the logged-in user. */
  token?: string;
  idPrefix: string;
  /** Where the code fields sit in the form's values, e.g. 'security.'; none by default. */
  prefix?: string;
}

export function SecurityCodeFields<T extends FieldValues = SecurityCodeValues>({
  control,
  methods,
  email,
  phone,
  purpose,
  token,
  idPrefix,
  prefix = '',
}: SecurityCodeFieldsProps<T>) {
  const gaId = `${idPrefix}-ga-code`;
  const nameOf = (field: keyof SecurityCodeValues) => `${prefix}${field}` as FieldPath<T>;
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
              name={nameOf(FACTOR_CODE_FIELDS[type])}
              rules={{ validate: (value) => validateCode(type, normalizeDigits(String(value ?? ''))) ?? true }}
              render={({ field, fieldState }) => (
                <div className="account-form__field">
                  {target ? <p className="account-form__hint">验证码将发送至 {target}</p> : null}
                  <CodeSender
                    id={`${idPrefix}-${type}-code`}
                    type={type}
                    purpose={purpose}
                    token={token}
                    value={String(field.value ?? '')}
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
          name={nameOf('ga_code')}
          rules={{ validate: (value) => validateCode('ga', normalizeDigits(String(value ?? ''))) ?? true }}
          render={({ field, fieldState }) => (
            <FormField id={gaId} label="谷歌验证码" error={fieldState.error?.message}>
              <TextInput
                {...field}
                value={String(field.value ?? '')}
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
