// Cross-site request refusal for the gateway: a state-changing call (POST, PUT, PATCH, DELETE,
// and a GET its contract marks as changing state, e.g. logout) carries the user's cookies to the
// backend, so one started by another site (CSRF) must never be forwarded. Browsers send `Origin`
// on every non-GET request and `Sec-Fetch-Site` on all of them; a caller without either is not
// a browser (server-to-server, scripts) and carries no ambient credentials of a victim, so it is
// let through. A same-origin GET carries no Origin: Sec-Fetch-Site decides it. A navigation
// from another site (link, form, window) to the gateway is refused whatever the path: the
// gateway answers the app's own calls, never a page another site opens. Origins are compared
// exactly: scheme, host and port.

export interface OriginPolicy {
  /** This site's origin, e.g. `https://www.example.com`; empty to take the request's scheme and host. */
  siteOrigin: string;
  /** Other hosts allowed to call (lower-case `host[:port]`, exact match, over this site's scheme). */
  allowedHosts: readonly string[];
}

export interface RequestFacts {
  method: string;
  /** The request's own host (the Host header), used when the policy names no site origin. */
  host: string | null;
  /** The request's own scheme (`http:`/`https:`), with `host` when the policy names no site origin. */
  protocol?: string;
  /** The call changes state although its method is a read (a contract's `changesState`). */
  changesState?: boolean;
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

/** This site's scheme and host: the configured origin, else the request's own. */
function ownOrigin(facts: RequestFacts, policy: OriginPolicy): { protocol: string; host: string } | null {
  if (policy.siteOrigin) return originHost(policy.siteOrigin.replace(/\/$/, ''));
  if (facts.host === null) return null;
  return { protocol: facts.protocol ?? 'http:', host: facts.host.toLowerCase() };
}

/** Same scheme, host and port as this site, or an allowed host over this site's scheme. */
export function isAllowedOrigin(origin: { protocol: string; host: string }, facts: RequestFacts, policy: OriginPolicy): boolean {
  const own = ownOrigin(facts, policy);
  if (own === null || own.protocol !== origin.protocol) return false;
  return own.host === origin.host || policy.allowedHosts.includes(origin.host);
}

export function judgeRequestOrigin(facts: RequestFacts, policy: OriginPolicy): OriginVerdict {
  const site = facts.secFetchSite?.toLowerCase() ?? null;
  if (site === 'cross-site' && facts.secFetchMode?.toLowerCase() === 'navigate') return { allowed: false, reason: 'cross-site-navigation' };
  const read = SAFE_METHODS.has(facts.method.toUpperCase());
  if (read && facts.changesState !== true) return { allowed: true };
  if (site === 'cross-site') return { allowed: false, reason: 'cross-site' };
  if (facts.origin === null && read) {
    // A same-origin GET carries no Origin: only a request fetch metadata places on this site
    // (or a user's own navigation, `none`), or a non-browser caller, is let through.
    return site === null || site === 'same-origin' || site === 'none' ? { allowed: true } : { allowed: false, reason: 'not-same-origin' };
  }
  if (facts.origin === null) {
    // Every browser sends Origin with a state-changing request; Sec-Fetch-* without it is a
    // browser request stripped of its origin (or an old browser form post): refuse.
    if (site !== null || facts.secFetchMode !== null) return { allowed: false, reason: 'missing-origin' };
    return { allowed: true };
  }
  const origin = originHost(facts.origin.trim());
  if (origin === null) return { allowed: false, reason: 'opaque-origin' };
  if (isAllowedOrigin(origin, facts, policy)) return { allowed: true };
  return { allowed: false, reason: 'foreign-origin' };
}
