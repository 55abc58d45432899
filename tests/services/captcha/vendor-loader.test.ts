// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  captchaVendorUrls,
  configureCaptchaVendors,
  DEFAULT_CAPTCHA_VENDOR_URLS,
  isVendorFailed,
  loadVendorScript,
  resetCaptchaVendors,
  VENDOR_LOAD_TIMEOUT_MS,
  VENDOR_SCRIPT_ATTRIBUTE,
  VendorLoadError,
  vendorGlobal,
} from '@/services/captcha/vendor-loader';

const GLOBALS = ['initGeetest4', 'grecaptcha', 'initAliyunCaptcha'] as const;

function scripts(vendor?: string): HTMLScriptElement[] {
  const selector = vendor ? `script[${VENDOR_SCRIPT_ATTRIBUTE}="${vendor}"]` : `script[${VENDOR_SCRIPT_ATTRIBUTE}]`;
  return [...document.querySelectorAll<HTMLScriptElement>(selector)];
}

function onlyScript(vendor: string): HTMLScriptElement {
  const [script, ...rest] = scripts(vendor);
  expect(rest).toHaveLength(0);
  if (!script) throw new Error(`no script for ${vendor}`);
  return script;
}

function setGlobal(name: (typeof GLOBALS)[number], value: unknown): void {
  Object.defineProperty(window, name, { value, configurable: true, writable: true });
}

describe('captcha vendor loader', () => {
  beforeEach(() => resetCaptchaVendors());
  afterEach(() => {
    vi.useRealTimers();
    resetCaptchaVendors();
    for (const name of GLOBALS) Reflect.deleteProperty(window, name);
  });

  it('defaults to the mock backend stand-ins and takes URLs from configuration', () => {
    expect(captchaVendorUrls()).toEqual({
      geetest: 'http://127.0.0.1:4010/vendor/geetest/gt4.js',
      recaptcha: 'http://127.0.0.1:4010/vendor/recaptcha/api.js?render=explicit',
      slider: 'http://127.0.0.1:4010/vendor/aliyun/AliyunCaptcha.js',
    });
    configureCaptchaVendors({ geetest: 'https://static.example.com/gt4.js', slider: '' });
    expect(captchaVendorUrls()).toEqual({ ...DEFAULT_CAPTCHA_VENDOR_URLS, geetest: 'https://static.example.com/gt4.js' });
  });

  it('inserts one async script per vendor and shares the promise', async () => {
    configureCaptchaVendors({ geetest: 'https://static.example.com/gt4.js' });
    const first = loadVendorScript('geetest');
    const second = loadVendorScript('geetest');
    expect(second).toBe(first);
    const script = onlyScript('geetest');
    expect(script.async).toBe(true);
    expect(script.src).toBe('https://static.example.com/gt4.js');
    expect(script.parentElement).toBe(document.head);

    const initGeetest4 = vi.fn();
    setGlobal('initGeetest4', initGeetest4);
    script.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(initGeetest4);
    await expect(loadVendorScript('geetest')).resolves.toBe(initGeetest4);
    expect(scripts('geetest')).toHaveLength(1);
    expect(isVendorFailed('geetest')).toBe(false);
  });

  it('waits for the global when it appears after the load event', async () => {
    vi.useFakeTimers();
    const loading = loadVendorScript('slider');
    onlyScript('slider').dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(200);
    const initAliyunCaptcha = vi.fn();
    setGlobal('initAliyunCaptcha', initAliyunCaptcha);
    await vi.advanceTimersByTimeAsync(100);
    await expect(loading).resolves.toBe(initAliyunCaptcha);
  });

  it('resolves reCAPTCHA only after grecaptcha.ready', async () => {
    let ready: (() => void) | undefined;
    const grecaptcha = {
      ready: vi.fn((callback: () => void) => {
        ready = callback;
      }),
      render: vi.fn(() => 0),
      reset: vi.fn(),
      getResponse: vi.fn(() => ''),
      execute: vi.fn(),
    };
    const loading = loadVendorScript('recaptcha');
    expect(onlyScript('recaptcha').src).toBe(DEFAULT_CAPTCHA_VENDOR_URLS.recaptcha);
    setGlobal('grecaptcha', grecaptcha);
    onlyScript('recaptcha').dispatchEvent(new Event('load'));
    const settled = vi.fn();
    void loading.then(settled);
    await Promise.resolve();
    await Promise.resolve();
    expect(grecaptcha.ready).toHaveBeenCalledTimes(1);
    expect(settled).not.toHaveBeenCalled();
    ready?.();
    await expect(loading).resolves.toBe(grecaptcha);
    expect(vendorGlobal('recaptcha')).toBe(grecaptcha);
  });

  it('uses a global already on the page without inserting a script', async () => {
    const initGeetest4 = vi.fn();
    setGlobal('initGeetest4', initGeetest4);
    await expect(loadVendorScript('geetest')).resolves.toBe(initGeetest4);
    expect(scripts()).toHaveLength(0);
  });

  it('rejects on a script error and marks the vendor failed for the session', async () => {
    const loading = loadVendorScript('recaptcha');
    onlyScript('recaptcha').dispatchEvent(new Event('error'));
    await expect(loading).rejects.toBeInstanceOf(VendorLoadError);
    expect(isVendorFailed('recaptcha')).toBe(true);
    expect(isVendorFailed('geetest')).toBe(false);
    expect(scripts('recaptcha')).toHaveLength(0);
    // Later calls fail at once, with no new script.
    await expect(loadVendorScript('recaptcha')).rejects.toMatchObject({ vendor: 'recaptcha' });
    expect(scripts('recaptcha')).toHaveLength(0);
  });

  it('rejects after 10 s without the global and marks the vendor failed', async () => {
    vi.useFakeTimers();
    const loading = loadVendorScript('geetest');
    const outcome = loading.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    vi.advanceTimersByTime(VENDOR_LOAD_TIMEOUT_MS - 1);
    expect(isVendorFailed('geetest')).toBe(false);
    vi.advanceTimersByTime(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(VendorLoadError);
    expect(isVendorFailed('geetest')).toBe(true);
    expect(VENDOR_LOAD_TIMEOUT_MS).toBe(10_000);
  });

  it('times out when the script loads but never provides its global', async () => {
    vi.useFakeTimers();
    const loading = loadVendorScript('slider');
    const outcome = loading.then(
      () => 'resolved',
      () => 'rejected',
    );
    onlyScript('slider').dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(VENDOR_LOAD_TIMEOUT_MS);
    await expect(outcome).resolves.toBe('rejected');
    expect(isVendorFailed('slider')).toBe(true);
  });

  it('forgets failures and loads on reset', async () => {
    const loading = loadVendorScript('slider');
    onlyScript('slider').dispatchEvent(new Event('error'));
    await expect(loading).rejects.toBeInstanceOf(VendorLoadError);
    resetCaptchaVendors();
    expect(isVendorFailed('slider')).toBe(false);
    void loadVendorScript('slider').catch(() => undefined);
    expect(scripts('slider')).toHaveLength(1);
  });

  it('does not let a load from before a reset mark the vendor failed', async () => {
    vi.useFakeTimers();
    const stale = loadVendorScript('geetest').catch((error: unknown) => error);
    resetCaptchaVendors();
    vi.advanceTimersByTime(VENDOR_LOAD_TIMEOUT_MS);
    expect(await stale).toBeInstanceOf(VendorLoadError);
    expect(isVendorFailed('geetest')).toBe(false);
  });
});
