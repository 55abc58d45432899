import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildPath, defineCall, patternBelow } from '@/lib/contracts/define';

describe('defineCall', () => {
  const repay = defineCall({ family: 'pro', method: 'POST', pattern: '/v1/margin/orders/:id/repay', request: z.object({ amount: z.string() }) });
  const accounts = defineCall({ family: 'pro', method: 'GET', pattern: '/v1/account/accounts' });

  it('builds the concrete path with each segment URI-encoded', () => {
    expect(repay.path({ id: 42 })).toBe('/v1/margin/orders/42/repay');
    expect(repay.path({ id: 'a/b c' })).toBe('/v1/margin/orders/a%2Fb%20c/repay');
    expect(accounts.path()).toBe('/v1/account/accounts');
  });

  it('keeps method, family and schemas for the mock and the tests', () => {
    expect(repay.method).toBe('POST');
    expect(repay.family).toBe('pro');
    expect(repay.request?.safeParse({ amount: '1' }).success).toBe(true);
    expect(repay.request?.safeParse({ amount: 1 }).success).toBe(false);
  });

  it('refuses a missing parameter instead of sending a path with a hole', () => {
    expect(() => buildPath('/v1/a/:id/b', {})).toThrow(/id/);
  });

  it('places the pattern below a family base for MSW', () => {
    expect(patternBelow('http://localhost/-/x/pro/', repay)).toBe('http://localhost/-/x/pro/v1/margin/orders/:id/repay');
  });
});
