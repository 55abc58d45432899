import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  forwardingHeaders,
  fromTrustedProxy,
  inRanges,
  normalizeAddress,
  parseAddressRanges,
  requestClientAddress,
} from '@/lib/security/client-address';

const PROXIES = parseAddressRanges('10.0.0.0/8, 192.0.2.1, fd00::/8');

describe('normalizeAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' ::ffff:127.0.0.1 ', '127.0.0.1'],
    ['::FFFF:7f00:1', '127.0.0.1'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['203.0.113.7:5678', '203.0.113.7'],
    ['fe80::1%eth0', 'fe80::1'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeAddress(raw)).toBe(expected);
  });

  it.each(['', 'unknown', '1.2.3', '256.1.1.1', '01.2.3.4', '1::2::3', 'evil.example', '_hidden'])('%s is no address', (raw) => {
    expect(normalizeAddress(raw)).toBeNull();
  });
});

describe('parseAddressRanges / inRanges', () => {
  it('matches IPs and CIDRs of both versions, IPv4-mapped included, and skips bad entries', () => {
    const ranges = parseAddressRanges('10.0.0.0/8, 192.0.2.1, fd00::/8, bogus, 1.2.3.4/33, ::1');
    expect(ranges).toHaveLength(4);
    expect(inRanges('10.200.3.4', ranges)).toBe(true);
    expect(inRanges('::ffff:10.0.0.1', ranges)).toBe(true);
    expect(inRanges('192.0.2.1', ranges)).toBe(true);
    expect(inRanges('192.0.2.2', ranges)).toBe(false);
    expect(inRanges('11.0.0.1', ranges)).toBe(false);
    expect(inRanges('fd12:3456::1', ranges)).toBe(true);
    expect(inRanges('fe80::1', ranges)).toBe(false);
    expect(inRanges('::1', ranges)).toBe(true);
    expect(inRanges(null, ranges)).toBe(false);
    expect(parseAddressRanges(undefined)).toEqual([]);
  });
});

describe('clientAddress', () => {
  it('is the peer when no proxy is trusted, whatever the client claims', () => {
    expect(clientAddress({ peer: '198.51.100.20', forwardedFor: '203.0.113.7' }, [])).toBe('198.51.100.20');
    expect(clientAddress({ peer: '::ffff:198.51.100.20', forwardedFor: null }, [])).toBe('198.51.100.20');
  });

  it('is the peer when the peer is not a trusted proxy', () => {
    expect(clientAddress({ peer: '198.51.100.20', forwardedFor: '203.0.113.7' }, PROXIES)).toBe('198.51.100.20');
  });

  it('behind trusted proxies, is the right-most address that is not one of them', () => {
    // The client prepended 6.6.6.6 itself; the edge proxy saw 203.0.113.9 and an inner proxy added 10.0.0.5.
    expect(clientAddress({ peer: '10.0.0.2', forwardedFor: '6.6.6.6, 203.0.113.9, 10.0.0.5' }, PROXIES)).toBe('203.0.113.9');
    expect(clientAddress({ peer: 'fd00::2', forwardedFor: '2001:db8::7' }, PROXIES)).toBe('2001:db8::7');
  });

  it('stops at a hop that is no address, and takes the left-most when every hop is trusted', () => {
    expect(clientAddress({ peer: '10.0.0.2', forwardedFor: 'unknown, 10.0.0.9' }, PROXIES)).toBe('10.0.0.9');
    expect(clientAddress({ peer: '10.0.0.2', forwardedFor: '10.0.0.7, 10.0.0.9' }, PROXIES)).toBe('10.0.0.7');
    expect(clientAddress({ peer: '10.0.0.2', forwardedFor: null }, PROXIES)).toBe('10.0.0.2');
  });

  it('is unknown without a peer', () => {
    expect(clientAddress({ peer: null, forwardedFor: '203.0.113.7' }, PROXIES)).toBeNull();
  });
});

describe('requestClientAddress', () => {
  const headers = new Headers({ 'x-peer-address': '10.0.0.2', 'x-forwarded-for': '203.0.113.9' });

  it('believes the peer header only when the server records it', () => {
    expect(requestClientAddress(headers, { TRUSTED_PROXIES: '10.0.0.0/8' }, true)).toBe('203.0.113.9');
    expect(requestClientAddress(headers, {}, true)).toBe('10.0.0.2');
    expect(requestClientAddress(headers, { TRUSTED_PROXIES: '10.0.0.0/8' }, false)).toBeNull();
    expect(fromTrustedProxy(headers, { TRUSTED_PROXIES: '10.0.0.0/8' }, true)).toBe(true);
    expect(fromTrustedProxy(headers, { TRUSTED_PROXIES: '10.0.0.0/8' }, false)).toBe(false);
  });

  it('gives the upstream the address as X-Forwarded-For and X-Real-IP, or nothing', () => {
    expect(forwardingHeaders('203.0.113.9')).toEqual({ 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9' });
    expect(forwardingHeaders(null)).toEqual({});
  });
});
