// Account-service calls of the risk-captcha flow (shell-and-account.md section 7): the risk
// check and the image captcha. Like every call they never reject; an answer that does not
// match the contract in lib/contracts/uc is treated as a failed request.

import type * as z from 'zod/mini';
import { type ApiResult, get, post } from '@/services/http';
import { parseEnvelope } from '@/services/http/parse';
import { type CaptchaVersion, RISK_SOURCE } from '@/lib/captcha/constants';
import {
  imageCaptchaSchema,
  type RiskControlResponse,
  type RiskScene,
  riskControlRequestSchema,
  riskControlResponseSchema,
  UC_CALLS,
} from '@/lib/contracts/uc';

export interface RiskControlInput {
  scene: RiskScene;
  /** The account being checked: email, or phone digits. */
  loginName: string;
  /** Dialling code for phone accounts, e.g. "86". */
  countryCode?: string;
  /** The device fingerprint (see services/captcha/fingerprint); null when it could not be computed. */
  fingerprint: string | null;
  version: CaptchaVersion;
}

export type ImageCaptcha = z.infer<typeof imageCaptchaSchema>;

/** POST /uc/open/risk/control: whether this login name needs a captcha, and which types. */
export async function riskControl(input: RiskControlInput): Promise<ApiResult<RiskControlResponse>> {
  const body: z.infer<typeof riskControlRequestSchema> = {
    scene: input.scene,
    login_name: input.loginName,
    ...(input.countryCode ? { country_code: input.countryCode } : {}),
    source: RISK_SOURCE,
    ...(input.fingerprint ? { fingerprint: input.fingerprint } : {}),
    version: input.version,
  };
  const result = await post<unknown>('uc', UC_CALLS.riskControl.path(), body);
  return parseEnvelope(result, riskControlResponseSchema, (raw) => raw);
}

/** GET /uc/open/captcha_code/send: a new image captcha, `{key, image}` (image: a data URL). */
export async function fetchImageCaptcha(): Promise<ApiResult<ImageCaptcha>> {
  const result = await get<unknown>('uc', UC_CALLS.captchaCodeSend.path());
  return parseEnvelope(result, imageCaptchaSchema, (raw) => raw);
}
