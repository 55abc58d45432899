// The account's security level (exchange-wallet-fiat.md section 5: an account is insecure if its
// security settings sum below 2). The settings that count are the second factors a user can
// bind — Google Authenticator, phone, email — one each; the anti-phishing code adds to the level
// shown but not to the insecure rule, which is the spec's sum of factors.

export interface SecuritySettings {
  ga: boolean;
  phone: boolean;
  email: boolean;
  antiPhishing: boolean;
}

export type SecurityLevel = 'low' | 'medium' | 'high';

/** Below this sum of bound factors an account is insecure (section 5). */
export const SECURE_FACTOR_SUM = 2;

export const SECURITY_LEVEL_TEXT: Record<SecurityLevel, string> = { low: '低', medium: '中', high: '高' };

/** The sum of bound second factors (GA, phone, email). */
export function factorSum(settings: SecuritySettings): number {
  return Number(settings.ga) + Number(settings.phone) + Number(settings.email);
}

export function isInsecure(settings: SecuritySettings): boolean {
  return factorSum(settings) < SECURE_FACTOR_SUM;
}

/** Low while insecure; high with all three factors and the anti-phishing code; medium between. */
export function securityLevel(settings: SecuritySettings): SecurityLevel {
  if (isInsecure(settings)) return 'low';
  return factorSum(settings) === 3 && settings.antiPhishing ? 'high' : 'medium';
}

export type SecurityStep = 'ga' | 'phone' | 'email' | 'antiPhishing';

/** What to set next, most protective first (GA before phone before email), or null when all is set. */
export function nextSecurityStep(settings: SecuritySettings): SecurityStep | null {
  const order: SecurityStep[] = ['ga', 'phone', 'email', 'antiPhishing'];
  return order.find((step) => !settings[step]) ?? null;
}
