// What happens when the account service rejects the session (512 or 403): the token cookies (by
// the server), the readable cookies and session storage are cleared, the server session is
// ended, and the user goes to login with the current page as backUrl (shell-and-account.md
// sections 4 and 8).

import Cookies from 'js-cookie';
import { LANGUAGE_COOKIE, logoutTarget } from '@/lib/routing/navigation';
import { LOGIN_FLAG_KEY } from '@/lib/session/login-state';
import { get } from '@/services/http';
import { clearTokens } from './token-exchange';
import { UC_SESSION_CALLS } from '@/lib/contracts/uc/session';

export interface ForceLogoutHost {
  location: Pick<Location, 'pathname' | 'search' | 'assign'>;
  sessionStorage: Pick<Storage, 'clear'>;
}

let inProgress = false;

export async function forceLogout(host: ForceLogoutHost = window): Promise<void> {
  // Several calls can fail at once; one logout is enough.
  if (inProgress) return;
  inProgress = true;
  try {
    // The token cookies are HttpOnly: only the server can expire them, as the account service the session.
    const tokensCleared = clearTokens();
    for (const name of Object.keys(Cookies.get())) {
      if (name !== LANGUAGE_COOKIE) Cookies.remove(name, { path: '/' });
    }
    try {
      host.sessionStorage.clear();
      // Other tabs listen for the flag and log out too.
      window.localStorage.setItem(LOGIN_FLAG_KEY, '0');
    } catch {
      // Storage may be unavailable; nothing of ours is left in it then.
    }
    // The session cookie is HttpOnly: only the account service can expire it.
    await Promise.all([tokensCleared, get('uc', UC_SESSION_CALLS.logout.path(), undefined, { skipAuthRetry: true, silent: true })]);
    host.location.assign(logoutTarget(`${host.location.pathname}${host.location.search}`));
  } finally {
    inProgress = false;
  }
}
