// The outcome-dependent rules of a call: envelope normalisation, the generic failure envelope,
// the network toast, ticket-exchange retries and the account service's forced logout. A call
// never rejects, so pages only ever branch on `success`.

import axios, { type AxiosRequestConfig } from 'axios';
import { GATEWAY_ERROR_HEADER, GATEWAY_REFUSED, GATEWAY_UNREACHABLE, type ServiceFamily } from '@/lib/api/families';
import { getHttpClient } from './client';
import { getHttpConfig } from './config';
import { MAX_AUTH_RETRIES, NETWORK_FAILURE_TEXT } from './constants';
import { type ApiResult, isEnvelopeBody, type NormalizedEnvelope, normalizeEnvelope, requestFailedEnvelope } from './envelope';
import { tokenCookieFor } from '@/lib/session/tokens';
import { classifyAuthFailure, runningTicketExchange, sharedTicketExchange } from './reauth';

/** Per-call opt-outs of the shared error handling. */
export interface CallOptions {
  /** No ticket exchange, no retry and no forced logout: token logins handle their own failures. */
  skipAuthRetry?: boolean;
  /** No network-failure toast. */
  silent?: boolean;
  /** Send the call without the family's token (settings retry this way after 1003). */
  withoutToken?: boolean;
}

/** Base URL, credentials and timeout belong to the family client, not to a call. */
export type AxiosCallConfig = Omit<AxiosRequestConfig, 'url' | 'baseURL' | 'withCredentials'>;

export type RequestConfig = AxiosCallConfig & CallOptions & { url: string };

/** Per-call options of the `get`/`post` shorthands. */
export type ShorthandOptions = Omit<AxiosCallConfig, 'method' | 'params' | 'data'> & CallOptions;

type Attempt = { kind: 'envelope'; envelope: NormalizedEnvelope } | { kind: 'failed'; network: boolean };

/**
 * True when the server never answered (connection failure, timeout), also behind the
 * same-origin gateway, which says so in a header; not for other HTTP errors or cancels.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (!axios.isAxiosError(error) || axios.isCancel(error)) return false;
  if (error.response?.headers[GATEWAY_ERROR_HEADER] === GATEWAY_UNREACHABLE) return true;
  // Failures raised before sending (bad config, interceptor errors) have no `request`.
  return error.response === undefined && error.request !== undefined;
}

async function attempt(family: ServiceFamily, config: AxiosCallConfig & { url: string }): Promise<Attempt> {
  try {
    const response = await getHttpClient(family).request<unknown>(config);
    // axios hands back the raw text when a body is not JSON; normalizeEnvelope turns any
    // non-object body into the generic 500 envelope, which no rule below acts on.
    return { kind: 'envelope', envelope: normalizeEnvelope(response.data) };
  } catch (error) {
    // The gateway's own refusal (429 too frequent, 403 cross-site) says why in its envelope.
    const refused = axios.isAxiosError(error) ? error.response : undefined;
    if (refused?.headers[GATEWAY_ERROR_HEADER] === GATEWAY_REFUSED && isEnvelopeBody(refused.data)) {
      return { kind: 'envelope', envelope: normalizeEnvelope(refused.data) };
    }
    return { kind: 'failed', network: isNetworkFailure(error) };
  }
}

// Injected callbacks must not turn a resolved call into a rejected one.
function notifySafely(message: string): void {
  try {
    getHttpConfig().notify.error(message);
  } catch {
    // A broken toast must not break the call.
  }
}

async function logoutSafely(): Promise<void> {
  try {
    await getHttpConfig().onLogout();
  } catch {
    // The envelope is still returned; the shell's own logout handling reports its errors.
  }
}

function tokensInPlace(family: ServiceFamily): boolean {
  const { hasTokens, getToken } = getHttpConfig();
  return hasTokens ? hasTokens() : Boolean(getToken(family));
}

/**
 * Sends one call to `family` with every shared rule applied. Resolves to the normalised
 * envelope (business failures included) or to the generic 500 envelope; never rejects.
 * `T` is the caller's promise about `data`; it is not validated here.
 */
export async function request<T = unknown>(family: ServiceFamily, config: RequestConfig): Promise<ApiResult<T>> {
  const { skipAuthRetry = false, silent = false, withoutToken = false, ...rest } = config;
  const axiosConfig = withoutToken ? { ...rest, omitToken: true } : rest;
  // A call of a token family sent while its token is still being fetched would only fail with
  // "login required" and be retried after that same exchange: it waits for the exchange instead
  // (a page's first calls right after login, a dozen at once on the assets overview).
  const running = runningTicketExchange();
  if (running && !skipAuthRetry && !withoutToken && tokenCookieFor(family) !== undefined && !tokensInPlace(family)) {
    await running;
  }
  for (let retries = 0; ; retries += 1) {
    const outcome = await attempt(family, axiosConfig);
    if (outcome.kind === 'failed') {
      if (outcome.network && !silent) notifySafely(NETWORK_FAILURE_TEXT);
      return requestFailedEnvelope();
    }
    const { envelope } = outcome;
    if (envelope.success || skipAuthRetry) return envelope as ApiResult<T>;

    const action = classifyAuthFailure(family, envelope.code);
    if (action === 'logout') {
      await logoutSafely();
      return envelope;
    }
    if (action === 'none' || retries >= MAX_AUTH_RETRIES) return envelope;
    // A failed exchange cannot make the next attempt succeed; report the original failure.
    const renewed = await sharedTicketExchange(getHttpConfig().exchangeTicket);
    if (!renewed) return envelope;
  }
}

export function get<T = unknown>(
  family: ServiceFamily,
  url: string,
  params?: AxiosRequestConfig['params'],
  options: ShorthandOptions = {},
): Promise<ApiResult<T>> {
  return request<T>(family, { ...options, url, method: 'GET', params });
}

export function post<T = unknown>(
  family: ServiceFamily,
  url: string,
  data?: unknown,
  options: ShorthandOptions = {},
): Promise<ApiResult<T>> {
  return request<T>(family, { ...options, url, method: 'POST', data });
}
