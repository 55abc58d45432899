import { describe, expect, it } from 'vitest';
import { HSTS_VALUE, hstsHeader } from '@/lib/security/transport';

describe('hstsHeader', () => {
  it('is sent when a trusted proxy says the request came over https', () => {
    expect(hstsHeader({ forwardedProto: 'https', fromTrustedProxy: true })).toBe(HSTS_VALUE);
    expect(hstsHeader({ forwardedProto: 'HTTPS, http', fromTrustedProxy: true })).toBe(HSTS_VALUE);
    expect(HSTS_VALUE).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  });

  it('is not sent over http, nor on a client’s own X-Forwarded-Proto', () => {
    expect(hstsHeader({ forwardedProto: 'http', fromTrustedProxy: true })).toBeNull();
    expect(hstsHeader({ forwardedProto: null, fromTrustedProxy: true })).toBeNull();
    expect(hstsHeader({ forwardedProto: 'https', fromTrustedProxy: false })).toBeNull();
  });
});
