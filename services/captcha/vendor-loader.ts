// The one loader of the captcha vendors' scripts (STACK.md, "Captcha vendors"). The scripts come
// from the vendors' CDNs at run time and cannot be bundled, so their URLs are configuration:
// the app passes the server's runtime values to configureCaptchaVendors(); the defaults are the
// embedded mock backend's stand-ins. Each vendor gets one <script async> and one shared
// promise; a script that errors or does not provide its global within 10 s marks the vendor
// failed for the rest of the session, so the dialog offers another type instead.

import type { CaptchaVendor } from '@/lib/captcha/switch';
import { type Grecaptcha, VENDOR_GLOBAL_NAMES, type VendorGlobals } from './vendor-types';

export type CaptchaVendorUrls = Record<CaptchaVendor, string>;

export const DEFAULT_CAPTCHA_VENDOR_URLS: Readonly<CaptchaVendorUrls> = {
  geetest: 'http://127.0.0.1:4010/vendor/geetest/gt4.js',
  recaptcha: 'http://127.0.0.1:4010/vendor/recaptcha/api.js?render=explicit',
  slider: 'http://127.0.0.1:4010/vendor/aliyun/AliyunCaptcha.js',
};

/** A vendor whose global has not appeared this long after the request has failed. */
export const VENDOR_LOAD_TIMEOUT_MS = 10_000;
/** How often the global is looked for after the script's load event. */
const GLOBAL_POLL_MS = 50;

/** Marks the loader's script elements (and lets tests find them). */
export const VENDOR_SCRIPT_ATTRIBUTE = 'data-captcha-vendor';

export class VendorLoadError extends Error {
  readonly vendor: CaptchaVendor;

  constructor(vendor: CaptchaVendor, reason: string) {
    super(`captcha vendor ${vendor}: ${reason}`);
    this.name = 'VendorLoadError';
    this.vendor = vendor;
  }
}

let urls: CaptchaVendorUrls = { ...DEFAULT_CAPTCHA_VENDOR_URLS };
const loads = new Map<CaptchaVendor, Promise<unknown>>();
const failed = new Set<CaptchaVendor>();
// Bumped by resetCaptchaVendors(), so a load still running from before cannot mark a failure.
let generation = 0;

/**
 * Sets the script URLs (from the server's runtime configuration); empty values keep the
 * current URL. A vendor already requested keeps its script: call this before the first dialog.
 */
export function configureCaptchaVendors(overrides: Partial<CaptchaVendorUrls>): void {
  const next = { ...urls };
  for (const [vendor, url] of Object.entries(overrides) as [CaptchaVendor, string | undefined][]) {
    if (url) next[vendor] = url;
  }
  urls = next;
}

export function captchaVendorUrls(): Readonly<CaptchaVendorUrls> {
  return urls;
}

/** True once the vendor's script failed to load in this session. */
export function isVendorFailed(vendor: CaptchaVendor): boolean {
  return failed.has(vendor);
}

/** The vendor's global as its script installed it, if it has. */
export function vendorGlobal<V extends CaptchaVendor>(vendor: V): VendorGlobals[V] | undefined {
  if (typeof window === 'undefined') return undefined;
  const value: unknown = Reflect.get(window, VENDOR_GLOBAL_NAMES[vendor]);
  if (vendor === 'recaptcha') {
    const candidate = value as Partial<Grecaptcha> | undefined;
    return typeof candidate?.ready === 'function' && typeof candidate.render === 'function'
      ? (value as VendorGlobals[V])
      : undefined;
  }
  return typeof value === 'function' ? (value as VendorGlobals[V]) : undefined;
}

function load<V extends CaptchaVendor>(vendor: V): Promise<VendorGlobals[V]> {
  const started = generation;
  return new Promise<VendorGlobals[V]>((resolve, reject) => {
    let settled = false;
    let pollTimer: ReturnType<typeof setTimeout> | undefined;
    let script: HTMLScriptElement | null = null;

    const finish = (outcome: { global: VendorGlobals[V] } | { error: VendorLoadError }) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      clearTimeout(pollTimer);
      if ('global' in outcome) {
        resolve(outcome.global);
        return;
      }
      if (started === generation) failed.add(vendor);
      script?.remove();
      reject(outcome.error);
    };

    // reCAPTCHA's api.js defines `grecaptcha` first and finishes loading later: wait for ready().
    const whenReady = (global: VendorGlobals[V]) => {
      if (vendor === 'recaptcha') (global as Grecaptcha).ready(() => finish({ global }));
      else finish({ global });
    };

    const lookForGlobal = () => {
      if (settled) return;
      const global = vendorGlobal(vendor);
      if (global) whenReady(global);
      else pollTimer = setTimeout(lookForGlobal, GLOBAL_POLL_MS);
    };

    const deadline = setTimeout(
      () => finish({ error: new VendorLoadError(vendor, `not ready after ${VENDOR_LOAD_TIMEOUT_MS} ms`) }),
      VENDOR_LOAD_TIMEOUT_MS,
    );

    // Already on the page (loaded by other code, or a test's stand-in): no second script.
    const present = vendorGlobal(vendor);
    if (present) {
      whenReady(present);
      return;
    }

    script = document.createElement('script');
    script.async = true;
    script.src = urls[vendor];
    script.setAttribute(VENDOR_SCRIPT_ATTRIBUTE, vendor);
    script.addEventListener('load', lookForGlobal);
    script.addEventListener('error', () => finish({ error: new VendorLoadError(vendor, 'script failed to load') }));
    document.head.appendChild(script);
  });
}

/**
 * Loads a vendor's script once and resolves with its global. Concurrent and later calls share
 * the same promise; a vendor that failed rejects at once for the rest of the session.
 */
export function loadVendorScript<V extends CaptchaVendor>(vendor: V): Promise<VendorGlobals[V]> {
  if (typeof document === 'undefined') {
    return Promise.reject(new VendorLoadError(vendor, 'no document'));
  }
  if (failed.has(vendor)) return Promise.reject(new VendorLoadError(vendor, 'failed earlier'));
  const pending = loads.get(vendor);
  if (pending) return pending as Promise<VendorGlobals[V]>;
  const promise = load(vendor);
  loads.set(vendor, promise);
  // Callers handle the rejection; this keeps the shared promise from counting as unhandled.
  promise.catch(() => undefined);
  return promise;
}

/** Forgets URLs, loads and failures and removes the loader's scripts (tests). */
export function resetCaptchaVendors(): void {
  urls = { ...DEFAULT_CAPTCHA_VENDOR_URLS };
  generation += 1;
  loads.clear();
  failed.clear();
  if (typeof document !== 'undefined') {
    for (const script of document.querySelectorAll(`script[${VENDOR_SCRIPT_ATTRIBUTE}]`)) script.remove();
  }
}
