import { describe, expect, it } from 'vitest';
import {
  activeCaptchaType,
  captchaVendorOf,
  type CaptchaLoadStates,
  loadedCaptchaTypes,
  nextCaptchaType,
  offeredCaptchaTypes,
} from '@/lib/captcha/switch';
import { CAPTCHA_TYPES } from '@/lib/contracts/uc';

const { image, slider, recaptcha, geetest } = CAPTCHA_TYPES;

describe('captcha vendors', () => {
  it('maps every vendor type to its vendor and the image captcha to none', () => {
    expect(captchaVendorOf(image)).toBeNull();
    expect(captchaVendorOf(slider)).toBe('slider');
    expect(captchaVendorOf(recaptcha)).toBe('recaptcha');
    expect(captchaVendorOf(geetest)).toBe('geetest');
  });
});

describe('offered and loaded types', () => {
  it('keeps the server order without repeats and falls back to the image captcha', () => {
    expect(offeredCaptchaTypes([geetest, image, geetest, slider])).toEqual([geetest, image, slider]);
    expect(offeredCaptchaTypes([])).toEqual([image]);
  });

  it('counts only types whose script is loaded', () => {
    const loaded: CaptchaLoadStates = { [image]: 'ready', [slider]: 'loading', [recaptcha]: 'failed', [geetest]: 'ready' };
    expect(loadedCaptchaTypes([slider, recaptcha, image, geetest], loaded)).toEqual([image, geetest]);
  });
});

describe('activeCaptchaType', () => {
  it('starts with the first offered type that has not failed', () => {
    expect(activeCaptchaType(null, [slider, image], { [slider]: 'loading', [image]: 'ready' })).toBe(slider);
    expect(activeCaptchaType(null, [slider, image], { [slider]: 'failed', [image]: 'ready' })).toBe(image);
  });

  it('keeps the selected type while it is usable', () => {
    expect(activeCaptchaType(geetest, [image, geetest], { [image]: 'ready', [geetest]: 'ready' })).toBe(geetest);
  });

  it('moves on along the list (wrapping) when the selected type fails', () => {
    const loaded: CaptchaLoadStates = { [image]: 'ready', [slider]: 'loading', [geetest]: 'failed' };
    expect(activeCaptchaType(geetest, [image, slider, geetest], loaded)).toBe(image);
    expect(activeCaptchaType(image, [image, slider, geetest], { ...loaded, [image]: 'failed' })).toBe(slider);
  });

  it('is null when every offered type has failed', () => {
    expect(activeCaptchaType(null, [slider, geetest], { [slider]: 'failed', [geetest]: 'failed' })).toBeNull();
    expect(activeCaptchaType(slider, [slider, geetest], { [slider]: 'failed', [geetest]: 'failed' })).toBeNull();
  });
});

describe('nextCaptchaType', () => {
  it('hides the switch link while only one type is loaded', () => {
    expect(nextCaptchaType(image, [image], 1, { [image]: 'ready' })).toBeNull();
    expect(nextCaptchaType(image, [image, geetest], 1, { [image]: 'ready', [geetest]: 'loading' })).toBeNull();
    expect(nextCaptchaType(image, [image, geetest], 1, { [image]: 'ready', [geetest]: 'failed' })).toBeNull();
    expect(nextCaptchaType(slider, [slider, recaptcha], 2, { [slider]: 'ready', [recaptcha]: 'failed' })).toBeNull();
  });

  it('alternates slider and reCAPTCHA in version 2', () => {
    const loaded: CaptchaLoadStates = { [slider]: 'ready', [recaptcha]: 'ready', [image]: 'ready' };
    const items = [slider, image, recaptcha];
    expect(nextCaptchaType(slider, items, 2, loaded)).toBe(recaptcha);
    expect(nextCaptchaType(recaptcha, items, 2, loaded)).toBe(slider);
  });

  it('walks the list in version 2 when the other of the pair has failed, or from another type', () => {
    const items = [slider, recaptcha, image];
    expect(nextCaptchaType(slider, items, 2, { [slider]: 'ready', [recaptcha]: 'failed', [image]: 'ready' })).toBe(image);
    const all: CaptchaLoadStates = { [slider]: 'ready', [recaptcha]: 'ready', [image]: 'ready' };
    expect(nextCaptchaType(image, items, 2, all)).toBe(slider);
  });

  it('walks the server list in version 1, wrapping at the end', () => {
    const loaded: CaptchaLoadStates = { [image]: 'ready', [slider]: 'ready', [recaptcha]: 'ready', [geetest]: 'ready' };
    const items = [geetest, slider, image, recaptcha];
    expect(nextCaptchaType(geetest, items, 1, loaded)).toBe(slider);
    expect(nextCaptchaType(slider, items, 1, loaded)).toBe(image);
    expect(nextCaptchaType(image, items, 1, loaded)).toBe(recaptcha);
    expect(nextCaptchaType(recaptcha, items, 1, loaded)).toBe(geetest);
  });

  it('skips vendors marked failed', () => {
    const loaded: CaptchaLoadStates = { [image]: 'ready', [slider]: 'failed', [recaptcha]: 'failed', [geetest]: 'ready' };
    expect(nextCaptchaType(image, [image, slider, recaptcha, geetest], 1, loaded)).toBe(geetest);
    expect(nextCaptchaType(geetest, [image, slider, recaptcha, geetest], 1, loaded)).toBe(image);
  });

  it('may move to a type still loading once two are loaded', () => {
    const loaded: CaptchaLoadStates = { [image]: 'ready', [slider]: 'loading', [geetest]: 'ready' };
    expect(nextCaptchaType(image, [image, slider, geetest], 1, loaded)).toBe(slider);
  });
});
