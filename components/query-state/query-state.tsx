'use client';

// The one loading / empty / error presentation of server data: a loading row while the first
// answer is on its way, the empty text when it has nothing, and on failure the server's own
// message with 重试, which fetches again. A failed refresh keeps the data shown (the next
// poll or action repairs it); only a query with nothing to show says it failed.

import type { ReactNode } from 'react';
import { Button, ErrorMessage, LoadingMessage } from '@/components/form';
import { queryErrorText } from '@/queries/failure';

export const QUERY_RETRY_TEXT = '重试';
export const QUERY_LOADING_TEXT = '加载中';

/** The part of a useQuery result this presentation reads. */
export interface QueryView<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isFetching?: boolean;
  refetch(): unknown;
}

export interface QueryStateProps<T> {
  query: QueryView<T>;
  children(data: T): ReactNode;
  /** Whether loaded data counts as empty (then `emptyText` shows instead of children). */
  isEmpty?(data: T): boolean;
  emptyText?: string;
  loadingText?: string;
  /** Said when the server's message is unusable (the network text by default). */
  errorFallback?: string;
}

export function QueryState<T>({ query, children, isEmpty, emptyText, loadingText = QUERY_LOADING_TEXT, errorFallback }: QueryStateProps<T>) {
  if (query.data === undefined) {
    if (query.error && !query.isFetching) {
      return (
        <div data-testid="query-error">
          <ErrorMessage text={queryErrorText(query.error, errorFallback)} />
          <Button onClick={() => void query.refetch()}>{QUERY_RETRY_TEXT}</Button>
        </div>
      );
    }
    return <LoadingMessage text={loadingText} />;
  }
  if (isEmpty?.(query.data)) {
    return (
      <p role="status" data-testid="query-empty">
        {emptyText}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
