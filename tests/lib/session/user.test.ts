import { describe, expect, it } from 'vitest';
import { fullName, isDisabledUser, isProAuthPassed, isSubAccount, kycLevel, proAuthDisplayName } from '@/lib/session/user';

describe('user summary', () => {
  it('names the user by email, else phone, else account name', () => {
    expect(fullName({ email: 'a@b.c', phone: '138', account_name: 'acc' })).toBe('a@b.c');
    expect(fullName({ email: '', phone: '138', account_name: 'acc' })).toBe('138');
    expect(fullName({ email: null, phone: null, account_name: 'acc' })).toBe('acc');
    expect(fullName({})).toBe('');
  });

  it('treats an empty or C0 KYC level as no level', () => {
    expect(kycLevel('')).toBeNull();
    expect(kycLevel(undefined)).toBeNull();
    expect(kycLevel('C0')).toBeNull();
    expect(kycLevel('c0')).toBeNull();
    expect(kycLevel('C2')).toBe('C2');
  });

  it('marks sub-accounts and disabled users', () => {
    expect(isSubAccount({ user_type: 2 })).toBe(true);
    expect(isSubAccount({ user_type: 1 })).toBe(false);
    expect(isDisabledUser({ country_id: [183] })).toBe(true);
    expect(isDisabledUser({ country_id: [37, 183] })).toBe(true);
    expect(isDisabledUser({ country_id: [37] })).toBe(false);
  });

  it('shows the professional-auth name only once passed', () => {
    const org = { pro_status: 2, pro_auth_type: 10, pro_org_name: '示例资本' };
    expect(isProAuthPassed({ auth_info: org })).toBe(true);
    expect(proAuthDisplayName({ auth_info: org })).toBe('示例资本');
    expect(proAuthDisplayName({ auth_info: { pro_status: 2, pro_auth_type: 9, pro_first_name: 'San', pro_last_name: 'Zhang' } })).toBe('San Zhang');
    expect(proAuthDisplayName({ auth_info: { ...org, pro_status: 1 } })).toBeNull();
    expect(isProAuthPassed({ auth_info: { ...org, pro_status: 1 } })).toBe(false);
    expect(proAuthDisplayName({ auth_info: null })).toBeNull();
  });
});
