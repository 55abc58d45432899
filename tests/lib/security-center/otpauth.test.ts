import { describe, expect, it } from 'vitest';
import { groupSecret, otpauthUri } from '@/lib/security-center/otpauth';

describe('otpauth URI', () => {
  it('builds the key URI with an encoded label and issuer', () => {
    expect(otpauthUri({ issuer: 'Custody', account: 'a@b.com', secret: 'jbsw y3dp' })).toBe('otpauth://totp/Custody:a%40b.com?secret=JBSWY3DP&issuer=Custody');
    expect(otpauthUri({ issuer: '资产 托管', account: '139****0041', secret: 'ABCD' })).toBe(
      `otpauth://totp/${encodeURIComponent('资产 托管')}:139****0041?secret=ABCD&issuer=${encodeURIComponent('资产 托管')}`,
    );
  });

  it('groups a secret by four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDE')).toBe('ABCD E');
  });
});
