'use client';

// The account part every account form shares: email or phone (with a country code), as
// react-hook-form fields named accountType, email, phone and countryCode.

import { Input, Segmented, Select } from 'antd';
import { useEffect, useState } from 'react';
import { Controller, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { normalizeAccount, validateEmail, validatePhone, VALIDATION_MESSAGES } from '@/lib/validation';
import { DEFAULT_COUNTRY, fetchCountryCodes } from '@/services/uc/countries';
import type { AccountType, Country } from '@/services/uc/schemas';
import { FieldError } from './field-error';

export interface AccountValues {
  accountType: AccountType;
  email: string;
  phone: string;
  countryCode: string;
}

export const ACCOUNT_DEFAULTS: AccountValues = { accountType: 'email', email: '', phone: '', countryCode: DEFAULT_COUNTRY.area_code };

/** The dialling-code list, with the default shown until it loads (or when it cannot). */
export function useCountryCodes(): Country[] {
  const [countries, setCountries] = useState<Country[]>([DEFAULT_COUNTRY]);
  useEffect(() => {
    let alive = true;
    void fetchCountryCodes().then((result) => {
      if (alive && result.success && result.data.length > 0) setCountries(result.data);
    });
    return () => {
      alive = false;
    };
  }, []);
  return countries;
}

export function AccountFields<T extends AccountValues & FieldValues>({ control, idPrefix }: { control: Control<T>; idPrefix: string }) {
  const countries = useCountryCodes();
  const accountType = useWatch({ control, name: 'accountType' as Path<T> }) as AccountType;
  const name = (field: keyof AccountValues) => field as Path<T>;
  return (
    <>
      <Controller
        control={control}
        name={name('accountType')}
        render={({ field }) => (
          <Segmented
            block
            value={field.value as AccountType}
            onChange={(value) => field.onChange(value as AccountType)}
            options={[
              { label: '邮箱', value: 'email' },
              { label: '手机', value: 'phone' },
            ]}
          />
        )}
      />
      {accountType === 'email' ? (
        <Controller
          control={control}
          name={name('email')}
          rules={{ validate: (value: string) => (value.trim() === '' ? VALIDATION_MESSAGES.accountRequired : validateEmail(value) ?? true) }}
          render={({ field, fieldState }) => (
            <div className="account-form__field">
              <label htmlFor={`${idPrefix}-email`}>邮箱</label>
              <Input
                {...field}
                id={`${idPrefix}-email`}
                type="email"
                autoComplete="username"
                placeholder="请输入邮箱"
                status={fieldState.error ? 'error' : undefined}
                aria-invalid={Boolean(fieldState.error)}
                aria-describedby={fieldState.error ? `${idPrefix}-email-error` : undefined}
              />
              <FieldError id={`${idPrefix}-email-error`} message={fieldState.error?.message} />
            </div>
          )}
        />
      ) : (
        <Controller
          control={control}
          name={name('phone')}
          rules={{ validate: (value: string) => (value.trim() === '' ? VALIDATION_MESSAGES.accountRequired : validatePhone(value) ?? true) }}
          render={({ field, fieldState }) => (
            <div className="account-form__field">
              <label htmlFor={`${idPrefix}-phone`}>手机号</label>
              <div className="account-form__row">
                <Controller
                  control={control}
                  name={name('countryCode')}
                  render={({ field: country }) => (
                    <Select
                      value={country.value as string}
                      onChange={country.onChange}
                      aria-label="国家或地区"
                      className="account-form__country"
                      showSearch={{ optionFilterProp: 'label' }}
                      options={countries.map((item) => ({ value: item.area_code, label: `${item.name} +${item.area_code}` }))}
                    />
                  )}
                />
                <Input
                  {...field}
                  id={`${idPrefix}-phone`}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="username"
                  placeholder="请输入手机号"
                  status={fieldState.error ? 'error' : undefined}
                  aria-invalid={Boolean(fieldState.error)}
                  aria-describedby={fieldState.error ? `${idPrefix}-phone-error` : undefined}
                />
              </div>
              <FieldError id={`${idPrefix}-phone-error`} message={fieldState.error?.message} />
            </div>
          )}
        />
      )}
    </>
  );
}

/** The login name and country code a form's account values stand for. */
export function accountIdentity(values: AccountValues): { loginName: string; countryCode?: string } {
  if (values.accountType === 'email') return { loginName: normalizeAccount(values.email, 'email') };
  return { loginName: normalizeAccount(values.phone, 'phone'), countryCode: values.countryCode };
}
