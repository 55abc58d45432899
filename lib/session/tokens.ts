// Per-family tokens from the ticket exchange (exchange-wallet-fiat.md section 7, "Token
// logins"): which login gives which family its token, how long a token is kept in its cookie
// (about 50 minutes) and when it is renewed.

import type { ServiceFamily } from '@/lib/api/families';
import type { CallContract } from '@/lib/contracts/define';
import { TOKEN_LOGIN_CALLS } from '@/lib/contracts/token-logins';

export const TOKEN_TTL_MS = 50 * 60 * 1000;
/** Tokens are renewed this long before they expire, so no call meets an expired one. */
export const TOKEN_RENEW_MARGIN_MS = 5 * 60 * 1000;
/** Cookie holding when the current tokens expire (ms since epoch). */
export const TOKEN_EXPIRY_COOKIE = 'hb-token-exp';
/** A ticket failure with 512/403 reloads after a random delay of up to this long. */
export const TICKET_FAILURE_MAX_RELOAD_DELAY_MS = 3000;
export const TICKET_BUSY_TEXT = '网络繁忙';

export interface TokenLogin {
  /** The family whose login endpoint issues the token. */
  family: ServiceFamily;
  /** The login call (lib/contracts/token-logins.ts). */
  call: CallContract;
  /** The otc login is form-encoded with the ticket and type=web; the others are JSON. */
  encoding: 'json' | 'form';
  /** Where the token is in `data`: contract logins return a session used as token. */
  field: 'token' | 'session';
  /** HttpOnly cookie that keeps it (set by the token route); the gateway sends it in the family's token header. */
  cookie: string;
  /** Families whose requests carry this token. */
  usedBy: readonly ServiceFamily[];
}

export const TOKEN_LOGINS: readonly TokenLogin[] = [
  { family: 'pro', call: TOKEN_LOGIN_CALLS.pro, encoding: 'json', field: 'token', cookie: 'HB-PRO-TOKEN', usedBy: ['pro', 'hbg', 'rca', 'hbgPay', 'fiat', 'general', 'travelrule'] },
  { family: 'otc', call: TOKEN_LOGIN_CALLS.otc, encoding: 'form', field: 'token', cookie: 'HB-OTC-TOKEN', usedBy: ['otc'] },
  { family: 'dm', call: TOKEN_LOGIN_CALLS.dm, encoding: 'json', field: 'session', cookie: 'HB-CONTRACT-TOKEN', usedBy: ['dm', 'swap'] },
  { family: 'kyc', call: TOKEN_LOGIN_CALLS.kyc, encoding: 'json', field: 'token', cookie: 'HB-KYC-TOKEN', usedBy: ['kyc'] },
  { family: 'content', call: TOKEN_LOGIN_CALLS.content, encoding: 'json', field: 'token', cookie: 'HB-CONTENT-TOKEN', usedBy: ['content'] },
  { family: 'mgt', call: TOKEN_LOGIN_CALLS.mgt, encoding: 'json', field: 'token', cookie: 'HB-MGT-TOKEN', usedBy: ['mgt'] },
  { family: 'inst', call: TOKEN_LOGIN_CALLS.inst, encoding: 'json', field: 'token', cookie: 'HB-INST-TOKEN', usedBy: ['inst'] },
  { family: 'etf', call: TOKEN_LOGIN_CALLS.etf, encoding: 'json', field: 'token', cookie: 'HB-ETF-TOKEN', usedBy: ['etf'] },
  { family: 'vote', call: TOKEN_LOGIN_CALLS.vote, encoding: 'json', field: 'token', cookie: 'HB-VOTE-TOKEN', usedBy: ['vote'] },
];

const cookieByFamily = new Map<ServiceFamily, string>(
  TOKEN_LOGINS.flatMap((login) => login.usedBy.map((family) => [family, login.cookie] as const)),
);

/** The cookie holding the token a family's requests carry, if the family uses one. */
export function tokenCookieFor(family: ServiceFamily): string | undefined {
  return cookieByFamily.get(family);
}

export const TOKEN_COOKIES: readonly string[] = [...TOKEN_LOGINS.map((login) => login.cookie), TOKEN_EXPIRY_COOKIE];

/** When to renew tokens that expire at `expiresAt`: ms from now (0 = now), null when there are none. */
export function renewalDelay(expiresAt: number | null, now: number): number | null {
  if (expiresAt === null || !Number.isFinite(expiresAt)) return null;
  return Math.max(0, expiresAt - TOKEN_RENEW_MARGIN_MS - now);
}

/** A random delay in [0, 3000] ms before reloading after a ticket failure. */
export function ticketFailureReloadDelay(random: () => number = Math.random): number {
  return Math.floor(Math.min(Math.max(random(), 0), 1) * TICKET_FAILURE_MAX_RELOAD_DELAY_MS);
}

/** Token cookies, without the readable expiry cookie: these are HttpOnly and only the server reads them. */
export const SECRET_TOKEN_COOKIES: readonly string[] = TOKEN_LOGINS.map((login) => login.cookie);

export interface TokenCookieOptions {
  /** ms since epoch; the cookie ends then (Expires and Max-Age). */
  expiresAt: number;
  now: number;
  /** Only over https: a Secure cookie set on plain http would be dropped by the browser. */
  secure: boolean;
  /** The token cookies are; the expiry cookie is not (the page schedules its renewal from it). */
  httpOnly: boolean;
}

/**
 * One Set-Cookie value for a token (or the expiry) cookie: site-wide, SameSite=Lax, ending with
 * the tokens. A past `expiresAt` clears the cookie.
 */
export function tokenSetCookie(name: string, value: string, { expiresAt, now, secure, httpOnly }: TokenCookieOptions): string {
  const maxAge = Math.max(0, Math.floor((expiresAt - now) / 1000));
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Expires=${new Date(maxAge === 0 ? 0 : expiresAt).toUTCString()}`, `Max-Age=${maxAge}`];
  if (httpOnly) parts.push('HttpOnly');
  if (secure) parts.push('Secure');
  parts.push('SameSite=Lax');
  return parts.join('; ');
}

/** Set-Cookie values that remove every token cookie and the expiry cookie. */
export function clearedTokenCookies(secure: boolean): string[] {
  return TOKEN_COOKIES.map((name) => tokenSetCookie(name, '', { expiresAt: 0, now: 0, secure, httpOnly: name !== TOKEN_EXPIRY_COOKIE }));
}

/** The cookies of a Cookie request header, by name (values decoded; the first of a repeated name wins). */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    if (name === '' || jar.has(name)) continue;
    const raw = part.slice(at + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // A value that is not URI-encoded is kept as it came.
    }
    jar.set(name, value);
  }
  return jar;
}

/** The Cookie header without the named cookies, or null when nothing is left. */
export function cookieHeaderWithout(header: string | null | undefined, names: readonly string[]): string | null {
  const drop = new Set(names);
  const kept = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !drop.has(part.slice(0, Math.max(part.indexOf('='), 0)).trim()));
  return kept.length > 0 ? kept.join('; ') : null;
}
