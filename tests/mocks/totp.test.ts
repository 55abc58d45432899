// TOTP of the GA demo user: RFC 6238 test vectors (SHA-1, truncated to 6 digits) and drift.

import { describe, expect, it } from 'vitest';
import { base32Decode, totp, verifyTotp } from '@/mocks/db/totp';

// RFC 6238 appendix B: the ASCII secret "12345678901234567890", here base32-encoded.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('totp', () => {
  it('decodes base32', () => {
    expect(base32Decode(RFC_SECRET).toString('ascii')).toBe('12345678901234567890');
    // The GA demo secret is "Hello!" followed by 0xdeadbeef.
    expect(base32Decode('JBSWY3DPEHPK3PXP').toString('hex')).toBe('48656c6c6f21deadbeef');
    expect(() => base32Decode('01')).toThrow('invalid base32');
  });

  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('matches the RFC 6238 vector at %i s', (seconds, code) => {
    expect(totp(RFC_SECRET, seconds * 1000)).toBe(code);
  });

  it('accepts the neighbouring steps only', () => {
    const at = 1111111109 * 1000;
    expect(verifyTotp(RFC_SECRET, '081804', at + 30_000)).toBe(true);
    expect(verifyTotp(RFC_SECRET, '081804', at - 30_000)).toBe(true);
    expect(verifyTotp(RFC_SECRET, '081804', at + 90_000)).toBe(false);
  });
});
