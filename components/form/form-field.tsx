import type { ReactNode } from 'react';
import { FieldError } from './field-error';

/** The id, invalid flag and aria-describedby that tie a control to its message. */
export function fieldProps(id: string, error?: string | null) {
  return { id, invalid: Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined };
}

/** A labelled control with its validation message under it. */
export function FormField({ id, label, error, children }: { id: string; label: ReactNode; error?: string | null; children: ReactNode }) {
  return (
    <div className="account-form__field">
      <label htmlFor={id}>{label}</label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
