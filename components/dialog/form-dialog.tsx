'use client';

// A money-moving action is a form dialog (DESIGN.md, "Server data, contracts and screens"):
// react-hook-form with a zod/mini schema, and the call behind it as the mutation its hook in
// queries/ declares (useFormMutation: the call, its invalidations, its failure wording). While
// the mutation is pending the submit button is disabled and a second submit (a double click,
// Enter again) does nothing; a failure shows the server's message at the form (queryErrorText,
// the one wording of failures) and keeps what was typed; a field's error goes away as soon as it
// becomes valid (validation on change after the first submit); success closes. Each call gets a
// client request id, the same for a retry of the same values (./request-id).

import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { Button } from '@/components/form';
import { zodFormResolver } from '@/lib/validation/resolver';
import { queryErrorText, unwrap } from '@/queries/failure';
import type { Attempt, FormMutation } from '@/queries/form-mutation';
import type { ApiResult } from '@/services/http';
import { Dialog } from './dialog';
import { useGuardedSubmit } from './guarded-submit';
import { type RequestAttempt, requestAttempt } from './request-id';
import { EnsureQueryClient } from './ensure-query-client';
import styles from './form-dialog.module.css';

export const CANCEL_TEXT = '取消';

type FormSchema = z.ZodMiniType<FieldValues, FieldValues>;

/** The call behind the form: a declared mutation (with how the form's values become its variables), or a bare call that changes nothing cached. */
export type FormDialogCall<S extends FormSchema, R, V> =
  | {
      mutation: FormMutation<V, R>;
      /** The hook's variables from the form's parsed values (the values themselves when not given). */
      variables?(values: z.output<S>): V;
      submit?: never;
    }
  | {
      /** A call that changes nothing another screen reads (no invalidations to declare). */
      submit(values: z.output<S>, request: { requestId: string }): Promise<ApiResult<R>>;
      mutation?: never;
      variables?: never;
    };

export type FormDialogProps<S extends FormSchema, R, V = z.output<S>> = FormDialogFields<S, R> & FormDialogCall<S, R, V>;

interface FormDialogFields<S extends FormSchema, R> {
  title: ReactNode;
  /** On the dialog; the server's message gets `${testId}-failure`. */
  testId?: string;
  submitText: string;
  cancelText?: string;
  /** Read at every validation, so it may change while the dialog is open (limits, required factors). */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** After a successful call (and the mutation's invalidations), before the dialog closes. */
  onSuccess?(data: R, values: z.output<S>): void;
  /** After a refused or unanswered call (the dialog stays open and shows the failure). */
  onFailure?(error: Error): void;
  onClose(): void;
  width?: number;
  /** The fields; they get the form to register with. */
  children(form: UseFormReturn<z.input<S>, unknown, z.output<S>>): ReactNode;
}

/** A bare call as a mutation of its own, for the dialogs whose call changes nothing cached. */
function useBareMutation<V, R>(submit: ((values: V, request: { requestId: string }) => Promise<ApiResult<R>>) | undefined) {
  return useMutation({
    mutationFn: async ({ values, requestId }: Attempt<V>) => {
      if (submit === undefined) throw new Error('FormDialog: no call');
      return unwrap(await submit(values, { requestId }));
    },
  });
}

function FormDialogBody<S extends FormSchema, R, V>({
  title,
  testId,
  submitText,
  cancelText = CANCEL_TEXT,
  schema,
  defaultValues,
  onSuccess,
  onFailure,
  onClose,
  width,
  children,
  ...call
}: FormDialogProps<S, R, V>) {
  const bare = useBareMutation<z.output<S>, R>(call.submit);
  const mutation = (call.mutation ?? bare) as FormMutation<unknown, R>;
  const toVariables = call.variables ?? ((values: z.output<S>) => values);
  const schemaRef = useRef(schema);
  useLayoutEffect(() => {
    schemaRef.current = schema;
  }, [schema]);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: (values, context, options) => zodFormResolver(schemaRef.current)(values, context, options),
  });
  const attempt = useRef<RequestAttempt | null>(null);
  const onSubmit = useGuardedSubmit<z.output<S>>(form.handleSubmit, {
    reset: mutation.reset,
    mutateAsync: async (values) => {
      const variables = toVariables(values);
      attempt.current = requestAttempt(attempt.current, variables);
      let data: R;
      try {
        data = await mutation.mutateAsync({ values: variables, requestId: attempt.current.id });
      } catch (error) {
        onFailure?.(error instanceof Error ? error : new Error(String(error)));
        throw error;
      }
      onSuccess?.(data, values);
      onClose();
    },
  });

  const pending = mutation.isPending;
  const error = mutation.error;
  const failure = error === null ? null : queryErrorText(error);

  return (
    <Dialog
      title={title}
      onClose={onClose}
      busy={pending}
      width={width}
      testId={testId}
    >
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        {children(form)}
        {failure !== null ? (
          <p className={styles.failure} role="alert" data-testid={testId ? `${testId}-failure` : undefined}>
            {failure}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button onClick={onClose} disabled={pending}>
            {cancelText}
          </Button>
          <Button variant="primary" type="submit" loading={pending}>
            {submitText}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function FormDialog<S extends FormSchema, R, V = z.output<S>>(props: FormDialogProps<S, R, V>) {
  return (
    <EnsureQueryClient>
      <FormDialogBody<S, R, V> {...props} />
    </EnsureQueryClient>
  );
}
