import { describe, expect, it } from 'vitest';
import { serverClockOffset, serverNow } from '@/lib/settings';

describe('serverClockOffset', () => {
  it.each([
    [1_500, 1_000, 1_000, 500],
    [1_500, 1_000, 1_200, 400],
    [900, 1_000, 1_200, -200],
    [1_000, 1_000, 1_001, 0],
  ])('server %s, sent %s, received %s → %s', (server, sent, received, expected) => {
    expect(serverClockOffset(server, sent, received)).toBe(expected);
  });

  it.each([
    [Number.NaN, 1, 2],
    [1, Infinity, 2],
    [1, 5, 2],
  ])('is 0 for unusable inputs (%s, %s, %s)', (server, sent, received) => {
    expect(serverClockOffset(server, sent, received)).toBe(0);
  });

  it('gives the server time from a local time', () => {
    expect(serverNow(10_000, serverClockOffset(10_600, 9_000, 9_400))).toBe(11_400);
  });
});
