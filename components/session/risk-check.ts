import type { RiskCaptcha, RiskVerifyOptions } from '@/components/risk-captcha';
import { isCaptchaCancelled } from '@/components/risk-captcha';
import { VALIDATION_MESSAGES } from '@/lib/validation/messages';
import { CAPTCHA_TYPES, type CaptchaSubmission, UC_CODES } from '@/lib/contracts/uc';
import type { ApiResult } from '@/services/http';

/**
 * The risk check of an account flow: the captcha payload to send along (null when none is
 * needed), or null for the whole result when the flow must stop. A failed risk call is
 * reported through onError; the user closing the dialog is not an error.
 */
export async function passRiskCheck(
  riskCaptcha: RiskCaptcha,
  options: RiskVerifyOptions,
  onError: (message: string) => void,
  fallbackMessage: string,
): Promise<{ captcha: CaptchaSubmission | null } | null> {
  try {
    return { captcha: await riskCaptcha.verify(options) };
  } catch (error) {
    if (!isCaptchaCancelled(error)) onError(error instanceof Error && error.message ? error.message : fallbackMessage);
    return null;
  }
}

/** The server refused an image captcha's answer: only the flow's own call can tell. */
export function isWrongImageCaptcha(captcha: CaptchaSubmission | null, result: ApiResult<unknown>): boolean {
  return !result.success && captcha?.captcha_type === CAPTCHA_TYPES.image && Number(result.code) === UC_CODES.captchaWrong;
}

/**
 * The server wants a captcha the flow did not send: the risk check was skipped (no device
 * fingerprint, shell-and-account.md section 4) but the account is risky.
 */
export function isCaptchaDemanded(captcha: CaptchaSubmission | null, result: ApiResult<unknown>): boolean {
  return !result.success && captcha === null && Number(result.code) === UC_CODES.captchaRequired;
}

/**
 * The flow's call with the captcha passed, asked again while the server refuses an image
 * captcha's answer: the dialog stays (or comes back) with a new image and
 * 图形验证码不正确,请重新输入 (shell-and-account.md section 5), instead of the form's error and
 * a second press of the submit button. When the server demands a captcha the skipped risk check
 * did not ask for, the risk decision is asked without a fingerprint and the server's captcha
 * opens, once; should that not yield a captcha, the call's own failure stands. Null when the
 * user closes the dialog.
 */
export async function callWithCaptcha<T>(
  riskCaptcha: RiskCaptcha,
  captcha: CaptchaSubmission | null,
  call: (captcha: Partial<CaptchaSubmission>) => Promise<ApiResult<T>>,
): Promise<ApiResult<T> | null> {
  let current = captcha;
  let askedDecision = false;
  for (;;) {
    const result = await call(current ?? {});
    if (isCaptchaDemanded(current, result) && !askedDecision) {
      askedDecision = true;
      try {
        current = await riskCaptcha.required();
      } catch (error) {
        if (isCaptchaCancelled(error)) return null;
        // The risk call failed: the flow shows its own call's failure.
        return result;
      }
      if (current === null) return result;
      continue;
    }
    if (!isWrongImageCaptcha(current, result)) return result;
    try {
      current = await riskCaptcha.retry(VALIDATION_MESSAGES.imageCaptchaInvalid);
    } catch (error) {
      if (isCaptchaCancelled(error)) return null;
      throw error;
    }
  }
}
