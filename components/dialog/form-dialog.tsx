'use client';

// A money-moving action is a form dialog (DESIGN.md, "Server data, contracts and screens"):
// react-hook-form with a zod/mini schema, and the call behind it as a TanStack Query mutation.
// While the mutation is pending the submit button is disabled and a second submit (a double
// click, Enter again) does nothing; a failure shows the server's message at the form (through
// failureText, the one wording of failures) and keeps what was typed; a field's error goes away
// as soon as it becomes valid (validation on change after the first submit); success closes.
// Each call gets a client request id, the same for a retry of the same values (./request-id).

import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { Button } from '@/components/form';
import { zodFormResolver } from '@/lib/validation/resolver';
import type { ApiResult } from '@/services/http';
import { dataOrThrow, errorText } from './api-failure';
import { Dialog } from './dialog';
import { useGuardedSubmit } from './guarded-submit';
import { type RequestAttempt, requestAttempt } from './request-id';
import { EnsureQueryClient } from './ensure-query-client';
import styles from './form-dialog.module.css';

export const CANCEL_TEXT = '取消';

type FormSchema = z.ZodMiniType<FieldValues, FieldValues>;

export interface FormDialogProps<S extends FormSchema, R> {
  title: ReactNode;
  /** On the dialog; the server's message gets `${testId}-failure`. */
  testId?: string;
  submitText: string;
  cancelText?: string;
  /** Read at every validation, so it may change while the dialog is open (limits, required factors). */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** The call, with the parsed (normalised) values and the request id to send with them. */
  submit(values: z.output<S>, request: { requestId: string }): Promise<ApiResult<R>>;
  /** After a successful call, before the dialog closes. */
  onSuccess?(data: R, values: z.output<S>): void;
  /** Query keys (prefixes) whose data the call changed. */
  invalidates?: readonly QueryKey[];
  /** Text for a failure the server said nothing useful about. */
  failureFallback?: string;
  onClose(): void;
  width?: number;
  /** The fields; they get the form to register with. */
  children(form: UseFormReturn<z.input<S>, unknown, z.output<S>>): ReactNode;
}

function FormDialogBody<S extends FormSchema, R>({
  title,
  testId,
  submitText,
  cancelText = CANCEL_TEXT,
  schema,
  defaultValues,
  submit,
  onSuccess,
  invalidates,
  failureFallback,
  onClose,
  width,
  children,
}: FormDialogProps<S, R>) {
  const queryClient = useQueryClient();
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
  const mutation = useMutation({
    mutationFn: async (values: z.output<S>) => {
      attempt.current = requestAttempt(attempt.current, values);
      return dataOrThrow(await submit(values, { requestId: attempt.current.id }));
    },
    onSuccess: async (data, values) => {
      await Promise.all((invalidates ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onSuccess?.(data, values);
      onClose();
    },
  });
  const onSubmit = useGuardedSubmit<z.output<S>>(form.handleSubmit, { reset: mutation.reset, mutateAsync: (values) => mutation.mutateAsync(values) });

  const pending = mutation.isPending;
  const error = mutation.error;
  const failure = error === null ? null : errorText(error, failureFallback);

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

export function FormDialog<S extends FormSchema, R>(props: FormDialogProps<S, R>) {
  return (
    <EnsureQueryClient>
      <FormDialogBody {...props} />
    </EnsureQueryClient>
  );
}
