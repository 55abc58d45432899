// The login state machine (shell-and-account.md section 4): undefined until the login check
// answers, then true or false. Success sets logged-in and marks the page as logged in; code
// 510 leaves the state as it was; any other failure clears the login info and cookies.

export type LoginState = boolean | undefined;

export const LOGIN_CHECK_BUSY_CODE = 510;

export type LoginCheckOutcome = 'success' | 'busy' | 'failure';

export function classifyLoginCheck(result: { success: boolean; code: number | string }): LoginCheckOutcome {
  if (result.success) return 'success';
  return String(result.code) === String(LOGIN_CHECK_BUSY_CODE) ? 'busy' : 'failure';
}

export type LoginEffect = 'mark-logged-in' | 'clear-login';

export function nextLoginState(current: LoginState, outcome: LoginCheckOutcome): { state: LoginState; effects: LoginEffect[] } {
  switch (outcome) {
    case 'success':
      return { state: true, effects: ['mark-logged-in'] };
    case 'busy':
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
