// The global APIs the captcha vendors' scripts install (and the mock backend's stand-ins copy):
// GeeTest v4 `initGeetest4`, Google `grecaptcha`, Aliyun Captcha 2.0 `initAliyunCaptcha`.
// Only the parts this app calls are typed.

import type { CaptchaVendor } from '@/lib/captcha/switch';
import type { GeetestValidate } from '@/lib/captcha/payload';

// ---- GeeTest v4 (gt4.js) ----
export interface GeetestConfig {
  captchaId: string;
  /** 'bind': no button of its own, the page calls showCaptcha(). */
  product: 'bind' | 'float' | 'popup';
  language?: string;
  /** Hide GeeTest's own success popup in bind mode. */
  hideSuccess?: boolean;
}

export interface GeetestError {
  code?: string | number;
  msg?: string;
}

export interface GeetestCaptcha {
  onReady(callback: () => void): GeetestCaptcha;
  onSuccess(callback: () => void): GeetestCaptcha;
  onError(callback: (error: GeetestError) => void): GeetestCaptcha;
  onClose(callback: () => void): GeetestCaptcha;
  showCaptcha(): void;
  /** The pass data after success; false before. */
  getValidate(): (GeetestValidate & Record<string, unknown>) | false | undefined;
  reset(): void;
  destroy(): void;
}

export type InitGeetest4 = (config: GeetestConfig, callback: (captcha: GeetestCaptcha) => void) => void;

// ---- reCAPTCHA (api.js?render=explicit) ----
export interface RecaptchaRenderParameters {
  sitekey: string;
  callback?: (token: string) => void;
  'expired-callback'?: () => void;
  'error-callback'?: () => void;
  [name: string]: unknown;
}

export interface Grecaptcha {
  /** Runs the callback once the library is fully loaded. */
  ready(callback: () => void): void;
  render(container: HTMLElement | string, parameters: RecaptchaRenderParameters): number;
  reset(widgetId?: number): void;
  getResponse(widgetId?: number): string;
  execute(widgetId?: number): void;
}

// ---- Aliyun Captcha 2.0 (AliyunCaptcha.js) ----
export interface AliyunCaptchaInstance {
  show?(): void;
  refresh?(): void;
  destroyCaptcha?(): void;
}

export interface AliyunCaptchaOptions {
  SceneId: string;
  /** The account's identity prefix (the risk result's `app_key`). */
  prefix?: string;
  /** 'embed': the slider renders inside `element` and reports through `success`. */
  mode: 'embed' | 'popup';
  /** CSS selector of the element the slider renders into. */
  element: string;
  button?: string;
  /** Called with the verify parameter once the user has passed. */
  success: (captchaVerifyParam: unknown) => void;
  fail?: (result: unknown) => void;
  onError?: (error: unknown) => void;
  getInstance?: (instance: AliyunCaptchaInstance) => void;
  slideStyle?: { width: number; height: number };
  language?: string;
}

export type InitAliyunCaptcha = (options: AliyunCaptchaOptions) => void;

/** What each vendor's loaded script provides. */
export interface VendorGlobals {
  geetest: InitGeetest4;
  recaptcha: Grecaptcha;
  slider: InitAliyunCaptcha;
}

/** The window property each vendor's script defines. */
export const VENDOR_GLOBAL_NAMES = {
  geetest: 'initGeetest4',
  recaptcha: 'grecaptcha',
  slider: 'initAliyunCaptcha',
} as const satisfies Record<CaptchaVendor, string>;
