// Third-party accounts of the account service (shell-and-account.md section 7): the
// authorisation address, login with an authorised identity, bind, unbind and the bindings.
// Answers are checked here, so the page only ever sees these typed shapes.

import * as z from 'zod/mini';
import { get, post, type ApiResult } from '@/services/http';
import type { ThirdPlatform } from '@/lib/session/third-auth';
import {
  thirdAuthResponseSchema,
  thirdAuthUrlRequestSchema,
  thirdAuthUrlResponseSchema,
  thirdBindListSchema,
  thirdBindRequestSchema,
  thirdBindSchema,
  thirdCodeSchema,
  thirdPlatformSchema,
  UC_CALLS,
  type ThirdAuthResult,
  type ThirdAuthUrl,
  type ThirdAuthUrlRequest,
  type ThirdBindRequest,
  type ThirdCode,
} from '@/lib/contracts/uc';
import { checkedAnswer } from './answer';

export type { ThirdAuthResult, ThirdAuthUrl, ThirdAuthUrlRequest, ThirdBindRequest, ThirdCode };

export type ThirdBinding = z.infer<typeof thirdBindSchema>;

/** GET /uc/open/third/bind/list */
export async function fetchThirdBindList(): Promise<ApiResult<ThirdBinding[]>> {
  return checkedAnswer(await get('uc', UC_CALLS.thirdBindList.path()), thirdBindListSchema);
}

/** POST /uc/open/third/auth_url → the provider's authorisation address and its state. */
export async function requestThirdAuthUrl(input: ThirdAuthUrlRequest): Promise<ApiResult<ThirdAuthUrl>> {
  return checkedAnswer(await post('uc', UC_CALLS.thirdAuthUrl.path(), thirdAuthUrlRequestSchema.parse(input)), thirdAuthUrlResponseSchema);
}

/** POST /uc/open/third/auth — with code and state from the provider's callback. */
export async function thirdAuth(input: ThirdCode): Promise<ApiResult<ThirdAuthResult>> {
  return checkedAnswer(await post('uc', UC_CALLS.thirdAuth.path(), thirdCodeSchema.parse(input)), thirdAuthResponseSchema);
}

/** POST /uc/open/third/bind — logged in; with code and state, or with the token third/auth gave. */
export async function bindThirdAccount(input: ThirdBindRequest): Promise<ApiResult<ThirdBinding>> {
  return checkedAnswer(await post('uc', UC_CALLS.thirdBind.path(), thirdBindRequestSchema.parse(input)), thirdBindSchema);
}

/** POST /uc/open/third/unbind */
export async function unbindThirdAccount(platform: ThirdPlatform): Promise<ApiResult<ThirdBinding>> {
  return checkedAnswer(await post('uc', UC_CALLS.thirdUnbind.path(), { platform: thirdPlatformSchema.parse(platform) }), thirdBindSchema);
}
