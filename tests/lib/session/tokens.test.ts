import { describe, expect, it } from 'vitest';
import { SERVICE_FAMILIES } from '@/lib/api/families';
import { TOKEN_HEADERS } from '@/services/http';
import {
  renewalDelay,
  ticketFailureReloadDelay,
  TOKEN_LOGINS,
  TOKEN_RENEW_MARGIN_MS,
  TOKEN_TTL_MS,
  tokenCookieFor,
} from '@/lib/session/tokens';

describe('token logins', () => {
  it('keeps tokens about 50 minutes and renews them before they expire', () => {
    expect(TOKEN_TTL_MS).toBe(3_000_000);
    expect(renewalDelay(null, 0)).toBeNull();
    expect(renewalDelay(TOKEN_TTL_MS, 0)).toBe(TOKEN_TTL_MS - TOKEN_RENEW_MARGIN_MS);
    expect(renewalDelay(1000, 999_999)).toBe(0);
  });

  it('uses form encoding for otc and the session for contracts', () => {
    expect(TOKEN_LOGINS.find((login) => login.family === 'otc')?.encoding).toBe('form');
    expect(TOKEN_LOGINS.find((login) => login.family === 'dm')).toMatchObject({ field: 'session', usedBy: ['dm', 'swap'] });
  });

  it('names each token cookie after the header the HTTP core sends for that family', () => {
    for (const family of SERVICE_FAMILIES) {
      const cookie = tokenCookieFor(family);
      if (cookie) expect(TOKEN_HEADERS[family]).toBe(cookie);
    }
    expect(tokenCookieFor('hbg')).toBe('HB-PRO-TOKEN');
    expect(tokenCookieFor('uc')).toBeUndefined();
    expect(tokenCookieFor('custody')).toBeUndefined();
  });

  it('reloads after a random delay of at most 3 s', () => {
    expect(ticketFailureReloadDelay(() => 0)).toBe(0);
    expect(ticketFailureReloadDelay(() => 0.5)).toBe(1500);
    expect(ticketFailureReloadDelay(() => 0.9999)).toBeLessThanOrEqual(3000);
    expect(ticketFailureReloadDelay(() => 7)).toBe(3000);
  });
});
