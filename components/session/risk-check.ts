import type { RiskCaptcha, RiskVerifyOptions } from '@/components/risk-captcha';
import { isCaptchaCancelled } from '@/components/risk-captcha';
import type { CaptchaSubmission } from '@/lib/contracts/uc';

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
