import { describe, expect, it } from 'vitest';
import { SERVICE_FAMILIES } from '@/lib/api/families';
import { TOKEN_HEADERS } from '@/services/http';
import {
  clearedTokenCookies,
  cookieHeaderWithout,
  parseCookieHeader,
  renewalDelay,
  SECRET_TOKEN_COOKIES,
  TOKEN_COOKIES,
  TOKEN_EXPIRY_COOKIE,
  tokenSetCookie,
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

describe('token cookies', () => {
  const now = 1_800_000_000_000;

  it('are HttpOnly, SameSite=Lax and site-wide, Secure over https, and end with the tokens', () => {
    expect(tokenSetCookie('HB-PRO-TOKEN', 'a b', { expiresAt: now + TOKEN_TTL_MS, now, secure: false, httpOnly: true })).toBe(
      `HB-PRO-TOKEN=a%20b; Path=/; Expires=${new Date(now + TOKEN_TTL_MS).toUTCString()}; Max-Age=3000; HttpOnly; SameSite=Lax`,
    );
    expect(tokenSetCookie(TOKEN_EXPIRY_COOKIE, '1', { expiresAt: now + 1000, now, secure: true, httpOnly: false })).toBe(
      `${TOKEN_EXPIRY_COOKIE}=1; Path=/; Expires=${new Date(now + 1000).toUTCString()}; Max-Age=1; Secure; SameSite=Lax`,
    );
  });

  it('are all cleared at once, the expiry cookie left readable', () => {
    const cleared = clearedTokenCookies(false);
    expect(cleared.map((line) => line.split('=')[0])).toEqual([...TOKEN_COOKIES]);
    for (const line of cleared) expect(line).toContain('Max-Age=0');
    expect(cleared.filter((line) => line.includes('HttpOnly'))).toHaveLength(SECRET_TOKEN_COOKIES.length);
    expect(SECRET_TOKEN_COOKIES).not.toContain(TOKEN_EXPIRY_COOKIE);
  });

  it('are read from a Cookie header and left out of one', () => {
    const jar = parseCookieHeader('HB-UC-TOKEN=s; HB-PRO-TOKEN=a%20b;bad; HB-PRO-TOKEN=second; x=%E0');
    expect(jar.get('HB-PRO-TOKEN')).toBe('a b');
    expect(jar.get('HB-UC-TOKEN')).toBe('s');
    expect(jar.get('x')).toBe('%E0');
    expect(parseCookieHeader(null).size).toBe(0);
    expect(cookieHeaderWithout('HB-UC-TOKEN=s; HB-PRO-TOKEN=p; HB-OTC-TOKEN=o; lang=zh-cn', SECRET_TOKEN_COOKIES)).toBe('HB-UC-TOKEN=s; lang=zh-cn');
    expect(cookieHeaderWithout('HB-PRO-TOKEN=p', SECRET_TOKEN_COOKIES)).toBeNull();
  });
});
