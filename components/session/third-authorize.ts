// Starts a third-party authorisation: asks the account service for the provider's address,
// with this site's /zh-cn/third/auth/ as the callback (carrying the safe backUrl), then sends
// the browser there. Used by the login page and by the bind list.

import { thirdCallbackUrl, type ThirdPlatform } from '@/lib/session/third-auth';
import { failureText } from '@/services/http';
import { requestThirdAuthUrl } from '@/services/uc/third';

export const THIRD_AUTHORIZE_FAILED_TEXT = '无法打开第三方授权，请稍后重试';

/** Navigates to the provider and resolves to null; resolves to the text to show when it cannot. */
export async function goToThirdAuthorization(platform: ThirdPlatform, backUrl: string | null): Promise<string | null> {
  let result: Awaited<ReturnType<typeof requestThirdAuthUrl>>;
  try {
    result = await requestThirdAuthUrl({ platform, redirect_uri: thirdCallbackUrl(window.location.origin, platform, backUrl) });
  } catch {
    // A callback address the request schema refuses (a strange origin): nothing was sent.
    return THIRD_AUTHORIZE_FAILED_TEXT;
  }
  if (!result.success) return failureText(result, THIRD_AUTHORIZE_FAILED_TEXT);
  window.location.assign(result.data.url);
  return null;
}
