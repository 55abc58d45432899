import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  captchaSubmission,
  geetestResult,
  imageCaptchaResult,
  parseSliderSuccess,
  recaptchaResult,
  sliderCaptchaResult,
} from '@/lib/captcha/payload';
import {
  CAPTCHA_TYPES,
  captchaSubmissionSchema,
  geetestResultSchema,
  imageCaptchaResultSchema,
  recaptchaResultSchema,
  sliderCaptchaResultSchema,
} from '@/lib/contracts/uc';

describe('captcha result payloads', () => {
  it('builds the image result from the key and the trimmed code', () => {
    const result = imageCaptchaResult('key-1', ' Ab3dE ');
    expect(result).toEqual({ captcha_key: 'key-1', captcha_code: 'Ab3dE' });
    expect(z.strictObject(imageCaptchaResultSchema.shape).parse(result)).toEqual(result);
  });

  it('builds the slider result with platform 3 and version 2', () => {
    const result = sliderCaptchaResult({ session: 's-1', sig: 'sig-1', token: 't-1' }, 'nc_login');
    expect(result).toEqual({ platform: 3, session: 's-1', sig: 'sig-1', token: 't-1', scene: 'nc_login', version: 2 });
    expect(Object.keys(result)).toEqual(['platform', 'session', 'sig', 'token', 'scene', 'version']);
    expect(z.strictObject(sliderCaptchaResultSchema.shape).parse(result)).toEqual(result);
  });

  it('builds the reCAPTCHA result', () => {
    expect(recaptchaResult('tok')).toEqual({ token: 'tok' });
    expect(z.strictObject(recaptchaResultSchema.shape).parse(recaptchaResult('tok'))).toEqual({ token: 'tok' });
  });

  it('builds the GeeTest result from the id and getValidate(), dropping extra fields', () => {
    const validate = { lot_number: 'l', captcha_output: 'o', pass_token: 'p', gen_time: '1700000000', extra: 'x' };
    const result = geetestResult('gid', validate);
    expect(result).toEqual({ captcha_id: 'gid', lot_number: 'l', captcha_output: 'o', pass_token: 'p', gen_time: '1700000000' });
    expect(z.strictObject(geetestResultSchema.shape).parse(result)).toEqual(result);
  });

  it('pairs a result with its type as the submission the flows send', () => {
    const submission = captchaSubmission(CAPTCHA_TYPES.recaptcha, recaptchaResult('tok'));
    expect(submission).toEqual({ captcha_type: 2, captcha: { token: 'tok' } });
    expect(captchaSubmissionSchema.parse(submission)).toEqual(submission);
  });
});

describe('parseSliderSuccess', () => {
  it('reads {sessionId, sig, token} as an object or as JSON text', () => {
    const expected = { session: 's', sig: 'g', token: 't' };
    expect(parseSliderSuccess({ sessionId: 's', sig: 'g', token: 't' })).toEqual(expected);
    expect(parseSliderSuccess(JSON.stringify({ sessionId: 's', sig: 'g', token: 't' }))).toEqual(expected);
    expect(parseSliderSuccess({ session: 's', sig: 'g', token: 't' })).toEqual(expected);
  });

  it('passes an opaque Captcha 2.0 verify parameter whole as the token', () => {
    expect(parseSliderSuccess('opaque-param')).toEqual({ session: '', sig: '', token: 'opaque-param' });
    expect(parseSliderSuccess('{"certifyId":"c"}')).toEqual({ session: '', sig: '', token: '{"certifyId":"c"}' });
  });

  it('is null for no value or an incomplete object', () => {
    expect(parseSliderSuccess('')).toBeNull();
    expect(parseSliderSuccess(undefined)).toBeNull();
    expect(parseSliderSuccess({ sessionId: 's', sig: 'g' })).toBeNull();
    expect(parseSliderSuccess(['s', 'g', 't'])).toBeNull();
  });
});
