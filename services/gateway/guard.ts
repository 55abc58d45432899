// The gateway's defences before a call is forwarded, each rule from lib/security: the request's
// real client address (peer and trusted proxies), the cross-site refusal of every call that
// changes state (a GET whose contract says so included) and of cross-site navigations, and the
// per-client rate limit of the calls whose contract says `rateLimited`.

import { GATEWAY_ERROR_HEADER, GATEWAY_REFUSED } from '@/lib/api/families';
import { ALL_CALLS } from '@/lib/contracts/registry';
import { parseAllowedHosts } from '@/lib/routing/back-url';
import { gatewayCallRules } from '@/lib/security/call-lookup';
import { inRanges, parseAddressRanges, requestClientAddress } from '@/lib/security/client-address';
import { parseRateLimit, rateLimitedEnvelope, SlidingWindowLimiter } from '@/lib/security/rate-limit';
import { judgeRequestOrigin, type OriginPolicy } from '@/lib/security/request-origin';

type Env = Record<string, string | undefined>;

/** Code and text of the answer to a refused cross-site call (not 403 in the body: uc reads 403 as logout). */
export const CROSS_SITE_REFUSED = { code: 'cross-site-refused', message: '请求来源不被允许，已拒绝' } as const;

/** This site's origin and the hosts allowed to call, from the environment (as the back-URL policy). */
export function gatewayOriginPolicy(env: Env): OriginPolicy {
  const configured = env.SITE_ORIGIN;
  return { siteOrigin: configured && /^https?:\/\//.test(configured) ? configured : '', allowedHosts: parseAllowedHosts(env.ALLOWED_REDIRECT_HOSTS) };
}

function refusal(status: number, body: unknown, extraHeaders: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', [GATEWAY_ERROR_HEADER]: GATEWAY_REFUSED, ...extraHeaders },
  });
}

// One limiter per configured rule (RATE_LIMIT), kept for the life of the process.
let limiter: { config: string | undefined; limiter: SlidingWindowLimiter | null } | null = null;

function limiterFor(env: Env): SlidingWindowLimiter | null {
  if (!limiter || limiter.config !== env.RATE_LIMIT) {
    const rule = parseRateLimit(env.RATE_LIMIT);
    limiter = { config: env.RATE_LIMIT, limiter: rule ? new SlidingWindowLimiter(rule) : null };
  }
  return limiter.limiter;
}

/** Forgets every client's past requests (tests). */
export function resetGatewayLimiter(): void {
  limiter = null;
}

export type GatewayVerdict = { refused: Response } | { refused: null; clientAddress: string | null };

/** The gateway's refusal of a request another site started, or null (also the token route's rule). */
export function crossSiteRefusal(request: Request, env: Env = process.env, changesState = false): Response | null {
  const url = new URL(request.url);
  const origin = judgeRequestOrigin(
    {
      method: request.method,
      host: request.headers.get('host') ?? url.host,
      protocol: url.protocol,
      changesState,
      origin: request.headers.get('origin'),
      secFetchSite: request.headers.get('sec-fetch-site'),
      secFetchMode: request.headers.get('sec-fetch-mode'),
    },
    gatewayOriginPolicy(env),
  );
  return origin.allowed ? null : refusal(403, { success: false, ...CROSS_SITE_REFUSED, data: null });
}

/** Refuses a request the gateway must not forward; else the client's address for the upstream. */
export function guardGatewayCall(request: Request, family: string, segments: readonly string[], env: Env = process.env, now: number = Date.now()): GatewayVerdict {
  const rules = gatewayCallRules(ALL_CALLS, family, request.method, `/${segments.join('/')}`);
  const crossSite = crossSiteRefusal(request, env, rules.changesState);
  if (crossSite) return { refused: crossSite };

  const clientAddress = requestClientAddress(request.headers, env);
  const active = rules.rateLimited ? limiterFor(env) : null;
  if (active && rules.rateLimited && !inRanges(clientAddress, parseAddressRanges(env.RATE_LIMIT_EXEMPT))) {
    const verdict = active.hit(`${rules.rateLimited} ${clientAddress ?? 'unknown'}`, now);
    if (!verdict.allowed) {
      return { refused: refusal(429, rateLimitedEnvelope(verdict.retryAfterSeconds), { 'retry-after': String(verdict.retryAfterSeconds) }) };
    }
  }
  return { refused: null, clientAddress };
}
