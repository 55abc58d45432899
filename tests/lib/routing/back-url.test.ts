import { describe, expect, it } from 'vitest';
import { parseAllowedHosts, safeBackUrl } from '@/lib/routing/back-url';

const policy = { siteOrigin: 'https://www.site.test', allowedHosts: ['allowed.example', 'pay.allowed.example:8443'] };

// At least twenty hostile forms: protocol-relative, backslash and control-character tricks,
// look-alike hosts, credentials, script schemes, encoded and mixed-case variants.
const HOSTILE = [
  '//evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '/%09/evil.com',
  '/\t/evil.com',
  '/%0a/evil.com',
  '/%5Cevil.com',
  '/%5C%5Cevil.com',
  '/.//evil.com',
  '/./\\evil.com',
  '///evil.com',
  '%2F%2Fevil.com',
  '%252F%252Fevil.com',
  '/%2F/evil.com',
  '/%252F/evil.com',
  ' //evil.com',
  '\u3000//evil.com',
  '／／evil.com',
  'https://evil.com',
  'HTTPS://EVIL.COM/',
  'https://allowed.example.evil.com',
  'https://evil-allowed.example',
  'https://allowed.example@evil.com',
  'https://allowed.example%40evil.com',
  'https://user:pass@allowed.example/',
  'https://evil.com#allowed.example',
  'https://evil.com?allowed.example',
  'https://evil.com\\@allowed.example',
  'http:evil.com',
  'http:/evil.com',
  'https:allowed.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\nscript:alert(1)',
  'java%0ascript:alert(1)',
  'javascript%3Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'ftp://allowed.example/',
  'https://allowed.example:8443/',
  'https://www.site.test.evil.com/',
  '',
  '   ',
  `/${'a'.repeat(3000)}`,
];

describe('safeBackUrl', () => {
  it.each(HOSTILE)('refuses %j', (value) => {
    expect(safeBackUrl(value, policy)).toBeNull();
  });

  it('refuses values that are not strings', () => {
    expect(safeBackUrl(undefined, policy)).toBeNull();
    expect(safeBackUrl(['/zh-cn/'], policy)).toBeNull();
  });

  it('keeps same-site paths with their query and hash', () => {
    expect(safeBackUrl('/zh-cn/cn/assets/', policy)).toBe('/zh-cn/cn/assets/');
    expect(safeBackUrl('/zh-cn/exchange/btc_usdt/?type=limit#book', policy)).toBe('/zh-cn/exchange/btc_usdt/?type=limit#book');
    expect(safeBackUrl('/zh-cn/a/../cn/', policy)).toBe('/zh-cn/cn/');
  });

  it('accepts this site and the allowed hosts, and nothing that only looks like them', () => {
    expect(safeBackUrl('https://www.site.test/zh-cn/', policy)).toBe('https://www.site.test/zh-cn/');
    expect(safeBackUrl('https://allowed.example/path?q=1', policy)).toBe('https://allowed.example/path?q=1');
    expect(safeBackUrl('https://ALLOWED.example/', policy)).toBe('https://allowed.example/');
    expect(safeBackUrl('https://pay.allowed.example:8443/x', policy)).toBe('https://pay.allowed.example:8443/x');
  });

  it('refuses everything absolute when the site origin is broken', () => {
    expect(safeBackUrl('/zh-cn/', { siteOrigin: 'not a url', allowedHosts: [] })).toBeNull();
  });

  it('parses the allow list from the environment', () => {
    expect(parseAllowedHosts(' Allowed.Example, pay.example:8443  bad/host ')).toEqual(['allowed.example', 'pay.example:8443']);
    expect(parseAllowedHosts(undefined)).toEqual([]);
  });
});
