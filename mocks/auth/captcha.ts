// Risk control and captchas: the decision per login name (set through the control API), image
// captchas drawn as SVG, tokens of the vendor stand-in scripts, and the check a login, register
// or reset call must pass when its login name is not `pass`.

import { randomInt } from 'node:crypto';
import { IMAGE_CAPTCHA_LENGTH } from '@/lib/captcha/constants';
import {
  CAPTCHA_TYPES,
  geetestResultSchema,
  imageCaptchaResultSchema,
  recaptchaResultSchema,
  sliderCaptchaResultSchema,
  type CaptchaResult,
  type CaptchaType,
  type RiskControlResponse,
} from '@/lib/contracts/uc';
import { db, now, randomToken, type ImageCaptcha, type RiskDecision, type Vendor } from '../db';
import { ucError, type UcError } from './errors';

/** Vendor configuration handed out by risk/control (the stand-in scripts accept any value). */
export const VENDOR_CONFIG = {
  slider: { app_key: 'mock-aliyun-prefix', scene: 'mock-aliyun-scene' },
  recaptcha: { site_key: 'mock-recaptcha-site-key' },
  geetest: { captcha_id: 'mock-geetest-captcha-id' },
} as const;

/** Letters and digits a human cannot confuse (no 0/O, 1/I/L). */
export const IMAGE_CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const IMAGE_CAPTCHA_TTL_MS = 5 * 60_000;
/** Tokens embedded in one download of a stand-in script. */
export const VENDOR_TOKENS_PER_SCRIPT = 20;

/** The vendor whose stand-in issues the token for each captcha type (image has none). */
export const VENDOR_OF_TYPE: Record<Exclude<CaptchaType, 0>, Vendor> = {
  [CAPTCHA_TYPES.slider]: 'aliyun',
  [CAPTCHA_TYPES.recaptcha]: 'recaptcha',
  [CAPTCHA_TYPES.geetest]: 'geetest',
};

function loginNameKey(loginName: string): string {
  return loginName.trim().toLowerCase();
}

export function setRiskDecision(decision: RiskDecision, loginName?: string): void {
  if (loginName === undefined) db.auth.risk.fallback = decision;
  else db.auth.risk.byLoginName.set(loginNameKey(loginName), decision);
}

export function riskDecisionFor(loginName: string): RiskDecision {
  return db.auth.risk.byLoginName.get(loginNameKey(loginName)) ?? db.auth.risk.fallback;
}

/** The risk/control answer for a decision; `several` offers slider, recaptcha and image (version 2). */
export function riskResponse(decision: RiskDecision): RiskControlResponse & { version?: number } {
  switch (decision) {
    case 'pass':
      return { risk: 0, items: [], vendors: {} };
    case 'image':
      return { risk: 1, items: [CAPTCHA_TYPES.image], vendors: {} };
    case 'slider':
      return { risk: 1, items: [CAPTCHA_TYPES.slider], vendors: { slider: { ...VENDOR_CONFIG.slider } } };
    case 'recaptcha':
      return { risk: 1, items: [CAPTCHA_TYPES.recaptcha], vendors: { recaptcha: { ...VENDOR_CONFIG.recaptcha } } };
    case 'geetest':
      return { risk: 1, items: [CAPTCHA_TYPES.geetest], vendors: { geetest: { ...VENDOR_CONFIG.geetest } } };
    case 'several':
      return {
        risk: 1,
        items: [CAPTCHA_TYPES.slider, CAPTCHA_TYPES.recaptcha, CAPTCHA_TYPES.image],
        version: 2,
        vendors: { slider: { ...VENDOR_CONFIG.slider }, recaptcha: { ...VENDOR_CONFIG.recaptcha } },
      };
  }
}

// ---- image captcha ----

function randomCode(): string {
  let code = '';
  for (let i = 0; i < IMAGE_CAPTCHA_LENGTH; i += 1) code += IMAGE_CAPTCHA_ALPHABET[randomInt(IMAGE_CAPTCHA_ALPHABET.length)];
  return code;
}

/** An SVG a human can read: tilted glyphs over a few noise lines. */
export function renderCaptchaSvg(code: string): string {
  const width = 120;
  const height = 40;
  const colours = ['#1f4e8c', '#8c1f3a', '#2d7a2d', '#6b3fa0', '#b35900'];
  const lines = Array.from({ length: 4 }, (_, i) => {
    const colour = colours[i % colours.length] ?? '#555';
    return `<line x1="${randomInt(0, width)}" y1="${randomInt(0, height)}" x2="${randomInt(0, width)}" y2="${randomInt(0, height)}" stroke="${colour}" stroke-opacity="0.45" stroke-width="1"/>`;
  });
  const glyphs = [...code].map((char, i) => {
    const x = 14 + i * 22;
    const y = 28 + randomInt(-3, 4);
    const angle = randomInt(-20, 21);
    const colour = colours[i % colours.length] ?? '#333';
    return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" fill="${colour}" font-family="Verdana, Arial, sans-serif" font-size="24" font-weight="bold" text-anchor="middle">${char}</text>`;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#f3f5f8"/>${lines.join('')}${glyphs.join('')}</svg>`
  );
}

export function issueImageCaptcha(): ImageCaptcha & { image: string } {
  const captcha: ImageCaptcha = { key: randomToken(12), code: randomCode(), expiresAt: now() + IMAGE_CAPTCHA_TTL_MS };
  db.auth.images.set(captcha.key, captcha);
  db.auth.latestImage = captcha;
  const image = `data:image/svg+xml;base64,${Buffer.from(renderCaptchaSvg(captcha.code)).toString('base64')}`;
  return { ...captcha, image };
}

/** One attempt at an image captcha: the image is used up whether the answer is right or not. */
function takeImageCaptcha(key: string, answer: string): boolean {
  const captcha = db.auth.images.get(key);
  if (!captcha) return false;
  db.auth.images.delete(key);
  return captcha.expiresAt > now() && captcha.code.toUpperCase() === answer.trim().toUpperCase();
}

// ---- vendor tokens ----

/** Tokens a stand-in script may hand out; recorded so that only these pass the check. */
export function issueVendorTokens(vendor: Vendor, count: number): string[] {
  return Array.from({ length: count }, () => {
    const token = `mock-${vendor}-${randomToken(12)}`;
    db.auth.vendorTokens.set(token, { vendor, used: false });
    return token;
  });
}

/** True (and the token used up) when the token was issued by this vendor's stand-in and not used. */
export function takeVendorToken(token: string, vendor: Vendor): boolean {
  if (!token.startsWith('mock-')) return false;
  const issued = db.auth.vendorTokens.get(token);
  if (!issued || issued.vendor !== vendor || issued.used) return false;
  issued.used = true;
  return true;
}

/** A ready submission for a captcha type, as the app would send it after solving (control API). */
export function solveCaptcha(type: CaptchaType): { captcha_type: CaptchaType; captcha: CaptchaResult } {
  switch (type) {
    case CAPTCHA_TYPES.image: {
      const image = issueImageCaptcha();
      return { captcha_type: type, captcha: { captcha_key: image.key, captcha_code: image.code } };
    }
    case CAPTCHA_TYPES.slider: {
      const [token = ''] = issueVendorTokens('aliyun', 1);
      return {
        captcha_type: type,
        captcha: {
          platform: 3,
          session: `mock-session-${randomToken(6)}`,
          sig: `mock-sig-${randomToken(6)}`,
          token,
          scene: VENDOR_CONFIG.slider.scene,
          version: 2,
        },
      };
    }
    case CAPTCHA_TYPES.recaptcha: {
      const [token = ''] = issueVendorTokens('recaptcha', 1);
      return { captcha_type: type, captcha: { token } };
    }
    case CAPTCHA_TYPES.geetest: {
      const [passToken = ''] = issueVendorTokens('geetest', 1);
      return {
        captcha_type: type,
        captcha: {
          captcha_id: VENDOR_CONFIG.geetest.captcha_id,
          lot_number: randomToken(16),
          captcha_output: `mock-output-${randomToken(8)}`,
          pass_token: passToken,
          gen_time: String(Math.floor(now() / 1000)),
        },
      };
    }
  }
}

function verifySubmission(type: CaptchaType, captcha: CaptchaResult): boolean {
  switch (type) {
    case CAPTCHA_TYPES.image: {
      const parsed = imageCaptchaResultSchema.safeParse(captcha);
      return parsed.success && takeImageCaptcha(parsed.data.captcha_key, parsed.data.captcha_code);
    }
    case CAPTCHA_TYPES.slider: {
      const parsed = sliderCaptchaResultSchema.safeParse(captcha);
      return parsed.success && takeVendorToken(parsed.data.token, 'aliyun');
    }
    case CAPTCHA_TYPES.recaptcha: {
      const parsed = recaptchaResultSchema.safeParse(captcha);
      return parsed.success && takeVendorToken(parsed.data.token, 'recaptcha');
    }
    case CAPTCHA_TYPES.geetest: {
      const parsed = geetestResultSchema.safeParse(captcha);
      return parsed.success && takeVendorToken(parsed.data.pass_token, 'geetest');
    }
  }
}

/**
 * The captcha rule of login, register and reset: nothing to do when the login name's decision
 * is `pass`; otherwise a submission of an offered type that verifies (each one works once).
 */
export function checkCaptcha(
  loginName: string,
  submission: { captcha_type?: CaptchaType; captcha?: CaptchaResult },
): UcError | null {
  const decision = riskDecisionFor(loginName);
  if (decision === 'pass') return null;
  const { captcha_type: type, captcha } = submission;
  if (type === undefined || captcha === undefined) return ucError('captchaRequired');
  if (!riskResponse(decision).items.includes(type)) return ucError('captchaWrong');
  return verifySubmission(type, captcha) ? null : ucError('captchaWrong');
}
