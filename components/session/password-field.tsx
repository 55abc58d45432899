'use client';

// A react-hook-form password field: label, input with the show/hide toggle, message.

import { Controller, type Control, type FieldValues, type Path, type RegisterOptions } from 'react-hook-form';
import { FormField, PasswordInput, fieldProps } from '@/components/form';

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
