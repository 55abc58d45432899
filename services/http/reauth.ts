// Session renewal rules (exchange-wallet-fiat.md section 8, shell-and-account.md section 8):
// some codes mean "your token is stale", which a ticket exchange can fix; the account service's
// 512/403 mean the session itself is gone, so the user is logged out instead.

import type { ServiceFamily } from '@/lib/api/families';
import type { ApiCode } from './envelope';

/** Codes that trigger a ticket exchange and a retry of the same request. */
export const REAUTH_CODES: readonly ApiCode[] = [
  555,
  10001,
  'token-not-valid',
  'login-required',
  1003,
  1002,
  512,
  403,
  401,
  100001,
  1011,
  200012,
  200013,
];

/** Codes from the account service (uc) that log the user out instead of retrying. */
export const UC_LOGOUT_CODES: readonly ApiCode[] = [512, 403];

// Servers send the same code as number or string (1003 vs "1003"), so compare as strings.
const reauthCodeSet = new Set(REAUTH_CODES.map(String));
const ucLogoutCodeSet = new Set(UC_LOGOUT_CODES.map(String));

export function isReauthCode(code: ApiCode): boolean {
  return reauthCodeSet.has(String(code));
}

export type AuthFailureAction = 'none' | 'reauth' | 'logout';

/** What a failed (success false) envelope with `code` from `family` asks the client to do. */
export function classifyAuthFailure(family: ServiceFamily, code: ApiCode): AuthFailureAction {
  if (family === 'uc' && ucLogoutCodeSet.has(String(code))) return 'logout';
  return isReauthCode(code) ? 'reauth' : 'none';
}

let inFlight: Promise<boolean> | null = null;

/**
 * Single-flight ticket exchange: callers arriving while one runs share its result, so N
 * requests failing together cause one exchange. A throw counts as failure (false).
 */
export function sharedTicketExchange(exchange: () => Promise<boolean>): Promise<boolean> {
  if (inFlight) return inFlight;
  const run = async (): Promise<boolean> => {
    try {
      return (await exchange()) === true;
    } catch {
      return false;
    }
  };
  // Cleared in .finally (always asynchronous), so the slot is set before it can be cleared.
  const pending: Promise<boolean> = run().finally(() => {
    if (inFlight === pending) inFlight = null;
  });
  inFlight = pending;
  return pending;
}

/** The exchange running now, if any (a call without a token waits for it instead of failing first). */
export function runningTicketExchange(): Promise<boolean> | null {
  return inFlight;
}

/** Forgets a running exchange (tests only; the exchange itself keeps running). */
export function resetTicketExchange(): void {
  inFlight = null;
}
