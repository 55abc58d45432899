// Ends the session with the account service. The full logout (tokens, storage, other tabs)
// belongs to the session store; this is the call and its failure text.

import { failureText, get } from '@/services/http';
import { UC_SESSION_CALLS } from '@/lib/contracts/uc/session';

export const LOGOUT_FAILED_TEXT = '出错了';

/**
 * GET /uc/open/logout. Resolves to the message to show on failure, or null on success: the
 * server's message when fit to show (services/http failureText), else 出错了: a message that is
 * "200", not Chinese, or the call itself failed.
 */
export async function logout(): Promise<string | null> {
  const result = await get('uc', UC_SESSION_CALLS.logout.path());
  if (result.success) return null;
  return failureText(result, LOGOUT_FAILED_TEXT, LOGOUT_FAILED_TEXT);
}
