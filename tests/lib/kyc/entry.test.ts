import { describe, expect, it } from 'vitest';
import { institutionStateLabel, kycSubject } from '@/lib/kyc/entry';
import { safeKycUploadPath } from '@/lib/kyc/documents';

const SIG = 'a'.repeat(64);

describe('kycSubject', () => {
  const person = { user_type: 1, country_id: [37], auth_info: { pro_status: 0 } };
  it('sends sub-accounts to their parent, disabled users away, organisations offline', () => {
    expect(kycSubject(person)).toBe('personal');
    expect(kycSubject({ ...person, user_type: 2, country_id: [183] })).toBe('sub_account');
    expect(kycSubject({ ...person, country_id: [37, 183] })).toBe('disabled');
    expect(kycSubject({ ...person, auth_info: { pro_status: 2, pro_auth_type: 10 } })).toBe('organisation');
    expect(kycSubject({ ...person, auth_info: { pro_status: 2, pro_auth_type: 9 } })).toBe('personal');
  });

  it('labels the institution states', () => {
    expect([0, 1, 2, 3, undefined].map(institutionStateLabel)).toEqual(['未提交', '审核中', '已认证', '未通过', '未提交']);
  });
});

describe('safeKycUploadPath', () => {
  it('takes only a signed path below the kyc files', () => {
    expect(safeKycUploadPath(`/v1/kyc/files/abcdef123456?expires=1750000000000&signature=${SIG}`)).not.toBeNull();
  });

  it.each([
    `https://evil.example/v1/kyc/files/abcdef123456?expires=1750000000000&signature=${SIG}`,
    `//evil.example/v1/kyc/files/abcdef123456?expires=1750000000000&signature=${SIG}`,
    `/v1/kyc/files/../../uc/open/logout?expires=1750000000000&signature=${SIG}`,
    `/v1/kyc/files/abc%2F..%2Fx1234?expires=1750000000000&signature=${SIG}`,
    `/v1/kyc/files/abcdef123456?expires=1750000000000&signature=${SIG}&next=https://evil.example`,
    `/v1/kyc/files/abcdef123456`,
    `/v1/other/abcdef123456?expires=1750000000000&signature=${SIG}`,
    `javascript:alert(1)`,
  ])('refuses %s', (url) => {
    expect(safeKycUploadPath(url)).toBeNull();
  });
});
