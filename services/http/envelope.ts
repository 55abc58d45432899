// The backend answers in several envelope dialects (PROTOCOL.md section 4.1): v1 uses
// status/err-code/err-msg, settings use err_code/err_msg, v2 uses code/message(/success), some
// answers use msg, market endpoints put the payload under `tick`. Callers only ever see one shape.

import { REQUEST_FAILED_CODE, REQUEST_FAILED_MESSAGE } from './constants';

export type ApiCode = number | string;

export interface ApiSuccess<T> {
  success: true;
  code: ApiCode;
  message: string;
  data: T;
}

export interface ApiFailure {
  success: false;
  code: ApiCode;
  message: string;
  /** Usually null; a business failure keeps whatever payload the server sent. */
  data: unknown;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** An envelope whose payload has not been given a type yet. */
export type NormalizedEnvelope = ApiResult<unknown>;

/** Default code when a successful answer carries none (v1 `status: "ok"` answers). */
export const DEFAULT_SUCCESS_CODE = 200;

const CODE_KEYS = ['code', 'err-code', 'err_code'] as const;
const MESSAGE_KEYS = ['message', 'err-msg', 'err_msg', 'msg'] as const;

/** A JSON object, i.e. something that can be an envelope (not an array, string or null). */
export function isEnvelopeBody(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

/** The envelope every failed request resolves to; a fresh object so callers may mutate it. */
export function requestFailedEnvelope(): ApiFailure {
  return { success: false, code: REQUEST_FAILED_CODE, message: REQUEST_FAILED_MESSAGE, data: null };
}

const NUMERIC_CODE = /^-?\d{1,15}$/;

/**
 * `code`, else `err-code`, else `err_code`, else 200. Values of other types are ignored. A code
 * sent as a numeric string ("1003") becomes the number, so the code rules (re-authentication,
 * forced logout, retry lists) that compare numbers apply to it; word codes stay text.
 */
export function envelopeCode(body: Record<string, unknown>): ApiCode {
  for (const key of CODE_KEYS) {
    const value = body[key];
    if (typeof value === 'number') return value;
    if (typeof value === 'string') return NUMERIC_CODE.test(value.trim()) ? Number(value.trim()) : value;
  }
  return DEFAULT_SUCCESS_CODE;
}

/** `message`, else `err-msg`, else `err_msg`, else `msg`, else ''. */
export function envelopeMessage(body: Record<string, unknown>): string {
  for (const key of MESSAGE_KEYS) {
    const value = body[key];
    if (typeof value === 'string') return value;
    // Some services send a bare number as message (e.g. 200); keep it readable.
    if (typeof value === 'number') return String(value);
  }
  return '';
}

/** Success ⇔ `success === true` or `status === "ok"` or `code` is 200 (number or string). */
export function isSuccessBody(body: Record<string, unknown>): boolean {
  return body.success === true || body.status === 'ok' || body.code === 200 || body.code === '200';
}

/**
 * One envelope shape for every dialect. A body that is not a JSON object cannot be an
 * envelope (HTML error page, empty body), so it becomes the generic failure envelope.
 */
export function normalizeEnvelope(body: unknown): NormalizedEnvelope {
  if (!isEnvelopeBody(body)) return requestFailedEnvelope();
  const code = envelopeCode(body);
  const message = envelopeMessage(body);
  const data = body.data ?? body.tick ?? null;
  return isSuccessBody(body) ? { success: true, code, message, data } : { success: false, code, message, data };
}
