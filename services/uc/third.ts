// Third-party accounts of the account service (shell-and-account.md section 7): the
// authorisation address, login with an authorised identity, bind, unbind and the bindings.
// Answers are checked here, so the page only ever sees these typed shapes.

import * as z from 'zod/mini';
import { get, post, type ApiResult } from '@/services/http';
import type { ThirdPlatform } from '@/lib/session/third-auth';
import { thirdBindSchema, thirdPlatformSchema, UC_PATHS } from './schemas';

export type ThirdBinding = z.infer<typeof thirdBindSchema>;

// http(s) only; z.httpUrl() would also refuse localhost and IP hosts, which development uses.
const httpAddressSchema = z.url({ protocol: /^https?$/ });

export const thirdAuthUrlRequestSchema = z.object({
  platform: thirdPlatformSchema,
  /** Where the provider sends the browser back with ?code=&state=. */
  redirect_uri: z.optional(httpAddressSchema),
});
export type ThirdAuthUrlRequest = z.infer<typeof thirdAuthUrlRequestSchema>;

/** Only an http(s) address is ever handed to the browser to navigate to. */
export const thirdAuthUrlResponseSchema = z.object({ url: httpAddressSchema, state: z.string() });
export type ThirdAuthUrl = z.infer<typeof thirdAuthUrlResponseSchema>;

export const thirdCodeSchema = z.object({ platform: thirdPlatformSchema, code: z.string(), state: z.string() });
export type ThirdCode = z.infer<typeof thirdCodeSchema>;

/** third/auth: a bound identity logged its user in (session cookie set), or it is bound to nobody. */
export const thirdAuthResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('done'), platform: z.optional(thirdPlatformSchema), name: z.optional(z.string()) }),
  z.object({ status: z.literal('unbound'), platform: z.optional(thirdPlatformSchema), name: z.string(), third_token: z.string().check(z.minLength(1)) }),
]);
export type ThirdAuthResult = z.infer<typeof thirdAuthResponseSchema>;

export const thirdBindRequestSchema = z.union([thirdCodeSchema, z.object({ platform: thirdPlatformSchema, third_token: z.string() })]);
export type ThirdBindRequest = z.infer<typeof thirdBindRequestSchema>;

const thirdBindListSchema = z.array(thirdBindSchema);

/** A success whose data does not match its schema is a failed call, not a crash. */
function parsed<T>(result: ApiResult<unknown>, schema: z.ZodMiniType<T>): ApiResult<T> {
  if (!result.success) return result;
  const data = schema.safeParse(result.data);
  if (data.success) return { ...result, data: data.data };
  return { success: false, code: 500, message: '', data: null };
}

/** GET /uc/open/third/bind/list */
export async function fetchThirdBindList(): Promise<ApiResult<ThirdBinding[]>> {
  return parsed(await get('uc', UC_PATHS.thirdBindList), thirdBindListSchema);
}

/** POST /uc/open/third/auth_url → the provider's authorisation address and its state. */
export async function requestThirdAuthUrl(input: ThirdAuthUrlRequest): Promise<ApiResult<ThirdAuthUrl>> {
  return parsed(await post('uc', UC_PATHS.thirdAuthUrl, thirdAuthUrlRequestSchema.parse(input)), thirdAuthUrlResponseSchema);
}

/** POST /uc/open/third/auth — with code and state from the provider's callback. */
export async function thirdAuth(input: ThirdCode): Promise<ApiResult<ThirdAuthResult>> {
  return parsed(await post('uc', UC_PATHS.thirdAuth, thirdCodeSchema.parse(input)), thirdAuthResponseSchema);
}

/** POST /uc/open/third/bind — logged in; with code and state, or with the token third/auth gave. */
export async function bindThirdAccount(input: ThirdBindRequest): Promise<ApiResult<ThirdBinding>> {
  return parsed(await post('uc', UC_PATHS.thirdBind, thirdBindRequestSchema.parse(input)), thirdBindSchema);
}

/** POST /uc/open/third/unbind */
export async function unbindThirdAccount(platform: ThirdPlatform): Promise<ApiResult<ThirdBinding>> {
  return parsed(await post('uc', UC_PATHS.thirdUnbind, { platform: thirdPlatformSchema.parse(platform) }), thirdBindSchema);
}
