'use client';

// The dialog behind 借币, 还币 and 划转 of the margin panel (exchange-wallet-fiat.md sections 5
// "Loan bounds", 7): one amount field with its bounds and what is available shown, 全部 where it
// makes sense, checked before anything is sent (the field says why, through checkAmount in the
// form's schema), the server's message on a failed call, and what was typed kept until it
// succeeds. A FormDialog: no antd on the exchange page. The field is the site's AmountInput, so
// full-width digits and thousands separators are normalised as they are typed.

import { type ReactNode, useId, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import * as z from 'zod/mini';
import { FormDialog } from '@/components/dialog/form-dialog';
import { AmountInput } from '@/components/form/amount-input';
import { checkAmount, type AmountLimits } from '@/lib/trading/margin-loans';
import type { FormMutation } from '@/queries/form-mutation';
import styles from './margin-panel.module.css';

export interface DialogFact {
  label: string;
  value: string;
  testId?: string;
}

export interface MarginAmountDialogProps<V> {
  title: string;
  testId: string;
  /** Currency shown after the field. */
  unit: string;
  facts: readonly DialogFact[];
  limits: AmountLimits;
  /** 全部 fills this; no button when undefined. */
  allAmount?: string | null;
  submitText: string;
  /** The move's hook (queries/margin), and its variables for the checked amount. */
  mutation: FormMutation<V, unknown>;
  variables(amount: string): V;
  /** After a successful call; the dialog then closes. */
  onSuccess(): void;
  onClose(): void;
  /** Extra controls above the field (the transfer direction). */
  children?: ReactNode;
}

export { CANCEL_TEXT } from '@/components/dialog/form-dialog';
export const ALL_TEXT = '全部';
export const AMOUNT_LABEL = '数量';

/** The amount field's schema: checkAmount's message, and the checked amount as output. */
export function marginAmountSchema(limits: AmountLimits) {
  return z.object({
    amount: z.pipe(
      z.string().check(
        z.superRefine((typed, ctx) => {
          const checked = checkAmount(typed, limits);
          if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.message });
        }),
      ),
      z.transform((typed: string) => {
        const checked = checkAmount(typed, limits);
        return checked.ok ? checked.amount : typed;
      }),
    ),
  });
}

export function MarginAmountDialog<V>({ title, testId, unit, facts, limits, allAmount, submitText, mutation, variables, onSuccess, onClose, children }: MarginAmountDialogProps<V>) {
  const id = useId();
  const { min, max, available } = limits;
  const schema = useMemo(() => marginAmountSchema({ min, max, available }), [min, max, available]);
  return (
    <FormDialog
      title={title}
      testId={testId}
      submitText={submitText}
      schema={schema}
      defaultValues={{ amount: '' }}
      mutation={mutation}
      variables={(values) => variables(values.amount)}
      onSuccess={onSuccess}
      onClose={onClose}
    >
      {({ control, formState }) => (
        <>
          {children}
          <dl className={styles.facts}>
            {facts.map((fact) => (
              <div key={fact.label} className={styles.fact}>
                <dt>{fact.label}</dt>
                <dd data-testid={fact.testId}>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <Controller
            control={control}
            name="amount"
            render={({ field }) => (
              <AmountInput
                id={`${id}-amount`}
                label={AMOUNT_LABEL}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                unit={unit}
                {...(allAmount !== undefined ? { max: allAmount, maxLabel: ALL_TEXT } : {})}
                error={formState.errors.amount?.message ?? null}
              />
            )}
          />
        </>
      )}
    </FormDialog>
  );
}
