// What the user reads for a failed call — the one place that decides it, for every screen and
// form dialog: the server's own message; the network text when the request itself failed (the
// generic envelope) or the server said nothing useful ('' or '200'). A screen whose unanswered
// request deserves its own words (the verification page's 验证失败，请稍后重试) passes them.

import { NETWORK_FAILURE_TEXT, REQUEST_FAILED_MESSAGE } from './constants';
import type { ApiFailure } from './envelope';

export function failureText(
  result: Pick<ApiFailure, 'message'>,
  fallback: string = NETWORK_FAILURE_TEXT,
  unanswered: string = NETWORK_FAILURE_TEXT,
): string {
  if (result.message === REQUEST_FAILED_MESSAGE) return unanswered;
  const message = String(result.message ?? '').trim();
  return message !== '' && message !== '200' ? message : fallback;
}
