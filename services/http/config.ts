// What the HTTP layer needs from the rest of the app (token store, ticket exchange, logout,
// toasts, language) is injected here instead of imported, so this folder stays free of UI and
// session code and tests can swap every piece.

import { gatewayPath, type ServiceFamily } from '@/lib/api/families';
import { DEFAULT_LANGUAGE, REQUEST_TIMEOUT_MS } from './constants';
import { resetTicketExchange } from './reauth';

export interface Notifier {
  error(message: string): void;
}

export interface HttpConfig {
  /** Absolute or relative base per family; a missing family uses its gateway path `/-/x/{family}`. */
  baseUrls: Readonly<Partial<Record<ServiceFamily, string>>>;
  /** Site language code, e.g. `zh-cn`. */
  getLanguage: () => string;
  /**
   * The family's token to put in its header, where this side holds it: a server render (from the
   * request's cookies) and tests that call a service directly. The browser never holds one: its
   * tokens are HttpOnly cookies and the same-origin gateway sets the header.
   */
  getToken: (family: ServiceFamily) => string | null | undefined;
  /**
   * Whether the family tokens are in place although this side cannot read them (the browser: the
   * expiry cookie of its HttpOnly tokens). Unset: a token from `getToken` says so.
   */
  hasTokens?: () => boolean;
  /** Trades the login ticket for fresh tokens; true when new tokens are in place. */
  exchangeTicket: () => Promise<boolean>;
  /** Ends the session (clears cookies, logs out) after the account service rejects it. */
  onLogout: () => void | Promise<void>;
  /** Shows toasts; the UI shell plugs its message component in here. */
  notify: Notifier;
  /** Request timeout; only tests shorten it. */
  timeoutMs: number;
  /**
   * Headers a server render sends on the user's behalf: the Cookie header as the browser sent it
   * and the client's agent and address (the browser sends its own, so this stays unset there).
   * Never sent to custody, which gets no credentials.
   */
  serverHeaders?: Readonly<Record<string, string>>;
}

export type HttpConfigOverrides = Partial<HttpConfig>;

function defaultConfig(): HttpConfig {
  return {
    baseUrls: {},
    getLanguage: () => DEFAULT_LANGUAGE,
    getToken: () => undefined,
    // Without a configured exchange nothing can renew the session, so re-auth simply fails.
    exchangeTicket: async () => false,
    onLogout: () => undefined,
    // No toast surface exists on the server; the browser shell injects one.
    notify: { error: () => undefined },
    timeoutMs: REQUEST_TIMEOUT_MS,
  };
}

let current: HttpConfig = defaultConfig();
/**
 * A server render's own configuration, one per request (services/http/server-scope.ts keeps it in
 * an AsyncLocalStorage): the module-global `current` belongs to the browser tab, and on the
 * server it would mix users' tokens between concurrent requests.
 */
let scopedSource: (() => HttpConfig | undefined) | null = null;
// Bumped on every change so cached axios clients (whose defaults depend on the config) are rebuilt.
let version = 0;

/** Merges overrides into the current configuration; `baseUrls` are merged per family. */
export function configureHttp(overrides: HttpConfigOverrides): void {
  current = {
    ...current,
    ...overrides,
    baseUrls: { ...current.baseUrls, ...overrides.baseUrls },
  };
  version += 1;
}

/** The defaults: what a server request's configuration starts from. */
export function defaultHttpConfig(): HttpConfig {
  return defaultConfig();
}

/** Back to the defaults and no shared ticket exchange (tests call it between cases). */
export function resetHttpConfig(): void {
  current = defaultConfig();
  resetTicketExchange();
  version += 1;
}

/** Installs where the request's own configuration is found (the server scope, once per process). */
export function setScopedHttpConfigSource(source: (() => HttpConfig | undefined) | null): void {
  scopedSource = source;
}

/** The configuration of the server request being rendered, if there is one. */
export function scopedHttpConfig(): Readonly<HttpConfig> | undefined {
  return scopedSource?.() ?? undefined;
}

export function getHttpConfig(): Readonly<HttpConfig> {
  return scopedHttpConfig() ?? current;
}

export function getHttpConfigVersion(): number {
  return version;
}

/** The family's base URL: its configured alias, else the same-origin gateway path. */
export function baseUrlFor(family: ServiceFamily, config: Readonly<HttpConfig> = getHttpConfig()): string {
  return config.baseUrls[family] ?? gatewayPath(family);
}
