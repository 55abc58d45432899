import { describe, expect, it } from 'vitest';
import { PASSWORD_SAME_TEXT, passwordStrength, validateNewPassword, validateOldPassword, validatePasswordConfirmation } from '@/lib/security-center/password';
import { VALIDATION_MESSAGES } from '@/lib/validation/messages';

describe('login password rules', () => {
  it.each([
    ['', 'weak'],
    ['abcdefgh', 'weak'],
    ['abcd1234', 'weak'],
    ['abcde12345', 'medium'],
    ['Abcd1234', 'medium'],
    ['abc123!@', 'medium'],
    ['Abcdef123456', 'strong'],
    ['abcdef12345!', 'strong'],
    ['abcdefgh12345', 'medium'],
  ] as const)('%s is %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });

  it('checks the format of the new password, then that it differs from the old one', () => {
    expect(validateNewPassword('', 'Trade1234')).toBe(VALIDATION_MESSAGES.passwordRequired);
    expect(validateNewPassword('short1', 'Trade1234')).toBe(VALIDATION_MESSAGES.passwordRule);
    expect(validateNewPassword('onlyletters', 'Trade1234')).toBe(VALIDATION_MESSAGES.passwordRule);
    expect(validateNewPassword('Trade1234', 'Trade1234')).toBe(PASSWORD_SAME_TEXT);
    expect(validateNewPassword('Trade12345', 'Trade1234')).toBeNull();
  });

  it('asks for the old password and a matching confirmation', () => {
    expect(validateOldPassword('')).toBe('请输入原密码');
    expect(validateOldPassword(' ')).toBeNull();
    expect(validatePasswordConfirmation('Trade12345', 'Trade1234')).toBe('两次输入的密码不一致');
    expect(validatePasswordConfirmation('Trade12345', 'Trade12345')).toBeNull();
  });
});
