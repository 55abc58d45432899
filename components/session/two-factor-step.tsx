'use client';

// The second factor of login (2fa/login): Google Authenticator, SMS or email code, as the
// account requires.

import Link from 'next/link';
import { useState } from 'react';
import { CodeSender } from '@/components/code-sender';
import { Button, FieldError, Segmented, TextInput } from '@/components/form';
import { buildPath, getRoute } from '@/lib/routing/manifest';
import { DEFAULT_LANGUAGE } from '@/lib/routing/segments';
import { normalizeDigits, validateCode } from '@/lib/validation';
import { failureText } from '@/services/http';
import { login2fa } from '@/services/uc/account';
import type { LoginResponse, TwoFactorMethod } from '@/lib/contracts/uc';

const METHOD_LABELS: Record<TwoFactorMethod, string> = { ga: '谷歌验证', sms: '短信验证', email: '邮箱验证' };
const CODE_KIND = { ga: 'ga', sms: 'sms', email: 'email' } as const;
/** A refusal without a message of its own (project text). */
export const TWO_FACTOR_FAILED_TEXT = '验证失败，请重试';

export function TwoFactorStep({
  challenge,
  onDone,
  onBack,
}: {
  challenge: Extract<LoginResponse, { status: '2fa' }>;
  onDone: () => void;
  onBack: () => void;
}) {
  const [method, setMethod] = useState<TwoFactorMethod>(challenge.methods[0] ?? 'ga');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const message = validateCode(CODE_KIND[method], normalizeDigits(code));
    if (message) {
      setError(message);
      return;
    }
    setSubmitting(true);
    setError(null);
    const result = await login2fa({ token: challenge.token, method, code: normalizeDigits(code) });
    setSubmitting(false);
    if (result.success) onDone();
    else setError(failureText(result, TWO_FACTOR_FAILED_TEXT));
  };

  const target = method === 'sms' ? challenge.phone : method === 'email' ? challenge.email : undefined;

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <h2 className="account-form__title">安全验证</h2>
      {challenge.methods.length > 1 ? (
        <Segmented
          label="验证方式"
          value={method}
          onChange={(value) => {
            setMethod(value);
            setCode('');
            setError(null);
          }}
          options={challenge.methods.map((item) => ({ label: METHOD_LABELS[item], value: item }))}
        />
      ) : null}
      {target ? <p className="account-form__hint">验证码将发送至 {target}</p> : null}
      {method === 'ga' ? (
        <div className="account-form__field">
          <label htmlFor="login-ga-code">谷歌验证码</label>
          <TextInput
            id="login-ga-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="请输入 6 位谷歌验证码"
            invalid={Boolean(error)}
            aria-describedby={error ? 'login-2fa-error' : undefined}
          />
        </div>
      ) : (
        <CodeSender
          key={method}
          type={method}
          purpose="login"
          token={challenge.token}
          value={code}
          onChange={setCode}
          error={undefined}
        />
      )}
      <FieldError id="login-2fa-error" message={error} />
      <Button variant="primary" type="submit" block loading={submitting}>
        确认
      </Button>
      <Button variant="link" onClick={onBack}>
        返回登录
      </Button>
      {/* A lost authenticator or phone cannot pass this step: the way out is a reset request. */}
      <p className="account-form__hint">
        无法完成验证？<Link href={buildPath(getRoute('account/security-reset'), { lang: DEFAULT_LANGUAGE })}>申请安全项重置</Link>
      </p>
    </form>
  );
}
