// The security centre's summary of an account (account service, shell-and-account.md section 7:
// security/get). The spec shows no body; this shape is this project's design, shared by the app
// and the mock. Masked contacts only: the full email and phone never travel here.
//
// The other calls of the security centre (factors, anti-phishing code, strategy, logs, devices,
// the security timeline and self-freeze) live in the modules beside this one and are spread
// into UC_CALLS by ./index.

import * as z from 'zod/mini';
import { defineCall } from '../define';
import { twoFactorMethodSchema } from './schemas';

const family = 'uc';

/** Everything a security change can be; the timeline and the operation log speak of these. */
export const SECURITY_EVENT_TYPES = [
  'password_change',
  'password_reset',
  'ga_bind',
  'ga_change',
  'phone_bind',
  'phone_change',
  'email_bind',
  'factor_disable',
  'factor_enable',
  'anti_phishing_set',
  'strategy_change',
  'whitelist_switch',
  'address_add',
  'new_device',
  'logout_offsite',
  'self_freeze',
] as const;
export const securityEventTypeSchema = z.enum(SECURITY_EVENT_TYPES);
export type SecurityEventType = z.infer<typeof securityEventTypeSchema>;

/** A factor refused for a while after repeated wrong codes. */
export const lockedFactorSchema = z.object({ method: twoFactorMethodSchema, until: z.number() });

/** GET security/get → the account's security settings as the security centre shows them. */
export const securityInfoSchema = z.object({
  uid: z.number(),
  /** Always true for an account with a login password (every account of this service). */
  login_password: z.boolean(),
  ga: z.boolean(),
  /** Masked, or null when no email is bound. */
  email: z.nullable(z.string()),
  /** Masked, or null when no phone is bound. */
  phone: z.nullable(z.string()),
  anti_phishing: z.boolean(),
  /** What login asks for after the password (the login strategy); empty = the password alone. */
  login_factors: z.array(twoFactorMethodSchema),
  /** What a withdrawal asks for (the withdraw strategy). */
  withdraw_factors: z.array(twoFactorMethodSchema),
  /** End of the withdrawal hold after a security change (epoch ms), or null. */
  withdraw_hold_until: z.nullable(z.number()),
  /** The account froze itself ("这不是我"): no login, no withdrawal until support unfreezes it. */
  frozen: z.boolean(),
  locked_factors: z.array(lockedFactorSchema),
  /** The login before this session's, or null for a first login. */
  last_login: z.nullable(z.object({ time: z.number(), ip: z.string(), place: z.string() })),
});
export type SecurityInfo = z.infer<typeof securityInfoSchema>;

export const UC_SECURITY_CENTER_CALLS = {
  securityGet: defineCall({ family, method: 'GET', pattern: '/uc/open/security/get', response: securityInfoSchema }),
};
