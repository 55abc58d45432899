'use client';

// The one amount input of the trading forms (price, amount, total, ETP and prime amounts): the
// value is a plain decimal string. Typed or pasted text is normalised as it comes in (full-width
// digits and points, thousands separators, leading zeros, decimals beyond `precision` cut off,
// lib/decimal/amount-text.ts) with the caret kept after the same digits. Text that is not a
// number (letters, a second point, a minus) is kept as typed and the field says why, until it is
// corrected; otherwise the field shows `error`. Works as a controlled input (value, onChange with
// the string) and with react-hook-form's Controller (`{...field}`: value, onChange, onBlur, name,
// ref).

import { type ReactNode, type Ref, useCallback, useRef } from 'react';
import { amountTextOf, caretAfterNormalise, normaliseAmountText } from '@/lib/decimal/amount-text';
import { classNames } from './class-names';
import styles from './amount-input.module.css';

export interface AmountInputProps {
  /** The input's id; the message is `${id}-error`. */
  id: string;
  label: ReactNode;
  /** The decimal string (or, while refused, the text as typed). */
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  /** Decimal places kept; more are cut off, never rounded up. None: no limit. */
  precision?: number;
  /** Shown after the number, e.g. 'USDT'. */
  unit?: ReactNode;
  /** With a max, a 全部 (or `maxLabel`) button fills it, cut to the precision; disabled while null. */
  max?: string | null;
  maxLabel?: '全部' | '最大';
  /** The field's message from the form (validation, balance); the input's own refusal comes first. */
  error?: string | null;
  /** The message's test id. */
  errorTestId?: string;
  disabled?: boolean;
  placeholder?: string;
  className?: string;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export function AmountInput({
  id,
  label,
  value,
  onChange,
  onBlur,
  name,
  ref,
  precision,
  unit,
  max,
  maxLabel = '全部',
  error,
  errorTestId,
  disabled = false,
  placeholder,
  className,
}: AmountInputProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  const refusal = normaliseAmountText(value);
  const message = refusal.ok ? (error ?? null) : refusal.message;
  const errorId = `${id}-error`;

  const change = (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const typed = input.value;
    const normalised = normaliseAmountText(typed, precision);
    if (!normalised.ok || normalised.text === typed) {
      onChange(typed);
      return;
    }
    // Put the normalised text in place now, caret included: React then finds the value it renders
    // already there and leaves the caret alone.
    const caret = caretAfterNormalise(typed, input.selectionStart ?? typed.length, normalised.text);
    input.value = normalised.text;
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret);
    onChange(normalised.text);
  };

  const fillMax = () => {
    const text = amountTextOf(max, precision);
    if (text !== '') onChange(text);
    inputRef.current?.focus();
  };

  return (
    <div className={classNames(styles.field, className)}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.wrap}>
        <input
          ref={setRef}
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          className={styles.input}
          value={value}
          placeholder={placeholder}
          onChange={change}
          onBlur={onBlur}
          disabled={disabled}
          aria-invalid={Boolean(message)}
          aria-describedby={message ? errorId : undefined}
        />
        {unit ? <span className={styles.unit}>{unit}</span> : null}
        {max !== undefined ? (
          <button type="button" className={styles.max} onClick={fillMax} disabled={disabled || max === null || amountTextOf(max, precision) === ''}>
            {maxLabel}
          </button>
        ) : null}
      </div>
      {message ? (
        <p id={errorId} className={styles.error} role="alert" data-testid={errorTestId}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
