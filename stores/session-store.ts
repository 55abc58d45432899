// The session of this browser tab: the login state machine, the user, the tokens and the
// logout rules (shell-and-account.md sections 4 and 8). Browser-only; the server verifies
// sessions itself (services/session/server-session.ts).

import { createStore } from 'zustand/vanilla';
import { logoutTarget } from '@/lib/routing/navigation';
import { classifyLoginCheck, LOGIN_FLAG_KEY, nextLoginState, type LoginState } from '@/lib/session/login-state';
import { renewalDelay } from '@/lib/session/tokens';
import { browserStorage, removeStored, writeStored } from '@/lib/storage/safe-storage';
import { REQUEST_FAILED_MESSAGE, sharedTicketExchange } from '@/services/http';
import { logout as logoutCall } from '@/services/session/logout';
import { clearTokens, exchangeTicket, tokenExpiry } from '@/services/session/token-exchange';
import { fetchUserInfo, loginCheck } from '@/services/uc/session';
import type { UserInfo } from '@/lib/contracts/uc/session';
import { showToast } from './toast-store';

type Navigator = Pick<Location, 'pathname' | 'search' | 'assign'>;

interface SessionState {
  loggedIn: LoginState;
  user: UserInfo | null;
  /** The login check: undefined → true or false; 510 and an unanswered check leave the state (and cookies) as they were. */
  checkLogin(): Promise<LoginState>;
  /** The ticket exchange with the app's toast for failures other than 512/403. */
  renewTokens(): Promise<boolean>;
  /**
   * Loads the user info again, for a change made elsewhere (a KYC level granted by review);
   * a failed call keeps the user as it was.
   */
  refreshUser(): Promise<void>;
  /** Renews the tokens now if they are missing or due, and again before they expire. */
  keepTokensFresh(now?: number): Promise<void>;
  /** Ends this tab's session locally and goes to login with the current page as backUrl. */
  leaveToLogin(location?: Navigator): void;
  /**
   * Logout: the account service ends the session, then the user info, login flag, tokens and
   * session storage are cleared and the page goes to login. A failure shows the server message
   * or 出错了, and nothing is cleared.
   */
  logout(location?: Navigator): Promise<boolean>;
}

function setLoginFlag(value: '1' | '0' | null): void {
  // Storage may be unavailable; the other tabs then learn of a logout on their next call.
  const storage = browserStorage('local');
  if (value === null) removeStored(storage, LOGIN_FLAG_KEY);
  else writeStored(storage, LOGIN_FLAG_KEY, value);
}

/** The store's factory: the tab's one instance below, or a test's own. */
export function createSessionStore() {
  let renewTimer: ReturnType<typeof setTimeout> | undefined;
  return createStore<SessionState>((set, get) => {
    const clearLoginInfo = () => {
      if (renewTimer) clearTimeout(renewTimer);
      void clearTokens();
      set({ user: null });
    };
    return {
      loggedIn: undefined,
      user: null,
      renewTokens: () => exchangeTicket({ notifyError: (message) => showToast('error', message) }),
      refreshUser: async () => {
        if (!get().user) return;
        const user = await fetchUserInfo();
        if (user.success && get().user) set({ user: user.data });
      },
      keepTokensFresh: async (now = Date.now()) => {
        if (renewTimer) clearTimeout(renewTimer);
        const delay = renewalDelay(tokenExpiry(), now);
        if (delay === null || delay === 0) {
          // Through the one exchange slot the HTTP core's re-authentication uses: calls that
          // fail for want of a token meanwhile share this exchange rather than start another.
          const ok = await sharedTicketExchange(get().renewTokens);
          if (!ok) return;
        }
        const next = renewalDelay(tokenExpiry(), Date.now());
        if (next !== null) renewTimer = setTimeout(() => void get().keepTokensFresh(), Math.max(next, 1000));
      },
      checkLogin: async () => {
        const result = await loginCheck();
        // The generic failure envelope is what the HTTP layer gives when no answer came.
        const unanswered = !result.success && result.message === REQUEST_FAILED_MESSAGE;
        const { state, effects } = nextLoginState(get().loggedIn, classifyLoginCheck({ ...result, unanswered }));
        set({ loggedIn: state });
        if (effects.includes('mark-logged-in')) {
          setLoginFlag('1');
          const user = await fetchUserInfo();
          if (user.success) set({ user: user.data });
          await get().keepTokensFresh();
        }
        if (effects.includes('clear-login')) {
          clearLoginInfo();
          setLoginFlag(null);
        }
        return state;
      },
      leaveToLogin: (location = window.location) => {
        clearLoginInfo();
        set({ loggedIn: false });
        try {
          window.sessionStorage.clear();
        } catch {
          // Nothing of ours is left in an unavailable storage.
        }
        location.assign(logoutTarget(`${location.pathname}${location.search}`));
      },
      logout: async (location = window.location) => {
        const failure = await logoutCall();
        if (failure) {
          showToast('error', failure);
          return false;
        }
        setLoginFlag('0');
        get().leaveToLogin(location);
        return true;
      },
    };
  });
}

export const sessionStore = createSessionStore();

export const renewTokens = (): Promise<boolean> => sessionStore.getState().renewTokens();
export const keepTokensFresh = (now?: number): Promise<void> => sessionStore.getState().keepTokensFresh(now);
export const checkLogin = (): Promise<LoginState> => sessionStore.getState().checkLogin();
export const leaveToLogin = (location?: Navigator): void => sessionStore.getState().leaveToLogin(location);
export const logout = (location?: Navigator): Promise<boolean> => sessionStore.getState().logout(location);
