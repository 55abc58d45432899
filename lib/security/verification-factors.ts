// Which codes a sensitive action asks for (shell-and-account.md section 7: security/strategy/get
// answers the methods the account requires for a scene, and verify wants one code per method),
// and how they are checked (section 5's texts for empty and wrong codes) and sent (normalised,
// only those required). Pure: the verification step and its tests build on these.

import * as z from 'zod/mini';
import { normalizeDigits } from '@/lib/validation/normalize';
import { validateCode } from '@/lib/validation/rules';

export const SECURITY_FACTORS = ['email', 'sms', 'ga'] as const;
/** A second factor: an e-mail code, an SMS code, a Google Authenticator code. */
export type SecurityFactor = (typeof SECURITY_FACTORS)[number];

export interface SecurityCodeValues {
  email_code: string;
  sms_code: string;
  ga_code: string;
}

export const SECURITY_CODE_DEFAULTS: SecurityCodeValues = { email_code: '', sms_code: '', ga_code: '' };

export const FACTOR_CODE_FIELDS: Readonly<Record<SecurityFactor, keyof SecurityCodeValues>> = {
  email: 'email_code',
  sms: 'sms_code',
  ga: 'ga_code',
};

/** The strategy's answer as far as this rule reads it. */
export interface StrategyAnswer {
  methods: readonly string[];
}

/**
 * The factors to ask for, each once, in the order the form shows them (e-mail, SMS, then the
 * authenticator); methods this site does not know are left out. No answer yet: none.
 */
export function requiredFactors(strategy: StrategyAnswer | null | undefined): SecurityFactor[] {
  if (!strategy) return [];
  return SECURITY_FACTORS.filter((factor) => strategy.methods.includes(factor));
}

/** The codes to send: those of the required factors, normalised (ASCII digits, no spaces). */
export function securityCodesOf(factors: readonly string[], values: SecurityCodeValues): Partial<SecurityCodeValues> {
  const codes: Partial<SecurityCodeValues> = {};
  for (const factor of SECURITY_FACTORS) {
    if (factors.includes(factor)) codes[FACTOR_CODE_FIELDS[factor]] = normalizeDigits(values[FACTOR_CODE_FIELDS[factor]]);
  }
  return codes;
}

/** Each required code's message (请输入…验证码 / …不正确，请重新输入), by field; empty when all are fine. */
export function securityCodeErrors(factors: readonly SecurityFactor[], values: SecurityCodeValues): Partial<Record<keyof SecurityCodeValues, string>> {
  const errors: Partial<Record<keyof SecurityCodeValues, string>> = {};
  for (const factor of factors) {
    const field = FACTOR_CODE_FIELDS[factor];
    const message = validateCode(factor, values[field]);
    if (message !== null) errors[field] = message;
  }
  return errors;
}

/** Submitted before the strategy arrived (project text). */
export const STRATEGY_NOT_READY_TEXT = '验证方式加载中，请稍候';

/** The verification step's values inside a form: the factors the step was told, and the codes. */
export interface SecurityStepValues extends SecurityCodeValues {
  factors: SecurityFactor[];
}

export const SECURITY_STEP_DEFAULTS: SecurityStepValues = { ...SECURITY_CODE_DEFAULTS, factors: [] };

const factorSchema = z.enum(SECURITY_FACTORS);
const codeText = z.prefault(z.string(), '');

/**
 * The step's part of a form schema: every required code checked with the catalogue's texts,
 * output as the payload to verify (only the required codes, normalised). Until the step has
 * the strategy there are no factors, and nothing may be sent.
 */
export const securityStepSchema = z.pipe(
  z
    .object({ factors: z.prefault(z.array(factorSchema), []), email_code: codeText, sms_code: codeText, ga_code: codeText })
    .check(
      z.superRefine((values, ctx) => {
        if (values.factors.length === 0) {
          ctx.addIssue({ code: 'custom', message: STRATEGY_NOT_READY_TEXT, path: ['factors'] });
          return;
        }
        for (const [field, message] of Object.entries(securityCodeErrors(values.factors, values))) {
          ctx.addIssue({ code: 'custom', message, path: [field] });
        }
      }),
    ),
  z.transform((values) => securityCodesOf(values.factors, values)),
);

export type SecurityCodesPayload = z.output<typeof securityStepSchema>;

