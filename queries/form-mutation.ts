// A money-moving (or security-changing) call declared once: the call, what it changes in the
// cache and how its failure reads live in one hook in queries/<family>.ts, built with
// useFormMutation; the form or dialog that runs it only lays it out (DESIGN.md, "Money in one
// model": Grafana's endpoints declare what they invalidate). Its variables carry the request id
// of the attempt (components/dialog/request-id.ts: a retry of the same values reuses it), so a
// retry after a lost answer cannot move money twice.

import { type QueryClient, type QueryKey, type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiResult } from '@/services/http';
import { type FailureWording, unwrap } from './failure';

export interface Attempt<V> {
  values: V;
  /** The client request id of this attempt. */
  requestId: string;
}

export interface FormMutationSpec<V, R> extends FailureWording {
  call(values: V, request: { requestId: string }): Promise<ApiResult<R>>;
  /** Key prefixes whose data the call changed, fetched again (and awaited) after it succeeded. */
  invalidates?: readonly QueryKey[] | ((data: R, values: V) => readonly QueryKey[]);
  /** Cache patches after success, before the invalidations (an optimistic figure the server confirmed). */
  onSuccess?(data: R, values: V, client: QueryClient): void;
}

/** What a form needs of the mutation: FormDialog and the page forms take this. */
export type FormMutation<V, R> = Pick<UseMutationResult<R, Error, Attempt<V>>, 'mutateAsync' | 'reset' | 'isPending' | 'error'>;

/** Key prefixes to invalidate after `data` for `values`. */
export function invalidatedKeys<V, R>(spec: Pick<FormMutationSpec<V, R>, 'invalidates'>, data: R, values: V): readonly QueryKey[] {
  const { invalidates } = spec;
  if (invalidates === undefined) return [];
  return typeof invalidates === 'function' ? invalidates(data, values) : invalidates;
}

export function useFormMutation<V, R>(spec: FormMutationSpec<V, R>): UseMutationResult<R, Error, Attempt<V>> {
  const client = useQueryClient();
  const { fallback, unanswered } = spec;
  return useMutation({
    mutationFn: async ({ values, requestId }: Attempt<V>) => unwrap(await spec.call(values, { requestId }), { fallback, unanswered }),
    onSuccess: async (data, { values }) => {
      spec.onSuccess?.(data, values, client);
      await Promise.all(invalidatedKeys(spec, data, values).map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}
