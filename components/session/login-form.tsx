'use client';

// Login: account by email, by phone (with a country code) or by a sub-account's name, password, then the risk check
// and the captcha dialog when the server asks for one, then login; a second factor when the
// account requires it; then back to the safe backUrl the server computed. What the user typed
// stays in the form on every failure.

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/form';
import { useRiskCaptcha } from '@/components/risk-captcha';
import { VALIDATION_MESSAGES } from '@/lib/validation';
import { failureText } from '@/services/http';
import { login } from '@/services/uc/account';
import { fetchLicenseState, LOGIN_LICENSE_TYPE } from '@/services/uc/license';
import { afterLoginPath } from '@/lib/routing/navigation';
import { RISK_SCENES, type LoginResponse } from '@/lib/contracts/uc';
import { AccountFields, accountIdentity, LOGIN_ACCOUNT_DEFAULTS, type LoginAccountValues } from './account-fields';
import { PasswordField } from './password-field';
import { callWithCaptcha, passRiskCheck } from './risk-check';
import { ThirdPartyLogin } from './third-party-login';
import { TwoFactorStep } from './two-factor-step';

interface LoginValues extends LoginAccountValues {
  password: string;
}

export const LOGIN_FAILED_TEXT = '登录失败，请稍后重试';

/**
 * Where the logged-in user goes: the login licence while it is unsigned (an unreadable state does
 * not hold the user up: the licence page itself asks again), and the server's check of a new
 * device first when it asked for one.
 */
async function nextPage(returnTo: string, verifyDevice: boolean): Promise<string> {
  const license = await fetchLicenseState(LOGIN_LICENSE_TYPE);
  return afterLoginPath({ returnTo, licenseAgreed: !license.success || license.data === 'AGREED', verifyDevice });
}

/** `navigate` leaves for the page after login (a full load, so the server sees the new session). */
export function LoginForm({ returnTo, navigate = (url) => window.location.assign(url) }: { returnTo: string; navigate?: (url: string) => void }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [secondFactor, setSecondFactor] = useState<Extract<LoginResponse, { status: '2fa' }> | null>(null);
  const riskCaptcha = useRiskCaptcha();
  const { control, handleSubmit, formState } = useForm<LoginValues>({ defaultValues: { ...LOGIN_ACCOUNT_DEFAULTS, password: '' } });

  const onSubmit = async (values: LoginValues) => {
    setServerError(null);
    const { loginName, countryCode } = accountIdentity(values);
    const risk = await passRiskCheck(riskCaptcha, { scene: RISK_SCENES.login, loginName, countryCode }, setServerError, LOGIN_FAILED_TEXT);
    if (!risk) return;
    const result = await callWithCaptcha(riskCaptcha, risk.captcha, (captcha) =>
      login({ login_name: loginName, account_type: values.accountType, country_code: countryCode, password: values.password, ...captcha }),
    );
    if (!result) return;
    if (!result.success) {
      setServerError(failureText(result, LOGIN_FAILED_TEXT));
      return;
    }
    if (result.data.status === '2fa') {
      setSecondFactor(result.data);
      return;
    }
    navigate(await nextPage(returnTo, result.data.verify_device === true));
  };

  if (secondFactor) {
    return <TwoFactorStep challenge={secondFactor} onDone={async () => navigate(await nextPage(returnTo, false))} onBack={() => setSecondFactor(null)} />;
  }

  return (
    <form className="account-form" onSubmit={handleSubmit(onSubmit)} noValidate>
      <AccountFields control={control} idPrefix="login" withAccountName />
      <PasswordField
        control={control}
        name="password"
        id="login-password"
        label="密码"
        validate={(value) => (value === '' ? VALIDATION_MESSAGES.passwordRequired : null)}
        autoComplete="current-password"
        placeholder="请输入密码"
      />
      {serverError ? (
        <p className="account-form__error" role="alert">
          {serverError}
        </p>
      ) : null}
      <Button variant="primary" type="submit" block loading={formState.isSubmitting}>
        登录
      </Button>
      {riskCaptcha.dialog}
      <ThirdPartyLogin returnTo={returnTo} />
    </form>
  );
}
