import { describe, expect, it } from 'vitest';
import { isInsecure, nextSecurityStep } from '@/lib/security-center/level';
import { SECURITY_STEP_LINK, securitySettingsOf } from '@/lib/security-center/summary';

describe('security summary', () => {
  it('reads the level settings from security/get (masked contacts count as bound)', () => {
    expect(securitySettingsOf({ ga: false, phone: '139****0043', email: null, anti_phishing: true })).toEqual({ ga: false, phone: true, email: false, antiPhishing: true });
    expect(isInsecure(securitySettingsOf({ ga: false, phone: '139****0043', email: null, anti_phishing: true }))).toBe(true);
  });

  it('links each next step to its row on 账户安全', () => {
    const step = nextSecurityStep(securitySettingsOf({ ga: false, phone: '1', email: 'e', anti_phishing: false }));
    expect(step).toBe('ga');
    expect(SECURITY_STEP_LINK.ga.anchor).toBe('security-ga');
    expect(SECURITY_STEP_LINK.antiPhishing.anchor).toBe('security-anti-phishing');
  });
});
