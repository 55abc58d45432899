// Navigation rules of shell-and-account.md section 2, as pure functions. `proxy.ts`, the
// server-side gate and the client all call these; none of them re-implements a rule.

import { FIRST_SEGMENTS, matchRoute } from './manifest';
import { DEFAULT_LANGUAGE, isLanguage, SUPPORTED_LANGUAGES, type Language } from './segments';
import { safeBackUrl, type BackUrlPolicy } from './back-url';

/** Local-storage key and cookie name that keep the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'lang';
export const LANGUAGE_COOKIE = 'lang';

/** Maps a browser language tag (zh-CN, zh, zh-Hans-CN) to a supported language, if any. */
export function matchBrowserLanguage(tag: string): Language | null {
  const lower = tag.trim().toLowerCase();
  if (isLanguage(lower)) return lower;
  const primary = lower.split('-')[0];
  const sameFamily = SUPPORTED_LANGUAGES.filter((lang) => lang.split('-')[0] === primary);
  return sameFamily.length === 1 ? (sameFamily[0] as Language) : null;
}

/** Parses an Accept-Language header into tags ordered by preference. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The stored language, else the browser language, else zh-cn. */
export function resolveLanguage(input: { stored?: string | null; browser?: readonly string[] }): Language {
  if (input.stored && isLanguage(input.stored)) return input.stored;
  for (const tag of input.browser ?? []) {
    const match = matchBrowserLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

// A BCP 47 shape: language, optional script, optional region (en, en-us, zh-hant-tw, es-419).
const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z]{4})?(-([a-z]{2}|\d{3}))?$/i;

/**
 * Where a path with an unknown or missing language prefix goes, keeping the rest of the
 * path and the query; null when the prefix is valid, or when the first segment is neither
 * a route of ours nor a language tag: that is an invalid `{LANG}`, which answers 404.
 */
export function languageRedirect(pathname: string, search: string, language: Language): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  if (first === undefined) return `/${language}/${search}`;
  if (isLanguage(first)) return null;
  if (pathname === '/404' || pathname === '/404/') return null;
  let rest: string[];
  if (FIRST_SEGMENTS.has(first)) {
    rest = segments; // missing prefix: /login/ → /zh-cn/login/
  } else if (LANGUAGE_TAG.test(first)) {
    rest = segments.slice(1); // unknown language: /en-us/login/ → /zh-cn/login/
  } else {
    return null;
  }
  const trailing = rest.length === 0 || pathname.endsWith('/') ? '/' : '';
  return `/${[language, ...rest].join('/')}${trailing}${search}`;
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Paths containing /transac, and manifest routes marked so, need a logged-in user. */
export function requiresLogin(pathname: string): boolean {
  const decoded = safeDecode(pathname);
  if (decoded.toLowerCase().includes('/transac')) return true;
  const match = matchRoute(decoded);
  return match !== null && match.route.needsLogin;
}

export function isLoginPath(pathname: string): boolean {
  const match = matchRoute(safeDecode(pathname));
  return match !== null && (match.route.id === 'login' || match.route.id === 'cn/login');
}

export function loginPath(language: Language = DEFAULT_LANGUAGE): string {
  return `/${language}/login/`;
}

/** `/zh-cn/login/?backUrl={encoded path and query}`; no backUrl when already on a login page. */
export function loginRedirect(pathname: string, search: string, language: Language = DEFAULT_LANGUAGE): string {
  if (isLoginPath(pathname)) return loginPath(language);
  return `${loginPath(language)}?backUrl=${encodeURIComponent(`${pathname}${search}`)}`;
}

/** The login gate: the login page to go to, or null when the user may stay. */
export function loginGate(pathname: string, search: string, loggedIn: boolean, language: Language = DEFAULT_LANGUAGE): string | null {
  if (loggedIn || !requiresLogin(pathname)) return null;
  return loginRedirect(pathname, search, language);
}

export function homePath(language: Language = DEFAULT_LANGUAGE): string {
  return `/${language}/`;
}

/** A logged-in user opening reset-password goes to a safe backUrl, else home. */
export function resetPasswordRedirect(
  backUrl: string | null | undefined,
  policy: BackUrlPolicy,
  language: Language = DEFAULT_LANGUAGE,
): string {
  return safeBackUrl(backUrl, policy) ?? homePath(language);
}

/** Register goes to `/zh-cn/register/?backUrl=` with the page to return to. */
export function registerPath(backUrl: string, language: Language = DEFAULT_LANGUAGE): string {
  return `/${language}/register/?backUrl=${encodeURIComponent(backUrl)}`;
}

/** Logout goes to the login page with the current path (and query) as backUrl. */
export function logoutTarget(currentPathWithSearch: string, language: Language = DEFAULT_LANGUAGE): string {
  const [pathname = '/', ...query] = currentPathWithSearch.split('?');
  return loginRedirect(pathname, query.length > 0 ? `?${query.join('?')}` : '', language);
}

/** The security scene of the server's check of a new device at login (lib/contracts/uc/security). */
export const NEW_DEVICE_SCENE = 'new_device';

/**
 * Where a login goes on to: back to `returnTo`, through the login licence first while it is
 * unsigned, and through the security verification of a new device before that when the server
 * asked for one (each page sends the user on to its backUrl when done).
 */
export function afterLoginPath(
  { returnTo, licenseAgreed, verifyDevice }: { returnTo: string; licenseAgreed: boolean; verifyDevice: boolean },
  language: Language = DEFAULT_LANGUAGE,
): string {
  const next = licenseAgreed ? returnTo : `/${language}/login-license/?backUrl=${encodeURIComponent(returnTo)}`;
  return verifyDevice ? `/${language}/verification/?scene=${NEW_DEVICE_SCENE}&backUrl=${encodeURIComponent(next)}` : next;
}
