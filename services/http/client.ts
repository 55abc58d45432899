// One axios instance per service family. The instance owns the rules that do not depend on
// the outcome of a call: base URL, credentials, timeout, common headers and the GET `r` param.

import axios, { type AxiosInstance } from 'axios';
import type { ServiceFamily } from '@/lib/api/families';
import { isGetMethod, withCacheBuster } from './cache-buster';
import { baseUrlFor, getHttpConfig, getHttpConfigVersion } from './config';
import { buildRequestHeaders } from './headers';

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

export function createHttpClient(family: ServiceFamily): AxiosInstance {
  const config = getHttpConfig();
  const client = axios.create({
    baseURL: baseUrlFor(family, config),
    timeout: config.timeoutMs,
    withCredentials: sendsCredentials(family),
  });
  client.interceptors.request.use((request) => {
    // Read at send time: language and tokens change during a session (ticket exchange).
    const { getLanguage, getToken } = getHttpConfig();
    const headers = buildRequestHeaders(family, { language: getLanguage(), token: request.omitToken ? null : getToken(family) });
    for (const [name, value] of Object.entries(headers)) {
      // A header the caller set explicitly wins (token logins send the token they just got).
      if (!request.headers.has(name)) request.headers.set(name, value);
    }
    if (isGetMethod(request.method)) request.params = withCacheBuster(request.params);
    return request;
  });
  return client;
}

const cache = new Map<ServiceFamily, AxiosInstance>();
let cacheVersion = -1;

/** The family's shared client; rebuilt after `configureHttp`/`resetHttpConfig`. */
export function getHttpClient(family: ServiceFamily): AxiosInstance {
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
