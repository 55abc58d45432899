// The server-side half of the login gate: the session cookie is verified with the account
// service's login/check before a gated page renders. The proxy only sees that a cookie exists.
// A check that fails (rather than says "not logged in") leaves the session unknown: the gate
// shows 服务繁忙 and the cookie stays.

import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { resolveUpstream } from '@/lib/api/families';
import { UC_SESSION_COOKIE } from '@/lib/session/cookies';
import { normalizeEnvelope } from '@/services/http/envelope';
import { UC_CALLS } from '@/lib/contracts/uc';
import { serverCheckVerdict, type ServerCheckVerdict } from '@/lib/session/login-state';

const CHECK_TIMEOUT_MS = 5000;

export interface ServerSession {
  /** The account service confirmed the session. */
  loggedIn: boolean;
  /**
   * The check failed (slow, down, a 5xx, an answer that says nothing about the session): the
   * session is unknown. A gated page shows 服务繁忙 with a retry, never the login page.
   */
  checkFailed: boolean;
}

/**
 * Verifies a session token with the account service: 'in', 'out' only when the service says
 * there is no session (501, 512, 403), else 'unknown' (lib/session/login-state serverCheckVerdict).
 */
export async function verifySessionToken(token: string, env: Record<string, string | undefined> = process.env): Promise<ServerCheckVerdict> {
  const url = `${resolveUpstream('uc', env)}${UC_CALLS.loginCheck.path()}`;
  try {
    const response = await fetch(url, {
      headers: { cookie: `${UC_SESSION_COOKIE}=${encodeURIComponent(token)}`, accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    // A body that is no envelope normalises to the generic failure, which is 'unknown' too.
    return serverCheckVerdict(normalizeEnvelope(await response.json().catch(() => null)));
  } catch {
    return 'unknown';
  }
}

/** The session of the current request, verified once per request. */
export const getServerSession = cache(async (): Promise<ServerSession> => {
  const token = (await cookies()).get(UC_SESSION_COOKIE)?.value;
  if (!token) return { loggedIn: false, checkFailed: false };
  const verdict = await verifySessionToken(token);
  return { loggedIn: verdict === 'in', checkFailed: verdict === 'unknown' };
});

/** Whether the request carries a session cookie at all (cheap; for display only, never for access). */
export async function hasSessionCookie(): Promise<boolean> {
  return Boolean((await cookies()).get(UC_SESSION_COOKIE)?.value);
}
