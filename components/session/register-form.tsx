'use client';

// Register: email or phone, the verification code, password, the agreement; risk scene
// register before the account is created. A new account is logged in and returns to backUrl.

import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CodeSender } from '@/components/code-sender';
import { Button, Checkbox, FieldError } from '@/components/form';
import { useRiskCaptcha } from '@/components/risk-captcha';
import { normalizeDigits, validateCode } from '@/lib/validation';
import { failureText } from '@/services/http';
import { register } from '@/services/uc/account';
import { RISK_SCENES } from '@/lib/contracts/uc';
import { AccountFields, accountIdentity, ACCOUNT_DEFAULTS, type AccountValues } from './account-fields';
import { NewPasswordFields } from './password-field';
import { callWithCaptcha, passRiskCheck } from './risk-check';

interface RegisterValues extends AccountValues {
  code: string;
  password: string;
  confirmation: string;
  agree: boolean;
}

export const AGREEMENT_REQUIRED_TEXT = '请阅读并同意用户协议';
export const REGISTER_FAILED_TEXT = '注册失败，请稍后重试';

export function RegisterForm({ returnTo, agreementHref }: { returnTo: string; agreementHref: string }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const riskCaptcha = useRiskCaptcha();
  const { control, handleSubmit, formState, getValues, trigger } = useForm<RegisterValues>({
    defaultValues: { ...ACCOUNT_DEFAULTS, code: '', password: '', confirmation: '', agree: false },
  });
  const [accountType, email, phone, countryCode] = useWatch({ control, name: ['accountType', 'email', 'phone', 'countryCode'] });
  const identity = accountIdentity({ accountType, email, phone, countryCode });

  const onSubmit = async (values: RegisterValues) => {
    setServerError(null);
    const { loginName, countryCode } = accountIdentity(values);
    const risk = await passRiskCheck(riskCaptcha, { scene: RISK_SCENES.register, loginName, countryCode }, setServerError, REGISTER_FAILED_TEXT);
    if (!risk) return;
    const result = await callWithCaptcha(riskCaptcha, risk.captcha, (captcha) =>
      register({
        account: loginName,
        account_type: values.accountType,
        country_code: countryCode,
        code: normalizeDigits(values.code),
        password: values.password,
        agree: true,
        ...captcha,
      }),
    );
    if (!result) return;
    if (!result.success) {
      setServerError(failureText(result, REGISTER_FAILED_TEXT));
      return;
    }
    window.location.assign(returnTo);
  };

  return (
    <form className="account-form" onSubmit={handleSubmit(onSubmit)} noValidate>
      <AccountFields control={control} idPrefix="register" countryList="register" />
      <Controller
        control={control}
        name="code"
        rules={{ validate: (value) => validateCode(accountType === 'email' ? 'email' : 'sms', normalizeDigits(value)) ?? true }}
        render={({ field, fieldState }) => (
          <CodeSender
            key={accountType}
            type={accountType === 'email' ? 'email' : 'sms'}
            purpose="register"
            account={identity.loginName}
            countryCode={identity.countryCode}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            beforeSend={() => trigger(accountType === 'email' ? 'email' : 'phone')}
          />
        )}
      />
      <NewPasswordFields
        control={control}
        getValues={getValues}
        idPrefix="register"
        labels={{ password: '密码', confirmation: '确认密码' }}
        placeholders={{ password: '8 至 32 位字母与数字组合', confirmation: '请再次输入密码' }}
      />
      <Controller
        control={control}
        name="agree"
        rules={{ validate: (value) => value || AGREEMENT_REQUIRED_TEXT }}
        render={({ field, fieldState }) => (
          <div className="account-form__field">
            <Checkbox
              name={field.name}
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              aria-invalid={Boolean(fieldState.error)}
              aria-describedby={fieldState.error ? 'register-agree-error' : undefined}
            >
              我已阅读并同意
              <a href={agreementHref} target="_blank" rel="noopener noreferrer">
                《用户协议》
              </a>
            </Checkbox>
            <FieldError id="register-agree-error" message={fieldState.error?.message} />
          </div>
        )}
      />
      {serverError ? (
        <p className="account-form__error" role="alert">
          {serverError}
        </p>
      ) : null}
      <Button variant="primary" type="submit" block loading={formState.isSubmitting}>
        注册
      </Button>
      {riskCaptcha.dialog}
    </form>
  );
}
