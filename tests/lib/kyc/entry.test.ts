import { describe, expect, it } from 'vitest';
import { institutionStateLabel, kycSubject } from '@/lib/kyc/entry';
import { kycFilePut } from '@/lib/contracts/kyc';
import { safeKycUploadPath } from '@/lib/kyc/documents';

const SIG = 'a'.repeat(64);
const FILE = kycFilePut.path({ fileId: 'abcdef123456' });
const QUERY = `?expires=1750000000000&signature=${SIG}`;

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
    expect(safeKycUploadPath(`${FILE}${QUERY}`)).not.toBeNull();
  });

  it.each([
    `https://evil.example${FILE}${QUERY}`,
    `//evil.example${FILE}${QUERY}`,
    `${FILE}/../../../uc${QUERY}`,
    `${FILE}%2F..%2Fx1234${QUERY}`,
    `${FILE}${QUERY}&next=https://evil.example`,
    FILE,
    `${FILE.replace('kyc/files', 'other')}${QUERY}`,
    `javascript:alert(1)`,
  ])('refuses %s', (url) => {
    expect(safeKycUploadPath(url)).toBeNull();
  });
});
