import { describe, expect, it } from 'vitest';
import { judgeRequestOrigin, type OriginPolicy, type RequestFacts } from '@/lib/security/request-origin';

const policy: OriginPolicy = { siteOrigin: 'https://www.example.com', allowedHosts: ['futures.example.com'] };

function facts(overrides: Partial<RequestFacts>): RequestFacts {
  return { method: 'POST', host: 'www.example.com', origin: 'https://www.example.com', secFetchSite: 'same-origin', secFetchMode: 'cors', ...overrides };
}

describe('judgeRequestOrigin', () => {
  it('lets this site and an allowed host through', () => {
    expect(judgeRequestOrigin(facts({}), policy)).toEqual({ allowed: true });
    expect(judgeRequestOrigin(facts({ origin: 'https://futures.example.com', secFetchSite: 'same-site' }), policy)).toEqual({ allowed: true });
  });

  it('never judges reads', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get']) {
      expect(judgeRequestOrigin(facts({ method, origin: 'https://evil.test', secFetchSite: 'cross-site' }), policy).allowed).toBe(true);
    }
  });

  it.each([
    ['another site', { origin: 'https://evil.test', secFetchSite: 'cross-site' }],
    ['another site without fetch metadata', { origin: 'https://evil.test', secFetchSite: null, secFetchMode: null }],
    ['a sibling subdomain', { origin: 'https://static.example.com', secFetchSite: 'same-site' }],
    ['a look-alike suffix', { origin: 'https://www.example.com.evil.test' }],
    ['another port of this host', { origin: 'https://www.example.com:8443' }],
    ['plain http of this host', { origin: 'http://www.example.com' }],
    ['the opaque origin null', { origin: 'null', secFetchSite: 'cross-site' }],
    ['null without fetch metadata', { origin: 'null', secFetchSite: null, secFetchMode: null }],
    ['an origin with a path', { origin: 'https://www.example.com/evil' }],
    ['a non-http scheme', { origin: 'file://' }],
    ['a missing origin on a browser request', { origin: null }],
    ['a missing origin with only Sec-Fetch-Mode', { origin: null, secFetchSite: null, secFetchMode: 'navigate' }],
    ['cross-site fetch metadata even with our origin', { secFetchSite: 'cross-site' }],
  ])('refuses %s', (_name, overrides) => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(judgeRequestOrigin(facts({ method, ...overrides }), policy).allowed).toBe(false);
    }
  });

  it('lets a non-browser caller (no Origin, no fetch metadata) through', () => {
    expect(judgeRequestOrigin(facts({ origin: null, secFetchSite: null, secFetchMode: null }), policy)).toEqual({ allowed: true });
  });

  it('takes the request host when no site origin is configured', () => {
    const open: OriginPolicy = { siteOrigin: '', allowedHosts: [] };
    expect(judgeRequestOrigin(facts({ host: 'localhost:3000', origin: 'http://localhost:3000' }), open).allowed).toBe(true);
    expect(judgeRequestOrigin(facts({ host: 'localhost:3000', origin: 'http://localhost:3001' }), open).allowed).toBe(false);
    expect(judgeRequestOrigin(facts({ host: null, origin: 'http://localhost:3000' }), open).allowed).toBe(false);
  });

  it('compares the origin exactly: scheme, host and port, also without a configured site origin', () => {
    const open: OriginPolicy = { siteOrigin: '', allowedHosts: ['futures.example.com'] };
    const https = { host: 'www.example.com', protocol: 'https:' };
    expect(judgeRequestOrigin(facts({ ...https, origin: 'https://www.example.com' }), open).allowed).toBe(true);
    expect(judgeRequestOrigin(facts({ ...https, origin: 'http://www.example.com' }), open).allowed).toBe(false);
    expect(judgeRequestOrigin(facts({ ...https, origin: 'https://futures.example.com' }), open).allowed).toBe(true);
    // An allowed host counts over this site's scheme only.
    expect(judgeRequestOrigin(facts({ origin: 'http://futures.example.com', secFetchSite: 'same-site' }), policy).allowed).toBe(false);
    expect(judgeRequestOrigin(facts({ origin: 'https://futures.example.com:8443', secFetchSite: 'same-site' }), policy).allowed).toBe(false);
    // A configured origin with a trailing slash is the same origin.
    expect(judgeRequestOrigin(facts({}), { ...policy, siteOrigin: 'https://www.example.com/' }).allowed).toBe(true);
  });

  describe('a GET that changes state (logout, a new GA secret)', () => {
    const get = (overrides: Partial<RequestFacts>) => judgeRequestOrigin(facts({ method: 'GET', changesState: true, origin: null, ...overrides }), policy);

    it('is refused from another site: a link, a form, a fetch or a sibling subdomain', () => {
      expect(get({ secFetchSite: 'cross-site', secFetchMode: 'navigate' })).toEqual({ allowed: false, reason: 'cross-site-navigation' });
      expect(get({ secFetchSite: 'cross-site', secFetchMode: 'no-cors' }).allowed).toBe(false);
      expect(get({ secFetchSite: 'cross-site', origin: 'https://evil.test' }).allowed).toBe(false);
      expect(get({ secFetchSite: 'same-site', secFetchMode: 'no-cors' }).allowed).toBe(false);
      expect(get({ secFetchSite: null, secFetchMode: null, origin: 'https://evil.test' }).allowed).toBe(false);
    });

    it('is let through from this site (no Origin on a same-origin GET), the user’s own navigation and a non-browser caller', () => {
      expect(get({ secFetchSite: 'same-origin', secFetchMode: 'cors' }).allowed).toBe(true);
      expect(get({ secFetchSite: 'same-origin', origin: 'https://www.example.com' }).allowed).toBe(true);
      expect(get({ secFetchSite: 'none', secFetchMode: 'navigate' }).allowed).toBe(true);
      expect(get({ secFetchSite: null, secFetchMode: null }).allowed).toBe(true);
    });
  });

  it('refuses a navigation from another site to any gateway path, reads included', () => {
    expect(judgeRequestOrigin(facts({ method: 'GET', origin: null, secFetchSite: 'cross-site', secFetchMode: 'navigate' }), policy).allowed).toBe(false);
    expect(judgeRequestOrigin(facts({ method: 'GET', origin: null, secFetchSite: 'same-origin', secFetchMode: 'navigate' }), policy).allowed).toBe(true);
  });
});
