'use client';

// The dialog behind 借币, 还币 and 划转 of the margin panel (exchange-wallet-fiat.md sections 5
// "Loan bounds", 7): one amount field with its bounds and what is available shown, 全部 where it
// makes sense, checked before anything is sent (the field says why), the server's message on a
// failed call, and what was typed kept until it succeeds. A plain dialog with plain inputs like
// the order pane (no antd on the exchange page).

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { checkAmount, type AmountLimits } from '@/lib/trading/margin-loans';
import styles from './margin-panel.module.css';

export interface DialogFact {
  label: string;
  value: string;
  testId?: string;
}

export interface MarginAmountDialogProps {
  title: string;
  testId: string;
  /** Currency shown after the field. */
  unit: string;
  facts: readonly DialogFact[];
  limits: AmountLimits;
  /** 全部 fills this; no button when undefined. */
  allAmount?: string | null;
  submitText: string;
  /** Sends the amount; resolves to the failure text, or null when it worked. */
  onSubmit(amount: string): Promise<string | null>;
  onClose(): void;
  /** Extra controls above the field (the transfer direction). */
  children?: ReactNode;
}

export const CANCEL_TEXT = '取消';
export const ALL_TEXT = '全部';

export function MarginAmountDialog({ title, testId, unit, facts, limits, allAmount, submitText, onSubmit, onClose, children }: MarginAmountDialogProps) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
  }, []);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setFailure(null);
    const checked = checkAmount(amount, limits);
    if (!checked.ok) {
      setFieldError(checked.message);
      return;
    }
    setFieldError(null);
    inFlight.current = true;
    setSending(true);
    const failed = await onSubmit(checked.amount);
    inFlight.current = false;
    setSending(false);
    if (failed !== null) setFailure(failed);
  };

  // Into the body: the exchange page's panels use CSS containment, which would trap a fixed overlay.
  return createPortal(
    <div className={styles.overlay} onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <div role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} className={styles.dialog} data-testid={testId}>
        <form className={styles.form} onSubmit={submit} noValidate>
          <h3 id={`${id}-title`}>{title}</h3>
          {children}
          <dl className={styles.facts}>
            {facts.map((fact) => (
              <div key={fact.label} className={styles.fact}>
                <dt>{fact.label}</dt>
                <dd data-testid={fact.testId}>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <label htmlFor={`${id}-amount`}>数量</label>
          <div className={styles.inputWrap}>
            <input
              ref={input}
              id={`${id}-amount`}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              aria-invalid={fieldError !== null}
              aria-describedby={fieldError ? `${id}-error` : undefined}
            />
            <span>{unit}</span>
            {allAmount !== undefined ? (
              <button type="button" onClick={() => allAmount !== null && setAmount(allAmount)} disabled={allAmount === null}>
                {ALL_TEXT}
              </button>
            ) : null}
          </div>
          {fieldError ? (
            <p id={`${id}-error`} className={styles.error} role="alert">
              {fieldError}
            </p>
          ) : null}
          {failure ? (
            <p className={styles.error} role="alert" data-testid={`${testId}-failure`}>
              {failure}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="button" onClick={onClose}>
              {CANCEL_TEXT}
            </button>
            <button type="submit" disabled={sending} aria-busy={sending}>
              {submitText}
            </button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}
