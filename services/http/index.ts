// Public surface of the HTTP layer: pages and stores import from here only.

export { CACHE_BUSTER_PARAM, DEFAULT_LANGUAGE, MAX_AUTH_RETRIES, NETWORK_FAILURE_TEXT, REFUSED_FAILURE_TEXT, REQUEST_FAILED_CODE, REQUEST_FAILED_MESSAGE, REQUEST_TIMEOUT_MS } from './constants';
export {
  type ApiCode,
  type ApiFailure,
  type ApiResult,
  type ApiSuccess,
  type NormalizedEnvelope,
  DEFAULT_SUCCESS_CODE,
  envelopeCode,
  envelopeMessage,
  isEnvelopeBody,
  isSuccessBody,
  normalizeEnvelope,
  requestFailedEnvelope,
} from './envelope';
export {
  ACCEPT_LANGUAGE_HEADER,
  API_VERSION_HEADER,
  API_VERSIONS,
  LANGUAGE_HEADER,
  TOKEN_HEADERS,
  acceptLanguageOf,
  buildRequestHeaders,
  languageHeaders,
  tokenHeaders,
  versionHeaders,
} from './headers';
export { type HttpConfig, type HttpConfigOverrides, type Notifier, baseUrlFor, configureHttp, getHttpConfig, resetHttpConfig } from './config';
export { type AuthFailureAction, REAUTH_CODES, UC_LOGOUT_CODES, classifyAuthFailure, isReauthCode, sharedTicketExchange } from './reauth';
export { isGetMethod, randomQueryValue, withCacheBuster } from './cache-buster';
export { failureText, isShowableMessage } from './failure-text';
export { createHttpClient, getHttpClient, sendsCredentials } from './client';
export { type CallOptions, type RequestConfig, type ShorthandOptions, get, isNetworkFailure, post, request } from './request';
