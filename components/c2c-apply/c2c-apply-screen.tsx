'use client';

// C2C 借贷申请 (cn/c2c-c3-apply, logged in): the application of a C2C lending participant — a
// person or an organisation, how to reach them, where they are, which currencies they mean to
// lend and how much of each, their experience, and proof documents uploaded through the shared
// upload field (shell-and-account.md section 5). The rules are lib/crm's (zod through
// react-hook-form); on a refusal everything typed and uploaded stays. A user whose application
// is under review sees it instead of a new form.

import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import styles from '@/components/crm/crm.module.css';
import { AmountInput } from '@/components/form/amount-input';
import { Button, Checkbox, ErrorMessage, FieldError, FormField, Segmented, Select, TextInput, fieldProps } from '@/components/form';
import { QueryState } from '@/components/query-state/query-state';
import { FileUpload } from '@/components/upload';
import { C2C_UPLOAD_RULES, type C2cApplication, type C2cApplyRequest, type KolCountry } from '@/lib/contracts/crm';
import {
  C2C_AMOUNT_PRECISION,
  C2C_APPLICANT_LABELS,
  C2C_APPLICANT_TYPES,
  C2C_EXPERIENCE_LABELS,
  C2C_EXPERIENCE_LEVELS,
  C2C_LENDING_CURRENCIES,
  C2C_MESSAGES,
  C2C_NOTE_MAX,
  C2C_STATE_LABELS,
  c2cApplySchema,
  type C2cApplyValues,
} from '@/lib/crm';
import { formatNumber } from '@/lib/decimal';
import { formatTime } from '@/lib/format';
import { zodFormResolver } from '@/lib/validation/resolver';
import { useC2cApplication, useKolCountries, useSubmitC2cApplication } from '@/queries/crm';
import { queryErrorText } from '@/queries/failure';
import { uploadC2cDocument } from '@/services/crm/c2c-apply';

export const C2C_TEXT = {
  intro: '成为 C2C 借贷出借方，您的资产将通过托管账户出借给经过审核的借款人，按约定利率获得收益。请如实填写以下信息，审核通过后我们将与您签署出借协议。',
  submit: '提交申请',
  failed: '提交失败，请稍后重试',
  documents: '证明材料',
  documentsHint: '请上传身份证件（机构请上传营业执照）及资产证明的照片或截图，JPG、PNG 格式，单个不超过 5MB，最多 5 份',
  pendingTitle: '申请审核中',
  doneTitle: '申请已提交',
} as const;

const APPLICANT_OPTIONS = C2C_APPLICANT_TYPES.map((value) => ({ value, label: C2C_APPLICANT_LABELS[value] }));
const CONTACT_OPTIONS = [
  { value: 'email', label: '邮箱' },
  { value: 'phone', label: '手机' },
] as const;
const EXPERIENCE_OPTIONS = C2C_EXPERIENCE_LEVELS.map((value) => ({ value, label: C2C_EXPERIENCE_LABELS[value] }));

function lendingText(application: C2cApplication): string {
  return application.lending.map((entry) => `${formatNumber(entry.amount, C2C_AMOUNT_PRECISION, { padZeros: false, thousands: true, maxLength: Infinity })} ${entry.currency.toUpperCase()}`).join('，');
}

function ApplicationView({ application, submitted }: { application: C2cApplication; submitted: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // After a submit the form is gone: move focus to what replaced it.
  useEffect(() => {
    if (submitted) heading.current?.focus();
  }, [submitted]);
  return (
    <section className={`${styles.card} ${styles.done}`} aria-labelledby="c2c-done-title" data-testid="c2c-application">
      <h2 id="c2c-done-title" ref={heading} tabIndex={-1}>
        {submitted ? C2C_TEXT.doneTitle : C2C_TEXT.pendingTitle}
      </h2>
      <span className={styles.badge} data-tone={application.state === 'pending' ? 'waiting' : application.state === 'approved' ? 'success' : 'danger'}>
        {C2C_STATE_LABELS[application.state]}
      </span>
      <dl className={styles.facts}>
        <div>
          <dt>申请编号</dt>
          <dd data-testid="c2c-application-id">{application.applicationId}</dd>
        </div>
        <div>
          <dt>申请人</dt>
          <dd>
            {application.name}（{C2C_APPLICANT_LABELS[application.applicantType]}）
          </dd>
        </div>
        <div>
          <dt>拟出借</dt>
          <dd>{lendingText(application)}</dd>
        </div>
        <div>
          <dt>提交时间</dt>
          <dd>{formatTime(application.submittedAt)}</dd>
        </div>
      </dl>
      <p className={styles.muted}>
        已提交 {application.documents} 份证明材料。审核通常需要 {application.reviewDays} 个工作日，结果将通过您留下的联系方式通知，审核期间请勿重复提交。
      </p>
    </section>
  );
}

function LendingFields({ control, errors }: { control: Control<C2cApplyValues>; errors: FieldErrors<C2cApplyValues> }) {
  const groupError = (errors.lending as { message?: string } | undefined)?.message;
  return (
    <Controller
      control={control}
      name="lending"
      render={({ field }) => (
        <fieldset className={styles.platforms} aria-describedby={groupError ? 'c2c-lending-error' : undefined}>
          <legend>拟出借币种与数量 *</legend>
          <div className={styles.checks}>
            {C2C_LENDING_CURRENCIES.map(({ currency, minAmount }) => (
              <Checkbox
                key={currency}
                checked={field.value.some((entry) => entry.currency === currency)}
                onChange={(event) =>
                  field.onChange(
                    event.target.checked
                      ? C2C_LENDING_CURRENCIES.flatMap((option) =>
                          option.currency === currency ? [{ currency, amount: '' }] : field.value.filter((entry) => entry.currency === option.currency),
                        )
                      : field.value.filter((entry) => entry.currency !== currency),
                  )
                }
              >
                {currency.toUpperCase()}（最少 {minAmount}）
              </Checkbox>
            ))}
          </div>
          {field.value.map((entry, index) => (
            <AmountInput
              key={entry.currency}
              id={`c2c-amount-${entry.currency}`}
              label={`${entry.currency.toUpperCase()} 出借数量`}
              unit={entry.currency.toUpperCase()}
              precision={C2C_AMOUNT_PRECISION}
              value={entry.amount ?? ''}
              onChange={(amount) => field.onChange(field.value.map((other, at) => (at === index ? { ...other, amount } : other)))}
              error={errors.lending?.[index]?.amount?.message}
            />
          ))}
          <FieldError id="c2c-lending-error" message={groupError} />
        </fieldset>
      )}
    />
  );
}

function C2cApplyForm({ countries, onDone }: { countries: readonly KolCountry[]; onDone: (application: C2cApplication) => void }) {
  const uploading = useRef(false);
  const { control, handleSubmit, formState, getFieldState, trigger } = useForm<C2cApplyValues, unknown, C2cApplyRequest>({
    resolver: (values, context, options) => {
      // The upload's own state is no form value: a submit during an upload waits at the field.
      if (uploading.current) return { values: {}, errors: { documents: { type: 'uploading', message: C2C_MESSAGES.documentsUploading } } };
      return zodFormResolver(c2cApplySchema(countries.map((country) => country.code)))(values, context, options);
    },
    defaultValues: {
      applicantType: 'individual',
      name: '',
      contactPerson: '',
      contactType: 'email',
      contact: '',
      country: '',
      lending: [],
      experience: 'none',
      experienceNote: '',
      documents: [],
    },
    mode: 'onTouched',
  });
  const submit = useSubmitC2cApplication();
  const [serverError, setServerError] = useState<string | null>(null);
  const applicantType = useWatch({ control, name: 'applicantType' });
  const contactType = useWatch({ control, name: 'contactType' });
  const note = useWatch({ control, name: 'experienceNote' }) ?? '';
  const { errors } = formState;
  const onBusyChange = useCallback(
    (busy: boolean) => {
      uploading.current = busy;
      if (!busy && getFieldState('documents').error) void trigger('documents');
    },
    [getFieldState, trigger],
  );

  const onSubmit = async (application: C2cApplyRequest) => {
    setServerError(null);
    try {
      onDone(await submit.mutateAsync(application));
    } catch (error) {
      setServerError(queryErrorText(error, C2C_TEXT.failed));
    }
  };

  const countryOptions = [{ value: '', label: '请选择' }, ...countries.map((country) => ({ value: country.code, label: country.name }))];
  const text = (name: 'name' | 'contactPerson' | 'contact', id: string, label: string, extra: Record<string, string> = {}) => (
    <FormField id={id} label={label} error={errors[name]?.message}>
      <Controller control={control} name={name} render={({ field }) => <TextInput {...field} {...fieldProps(id, errors[name]?.message)} maxLength={100} {...extra} />} />
    </FormField>
  );

  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={handleSubmit(onSubmit)} noValidate data-testid="c2c-apply-form">
      <p className={styles.lead}>{C2C_TEXT.intro}</p>
      <div className="account-form__field">
        <span>申请人类型</span>
        <Controller control={control} name="applicantType" render={({ field }) => <Segmented label="申请人类型" value={field.value} onChange={field.onChange} options={APPLICANT_OPTIONS} />} />
      </div>
      {text('name', 'c2c-name', applicantType === 'organisation' ? '机构名称 *' : '真实姓名 *', { autoComplete: applicantType === 'organisation' ? 'organization' : 'name' })}
      {applicantType === 'organisation' ? text('contactPerson', 'c2c-contact-person', '机构联系人 *', { autoComplete: 'name' }) : null}
      <div className="account-form__field">
        <span>联系方式类型</span>
        <Controller control={control} name="contactType" render={({ field }) => <Segmented label="联系方式类型" value={field.value} onChange={field.onChange} options={CONTACT_OPTIONS} />} />
      </div>
      {text('contact', 'c2c-contact', contactType === 'email' ? '联系邮箱 *' : '联系手机 *', {
        inputMode: contactType === 'email' ? 'email' : 'tel',
        autoComplete: contactType === 'email' ? 'email' : 'tel-national',
      })}
      <FormField id="c2c-country" label="所在国家/地区 *" error={errors.country?.message}>
        <Controller
          control={control}
          name="country"
          render={({ field }) => (
            <Select {...field} id="c2c-country" aria-invalid={Boolean(errors.country)} aria-describedby={errors.country ? 'c2c-country-error' : undefined} options={countryOptions} />
          )}
        />
      </FormField>
      <LendingFields control={control} errors={errors} />
      <FormField id="c2c-experience" label="借贷经验">
        <Controller control={control} name="experience" render={({ field }) => <Select {...field} id="c2c-experience" options={EXPERIENCE_OPTIONS} />} />
      </FormField>
      <FormField id="c2c-note" label="经验与资金来源说明 *" error={errors.experienceNote?.message}>
        <Controller
          control={control}
          name="experienceNote"
          render={({ field }) => (
            <textarea
              {...field}
              id="c2c-note"
              className={styles.textarea}
              aria-invalid={Boolean(errors.experienceNote)}
              aria-describedby={errors.experienceNote ? 'c2c-note-error' : undefined}
              placeholder="介绍您的出借经历、资金来源与可出借期限"
              maxLength={C2C_NOTE_MAX + 50}
            />
          )}
        />
        <p className={styles.counter}>{`${note.trim().length} / ${C2C_NOTE_MAX}`}</p>
      </FormField>
      <Controller
        control={control}
        name="documents"
        render={({ field, fieldState }) => (
          <FileUpload
            id="c2c-documents"
            name={field.name}
            label={C2C_TEXT.documents}
            hint={C2C_TEXT.documentsHint}
            accept={C2C_UPLOAD_RULES.accept}
            maxSize={C2C_UPLOAD_RULES.maxSize}
            maxFiles={C2C_UPLOAD_RULES.maxFiles}
            upload={uploadC2cDocument}
            onChange={(files) => field.onChange(files.map((file) => file.url))}
            onBusyChange={onBusyChange}
            error={fieldState.error?.message}
          />
        )}
      />
      {serverError ? <ErrorMessage text={serverError} /> : null}
      <Button variant="primary" type="submit" block loading={formState.isSubmitting}>
        {C2C_TEXT.submit}
      </Button>
    </form>
  );
}

export function C2cApplyScreen() {
  const latest = useC2cApplication();
  const countries = useKolCountries();
  const [submitted, setSubmitted] = useState<C2cApplication | null>(null);
  if (submitted) return <ApplicationView application={submitted} submitted />;
  return (
    <div className={styles.page} data-testid="c2c-apply">
      <QueryState query={latest}>
        {(application) =>
          application?.state === 'pending' ? (
            <ApplicationView application={application} submitted={false} />
          ) : (
            <QueryState query={countries}>{(list) => <C2cApplyForm countries={list} onDone={setSubmitted} />}</QueryState>
          )
        }
      </QueryState>
    </div>
  );
}
