// The second factors and the login password of the security centre (account service,
// shell-and-account.md section 7: ga/generate, ga/generate_for_change, ga_code/verify,
// asset_ga/bind and change, email/bind, phone/bind and rebind, login_password/change). The spec
// gives paths only; these bodies are this project's design, shared by the app and the mock.
// A TOTP secret travels only in the generate answers and in the bind/change bodies.
//
// Every change needs the session's security verification (scene 'security') first; the new
// factor's own code (GA code, code sent to the new email or phone) is the proof on top.

import * as z from 'zod/mini';
import { defineCall } from '../define';

const family = 'uc';

/** GET ga/generate and ga/generate_for_change → a new secret (base32) and the URI to scan. */
export const gaSecretSchema = z.object({ secret: z.string(), otpauth_uri: z.string() });
export type GaSecret = z.infer<typeof gaSecretSchema>;

/** POST ga_code/verify: a code of the account's own authenticator. */
export const gaCodeVerifySchema = z.object({ code: z.string() });

/** POST asset_ga/bind: the generated secret and a code of the new authenticator. */
export const gaBindSchema = z.object({ secret: z.string(), code: z.string() });
export type GaBindRequest = z.infer<typeof gaBindSchema>;

/** POST asset_ga/change: a code of the old authenticator, the new secret and a code of the new one. */
export const gaChangeSchema = z.object({ old_code: z.string(), secret: z.string(), code: z.string() });
export type GaChangeRequest = z.infer<typeof gaChangeSchema>;

/** POST email/bind: the new address and the code sent to it (purpose 'bind'). */
export const emailBindSchema = z.object({ email: z.string(), code: z.string() });
export type EmailBindRequest = z.infer<typeof emailBindSchema>;

/** POST phone/bind and phone/rebind: the new number, its dialling code and the code sent to it (purpose 'bind'). */
export const phoneBindSchema = z.object({ country_code: z.string(), phone: z.string(), code: z.string() });
export type PhoneBindRequest = z.infer<typeof phoneBindSchema>;

/** POST login_password/change: the old and the new password. */
export const passwordChangeSchema = z.object({ old_password: z.string(), new_password: z.string() });
export type PasswordChangeRequest = z.infer<typeof passwordChangeSchema>;

/** login_password/change → how many other sessions of the user were ended. */
export const passwordChangedSchema = z.object({ logged_out: z.number() });
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;

/** The purpose the code to a new email or phone is sent and checked with. */
export const FACTOR_BIND_CODE_PURPOSE = 'bind' as const;

export const UC_FACTOR_CALLS = {
  // GETs that replace the secret being bound: refused cross-site like a POST.
  gaGenerate: defineCall({ family, method: 'GET', pattern: '/uc/open/ga/generate', changesState: true, response: gaSecretSchema }),
  gaGenerateForChange: defineCall({ family, method: 'GET', pattern: '/uc/open/ga/generate_for_change', changesState: true, response: gaSecretSchema }),
  gaCodeVerify: defineCall({ family, method: 'POST', pattern: '/uc/open/ga_code/verify', request: gaCodeVerifySchema }),
  gaBind: defineCall({ family, method: 'POST', pattern: '/uc/open/asset_ga/bind', request: gaBindSchema }),
  gaChange: defineCall({ family, method: 'POST', pattern: '/uc/open/asset_ga/change', request: gaChangeSchema }),
  emailBind: defineCall({ family, method: 'POST', pattern: '/uc/open/email/bind', request: emailBindSchema }),
  phoneBind: defineCall({ family, method: 'POST', pattern: '/uc/open/phone/bind', request: phoneBindSchema }),
  phoneRebind: defineCall({ family, method: 'POST', pattern: '/uc/open/phone/rebind', request: phoneBindSchema }),
  passwordChange: defineCall({
    family,
    method: 'POST',
    pattern: '/uc/open/login_password/change',
    request: passwordChangeSchema,
    response: passwordChangedSchema,
  }),
};
