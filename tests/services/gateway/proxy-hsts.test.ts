// proxy.ts sends Strict-Transport-Security on the page answers that came over https through a
// trusted proxy, and never on a client's own X-Forwarded-Proto.

import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxy } from '@/proxy';
import { withPeerAddressInstalled } from '@/tests/support/peer-address';

withPeerAddressInstalled();
const saved = process.env.TRUSTED_PROXIES;
beforeAll(() => {
  process.env.TRUSTED_PROXIES = '10.0.0.0/8';
});
afterAll(() => {
  if (saved === undefined) delete process.env.TRUSTED_PROXIES;
  else process.env.TRUSTED_PROXIES = saved;
});

function page(headers: Record<string, string>) {
  return proxy(new NextRequest('http://app.test/zh-cn/', { headers }));
}

describe('proxy: HSTS', () => {
  it('is sent when a trusted proxy forwarded an https request', () => {
    expect(page({ 'x-peer-address': '10.0.0.2', 'x-forwarded-proto': 'https' }).headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/);
  });

  it('is not sent over http or on a client’s own X-Forwarded-Proto', () => {
    expect(page({ 'x-peer-address': '10.0.0.2', 'x-forwarded-proto': 'http' }).headers.get('strict-transport-security')).toBeNull();
    expect(page({ 'x-peer-address': '203.0.113.7', 'x-forwarded-proto': 'https' }).headers.get('strict-transport-security')).toBeNull();
  });
});
