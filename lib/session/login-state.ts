// The login state machine (shell-and-account.md section 4): undefined until the login check
// answers, then true or false. Success sets logged-in and marks the page as logged in; code
// 510 leaves the state as it was; any other failure the server answered clears the login info
// and cookies. A check the server never answered (network down, timeout, a body that is no
// envelope) says nothing about the session: it too leaves the state and the shared token
// cookies as they were, so one dropped request does not log out every tab.

export type LoginState = boolean | undefined;

export const LOGIN_CHECK_BUSY_CODE = 510;

export type LoginCheckOutcome = 'success' | 'busy' | 'unanswered' | 'failure';

/** `unanswered`: the call ended without the server's answer (the HTTP layer's generic failure). */
export function classifyLoginCheck(result: { success: boolean; code: number | string; unanswered?: boolean }): LoginCheckOutcome {
  if (result.success) return 'success';
  if (result.unanswered) return 'unanswered';
  return String(result.code) === String(LOGIN_CHECK_BUSY_CODE) ? 'busy' : 'failure';
}

export type LoginEffect = 'mark-logged-in' | 'clear-login';

export function nextLoginState(current: LoginState, outcome: LoginCheckOutcome): { state: LoginState; effects: LoginEffect[] } {
  switch (outcome) {
    case 'success':
      return { state: true, effects: ['mark-logged-in'] };
    case 'busy':
    case 'unanswered':
      return { state: current, effects: [] };
    case 'failure':
      return { state: false, effects: ['clear-login'] };
  }
}

/** Local-storage key of the logged-in flag other tabs listen to ('1' or '0'). */
export const LOGIN_FLAG_KEY = 'isLogin';

/** A storage event from another tab that ends this tab's session. */
export function isCrossTabLogout(event: { key: string | null; newValue: string | null }): boolean {
  return event.key === LOGIN_FLAG_KEY && event.newValue === '0';
}
