// A refused call carried as a TanStack Query error (queries and mutations fail by throwing), and
// its text through failureText, the one wording of failures.

import { type ApiFailure, type ApiResult, failureText } from '@/services/http';

export class ApiFailureError extends Error {
  readonly failure: ApiFailure;
  constructor(failure: ApiFailure) {
    super(String(failure.message));
    this.name = 'ApiFailureError';
    this.failure = failure;
  }
}

/** The data of a successful result; a refusal throws ApiFailureError. */
export function dataOrThrow<T>(result: ApiResult<T>): T {
  if (!result.success) throw new ApiFailureError(result);
  return result.data;
}

/** What the user reads for a query's or mutation's error (anything but a refusal counts as unanswered). */
export function errorText(error: unknown, fallback?: string, unanswered?: string): string {
  return failureText(error instanceof ApiFailureError ? error.failure : { message: '' }, fallback, unanswered);
}
