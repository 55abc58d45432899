// Ends the session with the account service. The full logout (tokens, storage, other tabs)
// belongs to the session store; this is the call and its failure text.

import { get } from '@/services/http';

export const LOGOUT_FAILED_TEXT = '出错了';

/** GET /uc/open/logout. Resolves to the message to show on failure, or null on success. */
export async function logout(): Promise<string | null> {
  const result = await get('uc', '/uc/open/logout');
  if (result.success) return null;
  const message = String(result.message ?? '');
  return message && message !== '200' ? message : LOGOUT_FAILED_TEXT;
}
