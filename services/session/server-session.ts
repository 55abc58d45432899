// The server-side half of the login gate: the session cookie is verified with the account
// service's login/check before a gated page renders. The proxy only sees that a cookie exists.

import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { resolveUpstream } from '@/lib/api/families';
import { UC_SESSION_COOKIE } from '@/lib/session/cookies';
import { normalizeEnvelope } from '@/services/http/envelope';
import { UC_CALLS } from '@/lib/contracts/uc';

const CHECK_TIMEOUT_MS = 5000;

export interface ServerSession {
  loggedIn: boolean;
}

/** Verifies a session token with the account service; any failure counts as logged out. */
export async function verifySessionToken(token: string, env: Record<string, string | undefined> = process.env): Promise<boolean> {
  const url = `${resolveUpstream('uc', env)}${UC_CALLS.loginCheck.path()}`;
  try {
    const response = await fetch(url, {
      headers: { cookie: `${UC_SESSION_COOKIE}=${encodeURIComponent(token)}`, accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    if (!response.ok) return false;
    return normalizeEnvelope(await response.json()).success;
  } catch {
    return false;
  }
}

/** The session of the current request, verified once per request. */
export const getServerSession = cache(async (): Promise<ServerSession> => {
  const token = (await cookies()).get(UC_SESSION_COOKIE)?.value;
  if (!token) return { loggedIn: false };
  return { loggedIn: await verifySessionToken(token) };
});

/** Whether the request carries a session cookie at all (cheap; for display only, never for access). */
export async function hasSessionCookie(): Promise<boolean> {
  return Boolean((await cookies()).get(UC_SESSION_COOKIE)?.value);
}
