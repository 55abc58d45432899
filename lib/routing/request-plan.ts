// What the proxy does with a page request, decided by one pure function so every rule is
// unit-tested and proxy.ts stays a thin adapter. The server-side gate repeats the login
// decision with a verified session (a proxy is not an authorisation layer) and alone decides
// the reset-password redirect, which needs a verified session rather than a cookie.

import { languageRedirect, loginGate, parseAcceptLanguage, resolveLanguage } from './navigation';
import type { Language } from './segments';

export const MAX_PATH_LENGTH = 2048;

export interface RequestInput {
  pathname: string;
  search: string;
  /** Language stored in the cookie, if any. */
  storedLanguage?: string | null;
  acceptLanguage?: string | null;
  /** Whether the session cookie is present (verified later on the server). */
  hasSession: boolean;
}

export type RequestPlan =
  | { kind: 'next' }
  | { kind: 'reject'; status: 400 | 404 }
  | { kind: 'redirect'; location: string; status: 307 | 308; saveLanguage?: Language };

/** RSC payload forms of a page path (`/a.rsc`, `/a.prefetch.rsc`, `/a.segments/...`). */
export function stripRscSuffix(pathname: string): string {
  return pathname.replace(/\.segments\/.*$/, '').replace(/(\.prefetch)?\.rsc$/, '');
}

function isMalformed(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

function lastSegmentHasExtension(pathname: string): boolean {
  const last = pathname.split('/').pop() ?? '';
  return last.includes('.');
}

export function planRequest(input: RequestInput): RequestPlan {
  const { pathname, search } = input;
  if (pathname.length > MAX_PATH_LENGTH) return { kind: 'reject', status: 404 };
  if (isMalformed(pathname)) return { kind: 'reject', status: 400 };

  const language = resolveLanguage({
    stored: input.storedLanguage,
    browser: parseAcceptLanguage(input.acceptLanguage),
  });
  const languageTarget = languageRedirect(pathname, search, language);
  if (languageTarget !== null) {
    return { kind: 'redirect', location: languageTarget, status: 307, saveLanguage: language };
  }

  const pagePath = stripRscSuffix(pathname);
  const gate = loginGate(pagePath, search, input.hasSession, language);
  if (gate !== null) return { kind: 'redirect', location: gate, status: 307 };

  if (!pathname.endsWith('/') && !lastSegmentHasExtension(pathname)) {
    return { kind: 'redirect', location: `${pathname}/${search}`, status: 308 };
  }

  return { kind: 'next' };
}
