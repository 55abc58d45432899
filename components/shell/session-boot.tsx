'use client';

// Starts the tab's session once: the login check (and with it the user and the tokens), the
// ticket exchange the HTTP core calls on re-authentication codes, and the cross-tab logout.

import { useEffect } from 'react';
import { isCrossTabLogout } from '@/lib/session/login-state';
import { configureHttp } from '@/services/http';
import { readToken } from '@/services/session/token-exchange';
import { checkLogin, leaveToLogin, renewTokens, sessionStore } from '@/stores/session-store';

export function SessionBoot() {
  useEffect(() => {
    configureHttp({ getToken: readToken, exchangeTicket: renewTokens });
    void checkLogin();
    const onStorage = (event: StorageEvent) => {
      // Only a tab that is logged in has a session to end.
      if (isCrossTabLogout(event) && sessionStore.getState().loggedIn === true) leaveToLogin();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return null;
}
