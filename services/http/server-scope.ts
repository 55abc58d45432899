// The HTTP core inside a server render: the calls a page makes on the server for its user go
// straight to each family's upstream with that user's cookies and tokens, through the same
// service functions, contracts and envelope rules as the browser's calls. Each request gets its
// own configuration in an AsyncLocalStorage, so concurrent renders never share a token.

import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { resolveUpstream, SERVICE_FAMILIES, type ServiceFamily } from '@/lib/api/families';
import { UC_SESSION_COOKIE, UC_SESSION_HEADER } from '@/lib/session/cookies';
import { TOKEN_EXPIRY_COOKIE, tokenCookieFor } from '@/lib/session/tokens';
import { forwardingHeaders, requestClientAddress } from '@/lib/security/client-address';
import { defaultHttpConfig, type HttpConfig, setScopedHttpConfigSource } from './config';
import { TOKEN_HEADERS } from './headers';

/** A server render waits this long for an upstream at most; the browser asks again after that. */
export const SERVER_CALL_TIMEOUT_MS = 3000;

export interface ServerCookie {
  name: string;
  value: string;
}

export interface ServerHttpInput {
  /** The request's cookies (next/headers `cookies().getAll()`), for the tokens. */
  cookies: readonly ServerCookie[];
  /** The request's Cookie header as the browser sent it, forwarded as it is (as the gateway does). */
  cookieHeader: string | null;
  /** The request's own headers; the client's address and agent are passed on (see FORWARDED_HEADERS). */
  requestHeaders?: Pick<Headers, 'get'>;
  language: string;
  env?: Record<string, string | undefined>;
  /** How long a call may take; a render's calls default to SERVER_CALL_TIMEOUT_MS. */
  timeoutMs?: number;
}

/**
 * What the gateway would pass on of the browser's request besides its cookies: upstream rate
 * limits and risk checks judge the client, not this server. The client's address is not one of
 * them as sent: it is the real one (x-forwarded-for, x-real-ip from lib/security/client-address).
 */
export const FORWARDED_HEADERS = ['user-agent'] as const;

/** The Cookie header as the browser sent it (what the gateway would forward), and the client's headers. */
function serverHeadersOf(cookieHeader: string | null, requestHeaders: Pick<Headers, 'get'> | undefined, env: Record<string, string | undefined>): Record<string, string> {
  const headers: Record<string, string> = cookieHeader ? { cookie: cookieHeader } : {};
  for (const name of FORWARDED_HEADERS) {
    const value = requestHeaders?.get(name);
    if (value) headers[name] = value;
  }
  return requestHeaders ? { ...headers, ...forwardingHeaders(requestClientAddress(requestHeaders, env)) } : headers;
}

/** The configuration of one server request: upstream base URLs, the user's tokens and cookies, no toasts, no re-login. */
export function serverHttpConfig({ cookies, cookieHeader, requestHeaders, language, env = process.env, timeoutMs = SERVER_CALL_TIMEOUT_MS }: ServerHttpInput): HttpConfig {
  const jar = new Map(cookies.map((cookie) => [cookie.name, cookie.value]));
  const baseUrls = Object.fromEntries(SERVICE_FAMILIES.map((family) => [family, resolveUpstream(family, env)])) as Record<ServiceFamily, string>;
  return {
    ...defaultHttpConfig(),
    baseUrls,
    getLanguage: () => language,
    getToken: (family) => {
      // The account service's token header carries the session (the browser's is an HttpOnly
      // cookie that travels by itself; an XMLHttpRequest may not set a Cookie header).
      if (TOKEN_HEADERS[family] === UC_SESSION_HEADER) return jar.get(UC_SESSION_COOKIE);
      const name = tokenCookieFor(family);
      return name ? jar.get(name) : undefined;
    },
    // The ticket exchange answers with the browser's cookies (its own route): a server render
    // never starts one, a call that needs it fails, and the browser asks again once it has them.
    exchangeTicket: async () => false,
    timeoutMs,
    serverHeaders: serverHeadersOf(cookieHeader, requestHeaders, env),
  };
}

/**
 * True when the request carries family tokens that have not expired (the login's ticket exchange
 * leaves them for 50 minutes): only then are the token families' calls worth making on the server.
 */
export function hasLiveTokens(cookies: readonly ServerCookie[], now: number = Date.now()): boolean {
  const jar = new Map(cookies.map((cookie) => [cookie.name, cookie.value]));
  const expiresAt = Number(jar.get(TOKEN_EXPIRY_COOKIE));
  const proToken = tokenCookieFor('pro');
  return Number.isFinite(expiresAt) && expiresAt > now && proToken !== undefined && Boolean(jar.get(proToken));
}

const storage = new AsyncLocalStorage<HttpConfig>();
setScopedHttpConfigSource(() => storage.getStore());

/** Runs `work` with the HTTP core configured for this request's user. */
export function withServerHttp<T>(input: ServerHttpInput, work: () => Promise<T>): Promise<T> {
  return storage.run(serverHttpConfig(input), work);
}
