// Services resolve to ApiResult envelopes and never reject; TanStack Query wants a query or
// mutation function that throws. `unwrap` is the one bridge: a failed envelope becomes a thrown
// QueryFailure — the one error class above the HTTP core — that keeps the server's code and
// message, and the wording its hook chose for a failure the server said nothing useful about, so
// a screen says what the server said.

import { failureText, REQUEST_FAILED_CODE, REQUEST_FAILED_MESSAGE, requestFailedEnvelope, type ApiFailure, type ApiResult } from '@/services/http';

export interface FailureWording {
  /** Text for a failure the server said nothing useful about (the network text when not given). */
  fallback?: string;
  /** Text for a call that got no answer (the network text when not given). */
  unanswered?: string;
}

export class QueryFailure extends Error {
  readonly failure: ApiFailure;
  readonly wording: FailureWording;

  constructor(failure: ApiFailure, wording: FailureWording = {}) {
    super(String(failure.message));
    this.name = 'QueryFailure';
    this.failure = failure;
    this.wording = wording;
  }

  get code(): ApiFailure['code'] {
    return this.failure.code;
  }

  /** The request never got an answer: the HTTP core resolved to its generic failure envelope. */
  get network(): boolean {
    return isNetworkFailureEnvelope(this.failure);
  }
}

/** The envelope the HTTP core resolves to when the server could not be reached. */
export function isNetworkFailureEnvelope(failure: Pick<ApiFailure, 'code' | 'message'>): boolean {
  return failure.code === REQUEST_FAILED_CODE && failure.message === REQUEST_FAILED_MESSAGE;
}

/** The payload of a successful envelope; a failed one is thrown as a QueryFailure with the caller's wording. */
export function unwrap<T>(result: ApiResult<T>, wording?: FailureWording): T {
  if (result.success) return result.data;
  throw new QueryFailure(result, wording);
}

/**
 * The HTTP core already re-sends after a ticket exchange, so a business failure is final (no
 * retry) and an unreachable server is tried once more; anything else thrown is a bug: no retry.
 */
export const MAX_NETWORK_RETRIES = 1;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof QueryFailure && error.network && failureCount < MAX_NETWORK_RETRIES;
}

/**
 * What the user reads for a failed query or mutation: the server's message, else `fallback`, else
 * the wording the failure was thrown with, else the network text; a call that got no answer
 * reads `unanswered` (or the failure's own, or the network text). Anything thrown that is not a
 * QueryFailure counts as unanswered by the server's message.
 */
export function queryErrorText(error: unknown, fallback?: string, unanswered?: string): string {
  if (error instanceof QueryFailure) {
    return failureText(error.failure, fallback ?? error.wording.fallback, unanswered ?? error.wording.unanswered);
  }
  return failureText({ message: '' }, fallback, unanswered);
}

/**
 * For a query whose call is not silent: the HTTP core has already toasted the network failure,
 * and a retry that fails again would toast a second time, so the cache does not retry it.
 */
export const TOASTING_CALL = { retry: false } as const;

/**
 * A service module loaded on first use (the query layers import their services lazily). A
 * module that cannot be fetched (the network, a new deployment) fails like an unreachable
 * server: a network QueryFailure, which the cache tries once more and a card offers to retry.
 */
export function lazyService<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch {
      throw new QueryFailure(requestFailedEnvelope());
    }
  };
}
