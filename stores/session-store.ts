// The session of this browser tab: the login state machine, the user, the tokens and the
// logout rules (shell-and-account.md sections 4 and 8). Browser-only; the server verifies
// sessions itself (services/session/server-session.ts).

import { createStore } from 'zustand/vanilla';
import { logoutTarget } from '@/lib/routing/navigation';
import { classifyLoginCheck, LOGIN_FLAG_KEY, nextLoginState, type LoginState } from '@/lib/session/login-state';
import { renewalDelay } from '@/lib/session/tokens';
import { logout as logoutCall } from '@/services/session/logout';
import { clearTokens, exchangeTicket, tokenExpiry } from '@/services/session/token-exchange';
import { fetchUserInfo, loginCheck } from '@/services/uc/account';
import type { UserInfo } from '@/lib/contracts/uc';
import { showToast } from './toast-store';

interface SessionState {
  loggedIn: LoginState;
  user: UserInfo | null;
}

export const sessionStore = createStore<SessionState>(() => ({ loggedIn: undefined, user: null }));

let renewTimer: ReturnType<typeof setTimeout> | undefined;

function setLoginFlag(value: '1' | '0' | null): void {
  try {
    if (value === null) window.localStorage.removeItem(LOGIN_FLAG_KEY);
    else window.localStorage.setItem(LOGIN_FLAG_KEY, value);
  } catch {
    // Storage may be unavailable; the other tabs then learn of a logout on their next call.
  }
}

/** The ticket exchange with the app's toast for failures other than 512/403. */
export function renewTokens(): Promise<boolean> {
  return exchangeTicket({ notifyError: (message) => showToast('error', message) });
}

/** Renews the tokens now if they are missing or due, and again before they expire. */
export async function keepTokensFresh(now = Date.now()): Promise<void> {
  if (renewTimer) clearTimeout(renewTimer);
  const delay = renewalDelay(tokenExpiry(), now);
  if (delay === null || delay === 0) {
    const ok = await renewTokens();
    if (!ok) return;
  }
  const next = renewalDelay(tokenExpiry(), Date.now());
  if (next !== null) renewTimer = setTimeout(() => void keepTokensFresh(), Math.max(next, 1000));
}

function clearLoginInfo(): void {
  if (renewTimer) clearTimeout(renewTimer);
  clearTokens();
  sessionStore.setState({ user: null });
}

/** The login check: undefined → true or false; 510 leaves the state as it was. */
export async function checkLogin(): Promise<LoginState> {
  const result = await loginCheck();
  const { state, effects } = nextLoginState(sessionStore.getState().loggedIn, classifyLoginCheck(result));
  sessionStore.setState({ loggedIn: state });
  if (effects.includes('mark-logged-in')) {
    setLoginFlag('1');
    const user = await fetchUserInfo();
    if (user.success) sessionStore.setState({ user: user.data });
    await keepTokensFresh();
  }
  if (effects.includes('clear-login')) {
    clearLoginInfo();
    setLoginFlag(null);
  }
  return state;
}

/** Ends this tab's session locally and goes to login with the current page as backUrl. */
export function leaveToLogin(location: Pick<Location, 'pathname' | 'search' | 'assign'> = window.location): void {
  clearLoginInfo();
  sessionStore.setState({ loggedIn: false });
  try {
    window.sessionStorage.clear();
  } catch {
    // Nothing of ours is left in an unavailable storage.
  }
  location.assign(logoutTarget(`${location.pathname}${location.search}`));
}

/**
 * Logout: the account service ends the session, then the user info, login flag, tokens and
 * session storage are cleared and the page goes to login. A failure shows the server message
 * or 出错了, and nothing is cleared.
 */
export async function logout(location: Pick<Location, 'pathname' | 'search' | 'assign'> = window.location): Promise<boolean> {
  const failure = await logoutCall();
  if (failure) {
    showToast('error', failure);
    return false;
  }
  setLoginFlag('0');
  leaveToLogin(location);
  return true;
}
