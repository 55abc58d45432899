'use client';

// Plugs the browser's pieces in once: toasts for network failures and the forced logout when
// the account service rejects the session (HTTP core), and the captcha vendor script URLs.

import { useEffect } from 'react';
import type { CaptchaVendorName } from '@/lib/api/families';
import { configureCaptchaVendors } from '@/services/captcha';
import { configureHttp } from '@/services/http';
import { forceLogout } from '@/services/session/force-logout';
import { showToast } from '@/stores/toast-store';

/** Runtime configuration the server hands to the browser (read from its environment). */
export interface BrowserConfig {
  captchaScripts: Record<CaptchaVendorName, string>;
}

export function BrowserSetup({ config }: { config: BrowserConfig }) {
  useEffect(() => {
    configureCaptchaVendors(config.captchaScripts);
  }, [config]);
  useEffect(() => {
    configureHttp({
      notify: { error: (message) => showToast('error', message) },
      onLogout: () => forceLogout(),
    });
  }, []);
  return null;
}
