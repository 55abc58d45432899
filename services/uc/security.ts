// Security verification calls of the account service (shell-and-account.md section 7); the
// shapes are in lib/contracts/uc. Like every call, these resolve to an ApiResult and never reject.

import { get, post, type ApiResult } from '@/services/http';
import { checkedAnswer } from './answer';
import {
  UC_CALLS,
  securityStrategySchema,
  securityStrategyVerifySchema,
  securityVerifiedSchema,
  type SecurityScene,
  type SecurityStrategy,
  type SecurityStrategyVerifyRequest,
  type SecurityVerified,
} from '@/lib/contracts/uc';

/** GET /uc/open/security/strategy/get?scene= — the methods the account requires for the scene. */
export async function fetchSecurityStrategy(scene: SecurityScene): Promise<ApiResult<SecurityStrategy>> {
  return checkedAnswer(await get('uc', UC_CALLS.securityStrategyGet.path(), { scene }), securityStrategySchema);
}

/** POST /uc/open/security/strategy/verify — on success the session is verified for the scene for a while. */
export async function verifySecurityStrategy(input: SecurityStrategyVerifyRequest): Promise<ApiResult<SecurityVerified>> {
  return checkedAnswer(await post('uc', UC_CALLS.securityStrategyVerify.path(), securityStrategyVerifySchema.parse(input)), securityVerifiedSchema);
}
