'use client';

// The one amount input of the ETP and prime forms: a label, the typed text kept as typed, the
// unit, and the field's message (role alert) tied to the input by aria-describedby.

import styles from './etp.module.css';

export interface AmountFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  unit: string;
  error: string | null;
  /** The message's test id. */
  errorTestId: string;
}

export function AmountField({ id, label, value, onChange, unit, error, errorTestId }: AmountFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-amount`}>{label}</label>
      <div className={styles.inputWrap}>
        <input
          id={`${id}-amount`}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-amount-error` : undefined}
        />
        <span className={styles.unit}>{unit}</span>
      </div>
      {error ? (
        <p id={`${id}-amount-error`} className={styles.error} role="alert" data-testid={errorTestId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
