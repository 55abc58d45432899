// Licence (terms) state of the current request's user, read on the server before a page renders
// (the observation area decides on it whether to show its terms or go on to the exchange page).

import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { resolveUpstream } from '@/lib/api/families';
import { UC_SESSION_COOKIE } from '@/lib/session/cookies';
import { normalizeEnvelope } from '@/services/http/envelope';
import type { LicenseState } from '@/services/uc/license';
import { licenseStateSchema, UC_CALLS } from '@/lib/contracts/uc';

const LICENSE_TIMEOUT_MS = 5000;

/** GET /uc/open/license/state?type= with the session cookie; null on any failure or a wrong shape. */
export async function fetchLicenseStateForToken(
  token: string,
  type: string,
  env: Record<string, string | undefined> = process.env,
): Promise<LicenseState | null> {
  const url = new URL(`${resolveUpstream('uc', env)}${UC_CALLS.licenseState.path()}`);
  url.searchParams.set('type', type);
  try {
    const response = await fetch(url, {
      headers: { cookie: `${UC_SESSION_COOKIE}=${encodeURIComponent(token)}`, accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(LICENSE_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const envelope = normalizeEnvelope(await response.json());
    if (!envelope.success) return null;
    const parsed = licenseStateSchema.safeParse(envelope.data);
    return parsed.success && parsed.data.type === type ? parsed.data.state : null;
  } catch {
    return null;
  }
}

/** The licence state of the current request's user, read once per request; null without a session or on failure. */
export const getServerLicenseState = cache(async (type: string): Promise<LicenseState | null> => {
  const token = (await cookies()).get(UC_SESSION_COOKIE)?.value;
  if (!token) return null;
  return fetchLicenseStateForToken(token, type);
});
