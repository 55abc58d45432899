// Captcha vendor scripts and the device fingerprint, for the risk-captcha dialog.

export {
  type CaptchaVendorUrls,
  DEFAULT_CAPTCHA_VENDOR_URLS,
  VENDOR_LOAD_TIMEOUT_MS,
  VENDOR_SCRIPT_ATTRIBUTE,
  VendorLoadError,
  captchaVendorUrls,
  configureCaptchaVendors,
  isVendorFailed,
  loadVendorScript,
  resetCaptchaVendors,
  vendorGlobal,
} from './vendor-loader';
export { getDeviceFingerprint, resetDeviceFingerprint } from './fingerprint';
export type * from './vendor-types';
export { VENDOR_GLOBAL_NAMES } from './vendor-types';
