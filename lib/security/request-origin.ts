// Cross-site request refusal for the gateway: a state-changing call (POST, PUT, PATCH, DELETE)
// carries the user's cookies to the backend, so one started by another site (CSRF) must never
// be forwarded. Browsers send `Origin` on every such request and `Sec-Fetch-Site` on all of
// them; a caller without either is not a browser (server-to-server, scripts) and carries no
// ambient credentials of a victim, so it is let through.

export interface OriginPolicy {
  /** This site's origin, e.g. `https://www.example.com`; empty to take the request's host. */
  siteOrigin: string;
  /** Other hosts allowed to call (lower-case `host[:port]`, exact match). */
  allowedHosts: readonly string[];
}

export interface RequestFacts {
  method: string;
  /** The request's own host (the Host header), used when the policy names no site origin. */
  host: string | null;
  origin: string | null;
  secFetchSite: string | null;
  secFetchMode: string | null;
}

export type OriginVerdict = { allowed: true } | { allowed: false; reason: string };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originHost(value: string): { protocol: string; host: string } | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // An Origin is scheme://host[:port] and nothing else.
    if (url.origin !== value.replace(/\/$/, '')) return null;
    return { protocol: url.protocol, host: url.host.toLowerCase() };
  } catch {
    return null;
  }
}

function isOwnOrigin(origin: { protocol: string; host: string }, facts: RequestFacts, policy: OriginPolicy): boolean {
  const site = policy.siteOrigin ? originHost(policy.siteOrigin) : null;
  if (site) return site.protocol === origin.protocol && site.host === origin.host;
  return facts.host !== null && facts.host.toLowerCase() === origin.host;
}

export function judgeRequestOrigin(facts: RequestFacts, policy: OriginPolicy): OriginVerdict {
  if (SAFE_METHODS.has(facts.method.toUpperCase())) return { allowed: true };
  const site = facts.secFetchSite?.toLowerCase() ?? null;
  if (site === 'cross-site') return { allowed: false, reason: 'cross-site' };
  if (facts.origin === null) {
    // Every browser sends Origin with a state-changing request; Sec-Fetch-* without it is a
    // browser request stripped of its origin (or an old browser form post): refuse.
    if (site !== null || facts.secFetchMode !== null) return { allowed: false, reason: 'missing-origin' };
    return { allowed: true };
  }
  const origin = originHost(facts.origin.trim());
  if (origin === null) return { allowed: false, reason: 'opaque-origin' };
  if (isOwnOrigin(origin, facts, policy)) return { allowed: true };
  if (policy.allowedHosts.includes(origin.host)) return { allowed: true };
  return { allowed: false, reason: 'foreign-origin' };
}
