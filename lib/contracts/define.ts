// The one way a backend call is declared: its family, method, path pattern (MSW-style, with
// `:name` segments), request and response schemas. The service function builds its URL with
// `path()`, the mock backend registers its handler on `pattern`, and the tests override the
// same contract, so a path or a shape cannot drift between them (DESIGN.md "contracts").
// Pure data and zod/mini: this module reaches the browser and sits below services/ and mocks/.

import type * as z from 'zod/mini';
import type { ServiceFamily } from '@/lib/api/families';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a pattern's `:name` segments, e.g. `{ id: '42' }` for `/v1/order/orders/:id`. */
export type PathParams<P extends string> = Record<ParamNames<P>, string | number>;

type PathArgs<P extends string> = [ParamNames<P>] extends [never] ? [] : [params: PathParams<P>];

export interface CallSpec<P extends string, Req, Res> {
  family: ServiceFamily;
  method: HttpMethod;
  /** Below the family base (the app's `/-/x/{family}`, the mock's `/{family}`). */
  pattern: P;
  /** JSON body (POST/PUT) or query (GET) the call sends, where the project checks it. */
  request?: z.ZodMiniType<Req>;
  /** The `data` of a successful envelope, as it travels (before any `toX()` conversion). */
  response?: z.ZodMiniType<Res>;
  /**
   * A GET that changes state (ends the session, issues a new secret): the gateway refuses it
   * when another site starts it, as it refuses every POST/PUT/DELETE. Other GETs are reads.
   */
  changesState?: true;
  /** Guarded by the gateway's per-client rate limit (logins, code sends, guessable lookups). */
  rateLimited?: true;
}

export interface CallContract<P extends string = string, Req = unknown, Res = unknown> extends Readonly<CallSpec<P, Req, Res>> {
  /** The concrete path: each `:name` replaced by its URI-encoded value. */
  path(...args: PathArgs<P>): string;
}

/** Whether a call changes state: every POST/PUT/DELETE, and a GET that says so. */
export function changesState(call: Pick<CallSpec<string, unknown, unknown>, 'method' | 'changesState'>): boolean {
  return call.method !== 'GET' || call.changesState === true;
}

/** Replaces each `:name` segment of a pattern with its URI-encoded value. */
export function buildPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

export function defineCall<const P extends string, Req = unknown, Res = unknown>(spec: CallSpec<P, Req, Res>): CallContract<P, Req, Res> {
  return {
    ...spec,
    path: (...args: PathArgs<P>) => buildPath(spec.pattern, args[0] as Record<string, string | number> | undefined),
  };
}

/** The URL pattern a mock handler listens on: the family base it is given, then the pattern. */
export function patternBelow(base: string, call: Pick<CallContract, 'pattern'>): string {
  return `${base.replace(/\/$/, '')}${call.pattern}`;
}
