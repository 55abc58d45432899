'use client';

// A react-hook-form password field: label, input with the show/hide toggle, message.

import { Controller, type Control, type FieldValues, type Path, type RegisterOptions } from 'react-hook-form';
import { FormField, PasswordInput, fieldProps } from '@/components/form';
import { validatePassword, validatePasswordConfirmation } from '@/lib/validation';

export function PasswordField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  validate,
  autoComplete,
  placeholder,
}: {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
  /** A message, or null when the value is fine. */
  validate: (value: string) => string | null;
  autoComplete: 'current-password' | 'new-password';
  placeholder?: string;
}) {
  const rules: RegisterOptions<T, Path<T>> = { validate: (value: string) => validate(value) ?? true };
  return (
    <Controller
      control={control}
      name={name}
      rules={rules}
      render={({ field, fieldState }) => (
        <FormField id={id} label={label} error={fieldState.error?.message}>
          <PasswordInput {...field} {...fieldProps(id, fieldState.error?.message)} autoComplete={autoComplete} placeholder={placeholder} />
        </FormField>
      )}
    />
  );
}

/** New password and its confirmation (register, reset password): names password and confirmation. */
export function NewPasswordFields<T extends FieldValues & { password: string; confirmation: string }>({
  control,
  getValues,
  idPrefix,
  labels,
  placeholders,
}: {
  control: Control<T>;
  getValues: (name: Path<T>) => unknown;
  idPrefix: string;
  labels: { password: string; confirmation: string };
  placeholders?: { password: string; confirmation: string };
}) {
  const password = 'password' as Path<T>;
  return (
    <>
      <PasswordField
        control={control}
        name={password}
        id={`${idPrefix}-password`}
        label={labels.password}
        validate={validatePassword}
        autoComplete="new-password"
        placeholder={placeholders?.password}
      />
      <PasswordField
        control={control}
        name={'confirmation' as Path<T>}
        id={`${idPrefix}-confirmation`}
        label={labels.confirmation}
        validate={(value) => validatePasswordConfirmation(String(getValues(password) ?? ''), value)}
        autoComplete="new-password"
        placeholder={placeholders?.confirmation}
      />
    </>
  );
}
