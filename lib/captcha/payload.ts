// The captcha result a flow sends with its call, per type, exactly as shell-and-account.md
// section 3 lists it. Builders copy only the listed fields, so extra vendor fields never leak.

import {
  CAPTCHA_TYPES,
  type CaptchaSubmission,
  type CaptchaType,
  geetestResultSchema,
  imageCaptchaResultSchema,
  recaptchaResultSchema,
  sliderCaptchaResultSchema,
} from '@/lib/contracts/uc';
import type * as z from 'zod/mini';

export type ImageCaptchaResult = z.infer<typeof imageCaptchaResultSchema>;
export type SliderCaptchaResult = z.infer<typeof sliderCaptchaResultSchema>;
export type RecaptchaResult = z.infer<typeof recaptchaResultSchema>;
export type GeetestResult = z.infer<typeof geetestResultSchema>;

export interface CaptchaResultByType {
  [CAPTCHA_TYPES.image]: ImageCaptchaResult;
  [CAPTCHA_TYPES.slider]: SliderCaptchaResult;
  [CAPTCHA_TYPES.recaptcha]: RecaptchaResult;
  [CAPTCHA_TYPES.geetest]: GeetestResult;
}

/** Aliyun slider results are tagged with this platform and integration version. */
export const SLIDER_PLATFORM = 3;
export const SLIDER_RESULT_VERSION = 2;

/** Image: the key the image came with and the typed (trimmed) code. */
export function imageCaptchaResult(key: string, code: string): ImageCaptchaResult {
  return { captcha_key: key, captcha_code: code.trim() };
}

/** What the Aliyun slider reports on success, plus the scene it was configured with. */
export interface SliderSuccess {
  session: string;
  sig: string;
  token: string;
}

export function sliderCaptchaResult(success: SliderSuccess, scene: string): SliderCaptchaResult {
  return {
    platform: SLIDER_PLATFORM,
    session: success.session,
    sig: success.sig,
    token: success.token,
    scene,
    version: SLIDER_RESULT_VERSION,
  };
}

function recordOf(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function sliderFields(fields: Record<string, unknown> | null): SliderSuccess | null {
  if (!fields) return null;
  const session = fields.sessionId ?? fields.session;
  const { sig, token } = fields;
  if (typeof session !== 'string' || typeof sig !== 'string' || typeof token !== 'string') return null;
  return { session, sig, token };
}

/**
 * Reads the argument of the slider's `success` callback. The slider reports
 * `{sessionId, sig, token}` (as an object or as its JSON text). Captcha 2.0 may instead hand
 * back an opaque verify parameter string: it then travels whole as `token`, with empty
 * `session` and `sig`. Anything else (an empty string, other values) is null: not a success.
 */
export function parseSliderSuccess(value: unknown): SliderSuccess | null {
  if (typeof value === 'string') {
    if (value === '') return null;
    return sliderFields(recordOf(parseJson(value))) ?? { session: '', sig: '', token: value };
  }
  return sliderFields(recordOf(value));
}

export function recaptchaResult(token: string): RecaptchaResult {
  return { token };
}

/** GeeTest v4's `getValidate()`; newer builds add `captcha_id` and other fields. */
export interface GeetestValidate {
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
}

export function geetestResult(captchaId: string, validate: GeetestValidate): GeetestResult {
  return {
    captcha_id: captchaId,
    lot_number: validate.lot_number,
    captcha_output: validate.captcha_output,
    pass_token: validate.pass_token,
    gen_time: validate.gen_time,
  };
}

/** The `{captcha_type, captcha}` pair a flow adds to its call. */
export function captchaSubmission<T extends CaptchaType>(type: T, captcha: CaptchaResultByType[T]): CaptchaSubmission {
  return { captcha_type: type, captcha };
}
