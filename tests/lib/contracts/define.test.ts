import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildPath, defineCall, patternBelow } from '@/lib/contracts/define';
import * as margin from '@/lib/contracts/pro/margin';
import * as trading from '@/lib/contracts/pro/trading';

describe('defineCall', () => {
  const repay = defineCall({ family: 'pro', method: 'POST', pattern: margin.repay.pattern, request: z.object({ amount: z.string() }) });
  const accounts = defineCall({ family: 'pro', method: 'GET', pattern: trading.accounts.pattern });

  it('builds the concrete path with each segment URI-encoded', () => {
    expect(repay.path({ id: 42 })).toBe(margin.repay.pattern.replace(':id', '42'));
    expect(repay.path({ id: 'a/b c' })).toBe(margin.repay.pattern.replace(':id', 'a%2Fb%20c'));
    expect(accounts.path()).toBe(trading.accounts.pattern);
  });

  it('keeps method, family and schemas for the mock and the tests', () => {
    expect(repay.method).toBe('POST');
    expect(repay.family).toBe('pro');
    expect(repay.request?.safeParse({ amount: '1' }).success).toBe(true);
    expect(repay.request?.safeParse({ amount: 1 }).success).toBe(false);
  });

  it('refuses a missing parameter instead of sending a path with a hole', () => {
    expect(() => buildPath(margin.repay.pattern, {})).toThrow(/id/);
  });

  it('places the pattern below a family base for MSW', () => {
    expect(patternBelow('http://localhost/-/x/pro/', repay)).toBe(`http://localhost/-/x/pro${margin.repay.pattern}`);
  });
});
