// What the user reads for a failed call — the one place that decides it, for every screen and
// form dialog: the server's own message when it is fit to show on this Chinese page; the network
// text when the request itself failed (the generic envelope); the call's own wording when the
// server said nothing useful ('' or '200') or said it in another language (an HTX service's
// `invalid field value in "currency"`, an English error page's text). A screen whose unanswered
// request deserves its own words (the verification page's 验证失败，请稍后重试) passes them.

import { NETWORK_FAILURE_TEXT, REFUSED_FAILURE_TEXT, REQUEST_FAILED_MESSAGE } from './constants';
import type { ApiFailure } from './envelope';

/** A Han character: the page is zh-cn, so a message with none was not written for its reader. */
const CHINESE = /\p{Script=Han}/u;

/**
 * A server message is fit to show as it is: it is written in Chinese (at least one Han
 * character), is not the generic failure envelope's English text, and is not a bare status.
 */
export function isShowableMessage(message: unknown): boolean {
  if (typeof message !== 'string') return false;
  const text = message.trim();
  return text !== '' && text !== REQUEST_FAILED_MESSAGE && CHINESE.test(text);
}

/**
 * The text for a failure: the server's message when fit to show; `unanswered` for the generic
 * envelope; else `fallback` — the call's wording — or, without one, the network text for a
 * server that said nothing and 请求失败，请稍后重试 for one that said it in another language.
 */
export function failureText(result: Pick<ApiFailure, 'message'>, fallback?: string, unanswered: string = NETWORK_FAILURE_TEXT): string {
  if (result.message === REQUEST_FAILED_MESSAGE) return unanswered;
  if (isShowableMessage(result.message)) return String(result.message).trim();
  if (fallback !== undefined) return fallback;
  const message = String(result.message ?? '').trim();
  return message === '' || message === '200' ? NETWORK_FAILURE_TEXT : REFUSED_FAILURE_TEXT;
}
