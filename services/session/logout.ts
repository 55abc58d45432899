// Ends the session with the account service. The full logout (tokens, storage, other tabs)
// belongs to the session store; this is the call and its failure text.

import { get, REQUEST_FAILED_MESSAGE } from '@/services/http';
import { UC_SESSION_CALLS } from '@/lib/contracts/uc/session';

export const LOGOUT_FAILED_TEXT = '出错了';

/**
 * GET /uc/open/logout. Resolves to the message to show on failure, or null on success: the
 * server's message, or 出错了 when the message is "200" or the call itself failed.
 */
export async function logout(): Promise<string | null> {
  const result = await get('uc', UC_SESSION_CALLS.logout.path());
  if (result.success) return null;
  const message = String(result.message ?? '');
  const callFailed = message === REQUEST_FAILED_MESSAGE;
  return message && message !== '200' && !callFailed ? message : LOGOUT_FAILED_TEXT;
}
