import { describe, expect, it } from 'vitest';
import { buildCsp, socketOrigins } from '@/lib/security/csp';

function directives(csp: string): Map<string, string[]> {
  return new Map(csp.split('; ').map((part) => {
    const [name = '', ...values] = part.split(' ');
    return [name, values];
  }));
}

describe('buildCsp', () => {
  it('allows scripts only with the nonce and never eval in production', () => {
    const csp = directives(buildCsp({ nonce: 'abc', connectSrc: ['ws://127.0.0.1:4010'] }));
    expect(csp.get('script-src')).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws://127.0.0.1:4010']);
    expect(buildCsp({ nonce: 'abc' })).not.toContain('unsafe-eval');
  });

  it('allows workers from the own origin only (no blob:), despite strict-dynamic in script-src', () => {
    const csp = directives(buildCsp({ nonce: 'abc' }));
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).not.toContain('blob:');
  });

  it('allows eval only for the development server', () => {
    expect(directives(buildCsp({ nonce: 'n', dev: true })).get('script-src')).toContain("'unsafe-eval'");
  });
});

describe('socketOrigins', () => {
  it('reduces socket URLs to unique origins and drops malformed ones', () => {
    expect(socketOrigins(['wss://api.example/ws', 'wss://api.example/ws/v2', 'not a url', 'ws://127.0.0.1:4010/ws'])).toEqual([
      'wss://api.example',
      'ws://127.0.0.1:4010',
    ]);
  });
});
