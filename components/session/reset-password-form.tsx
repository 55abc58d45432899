'use client';

// Reset password in three steps: the account (with the risk check, scene resetPwd), the
// security verification the account requires (email, SMS and/or Google Authenticator codes),
// then the new password. Each step keeps what was typed when the server refuses it.

import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { CodeSender } from '@/components/code-sender';
import { Button, FormField, Steps, TextInput, fieldProps } from '@/components/form';
import { useRiskCaptcha } from '@/components/risk-captcha';
import { normalizeDigits, validateCode } from '@/lib/validation';
import { resetAccountVerify, resetPassword, resetSecurityVerify } from '@/services/uc/account';
import { RISK_SCENES, type resetAccountVerifyResponseSchema } from '@/services/uc/schemas';
import { showToast } from '@/stores/toast-store';
import { AccountFields, accountIdentity, ACCOUNT_DEFAULTS, type AccountValues } from './account-fields';
import { NewPasswordFields } from './password-field';
import { passRiskCheck } from './risk-check';

type Challenge = z.infer<typeof resetAccountVerifyResponseSchema>;
export const RESET_DONE_TEXT = '密码已重置，请使用新密码登录';
const FAILED_TEXT = '操作失败，请稍后重试';
const RESET_STEPS = ['验证账号', '安全验证', '设置新密码'] as const;

function ServerError({ message }: { message: string | null }) {
  return message ? (
    <p className="account-form__error" role="alert">
      {message}
    </p>
  ) : null;
}

function AccountStep({ onVerified }: { onVerified: (challenge: Challenge) => void }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const riskCaptcha = useRiskCaptcha();
  const { control, handleSubmit, formState } = useForm<AccountValues>({ defaultValues: ACCOUNT_DEFAULTS });
  const onSubmit = async (values: AccountValues) => {
    setServerError(null);
    const { loginName, countryCode } = accountIdentity(values);
    const risk = await passRiskCheck(riskCaptcha, { scene: RISK_SCENES.resetPwd, loginName, countryCode }, setServerError, FAILED_TEXT);
    if (!risk) return;
    const { captcha } = risk;
    const result = await resetAccountVerify({ account: loginName, account_type: values.accountType, country_code: countryCode, ...(captcha ?? {}) });
    if (result.success) onVerified(result.data);
    else setServerError(String(result.message || FAILED_TEXT));
  };
  return (
    <form className="account-form" onSubmit={handleSubmit(onSubmit)} noValidate>
      <AccountFields control={control} idPrefix="reset" />
      <ServerError message={serverError} />
      <Button variant="primary" type="submit" block loading={formState.isSubmitting}>
        下一步
      </Button>
      {riskCaptcha.dialog}
    </form>
  );
}

interface SecurityValues {
  email_code: string;
  sms_code: string;
  ga_code: string;
}

function SecurityStep({ challenge, onVerified }: { challenge: Challenge; onVerified: (token: string) => void }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<SecurityValues>({ defaultValues: { email_code: '', sms_code: '', ga_code: '' } });
  const asks = (method: 'email' | 'sms' | 'ga') => challenge.methods.includes(method);
  const onSubmit = async (values: SecurityValues) => {
    setServerError(null);
    const result = await resetSecurityVerify({
      reset_token: challenge.reset_token,
      email_code: asks('email') ? normalizeDigits(values.email_code) : undefined,
      sms_code: asks('sms') ? normalizeDigits(values.sms_code) : undefined,
      ga_code: asks('ga') ? normalizeDigits(values.ga_code) : undefined,
    });
    if (result.success) onVerified(result.data.reset_token);
    else setServerError(String(result.message || FAILED_TEXT));
  };
  return (
    <form className="account-form" onSubmit={handleSubmit(onSubmit)} noValidate>
      {(['email', 'sms'] as const).filter(asks).map((type) => (
        <Controller
          key={type}
          control={control}
          name={type === 'email' ? 'email_code' : 'sms_code'}
          rules={{ validate: (value) => validateCode(type, normalizeDigits(value)) ?? true }}
          render={({ field, fieldState }) => (
            <div className="account-form__field">
              {(type === 'email' ? challenge.email : challenge.phone) ? (
                <p className="account-form__hint">验证码将发送至 {type === 'email' ? challenge.email : challenge.phone}</p>
              ) : null}
              <CodeSender
                type={type}
                purpose="reset_password"
                token={challenge.reset_token}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            </div>
          )}
        />
      ))}
      {asks('ga') ? (
        <Controller
          control={control}
          name="ga_code"
          rules={{ validate: (value) => validateCode('ga', normalizeDigits(value)) ?? true }}
          render={({ field, fieldState }) => (
            <FormField id="reset-ga-code" label="谷歌验证码" error={fieldState.error?.message}>
              <TextInput {...field} {...fieldProps('reset-ga-code', fieldState.error?.message)} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
            </FormField>
          )}
        />
      ) : null}
      <ServerError message={serverError} />
      <Button variant="primary" type="submit" block loading={formState.isSubmitting}>
        下一步
      </Button>
    </form>
  );
}

interface PasswordValues {
  password: string;
  confirmation: string;
}

function PasswordStep({ resetToken, onDone }: { resetToken: string; onDone: () => void }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, formState, getValues } = useForm<PasswordValues>({ defaultValues: { password: '', confirmation: '' } });
  const onSubmit = async (values: PasswordValues) => {
    setServerError(null);
    const result = await resetPassword({ reset_token: resetToken, password: values.password });
    if (result.success) onDone();
    else setServerError(String(result.message || FAILED_TEXT));
  };
  return (
    <form className="account-form" onSubmit={handleSubmit(onSubmit)} noValidate>
      <NewPasswordFields control={control} getValues={getValues} idPrefix="reset" labels={{ password: '新密码', confirmation: '确认新密码' }} />
      <ServerError message={serverError} />
      <Button variant="primary" type="submit" block loading={formState.isSubmitting}>
        确认重置
      </Button>
    </form>
  );
}

export function ResetPasswordForm({ loginHref }: { loginHref: string }) {
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [finalToken, setFinalToken] = useState<string | null>(null);
  const step = finalToken ? 2 : challenge ? 1 : 0;
  return (
    <div className="reset-password">
      <Steps label="重置密码步骤" current={step} items={RESET_STEPS} />
      {step === 0 ? <AccountStep onVerified={setChallenge} /> : null}
      {step === 1 && challenge ? <SecurityStep challenge={challenge} onVerified={setFinalToken} /> : null}
      {step === 2 && finalToken ? (
        <PasswordStep
          resetToken={finalToken}
          onDone={() => {
            showToast('success', RESET_DONE_TEXT);
            window.location.assign(loginHref);
          }}
        />
      ) : null}
    </div>
  );
}
