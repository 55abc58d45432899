// The security centre's calls of the account service (shell-and-account.md section 7); the
// shapes are in lib/contracts/uc/security-center. Like every call, these resolve to an ApiResult.

import { get, type ApiResult } from '@/services/http';
import { checkedAnswer } from './answer';
import { UC_CALLS, securityInfoSchema, type SecurityInfo } from '@/lib/contracts/uc';

/** GET /uc/open/security/get — the account's security settings, strategies, hold and frozen state. */
export async function fetchSecurityInfo(): Promise<ApiResult<SecurityInfo>> {
  return checkedAnswer(await get('uc', UC_CALLS.securityGet.path()), securityInfoSchema);
}
