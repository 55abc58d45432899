// The login state machine (shell-and-account.md section 4): undefined until the login check
// answers, then true or false. Success sets logged-in and marks the page as logged in; code
// 510 leaves the state as it was; an answer that says there is no session (501 未登录, or the
// 512/403 of sections 4 and 8) clears the login info and cookies. Anything else says nothing
// about the session — a check the server never answered (network down, timeout), a 5xx, a body
// that is no envelope, a code that is not one of those: the check failed, the session is
// unknown, and the state and the shared token cookies stay as they were, so a slow or failing
// account service logs nobody out. The server's gate reads the same rule (serverCheckVerdict).

export type LoginState = boolean | undefined;

export const LOGIN_CHECK_BUSY_CODE = 510;

/** The account service's answers that mean "not logged in": 501, and 512/403 (session gone). */
export const LOGGED_OUT_CODES: readonly (number | string)[] = [501, 512, 403];

const loggedOutCodes = new Set(LOGGED_OUT_CODES.map(String));

export type LoginCheckOutcome = 'success' | 'busy' | 'unknown' | 'loggedOut';

/** `unanswered`: the call ended without the server's answer (the HTTP layer's generic failure). */
export function classifyLoginCheck(result: { success: boolean; code: number | string; unanswered?: boolean }): LoginCheckOutcome {
  if (result.success) return 'success';
  if (result.unanswered) return 'unknown';
  if (String(result.code) === String(LOGIN_CHECK_BUSY_CODE)) return 'busy';
  return loggedOutCodes.has(String(result.code)) ? 'loggedOut' : 'unknown';
}

export type LoginEffect = 'mark-logged-in' | 'clear-login';

export function nextLoginState(current: LoginState, outcome: LoginCheckOutcome): { state: LoginState; effects: LoginEffect[] } {
  switch (outcome) {
    case 'success':
      return { state: true, effects: ['mark-logged-in'] };
    case 'busy':
    case 'unknown':
      return { state: current, effects: [] };
    case 'loggedOut':
      return { state: false, effects: ['clear-login'] };
  }
}

/**
 * The server gate's reading of one login/check: 'in', 'out' (the service said there is no
 * session), or 'unknown' (no answer in time, or one that says nothing about the session —
 * 510 included): the gate then shows 服务繁忙 and keeps the session.
 */
export type ServerCheckVerdict = 'in' | 'out' | 'unknown';

export function serverCheckVerdict(envelope: { success: boolean; code: number | string }): ServerCheckVerdict {
  const outcome = classifyLoginCheck(envelope);
  if (outcome === 'success') return 'in';
  return outcome === 'loggedOut' ? 'out' : 'unknown';
}

/** Local-storage key of the logged-in flag other tabs listen to ('1' or '0'). */
export const LOGIN_FLAG_KEY = 'isLogin';

/** A storage event from another tab that ends this tab's session. */
export function isCrossTabLogout(event: { key: string | null; newValue: string | null }): boolean {
  return event.key === LOGIN_FLAG_KEY && event.newValue === '0';
}
