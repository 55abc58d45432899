// The safe-backUrl rule: a redirect target is accepted only when it stays on this site or
// goes to a host on the allow list (shell-and-account.md section 2). Everything else,
// including every protocol-relative, scheme-confused or credential-smuggling form, is refused.

export interface BackUrlPolicy {
  /** Origin of this site, e.g. `https://www.example.com`. */
  siteOrigin: string;
  /** Hosts a redirect may leave for, lower-case, exact match (from the environment). */
  allowedHosts: readonly string[];
}

const MAX_LENGTH = 2048;
// C0 controls, DEL, backslash and white space never belong in a target we hand to the browser:
// browsers strip tabs and newlines and read backslashes as slashes, which turns `/\evil.com`
// or `/%09/evil.com` into `//evil.com`.
const UNICODE_SPACES = /[\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/;

function hasForbiddenChar(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return UNICODE_SPACES.test(value);
}

function decodeRepeatedly(value: string): string | null {
  let current = value;
  for (let i = 0; i < 4; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

function startsProtocolRelative(path: string): boolean {
  return path.startsWith('//') || path.startsWith('/\\');
}

/** Parses a comma- or space-separated host list from the environment. */
export function parseAllowedHosts(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(/[\s,]+/)
    .map((host) => host.trim().toLowerCase())
    .filter((host) => /^[a-z0-9.-]+(:\d+)?$/.test(host));
}

/**
 * Returns a target that is safe to redirect to, or null. Relative targets come back as
 * path + query + hash on this site; absolute ones as a normalised http(s) URL.
 */
export function safeBackUrl(raw: unknown, policy: BackUrlPolicy): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (value.length === 0 || value.length > MAX_LENGTH) return null;
  if (hasForbiddenChar(value)) return null;
  const decoded = decodeRepeatedly(value);
  if (decoded === null || hasForbiddenChar(decoded) || startsProtocolRelative(decoded)) return null;

  let site: URL;
  try {
    site = new URL(policy.siteOrigin);
  } catch {
    return null;
  }

  if (value.startsWith('/')) {
    let resolved: URL;
    try {
      resolved = new URL(value, site);
    } catch {
      return null;
    }
    // Dot segments can collapse into a protocol-relative path (`/.//evil.com`): judge the result.
    if (resolved.origin !== site.origin || startsProtocolRelative(resolved.pathname)) return null;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  }

  let target: URL;
  try {
    target = new URL(value);
  } catch {
    return null;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return null;
  // `scheme:host` without slashes is parsed leniently by URL; only the full form is accepted.
  if (!/^https?:\/\/[^/]/i.test(value)) return null;
  if (target.username !== '' || target.password !== '') return null;
  const host = target.host.toLowerCase();
  const sameSite = host === site.host.toLowerCase();
  if (!sameSite && !policy.allowedHosts.includes(host)) return null;
  if (startsProtocolRelative(target.pathname)) return null;
  return target.href;
}
