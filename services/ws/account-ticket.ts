// The ticket the account socket authenticates with: a fresh one from the account service for
// every connection. The service's 512/403 mean the session is gone (no ticket, stop trying);
// any other failure is passing and is thrown, so the socket retries on its schedule.

import { type ApiResult, UC_LOGOUT_CODES } from '@/services/http';
import { fetchTicket } from '@/services/uc/session';

const logoutCodes = new Set(UC_LOGOUT_CODES.map(String));

export async function fetchAccountSocketTicket(
  fetch: () => Promise<ApiResult<{ ticket: string }>> = fetchTicket,
): Promise<string | null> {
  const result = await fetch();
  // An empty ticket is no login either.
  if (result.success) return result.data.ticket === '' ? null : result.data.ticket;
  if (logoutCodes.has(String(result.code))) return null;
  throw new Error(`ticket unavailable: ${String(result.code)}`);
}
