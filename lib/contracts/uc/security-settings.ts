// The security centre's settings (account service, shell-and-account.md section 7:
// anti_phishing/code/get and /save, security/strategy/enable and /disable). The spec gives the
// paths but no bodies; these shapes are this project's design, shared by the app and the mock
// (mocks/README.md, "Security centre: settings").
//
// - anti_phishing/code/get answers whether a code is set and the code masked (Ab****34). With
//   ?reveal=1 it answers the full code, only to a session that passed the security verification
//   (scene 'security') in the last minutes; otherwise it refuses with SETTINGS_CODES.securityNotVerified.
// - anti_phishing/code/save {code} sets or replaces the code (4 to 20 letters or digits).
// - security/strategy/enable and /disable {scene: 'login' | 'withdraw', method} switch one
//   factor of a scene (lib/security-center/strategy decides what is allowed) and answer the
//   scene's factors now.
// Every change requires the security verification of scene 'security' first.

import * as z from 'zod/mini';
import { defineCall } from '../define';
import { twoFactorMethodSchema, UC_CODES } from './schemas';
import { STRATEGY_SCENES } from '@/lib/security-center/strategy';

const family = 'uc';

/** Business codes of these calls (the messages are the rules' texts). */
export const SETTINGS_CODES = {
  /** The change (or the reveal) needs a passed security verification first: the factors' code. */
  securityNotVerified: UC_CODES.securityRequired,
  /** The anti-phishing code is not 4 to 20 letters or digits. */
  antiPhishingInvalid: 10095,
  /** The strategy change is refused by the rule (not bound, already on/off, would leave too few). */
  strategyRefused: 10096,
} as const;

export const SECURITY_NOT_VERIFIED_TEXT = '请先完成安全验证';

/** GET anti_phishing/code/get?reveal= → whether set, and the code (masked unless revealed). */
export const antiPhishingQuerySchema = z.object({ reveal: z.optional(z.literal('1')) });
export const antiPhishingStateSchema = z.object({
  set: z.boolean(),
  /** Masked (Ab****34), the full code when revealed, null while none is set. */
  code: z.nullable(z.string()),
  revealed: z.boolean(),
});
export type AntiPhishingState = z.infer<typeof antiPhishingStateSchema>;

/** POST anti_phishing/code/save {code} → the new state (masked). */
export const antiPhishingSaveSchema = z.object({ code: z.string() });
export type AntiPhishingSaveRequest = z.infer<typeof antiPhishingSaveSchema>;

export const strategySceneSchema = z.enum(STRATEGY_SCENES);

/** POST security/strategy/enable | disable {scene, method} → the scene's factors now. */
export const strategyChangeSchema = z.object({ scene: strategySceneSchema, method: twoFactorMethodSchema });
export type StrategyChangeRequest = z.infer<typeof strategyChangeSchema>;
export const strategyFactorsSchema = z.object({ scene: strategySceneSchema, methods: z.array(twoFactorMethodSchema) });
export type StrategyFactors = z.infer<typeof strategyFactorsSchema>;

export const UC_SETTINGS_CALLS = {
  antiPhishingGet: defineCall({
    family,
    method: 'GET',
    pattern: '/uc/open/anti_phishing/code/get',
    request: antiPhishingQuerySchema, // query
    response: antiPhishingStateSchema,
  }),
  antiPhishingSave: defineCall({
    family,
    method: 'POST',
    pattern: '/uc/open/anti_phishing/code/save',
    request: antiPhishingSaveSchema,
    response: antiPhishingStateSchema,
  }),
  securityStrategyEnable: defineCall({
    family,
    method: 'POST',
    pattern: '/uc/open/security/strategy/enable',
    request: strategyChangeSchema,
    response: strategyFactorsSchema,
  }),
  securityStrategyDisable: defineCall({
    family,
    method: 'POST',
    pattern: '/uc/open/security/strategy/disable',
    request: strategyChangeSchema,
    response: strategyFactorsSchema,
  }),
};
