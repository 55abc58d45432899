// One axios instance per service family. The instance owns the rules that do not depend on
// the outcome of a call: base URL, credentials, timeout, common headers and the GET `r` param.

import axios, { type AxiosInstance } from 'axios';
import type { ServiceFamily } from '@/lib/api/families';
import { isGetMethod, withCacheBuster } from './cache-buster';
import { baseUrlFor, getHttpConfig, getHttpConfigVersion, type HttpConfig, scopedHttpConfig } from './config';
import { buildRequestHeaders } from './headers';
import { WITHOUT_TOKEN_HEADER } from '@/lib/contracts/token-session';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Leave the family's token header out (set by `request` for `withoutToken` calls). */
    omitToken?: boolean;
  }
}

/** Cookies go to every family except custody (shell-and-account.md section 7: the one exception). */
export function sendsCredentials(family: ServiceFamily): boolean {
  return family !== 'custody';
}

export function createHttpClient(family: ServiceFamily, config: Readonly<HttpConfig> = getHttpConfig()): AxiosInstance {
  const client = axios.create({
    baseURL: baseUrlFor(family, config),
    timeout: config.timeoutMs,
    withCredentials: sendsCredentials(family),
    // A server render calls upstream itself with the user's cookies and the client's headers, and
    // follows no redirect: token headers would go along to wherever a 3xx points (the gateway
    // does not follow them either).
    headers: config.serverHeaders && sendsCredentials(family) ? { ...config.serverHeaders } : undefined,
    ...(config.serverHeaders ? { maxRedirects: 0 } : {}),
  });
  client.interceptors.request.use((request) => {
    // Read at send time: language and tokens change during a session (ticket exchange).
    const { getLanguage, getToken } = getHttpConfig();
    const headers = buildRequestHeaders(family, { language: getLanguage(), token: request.omitToken ? null : getToken(family) });
    for (const [name, value] of Object.entries(headers)) {
      // A header the caller set explicitly wins (token logins send the token they just got).
      if (!request.headers.has(name)) request.headers.set(name, value);
    }
    // The browser's token is added by the gateway, which this marker asks to leave it out.
    if (request.omitToken) request.headers.set(WITHOUT_TOKEN_HEADER, '1');
    if (isGetMethod(request.method)) request.params = withCacheBuster(request.params);
    return request;
  });
  return client;
}

const cache = new Map<ServiceFamily, AxiosInstance>();
let cacheVersion = -1;

// A server request's clients live as long as its configuration object.
const scopedClients = new WeakMap<Readonly<HttpConfig>, Map<ServiceFamily, AxiosInstance>>();

/** The family's shared client; rebuilt after `configureHttp`/`resetHttpConfig`; a server request's own. */
export function getHttpClient(family: ServiceFamily): AxiosInstance {
  const scoped = scopedHttpConfig();
  if (scoped) {
    let clients = scopedClients.get(scoped);
    if (!clients) {
      clients = new Map();
      scopedClients.set(scoped, clients);
    }
    let client = clients.get(family);
    if (!client) {
      client = createHttpClient(family, scoped);
      clients.set(family, client);
    }
    return client;
  }
  const version = getHttpConfigVersion();
  if (version !== cacheVersion) {
    cache.clear();
    cacheVersion = version;
  }
  let client = cache.get(family);
  if (!client) {
    client = createHttpClient(family);
    cache.set(family, client);
  }
  return client;
}
