'use client';

// Starts the tab's session once: the login check (and with it the user and the tokens), the
// ticket exchange the HTTP core calls on re-authentication codes, and the cross-tab logout.

import { useEffect } from 'react';
import { isCrossTabLogout } from '@/lib/session/login-state';
import { configureHttp } from '@/services/http';
import { hasTokens } from '@/services/session/token-exchange';
import { checkLogin, leaveToLogin, renewTokens, sessionStore } from '@/stores/session-store';

export function SessionBoot() {
  useEffect(() => {
    // No getToken: the tokens are HttpOnly cookies the gateway reads; the page only knows whether they are there.
    configureHttp({ hasTokens, exchangeTicket: renewTokens });
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
