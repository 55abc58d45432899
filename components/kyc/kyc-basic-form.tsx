'use client';

// Step one: the basic information (lib/kyc/identity.ts rules through react-hook-form), sent with
// a step ticket. A refusal shows the server's message at the form and keeps everything typed.

import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import crm from '@/components/crm/crm.module.css';
import { Button, ErrorMessage, FormField, Select, TextInput, fieldProps } from '@/components/form';
import type { Country } from '@/lib/contracts/uc';
import type { KycBasicOnFile } from '@/lib/contracts/kyc';
import { KYC_ID_TYPE_LABELS, KYC_ID_TYPES, kycBasicSchema, serviceDay, type KycBasicInfo, type KycBasicValues } from '@/lib/kyc/identity';
import { zodFormResolver } from '@/lib/validation/resolver';
import { queryErrorText } from '@/queries/failure';
import { useSubmitKycBasic } from '@/queries/kyc';
import styles from './kyc.module.css';

export const KYC_FORM_TEXT = { next: '下一步', submit: '提交审核', failed: '提交失败，请稍后重试' } as const;

const ID_TYPE_OPTIONS = KYC_ID_TYPES.map((value) => ({ value, label: KYC_ID_TYPE_LABELS[value] }));

export function KycBasicForm({ countries, onFile }: { countries: readonly Country[]; onFile: KycBasicOnFile | null }) {
  const { control, handleSubmit, formState } = useForm<KycBasicValues, unknown, KycBasicInfo>({
    // Today is read when the form is checked, not when it renders.
    resolver: (values, context, options) => zodFormResolver(kycBasicSchema(countries.map((country) => country.abbr), serviceDay(Date.now())))(values, context, options),
    // A verification started again keeps what is on file, all but the document number.
    defaultValues: { country: onFile?.country ?? '', fullName: onFile?.fullName ?? '', idType: onFile?.idType ?? 'id_card', idNumber: '', birthDate: onFile?.birthDate ?? '' },
    mode: 'onTouched',
  });
  const submit = useSubmitKycBasic();
  const [serverError, setServerError] = useState<string | null>(null);
  const { errors } = formState;

  const onSubmit = async (basic: KycBasicInfo) => {
    setServerError(null);
    try {
      await submit.mutateAsync(basic);
    } catch (error) {
      setServerError(queryErrorText(error, KYC_FORM_TEXT.failed));
    }
  };

  const countryOptions = [{ value: '', label: '请选择' }, ...countries.map((country) => ({ value: country.abbr, label: country.name }))];
  const text = (name: 'fullName' | 'idNumber' | 'birthDate', id: string, label: string, extra: Record<string, string | number> = {}) => (
    <FormField id={id} label={label} error={errors[name]?.message}>
      <Controller control={control} name={name} render={({ field }) => <TextInput {...field} {...fieldProps(id, errors[name]?.message)} {...extra} />} />
    </FormField>
  );

  return (
    <form className={`${crm.card} ${crm.form} ${styles.form}`} onSubmit={handleSubmit(onSubmit)} noValidate data-testid="kyc-basic-form">
      <h2 className={crm.cardTitle}>填写基本信息</h2>
      <p className={crm.muted}>请填写与证件一致的信息，提交后不可修改。</p>
      <FormField id="kyc-country" label="国籍/地区" error={errors.country?.message}>
        <Controller
          control={control}
          name="country"
          render={({ field }) => <Select {...field} id="kyc-country" aria-invalid={Boolean(errors.country)} aria-describedby={errors.country ? 'kyc-country-error' : undefined} options={countryOptions} />}
        />
      </FormField>
      {text('fullName', 'kyc-name', '姓名', { autoComplete: 'name', maxLength: 60 })}
      <FormField id="kyc-id-type" label="证件类型">
        <Controller control={control} name="idType" render={({ field }) => <Select {...field} id="kyc-id-type" options={ID_TYPE_OPTIONS} />} />
      </FormField>
      {text('idNumber', 'kyc-id-number', '证件号码', { autoComplete: 'off', maxLength: 30 })}
      {text('birthDate', 'kyc-birth-date', '出生日期', { type: 'date', placeholder: 'YYYY-MM-DD' })}
      {serverError ? <ErrorMessage text={serverError} /> : null}
      <Button variant="primary" type="submit" block loading={formState.isSubmitting}>
        {KYC_FORM_TEXT.next}
      </Button>
    </form>
  );
}
