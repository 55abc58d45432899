'use client';

// Plugs the browser's pieces into the HTTP core once: toasts for network failures and the
// forced logout when the account service rejects the session.

import { useEffect } from 'react';
import { configureHttp } from '@/services/http';
import { forceLogout } from '@/services/session/force-logout';
import { showToast } from '@/stores/toast-store';

export function BrowserSetup() {
  useEffect(() => {
    configureHttp({
      notify: { error: (message) => showToast('error', message) },
      onLogout: () => forceLogout(),
    });
  }, []);
  return null;
}
