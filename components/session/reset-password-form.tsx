'use client';

// Reset password in three steps: the account (with the risk check, scene resetPwd), the
// security verification the account requires (email, SMS and/or Google Authenticator codes),
// then the new password. Each step keeps what was typed when the server refuses it.

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { Button, Steps } from '@/components/form';
import { useRiskCaptcha } from '@/components/risk-captcha';
import { failureText } from '@/services/http';
import { resetAccountVerify, resetPassword, resetSecurityVerify } from '@/services/uc/account';
import { RISK_SCENES, type resetAccountVerifyResponseSchema } from '@/lib/contracts/uc';
import { showToast } from '@/stores/toast-store';
import { AccountFields, accountIdentity, ACCOUNT_DEFAULTS, type AccountValues } from './account-fields';
import { NewPasswordFields } from './password-field';
import { callWithCaptcha, passRiskCheck } from './risk-check';
import { SECURITY_CODE_DEFAULTS, SecurityCodeFields, securityCodesOf, type SecurityCodeValues } from './security-code-fields';

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
    const result = await callWithCaptcha(riskCaptcha, risk.captcha, (captcha) =>
      resetAccountVerify({ account: loginName, account_type: values.accountType, country_code: countryCode, ...captcha }),
    );
    if (!result) return;
    if (result.success) onVerified(result.data);
    else setServerError(failureText(result, FAILED_TEXT));
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

function SecurityStep({ challenge, onVerified }: { challenge: Challenge; onVerified: (token: string) => void }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<SecurityCodeValues>({ defaultValues: SECURITY_CODE_DEFAULTS });
  const onSubmit = async (values: SecurityCodeValues) => {
    setServerError(null);
    const result = await resetSecurityVerify({ reset_token: challenge.reset_token, ...securityCodesOf(challenge.methods, values) });
    if (result.success) onVerified(result.data.reset_token);
    else setServerError(failureText(result, FAILED_TEXT));
  };
  return (
    <form className="account-form" onSubmit={handleSubmit(onSubmit)} noValidate>
      <SecurityCodeFields
        control={control}
        methods={challenge.methods}
        email={challenge.email}
        phone={challenge.phone}
        purpose="reset_password"
        token={challenge.reset_token}
        idPrefix="reset"
      />
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
    else setServerError(failureText(result, FAILED_TEXT));
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
