'use client';

// The account part every account form shares: email or phone (with a country code), as
// react-hook-form fields named accountType, email, phone and countryCode. Login also offers a
// sub-account's name (accountName): a sub-account has neither email nor phone.

import { Controller, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField, Segmented, Select, TextInput, fieldProps } from '@/components/form';
import { normalizeAccount, validateEmail, validatePhone, VALIDATION_MESSAGES } from '@/lib/validation';
import { NAME_PROBLEM_TEXT, nameProblem, normalizeSubAccountName } from '@/lib/sub-account/names';
import type { AccountType, Country, LoginAccountType } from '@/lib/contracts/uc';
import { type CountryCodeList, useCountryCodesQuery } from '@/queries/uc';
import { DEFAULT_COUNTRY } from '@/services/uc/countries';

export interface AccountValues {
  accountType: AccountType;
  email: string;
  phone: string;
  countryCode: string;
}

/** The login form's account: also a sub-account's name. */
export interface LoginAccountValues extends Omit<AccountValues, 'accountType'> {
  accountType: LoginAccountType;
  accountName: string;
}

const ACCOUNT_TYPE_OPTIONS = [
  { label: '邮箱', value: 'email' },
  { label: '手机', value: 'phone' },
] as const;

const LOGIN_ACCOUNT_TYPE_OPTIONS = [...ACCOUNT_TYPE_OPTIONS, { label: '子账户', value: 'account_name' }] as const;

export const ACCOUNT_DEFAULTS: AccountValues = { accountType: 'email', email: '', phone: '', countryCode: DEFAULT_COUNTRY.area_code };
export const LOGIN_ACCOUNT_DEFAULTS: LoginAccountValues = { ...ACCOUNT_DEFAULTS, accountName: '' };

/** Why a typed sub-account name cannot log in (empty, or not a name at all); null when it may. */
export function validateLoginAccountName(value: string): string | null {
  const problem = nameProblem(value);
  if (problem === 'empty') return VALIDATION_MESSAGES.accountRequired;
  return problem === null ? null : NAME_PROBLEM_TEXT[problem];
}

/** The dialling-code list, with the default shown until it loads (or when it cannot). */
const DEFAULT_COUNTRIES: Country[] = [DEFAULT_COUNTRY];

export function useCountryCodes(list: CountryCodeList = 'dialling'): Country[] {
  const { data } = useCountryCodesQuery(list);
  return data && data.length > 0 ? data : DEFAULT_COUNTRIES;
}

export function AccountFields<T extends (AccountValues | LoginAccountValues) & FieldValues>({
  control,
  idPrefix,
  withAccountName = false,
  countryList = 'dialling',
}: {
  control: Control<T>;
  idPrefix: string;
  /** Login only: a third choice, a sub-account's name. */
  withAccountName?: boolean;
  /** Register offers only the codes a phone number may register with. */
  countryList?: CountryCodeList;
}) {
  const countries = useCountryCodes(countryList);
  const accountType = useWatch({ control, name: 'accountType' as Path<T> }) as LoginAccountType;
  const name = (field: keyof LoginAccountValues) => field as Path<T>;
  const accountRule = (check: (value: string) => string | null) => ({
    validate: (value: string) => (value.trim() === '' ? VALIDATION_MESSAGES.accountRequired : check(value) ?? true),
  });
  return (
    <>
      <Controller
        control={control}
        name={name('accountType')}
        render={({ field }) => (
          <Segmented
            label="账号类型"
            value={field.value as LoginAccountType}
            onChange={(value) => field.onChange(value)}
            options={withAccountName ? LOGIN_ACCOUNT_TYPE_OPTIONS : ACCOUNT_TYPE_OPTIONS}
          />
        )}
      />
      {accountType === 'account_name' ? (
        <Controller
          control={control}
          name={name('accountName')}
          rules={{ validate: (value: string) => validateLoginAccountName(value) ?? true }}
          render={({ field, fieldState }) => (
            <FormField id={`${idPrefix}-account-name`} label="子账户名称" error={fieldState.error?.message}>
              <TextInput
                {...field}
                {...fieldProps(`${idPrefix}-account-name`, fieldState.error?.message)}
                autoComplete="username"
                autoCapitalize="off"
                spellCheck={false}
                placeholder="请输入子账户名称"
              />
            </FormField>
          )}
        />
      ) : accountType === 'email' ? (
        <Controller
          control={control}
          name={name('email')}
          rules={accountRule(validateEmail)}
          render={({ field, fieldState }) => (
            <FormField id={`${idPrefix}-email`} label="邮箱" error={fieldState.error?.message}>
              <TextInput
                {...field}
                {...fieldProps(`${idPrefix}-email`, fieldState.error?.message)}
                type="email"
                autoComplete="username"
                placeholder="请输入邮箱"
              />
            </FormField>
          )}
        />
      ) : (
        <Controller
          control={control}
          name={name('phone')}
          rules={accountRule(validatePhone)}
          render={({ field, fieldState }) => (
            <FormField id={`${idPrefix}-phone`} label="手机号" error={fieldState.error?.message}>
              <div className="account-form__row">
                <Controller
                  control={control}
                  name={name('countryCode')}
                  render={({ field: country }) => (
                    <Select
                      name={country.name}
                      value={country.value as string}
                      onChange={(event) => country.onChange(event.target.value)}
                      onBlur={country.onBlur}
                      aria-label="国家或地区"
                      className="account-form__country"
                      options={countries.map((item) => ({ value: item.area_code, label: `${item.name} +${item.area_code}` }))}
                    />
                  )}
                />
                <TextInput
                  {...field}
                  {...fieldProps(`${idPrefix}-phone`, fieldState.error?.message)}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="username"
                  placeholder="请输入手机号"
                />
              </div>
            </FormField>
          )}
        />
      )}
    </>
  );
}

/** The login name and country code a form's account values stand for. */
export function accountIdentity(values: AccountValues | LoginAccountValues): { loginName: string; countryCode?: string } {
  if (values.accountType === 'account_name') return { loginName: normalizeSubAccountName(values.accountName) };
  if (values.accountType === 'email') return { loginName: normalizeAccount(values.email, 'email') };
  return { loginName: normalizeAccount(values.phone, 'phone'), countryCode: values.countryCode };
}
