'use client';

// The captcha vendors' scripts as cached resources: each is loaded once per session, and every
// dialog that offers a vendor (risk-captcha-dialog.tsx) reads whether it is ready or failed. A
// dialog closed before its script arrived leaves nothing to guard: the answer lands in the
// cache, where the next dialog finds it.

import { useQueries } from '@tanstack/react-query';
import type { CaptchaVendor } from '@/lib/captcha/switch';
import { loadVendorScript } from '@/services/captcha/vendor-loader';
import { captchaKeys } from './keys';

export type VendorScriptState = 'loading' | 'ready' | 'failed';

/** The load state per vendor; a failed script is not asked for again (the loader remembers it). */
export function useVendorScripts(vendors: readonly CaptchaVendor[]): Partial<Record<CaptchaVendor, VendorScriptState>> {
  return useQueries({
    queries: vendors.map((vendor) => ({
      queryKey: captchaKeys.vendorScript(vendor),
      queryFn: async () => {
        await loadVendorScript(vendor);
        return true;
      },
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
    })),
    combine: (results) =>
      Object.fromEntries(results.map((result, index) => [vendors[index], result.isSuccess ? 'ready' : result.isError ? 'failed' : 'loading'])) as Partial<
        Record<CaptchaVendor, VendorScriptState>
      >,
  });
}
