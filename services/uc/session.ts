// The account-service calls of every page's shell (shell-and-account.md section 7): session
// check, user info and the ticket of the token logins. Apart from ./account so that a page
// loads the login and register forms' schemas only where those forms are.

import { get, type ApiResult } from '@/services/http';
import { ticketResponseSchema, UC_SESSION_CALLS, userInfoSchema, type UserInfo } from '@/lib/contracts/uc/session';
import { checkedAnswer } from './answer';

/** GET /uc/open/login/check */
export function loginCheck(): Promise<ApiResult<unknown>> {
  return get('uc', UC_SESSION_CALLS.loginCheck.path());
}

/** GET /uc/open/user/get */
export async function fetchUserInfo(): Promise<ApiResult<UserInfo>> {
  return checkedAnswer(await get('uc', UC_SESSION_CALLS.userGet.path()), userInfoSchema);
}

/** GET /uc/open/ticket/get — token logins handle their own failures, so no shared retry. */
export async function fetchTicket(): Promise<ApiResult<{ ticket: string }>> {
  return checkedAnswer(await get('uc', UC_SESSION_CALLS.ticketGet.path(), undefined, { skipAuthRetry: true }), ticketResponseSchema);
}
