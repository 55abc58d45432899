// Which captcha type the dialog shows (shell-and-account.md section 4). The server's risk
// result lists the offered types, the first being the default. Vendor types need a script
// (see services/captcha); the image captcha needs none and is always ready. A vendor whose
// script failed is skipped; when the shown type fails the dialog moves on along the list.

import { CAPTCHA_TYPES, type CaptchaType } from '@/lib/contracts/uc';
import type { CaptchaVersion } from './constants';

/** Vendors whose scripts are loaded at run time. */
export const CAPTCHA_VENDORS = ['geetest', 'recaptcha', 'slider'] as const;
export type CaptchaVendor = (typeof CAPTCHA_VENDORS)[number];

/** The vendor behind a captcha type; null for the image captcha (no script). */
export function captchaVendorOf(type: CaptchaType): CaptchaVendor | null {
  switch (type) {
    case CAPTCHA_TYPES.slider:
      return 'slider';
    case CAPTCHA_TYPES.recaptcha:
      return 'recaptcha';
    case CAPTCHA_TYPES.geetest:
      return 'geetest';
    default:
      return null;
  }
}

/** Where a type stands in the dialog: its script is loading, loaded, or failed / unusable. */
export type CaptchaLoadState = 'loading' | 'ready' | 'failed';
/** Load state per offered type; a type without an entry is not offered. */
export type CaptchaLoadStates = Readonly<Partial<Record<CaptchaType, CaptchaLoadState>>>;

/** The offered types in the server's order, without repeats; none offered means the image captcha. */
export function offeredCaptchaTypes(items: readonly CaptchaType[]): CaptchaType[] {
  const unique = [...new Set(items)];
  return unique.length > 0 ? unique : [CAPTCHA_TYPES.image];
}

/** The offered types whose script is loaded (the image captcha always is). */
export function loadedCaptchaTypes(items: readonly CaptchaType[], loaded: CaptchaLoadStates): CaptchaType[] {
  return offeredCaptchaTypes(items).filter((type) => loaded[type] === 'ready');
}

function usable(type: CaptchaType, loaded: CaptchaLoadStates): boolean {
  const state = loaded[type];
  return state !== undefined && state !== 'failed';
}

/** The first usable type after `from` in the list, wrapping; `from` itself is never returned. */
function walk(from: CaptchaType | null, types: readonly CaptchaType[], loaded: CaptchaLoadStates): CaptchaType | null {
  const start = from === null ? -1 : types.indexOf(from);
  for (let step = 1; step <= types.length; step += 1) {
    const candidate = types[(start + step) % types.length];
    if (candidate !== undefined && candidate !== from && usable(candidate, loaded)) return candidate;
  }
  return null;
}

/**
 * The type the dialog shows: `selected` while it is usable, else the next usable type after it
 * in the list (wrapping), else null (nothing left: the dialog shows its load-failure text).
 * With nothing selected yet it is the first usable offered type.
 */
export function activeCaptchaType(
  selected: CaptchaType | null,
  items: readonly CaptchaType[],
  loaded: CaptchaLoadStates,
): CaptchaType | null {
  if (selected !== null && usable(selected, loaded)) return selected;
  return walk(selected, offeredCaptchaTypes(items), loaded);
}

/**
 * The type the switch link ('换一种验证方式') moves to, or null when the link is hidden. The link
 * exists only when more than one type is loaded. In version 2 it alternates the slider and
 * reCAPTCHA (falling back to the list when the other one has failed); otherwise it walks the
 * server's list from the current type, wrapping, skipping vendors marked failed.
 */
export function nextCaptchaType(
  current: CaptchaType,
  items: readonly CaptchaType[],
  version: CaptchaVersion,
  loaded: CaptchaLoadStates,
): CaptchaType | null {
  const types = offeredCaptchaTypes(items);
  if (loadedCaptchaTypes(types, loaded).length < 2) return null;
  if (version === 2 && (current === CAPTCHA_TYPES.slider || current === CAPTCHA_TYPES.recaptcha)) {
    const other = current === CAPTCHA_TYPES.slider ? CAPTCHA_TYPES.recaptcha : CAPTCHA_TYPES.slider;
    if (usable(other, loaded)) return other;
  }
  return walk(current, types, loaded);
}
