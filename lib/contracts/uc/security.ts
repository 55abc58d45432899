// The security verification of a logged-in user before a sensitive operation (account service,
// shell-and-account.md section 7: security/strategy/get and security/strategy/verify). The spec
// shows no bodies; these shapes are this project's design, shared by the app and the mock.
//
// A flow that needs the check (a withdrawal, a change of security settings, ...) sends the user
// to /zh-cn/verification/?scene=<scene>&backUrl=<path>. The page asks which methods the account
// requires for the scene, takes one code per method, and verifies them; the server then marks
// the session verified for that scene for a few minutes, so the flow's own call can check it.
// Nothing of the result travels in a URL or in local storage.
//
// zod/mini for the same reason as ./schemas (these reach the browser); importing ./schemas
// applies its jitless config wherever these schemas are used.

import * as z from 'zod/mini';
import { twoFactorMethodSchema, type CodePurpose } from './schemas';

/** The operations that send a user through the verification page. */
export const SECURITY_SCENES = ['withdraw', 'withdraw_address', 'security', 'sub_account', 'new_device'] as const;
export const securitySceneSchema = z.enum(SECURITY_SCENES);
export type SecurityScene = z.infer<typeof securitySceneSchema>;

/** The scene of a query parameter, or null when it is missing or not one of ours. */
export function parseSecurityScene(value: unknown): SecurityScene | null {
  const parsed = securitySceneSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Email and SMS codes of this verification are sent (to the user's own address) and checked with this purpose. */
export const SECURITY_CODE_PURPOSE = 'security' satisfies CodePurpose;

/** GET security/strategy/get?scene= → what the account requires, every method at once. */
export const securityStrategySchema = z.object({
  scene: securitySceneSchema,
  methods: z.array(twoFactorMethodSchema).check(z.minLength(1)),
  email: z.optional(z.string()), // masked, when an email code is required
  phone: z.optional(z.string()), // masked, when an SMS code is required
});
export type SecurityStrategy = z.infer<typeof securityStrategySchema>;

/** POST security/strategy/verify: one code per required method. */
export const securityStrategyVerifySchema = z.object({
  scene: securitySceneSchema,
  email_code: z.optional(z.string()),
  sms_code: z.optional(z.string()),
  ga_code: z.optional(z.string()),
});
export type SecurityStrategyVerifyRequest = z.infer<typeof securityStrategyVerifySchema>;

/** The answer of a passed verification: for how long the session stays verified for the scene. */
export const securityVerifiedSchema = z.object({
  scene: securitySceneSchema,
  expires_in: z.int(), // seconds
});
export type SecurityVerified = z.infer<typeof securityVerifiedSchema>;
