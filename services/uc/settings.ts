// The security centre's settings calls of the account service (shell-and-account.md section 7:
// anti_phishing/code get / save, security/strategy enable / disable); the shapes are in
// lib/contracts/uc/security-settings. Like every call, these resolve to an ApiResult.

import { get, post, type ApiResult } from '@/services/http';
import { checkedAnswer } from './answer';
import {
  UC_CALLS,
  antiPhishingSaveSchema,
  antiPhishingStateSchema,
  strategyChangeSchema,
  strategyFactorsSchema,
  type AntiPhishingState,
  type StrategyChangeRequest,
  type StrategyFactors,
} from '@/lib/contracts/uc';

/** GET anti_phishing/code/get — masked; `reveal` asks for the full code (a verified session only). */
export async function fetchAntiPhishing(options: { reveal?: boolean } = {}): Promise<ApiResult<AntiPhishingState>> {
  const query = options.reveal ? { reveal: '1' } : undefined;
  return checkedAnswer(await get('uc', UC_CALLS.antiPhishingGet.path(), query), antiPhishingStateSchema);
}

/** POST anti_phishing/code/save {code} — after the security verification of scene 'security'. */
export async function saveAntiPhishing(code: string): Promise<ApiResult<AntiPhishingState>> {
  return checkedAnswer(await post('uc', UC_CALLS.antiPhishingSave.path(), antiPhishingSaveSchema.parse({ code })), antiPhishingStateSchema);
}

/** POST security/strategy/enable {scene, method} — the scene's factors now. */
export async function enableStrategyFactor(change: StrategyChangeRequest): Promise<ApiResult<StrategyFactors>> {
  return checkedAnswer(await post('uc', UC_CALLS.securityStrategyEnable.path(), strategyChangeSchema.parse(change)), strategyFactorsSchema);
}

/** POST security/strategy/disable {scene, method} — refused when the scene would keep too few factors. */
export async function disableStrategyFactor(change: StrategyChangeRequest): Promise<ApiResult<StrategyFactors>> {
  return checkedAnswer(await post('uc', UC_CALLS.securityStrategyDisable.path(), strategyChangeSchema.parse(change)), strategyFactorsSchema);
}
