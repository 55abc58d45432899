// The account service (uc) shapes of shell-and-account.md section 7, as zod schemas: the one
// contract the app's call functions, the UI and the mock backend share (the calls themselves are
// declared in ./index.ts). The spec shows few bodies; where it is silent these shapes are this
// project's design.

// zod/mini, not classic zod: these schemas reach the browser (login, register and reset pages)
// and mini's functional API tree-shakes to a fraction of classic's bundle. Namespace import only:
// `import { z }` defeats tree-shaking. The eslint config forbids classic imports.
import * as z from 'zod/mini';

// zod probes for eval support with `Function('')` before compiling a JIT object parser; under
// our CSP (no unsafe-eval) that probe is refused and reported as a CSP issue on every page.
// mini's objects do not use the JIT, but jitless keeps any other path from probing.
z.config({ jitless: true });

// Business codes of the account service used by this project (the spec shows no texts).
export const UC_CODES = {
  notLoggedIn: 501,
  busy: 510,
  sessionExpired: 512,
  wrongPassword: 10010,
  accountLocked: 10011,
  accountDisabled: 10012,
  accountExists: 10013,
  accountNotFound: 10014,
  captchaRequired: 10020,
  captchaWrong: 10021,
  codeWrong: 10030,
  /**
   * security/strategy/verify names the code it refused, so the form can say which of several
   * typed codes was wrong (lib/security/code-refusal maps each to its field).
   */
  emailCodeWrong: 10035,
  smsCodeWrong: 10036,
  gaCodeWrong: 10037,
  codeExpired: 10031,
  twoFactorTokenExpired: 10032,
  sendTooOften: 10040,
  resetTokenExpired: 10050,
  weakPassword: 10060,
  licenseRequired: 10070,
  securityRequired: 10022,
  factorLocked: 10033,
  factorBound: 10034,
  passwordSame: 10061,
} as const;

/** Risk scenes (shell-and-account.md section 4). */
export const RISK_SCENES = { register: 1, login: 2, resetPwd: 3, activity: 4 } as const;
export type RiskScene = (typeof RISK_SCENES)[keyof typeof RISK_SCENES];

/** Captcha types: 0 image, 1 slider, 2 recaptcha, 3 geetest. */
export const CAPTCHA_TYPES = { image: 0, slider: 1, recaptcha: 2, geetest: 3 } as const;
export const captchaTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type CaptchaType = z.infer<typeof captchaTypeSchema>;

export const accountTypeSchema = z.enum(['email', 'phone']);
export type AccountType = z.infer<typeof accountTypeSchema>;
/** Login also takes a sub-account's name: a sub-account has neither email nor phone. */
export const loginAccountTypeSchema = z.enum(['email', 'phone', 'account_name']);
export type LoginAccountType = z.infer<typeof loginAccountTypeSchema>;

// ---- Captcha result payloads, exactly as section 3 lists them ----
export const imageCaptchaResultSchema = z.object({ captcha_key: z.string(), captcha_code: z.string() });
export const sliderCaptchaResultSchema = z.object({
  platform: z.literal(3),
  session: z.string(),
  sig: z.string(),
  token: z.string(),
  scene: z.string(),
  version: z.literal(2),
});
export const recaptchaResultSchema = z.object({ token: z.string() });
export const geetestResultSchema = z.object({
  captcha_id: z.string(),
  lot_number: z.string(),
  captcha_output: z.string(),
  pass_token: z.string(),
  gen_time: z.string(),
});
export const captchaResultSchema = z.union([
  imageCaptchaResultSchema,
  sliderCaptchaResultSchema,
  geetestResultSchema,
  recaptchaResultSchema,
]);
export type CaptchaResult = z.infer<typeof captchaResultSchema>;

/** What a flow sends with its call after the dialog: the type and the vendor's payload. */
export const captchaSubmissionSchema = z.object({ captcha_type: captchaTypeSchema, captcha: captchaResultSchema });
export type CaptchaSubmission = z.infer<typeof captchaSubmissionSchema>;

// ---- risk/control and captcha_code/send ----
export const riskControlRequestSchema = z.object({
  scene: z.int(),
  login_name: z.string(),
  country_code: z.optional(z.string()),
  source: z.string(), // 'web'
  /** Absent when the device fingerprint could not be computed and the flow's call asked for a captcha anyway. */
  fingerprint: z.optional(z.string()),
  version: z.int(), // captcha integration version: 1 or 2
});
export const riskControlResponseSchema = z.object({
  risk: z.int(), // 0 = pass
  items: z.array(captchaTypeSchema), // captcha types the server offers, first = default
  /** Vendor configuration for the offered types. */
  vendors: z._default(
    z.object({
      slider: z.optional(z.object({ app_key: z.string(), scene: z.string() })),
      recaptcha: z.optional(z.object({ site_key: z.string() })),
      geetest: z.optional(z.object({ captcha_id: z.string() })),
    }),
    {},
  ),
});
export type RiskControlResponse = z.infer<typeof riskControlResponseSchema>;

export const imageCaptchaSchema = z.object({ key: z.string(), image: z.string() }); // image: data:image/...;base64

// ---- login, 2FA, register ----
export const twoFactorMethodSchema = z.enum(['ga', 'sms', 'email']);
export type TwoFactorMethod = z.infer<typeof twoFactorMethodSchema>;

export const loginRequestSchema = z.object({
  login_name: z.string(), // email, phone digits, or a sub-account's name
  account_type: loginAccountTypeSchema,
  country_code: z.optional(z.string()), // phone only, e.g. "86"
  password: z.string(),
  fingerprint: z.optional(z.string()),
  captcha_type: z.optional(captchaTypeSchema),
  captcha: z.optional(captchaResultSchema),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * Login either finishes (session cookie set, ticket returned) or asks for a second factor. A
 * finished login may carry `verify_device`: the server wants this new device confirmed through
 * the security verification (scene new_device) before the user goes on.
 */
export const loginResponseSchema = z.union([
  z.object({ status: z.literal('done'), ticket: z.string(), verify_device: z.optional(z.boolean()) }),
  z.object({
    status: z.literal('2fa'),
    token: z.string(), // 2FA token, short-lived
    methods: z.array(twoFactorMethodSchema).check(z.minLength(1)),
    email: z.optional(z.string()), // masked, for the email-code prompt
    phone: z.optional(z.string()), // masked
  }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const login2faRequestSchema = z.object({ token: z.string(), method: twoFactorMethodSchema, code: z.string() });

export const registerRequestSchema = z.object({
  account: z.string(),
  account_type: accountTypeSchema,
  country_code: z.optional(z.string()),
  code: z.string(), // email or SMS code
  password: z.string(),
  agree: z.literal(true),
  fingerprint: z.optional(z.string()),
  captcha_type: z.optional(captchaTypeSchema),
  captcha: z.optional(captchaResultSchema),
});

// ---- verification codes ----
/** Why a code is sent; the countdown is kept per type and purpose. */
export const codePurposeSchema = z.enum(['register', 'login', 'reset_password', 'bind', 'withdraw', 'security', 'lifted_query']);
export type CodePurpose = z.infer<typeof codePurposeSchema>;

export const emailCodeSendSchema = z.object({
  email: z.optional(z.string()), // absent: the logged-in user's email
  purpose: codePurposeSchema,
  token: z.optional(z.string()), // a 2FA or reset token when sending for an unfinished flow
});
export const smsCodeSendSchema = z.object({
  phone: z.optional(z.string()),
  country_code: z.optional(z.string()),
  purpose: codePurposeSchema,
  voice: z.optional(z.boolean()), // a voice call instead of a text message
  token: z.optional(z.string()),
});
export const codeVerifySchema = z.object({
  account: z.optional(z.string()),
  code: z.string(),
  purpose: codePurposeSchema,
  token: z.optional(z.string()),
});

// ---- reset password ----
export const resetAccountVerifySchema = z.object({
  account: z.string(),
  account_type: accountTypeSchema,
  country_code: z.optional(z.string()),
  captcha_type: z.optional(captchaTypeSchema),
  captcha: z.optional(captchaResultSchema),
});
export const resetAccountVerifyResponseSchema = z.object({
  reset_token: z.string(),
  methods: z.array(twoFactorMethodSchema).check(z.minLength(1)), // what the security step asks for
  email: z.optional(z.string()),
  phone: z.optional(z.string()),
});
export const resetSecurityVerifySchema = z.object({
  reset_token: z.string(),
  email_code: z.optional(z.string()),
  sms_code: z.optional(z.string()),
  ga_code: z.optional(z.string()),
});
export const passwordResetSchema = z.object({ reset_token: z.string(), password: z.string() });

// ---- user: ./session (the shell's calls, kept apart so every page loads only those) ----
export { ticketResponseSchema, userInfoSchema, type UserInfo } from './session';

// ---- licence, third-party, countries, kv store ----
export const licenseStateSchema = z.object({ type: z.string(), state: z.enum(['AGREED', 'NOT_AGREED']) });
export const licenseAgreeSchema = z.object({ type: z.string() });

export const thirdPlatformSchema = z.enum(['google', 'apple', 'telegram']);
export const thirdBindSchema = z.object({ platform: thirdPlatformSchema, bound: z.boolean(), name: z.optional(z.string()) });

export const countrySchema = z.object({
  country_id: z.number(),
  name: z.string(), // Chinese name
  area_code: z.string(), // dialling code without '+', e.g. "86"
  abbr: z.string(), // ISO 3166 alpha-2
});
export type Country = z.infer<typeof countrySchema>;

export { kvStoreEntrySchema, kvStoreSetSchema } from './kv-store';

// ---- third-party accounts: the calls' bodies and answers ----
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

/** POST third/unbind */
export const thirdUnbindSchema = z.object({ platform: thirdPlatformSchema });

/** POST kv_store/set: the website defaults to the caller's. */

/** POST login_password_reset/security_verify answers the token of the last step. */
export const resetTokenSchema = z.object({ reset_token: z.string() });

export const countryListSchema = z.array(countrySchema);
export const thirdBindListSchema = z.array(thirdBindSchema);
