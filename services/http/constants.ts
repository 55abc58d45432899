// Numbers and texts shared by every backend call (shell-and-account.md sections 8 and 9,
// exchange-wallet-fiat.md section 9). Kept in one place so UI code and tests quote the same values.

/** Every request gives up after 30 s. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** A request is re-sent at most this many times after a ticket exchange. */
export const MAX_AUTH_RETRIES = 3;

/** Toast shown when the server could not be reached at all (no response or timeout). */
export const NETWORK_FAILURE_TEXT = '网络连接失败，请重试';

/**
 * What a failure reads when the server answered with a message unfit for this zh-cn page (not
 * Chinese: `invalid field value in "currency"`) and the call has no wording of its own.
 */
export const REFUSED_FAILURE_TEXT = '请求失败，请稍后重试';

/** Message of the envelope every failed request resolves to. */
export const REQUEST_FAILED_MESSAGE = 'Sorry, the request failed. Please try again later.';

/** Code of that envelope. */
export const REQUEST_FAILED_CODE = 500;

/** Language used when nothing else is configured: the site is zh-cn only for now. */
export const DEFAULT_LANGUAGE = 'zh-cn';

/** Query parameter that makes every GET URL unique, so no cache answers it. */
export const CACHE_BUSTER_PARAM = 'r';
