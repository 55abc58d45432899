'use client';

// KOL 信息收集: the application form built from the crm service's form configuration (which
// fields, in which order, their labels, limits and hints) and its country list; zod rules of
// lib/crm through react-hook-form; the share code checked with checkShareCode once the field has
// been left (and again, debounced, while it is corrected); committed with kol commit; then the
// result with what happens next. On a refusal everything typed stays, the message at its field
// (a share code) or above the button.

import Link from 'next/link';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { pathOf } from '@/components/custody/links';
import { Button, ErrorMessage, FieldError, FormField, Segmented, Select, TextInput, fieldProps } from '@/components/form';
import { QueryState } from '@/components/query-state/query-state';
import { useDebounced } from '@/components/sub-account/use-debounced';
import { CRM_CODES, type KolCommitRequest, type KolCommitResult, type KolCountry, type KolFieldConfig, type KolFormConfig } from '@/lib/contracts/crm';
import { emptyKolForm, isCheckableShareCode, kolApplicationSchema, normalizeShareCode, SHARE_CODE_MESSAGES, type KolFormValues } from '@/lib/crm';
import type { Language } from '@/lib/routing/segments';
import { zodFormResolver } from '@/lib/validation/resolver';
import { useKolCommit, useKolCountries, useKolFormConfig, useShareCodeCheck } from '@/queries/crm';
import { QueryFailure, queryErrorText } from '@/queries/failure';
import { KOL_LINKS, KOL_ROUTES, RECRUITMENT_ROUTES } from './kol-links';
import { PageNav } from './page-nav';
import styles from './crm.module.css';

export const KOL_FORM_TEXT = {
  intro: '我们正在招募熟悉数字资产的内容创作者与社群主理人。填写以下信息，招募团队会在审核后与您联系，介绍合作方式与返佣政策。',
  submit: '提交申请',
  failed: '提交失败，请稍后重试',
  choose: '请选择',
  followers: '粉丝数',
  handle: '账号或链接',
  doneTitle: '申请已提交',
  inviter: (name: string) => `邀请人：${name}`,
} as const;

type ShareCodeView = { tone: 'muted' | 'success' | 'danger'; text: string } | null;

function useShareCodeView(control: Control<KolFormValues>, touched: boolean): { view: ShareCodeView; refusal: string | null } {
  const typed = useWatch({ control, name: 'shareCode' }) ?? '';
  const settled = useDebounced(typed, 400);
  const code = touched && isCheckableShareCode(settled) ? normalizeShareCode(settled) : '';
  const check = useShareCodeCheck(code);
  if (code === '' || normalizeShareCode(typed) !== code) return { view: null, refusal: null };
  if (check.isPending) return { view: { tone: 'muted', text: SHARE_CODE_MESSAGES.checking }, refusal: null };
  // A check that failed (too many checks, the service down) says so, with its retry time when
  // the gateway gave one; it refuses nothing, as the application's commit checks the code again.
  if (check.isError) return { view: { tone: 'danger', text: queryErrorText(check.error, SHARE_CODE_MESSAGES.checkFailed) }, refusal: null };
  if (check.data === undefined) return { view: null, refusal: null };
  if (check.data.state === 'valid') {
    return { view: { tone: 'success', text: `${SHARE_CODE_MESSAGES.valid}，${KOL_FORM_TEXT.inviter(check.data.inviter ?? '')}` }, refusal: null };
  }
  const refusal = SHARE_CODE_MESSAGES[check.data.state];
  return { view: { tone: 'danger', text: refusal }, refusal };
}

function fieldLabel(field: KolFieldConfig) {
  return field.required ? `${field.label} *` : field.label;
}

function Hint({ id, text }: { id: string; text?: string | undefined }) {
  return text ? (
    <p id={id} className="account-form__hint">
      {text}
    </p>
  ) : null;
}

function PlatformRows({ config, control, errors }: { config: KolFormConfig; control: Control<KolFormValues>; errors: FieldErrors<KolFormValues> }) {
  const field = config.fields.find((entry) => entry.key === 'platforms');
  const groupError = (errors.platforms as { message?: string } | undefined)?.message;
  return (
    <fieldset className={styles.platforms} aria-describedby={groupError ? 'kol-platforms-error' : 'kol-platforms-hint'}>
      <legend>{field ? fieldLabel(field) : ''}</legend>
      <Hint id="kol-platforms-hint" text={field?.hint} />
      {config.platforms.map((platform, index) => {
        const handleError = errors.platforms?.[index]?.handle?.message;
        const followersError = errors.platforms?.[index]?.followers?.message;
        return (
          <div key={platform.value} className={styles.platformRow} data-testid={`kol-platform-${platform.value}`}>
            <span className={styles.platformName}>{platform.label}</span>
            <div>
              <Controller
                control={control}
                name={`platforms.${index}.handle`}
                render={({ field: input }) => (
                  <TextInput
                    {...input}
                    {...fieldProps(`kol-platform-${platform.value}-handle`, handleError)}
                    aria-label={`${platform.label} ${KOL_FORM_TEXT.handle}`}
                    placeholder={platform.placeholder ?? KOL_FORM_TEXT.handle}
                    maxLength={120}
                  />
                )}
              />
              <FieldError id={`kol-platform-${platform.value}-handle-error`} message={handleError} />
            </div>
            <div>
              <Controller
                control={control}
                name={`platforms.${index}.followers`}
                render={({ field: input }) => (
                  <TextInput
                    {...input}
                    {...fieldProps(`kol-platform-${platform.value}-followers`, followersError)}
                    aria-label={`${platform.label} ${KOL_FORM_TEXT.followers}`}
                    placeholder={KOL_FORM_TEXT.followers}
                    inputMode="numeric"
                    maxLength={16}
                  />
                )}
              />
              <FieldError id={`kol-platform-${platform.value}-followers-error`} message={followersError} />
            </div>
          </div>
        );
      })}
      <FieldError id="kol-platforms-error" message={groupError} />
    </fieldset>
  );
}

function KolSubmitted({ result, config, lang }: { result: KolCommitResult; config: KolFormConfig; lang: Language }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  const contactLabel = config.contactTypes.find((option) => option.value === result.contactType)?.label ?? '';
  return (
    <section className={`${styles.card} ${styles.done}`} aria-labelledby="kol-done-title" data-testid="kol-result">
      <h2 id="kol-done-title" ref={heading} tabIndex={-1}>
        {KOL_FORM_TEXT.doneTitle}
      </h2>
      <p>
        申请编号 <strong data-testid="kol-application-id">{result.applicationId}</strong>
      </p>
      <ol className={styles.list}>
        <li>招募团队将在 {result.reviewDays} 个工作日内审核您的资料。</li>
        <li>
          审核通过后，我们会通过{contactLabel} {result.contact} 与您联系，确认合作方式与返佣等级。
        </li>
        <li>签约后您将获得专属邀请链接与邀请码，被邀请用户的交易即可为您带来返佣。</li>
      </ol>
      <div className={styles.actions}>
        <Link href={pathOf(RECRUITMENT_ROUTES.rates, lang)}>查看费率与规则</Link>
        <Link href={pathOf('', lang)}>返回首页</Link>
      </div>
    </section>
  );
}

function KolForm({ config, countries, lang }: { config: KolFormConfig; countries: readonly KolCountry[]; lang: Language }) {
  const schema = useMemo(() => kolApplicationSchema(config, countries.map((country) => country.code)), [config, countries]);
  const { control, handleSubmit, formState, setError, getFieldState } = useForm<KolFormValues, unknown, KolCommitRequest>({
    resolver: zodFormResolver(schema),
    defaultValues: emptyKolForm(config),
    mode: 'onTouched',
  });
  const commit = useKolCommit();
  const [serverError, setServerError] = useState<string | null>(null);
  const [result, setResult] = useState<KolCommitResult | null>(null);
  const contactType = useWatch({ control, name: 'contactType' });
  const intro = useWatch({ control, name: 'intro' }) ?? '';
  const shareCodeTouched = getFieldState('shareCode', formState).isTouched;
  const shareCode = useShareCodeView(control, shareCodeTouched);
  const { errors } = formState;

  const onSubmit = async (application: KolCommitRequest) => {
    setServerError(null);
    if (shareCode.refusal) {
      setError('shareCode', { message: shareCode.refusal }, { shouldFocus: true });
      return;
    }
    try {
      setResult(await commit.mutateAsync(application));
    } catch (error) {
      const code = error instanceof QueryFailure ? error.code : null;
      const message = queryErrorText(error, KOL_FORM_TEXT.failed);
      if (code === CRM_CODES.shareCodeUnknown || code === CRM_CODES.shareCodeUsed) setError('shareCode', { message }, { shouldFocus: true });
      else setServerError(message);
    }
  };

  if (result) return <KolSubmitted result={result} config={config} lang={lang} />;

  const countryOptions = [{ value: '', label: KOL_FORM_TEXT.choose }, ...countries.map((country) => ({ value: country.code, label: `${country.name}（${country.region}）` }))];
  const dialOptions = countries.map((country) => ({ value: country.dialCode, label: `+${country.dialCode} ${country.name}` }));
  const dialUnique = dialOptions.filter((option, index) => dialOptions.findIndex((other) => other.value === option.value) === index);
  const contactOption = config.contactTypes.find((option) => option.value === contactType);

  const render = (field: KolFieldConfig) => {
    switch (field.key) {
      case 'name':
      case 'shareCode': {
        const error = errors[field.key]?.message;
        const id = `kol-${field.key}`;
        return (
          <FormField key={field.key} id={id} label={fieldLabel(field)} error={error}>
            <Controller
              control={control}
              name={field.key}
              render={({ field: input }) => (
                <TextInput
                  {...input}
                  {...fieldProps(id, error)}
                  aria-describedby={error ? `${id}-error` : field.hint ? `${id}-hint` : undefined}
                  placeholder={field.placeholder}
                  maxLength={field.key === 'shareCode' ? 16 : (field.maxLength ?? 100) + 10}
                  autoComplete={field.key === 'name' ? 'nickname' : 'off'}
                />
              )}
            />
            <Hint id={`${id}-hint`} text={field.hint} />
            {field.key === 'shareCode' && shareCode.view && !error ? (
              <p className={styles.status} data-tone={shareCode.view.tone} role="status" data-testid="kol-share-code-status">
                {shareCode.view.text}
              </p>
            ) : null}
          </FormField>
        );
      }
      case 'contact': {
        const error = errors.contact?.message;
        return (
          <div key="contact" className="account-form__field">
            <span id="kol-contact-label">{fieldLabel(field)}</span>
            <Controller
              control={control}
              name="contactType"
              render={({ field: input }) => <Segmented label={`${field.label}类型`} value={input.value} onChange={input.onChange} options={config.contactTypes} />}
            />
            <div className={styles.row}>
              {contactType === 'phone' ? (
                <Controller
                  control={control}
                  name="dialCode"
                  render={({ field: input }) => <Select {...input} aria-label="国际区号" className={styles.narrow} options={[{ value: '', label: '区号' }, ...dialUnique]} />}
                />
              ) : null}
              <Controller
                control={control}
                name="contact"
                render={({ field: input }) => (
                  <TextInput
                    {...input}
                    {...fieldProps('kol-contact', error)}
                    aria-labelledby="kol-contact-label"
                    placeholder={contactOption?.placeholder}
                    inputMode={contactType === 'phone' ? 'tel' : contactType === 'email' ? 'email' : 'text'}
                    autoComplete={contactType === 'email' ? 'email' : contactType === 'phone' ? 'tel-national' : 'off'}
                    maxLength={100}
                  />
                )}
              />
            </div>
            <Hint id="kol-contact-hint" text={field.hint} />
            <FieldError id="kol-contact-error" message={error} />
          </div>
        );
      }
      case 'country': {
        const error = errors.country?.message;
        return (
          <FormField key="country" id="kol-country" label={fieldLabel(field)} error={error}>
            <Controller
              control={control}
              name="country"
              render={({ field: input }) => (
                <Select {...input} id="kol-country" aria-invalid={Boolean(error)} aria-describedby={error ? 'kol-country-error' : undefined} options={countryOptions} />
              )}
            />
          </FormField>
        );
      }
      case 'platforms':
        return <PlatformRows key="platforms" config={config} control={control} errors={errors} />;
      case 'intro': {
        const error = errors.intro?.message;
        return (
          <FormField key="intro" id="kol-intro" label={fieldLabel(field)} error={error}>
            <Controller
              control={control}
              name="intro"
              render={({ field: input }) => (
                <textarea
                  {...input}
                  id="kol-intro"
                  className={styles.textarea}
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? 'kol-intro-error' : undefined}
                  placeholder={field.placeholder}
                  maxLength={(field.maxLength ?? 500) + 50}
                />
              )}
            />
            {field.maxLength ? <p className={styles.counter}>{`${intro.trim().length} / ${field.maxLength}`}</p> : null}
          </FormField>
        );
      }
    }
  };

  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={handleSubmit(onSubmit)} noValidate data-testid="kol-form">
      <p className={styles.lead}>{KOL_FORM_TEXT.intro}</p>
      {config.fields.map(render)}
      {serverError ? <ErrorMessage text={serverError} /> : null}
      <Button variant="primary" type="submit" block loading={formState.isSubmitting}>
        {KOL_FORM_TEXT.submit}
      </Button>
      <p className="account-form__hint">
        提交即表示您同意招募团队使用以上信息与您联系。查看 <Link href={pathOf(KOL_ROUTES.countries, lang)}>可申请国家/地区</Link>
      </p>
    </form>
  );
}

export function KolFormScreen({ lang }: { lang: Language }) {
  const config = useKolFormConfig();
  const countries = useKolCountries();
  return (
    <div className={styles.page}>
      <PageNav lang={lang} links={KOL_LINKS} current={KOL_ROUTES.form} label="KOL 页面导航" />
      <QueryState query={config}>
        {(loaded) => <QueryState query={countries}>{(list) => <KolForm config={loaded} countries={list} lang={lang} />}</QueryState>}
      </QueryState>
    </div>
  );
}
