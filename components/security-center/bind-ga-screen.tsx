'use client';

// 绑定 / 更换谷歌验证器 (user-center/bind-ga, user-center/rebind-ga; the route screen gives the
// page's h1): four steps on one page —
// 1 install the app, 2 scan the QR code of the otpauth URI (the secret with 复制 as the fallback),
// 3 back up the secret, 4 enter the new authenticator's code (and, for a change, the old one's)
// through the security verification. A wrong code keeps what was typed and says why; success
// returns to 账户安全 with a toast. The secret is shown here only, never stored.

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { QrCode } from '@/components/deposit/qr-code';
import { copyWithToast } from '@/components/deposit/copy-button';
import { Button, FormField, TextInput, fieldProps } from '@/components/form';
import { useGuardedSubmit } from '@/components/dialog/guarded-submit';
import { QueryState } from '@/components/query-state/query-state';
import { SECURITY_STEP_DEFAULTS, SecurityVerificationStep, securityStepSchema } from '@/components/security-verification/security-verification-step';
import { type GaSecret, UC_CODES } from '@/lib/contracts/uc';
import { codeRefusal } from '@/lib/security/code-refusal';
import { buildPath, getRoute } from '@/lib/routing/manifest';
import type { Language } from '@/lib/routing/segments';
import { groupSecret } from '@/lib/security-center/otpauth';
import { normalizeDigits } from '@/lib/validation/normalize';
import { CODE_MESSAGES, validateCode } from '@/lib/validation/rules';
import { gaCodeSchema } from '@/lib/validation/schemas';
import { zodFormResolver } from '@/lib/validation/resolver';
import { QueryFailure, queryErrorText } from '@/queries/failure';
import { useSecurityInfo } from '@/queries/security-center';
import { type GaSecretPurpose, useGaSecret, useSecurityChange } from '@/queries/security-factors';
import { bindGa, changeGa } from '@/services/uc/factors';
import { showToast } from '@/stores/toast-store';
import { SECURITY_CENTER_SCENE, securityCall } from './security-call';
import styles from './factors.module.css';

export const GA_TEXTS = {
  step1: '下载谷歌验证器',
  step1Body: '在手机应用商店（App Store 或 Google Play）搜索 “Google Authenticator” 并安装。',
  step2: '扫描二维码',
  step2Body: '打开谷歌验证器，扫描下方二维码；无法扫描时，请手动输入密钥。',
  step3: '备份密钥',
  step3Body: '请将密钥抄写在纸上并妥善保管。更换或丢失手机时，可凭密钥恢复谷歌验证器。',
  warning: '请勿将密钥透露给任何人，平台工作人员不会向您索要密钥。',
  step4: '验证',
  newCode: '谷歌验证码',
  changedCode: '新谷歌验证码',
  newCodeHint: '请输入新谷歌验证器显示的 6 位验证码',
  oldCode: '原谷歌验证码',
  oldCodeHint: '请输入原谷歌验证器显示的 6 位验证码',
  copy: '复制',
  qrLabel: '谷歌验证器二维码',
  secretLabel: '密钥',
  bindSubmit: '确认绑定',
  changeSubmit: '确认更换',
  bindSuccess: '谷歌验证器绑定成功',
  changeSuccess: '谷歌验证器更换成功',
  oldCodeInStep: '上方的谷歌验证码请填写原谷歌验证器当前显示的验证码。',
  back: '返回账户安全',
  notBound: '尚未绑定谷歌验证器',
  notBoundBody: '更换谷歌验证器前，请先绑定谷歌验证器。',
  bindInstead: '去绑定谷歌验证器',
} as const;

export const OLD_CODE_MESSAGES = { required: '请输入原谷歌验证码', invalid: '原谷歌验证码不正确，请重新输入' } as const;

/** The old authenticator's code: the GA code rule with its own texts. */
function oldCodeError(value: string): string | null {
  if (validateCode('ga', value) === null) return null;
  return normalizeDigits(value) === '' ? OLD_CODE_MESSAGES.required : OLD_CODE_MESSAGES.invalid;
}

/**
 * When changing, the old authenticator's code is asked once: an account whose security step asks
 * for GA types it there (the step's code is the old authenticator's), any other account in a field
 * of its own.
 */
function formSchema(change: boolean) {
  return z
    .object({ code: gaCodeSchema, oldCode: z.prefault(z.string(), ''), security: securityStepSchema })
    .check(
      z.superRefine((values, ctx) => {
        if (!change || values.security.ga_code !== undefined) return;
        const message = oldCodeError(values.oldCode);
        if (message) ctx.addIssue({ code: 'custom', message, path: ['oldCode'] });
      }),
    );
}

function VerifyForm({ purpose, secret, onDone }: { purpose: GaSecretPurpose; secret: string; onDone(): void }) {
  const id = useId();
  const change = purpose === 'change';
  const schema = formSchema(change);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    defaultValues: { code: '', oldCode: '', security: SECURITY_STEP_DEFAULTS },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodFormResolver(schema),
  });
  const mutation = useSecurityChange((values: z.output<typeof schema>) =>
    securityCall(values.security, () => (change ? changeGa({ old_code: values.security.ga_code ?? normalizeDigits(values.oldCode), secret, code: values.code }) : bindGa({ secret, code: values.code }))),
  );
  // Two codes are typed (the new authenticator's and the verification's): a refused one is told
  // under its own field — the verification's by the step, a bind's wrong new code here.
  const refusedNewCode = (error: unknown) => !change && error instanceof QueryFailure && Number(error.code) === UC_CODES.codeWrong;
  const onSubmit = useGuardedSubmit(
    form.handleSubmit,
    {
      reset: mutation.reset,
      mutateAsync: (values: z.output<typeof schema>) =>
        mutation.mutateAsync(values).catch((error: unknown) => {
          if (refusedNewCode(error)) form.setError('code', { type: 'server', message: CODE_MESSAGES.ga.invalid }, { shouldFocus: true });
          throw error;
        }),
    },
    onDone,
  );
  const failure = mutation.error;
  const atField = failure !== null && (refusedNewCode(failure) || (failure instanceof QueryFailure && codeRefusal(failure.code) !== null));
  const { errors } = form.formState;
  const stepFactors = useWatch({ control: form.control, name: 'security.factors' }) ?? [];
  const askOldCode = change && !stepFactors.includes('ga');
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate data-testid="ga-verify-form">
      {askOldCode ? (
        <Controller
          control={form.control}
          name="oldCode"
          render={({ field }) => (
            <FormField id={`${id}-old`} label={GA_TEXTS.oldCode} error={errors.oldCode?.message}>
              <TextInput {...field} {...fieldProps(`${id}-old`, errors.oldCode?.message)} inputMode="numeric" autoComplete="off" maxLength={6} placeholder={GA_TEXTS.oldCodeHint} />
            </FormField>
          )}
        />
      ) : null}
      <Controller
        control={form.control}
        name="code"
        render={({ field }) => (
          <FormField id={`${id}-code`} label={change ? GA_TEXTS.changedCode : GA_TEXTS.newCode} error={errors.code?.message}>
            <TextInput {...field} {...fieldProps(`${id}-code`, errors.code?.message)} inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={GA_TEXTS.newCodeHint} />
          </FormField>
        )}
      />
      <SecurityVerificationStep scene={SECURITY_CENTER_SCENE} control={form.control} idPrefix={`${id}-security`} />
      {change && !askOldCode ? <p className={styles.hint}>{GA_TEXTS.oldCodeInStep}</p> : null}
      {failure && !atField ? (
        <p className={styles.failure} role="alert" data-testid="ga-verify-failure">
          {queryErrorText(failure)}
        </p>
      ) : null}
      <Button variant="primary" type="submit" loading={mutation.isPending} block>
        {change ? GA_TEXTS.changeSubmit : GA_TEXTS.bindSubmit}
      </Button>
    </form>
  );
}

function Steps({ purpose, data, onDone }: { purpose: GaSecretPurpose; data: GaSecret; onDone(): void }) {
  const grouped = groupSecret(data.secret);
  const secretBox = (testId: string) => (
    <div className={styles.secret}>
      <span>{GA_TEXTS.secretLabel}</span>
      <code data-testid={testId} data-secret={data.secret}>
        {grouped}
      </code>
      <Button onClick={() => void copyWithToast(data.secret)}>{GA_TEXTS.copy}</Button>
    </div>
  );
  return (
    <ol className={styles.gaSteps}>
      <li className={styles.gaStep}>
        <h2>1. {GA_TEXTS.step1}</h2>
        <p>{GA_TEXTS.step1Body}</p>
      </li>
      <li className={styles.gaStep}>
        <h2>2. {GA_TEXTS.step2}</h2>
        <p>{GA_TEXTS.step2Body}</p>
        <div className={styles.scan}>
          <QrCode value={data.otpauth_uri} label={GA_TEXTS.qrLabel} pixels={180} testId="ga-qr" />
          {secretBox('ga-secret')}
        </div>
      </li>
      <li className={styles.gaStep}>
        <h2>3. {GA_TEXTS.step3}</h2>
        <p>{GA_TEXTS.step3Body}</p>
        {secretBox('ga-secret-backup')}
        <p className={styles.warning} role="note">
          {GA_TEXTS.warning}
        </p>
      </li>
      <li className={styles.gaStep}>
        <h2>4. {GA_TEXTS.step4}</h2>
        <VerifyForm purpose={purpose} secret={data.secret} onDone={onDone} />
      </li>
    </ol>
  );
}

/** The change page of an account with no authenticator: nothing to change, so it leads to binding. */
function NotBound({ lang }: { lang: Language }) {
  return (
    <div className={styles.notBound} role="status" data-testid="ga-not-bound">
      <p>
        <strong>{GA_TEXTS.notBound}</strong>
      </p>
      <p>{GA_TEXTS.notBoundBody}</p>
      <Link className={styles.actionLink} href={buildPath(getRoute('user-center/bind-ga'), { lang })}>
        {GA_TEXTS.bindInstead}
      </Link>
    </div>
  );
}

export function BindGaScreen({ purpose, lang }: { purpose: GaSecretPurpose; lang: Language }) {
  const router = useRouter();
  // A change needs a bound authenticator: the page asks security/get first, and an account
  // without one is led to binding instead of a refusal with 重试.
  const change = purpose === 'change';
  const info = useSecurityInfo();
  const gaBound = info.data?.ga;
  const secret = useGaSecret(purpose, { enabled: !change || gaBound === true });
  const securityPath = buildPath(getRoute('user-center/security'), { lang });
  const onDone = () => {
    showToast('success', change ? GA_TEXTS.changeSuccess : GA_TEXTS.bindSuccess);
    router.push(securityPath);
  };
  const steps = <QueryState query={secret}>{(data) => <Steps purpose={purpose} data={data} onDone={onDone} />}</QueryState>;
  return (
    <div className={styles.gaScreen} data-testid="bind-ga-screen">
      {change ? <QueryState query={info}>{(data) => (data.ga ? steps : <NotBound lang={lang} />)}</QueryState> : steps}
      <Link className={styles.back} href={securityPath}>
        {GA_TEXTS.back}
      </Link>
    </div>
  );
}
