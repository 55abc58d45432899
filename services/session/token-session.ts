// The ticket exchange on the server (exchange-wallet-fiat.md section 7, "Token logins"): from the
// request's uc session it gets a ticket, trades it at every family's login for that family's token
// and answers with the tokens as HttpOnly cookies (about 50 minutes), plus the readable expiry
// cookie the page schedules renewal from. Page script never holds a token: the gateway puts each
// family's token header on the upstream call (services/gateway/forward.ts). A 512/403 ticket
// failure clears the token cookies and comes back to the page, which reloads as before; any other
// failure comes back with the account service's code and message.

import 'server-only';
import { DEFAULT_LANGUAGE, REQUEST_TIMEOUT_MS } from '@/services/http/constants';
import { LANGUAGE_HEADER } from '@/services/http/headers';
import { request } from '@/services/http/request';
import { withServerHttp } from '@/services/http/server-scope';
import { fetchTicket } from '@/services/uc/session';
import { crossSiteRefusal } from '@/services/gateway/guard';
import type { TokenSessionAnswer } from '@/lib/contracts/token-session';
import {
  clearedTokenCookies,
  parseCookieHeader,
  TOKEN_EXPIRY_COOKIE,
  TOKEN_LOGINS,
  TOKEN_TTL_MS,
  tokenSetCookie,
  type TokenLogin,
} from '@/lib/session/tokens';

/** Ticket codes that mean the session itself is gone (the page clears its login and reloads). */
const SESSION_GONE_CODES = new Set(['512', '403']);

export interface TokenSessionEnv {
  now?: () => number;
  env?: Record<string, string | undefined>;
}

/** Whether the site is served over https here (directly, or behind a proxy that says so). */
export function isSecureRequest(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  if (forwarded) return forwarded === 'https';
  return new URL(request.url).protocol === 'https:';
}

function answer(body: unknown, setCookies: readonly string[] = [], status = 200): Response {
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  return new Response(JSON.stringify(body), { status, headers });
}

async function tokenLogin(login: TokenLogin, ticket: string): Promise<string | null> {
  const data = login.encoding === 'form' ? new URLSearchParams({ ticket, type: 'web' }) : { ticket };
  const result = await request<Record<string, unknown>>(login.family, {
    url: login.call.path(),
    method: 'POST',
    data,
    skipAuthRetry: true,
    silent: true,
  });
  const value = result.success && result.data ? result.data[login.field] : undefined;
  return typeof value === 'string' && value !== '' ? value : null;
}

/** POST: trades the request's session for every family's token, answered as cookies. */
export async function exchangeTokens(incoming: Request, { now = Date.now, env = process.env }: TokenSessionEnv = {}): Promise<Response> {
  const refused = crossSiteRefusal(incoming, env);
  if (refused) return refused;
  const cookieHeader = incoming.headers.get('cookie');
  const input = {
    cookies: [...parseCookieHeader(cookieHeader)].map(([name, value]) => ({ name, value })),
    cookieHeader,
    requestHeaders: incoming.headers,
    language: incoming.headers.get(LANGUAGE_HEADER) ?? DEFAULT_LANGUAGE,
    env,
    timeoutMs: REQUEST_TIMEOUT_MS,
  };
  const secure = isSecureRequest(incoming);
  return withServerHttp(input, async () => {
    const ticket = await fetchTicket();
    if (!ticket.success) {
      const failure = { success: false, code: ticket.code, message: ticket.message, data: null };
      return answer(failure, SESSION_GONE_CODES.has(String(ticket.code)) ? clearedTokenCookies(secure) : []);
    }
    const tokens = await Promise.all(TOKEN_LOGINS.map((login) => tokenLogin(login, ticket.data.ticket)));
    const issuedAt = now();
    const expiresAt = issuedAt + TOKEN_TTL_MS;
    const cookies = TOKEN_LOGINS.flatMap((login, index) => {
      const token = tokens[index];
      return token ? [tokenSetCookie(login.cookie, token, { expiresAt, now: issuedAt, secure, httpOnly: true })] : [];
    });
    cookies.push(tokenSetCookie(TOKEN_EXPIRY_COOKIE, String(expiresAt), { expiresAt, now: issuedAt, secure, httpOnly: false }));
    const data: TokenSessionAnswer = { expiresAt, complete: tokens.every((token) => token !== null) };
    return answer({ success: true, code: 200, message: '', data }, cookies);
  });
}

/** DELETE: removes every token cookie and the expiry cookie (logout, a session that ended). */
export function clearTokenCookies(incoming: Request, { env = process.env }: TokenSessionEnv = {}): Response {
  const refused = crossSiteRefusal(incoming, env);
  if (refused) return refused;
  return answer({ success: true, code: 200, message: '', data: null }, clearedTokenCookies(isSecureRequest(incoming)));
}
