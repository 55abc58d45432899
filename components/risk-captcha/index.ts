// The risk-captcha dialog for the register, login, reset-password and activity flows.
// Use the hook (see use-risk-captcha.tsx for the full contract):
//
//   const riskCaptcha = useRiskCaptcha();
//   const captcha = await riskCaptcha.verify({ scene: RISK_SCENES.login, loginName });
//   // null: no captcha needed; else send {...body, ...captcha}
//   return <>{form}{riskCaptcha.dialog}</>;

export { type RiskCaptcha, type RiskVerifyOptions, useRiskCaptcha } from './use-risk-captcha';
// The dialog itself is not re-exported: the hook loads it on demand, and a static export here
// would put it (and antd) into every form's first load.
export type { RiskCaptchaDialogProps } from './risk-captcha-dialog';
export {
  CaptchaCancelledError,
  isCaptchaCancelled,
  isRiskControlError,
  RiskControlError,
} from '@/lib/captcha/errors';
