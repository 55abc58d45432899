// Security verification calls of the account service (shell-and-account.md section 7); the
// shapes are in ./security-schemas. Like every call, these resolve to an ApiResult and never reject.

import { get, post, type ApiResult } from '@/services/http';
import { parsed } from './account';
import { UC_PATHS } from './schemas';
import {
  securityStrategySchema,
  securityStrategyVerifySchema,
  securityVerifiedSchema,
  type SecurityScene,
  type SecurityStrategy,
  type SecurityStrategyVerifyRequest,
  type SecurityVerified,
} from './security-schemas';

/** GET /uc/open/security/strategy/get?scene= — the methods the account requires for the scene. */
export async function fetchSecurityStrategy(scene: SecurityScene): Promise<ApiResult<SecurityStrategy>> {
  return parsed(await get('uc', UC_PATHS.securityStrategyGet, { scene }), securityStrategySchema);
}

/** POST /uc/open/security/strategy/verify — on success the session is verified for the scene for a while. */
export async function verifySecurityStrategy(input: SecurityStrategyVerifyRequest): Promise<ApiResult<SecurityVerified>> {
  return parsed(await post('uc', UC_PATHS.securityStrategyVerify, securityStrategyVerifySchema.parse(input)), securityVerifiedSchema);
}
