// The ticket exchange: a ticket from the account service is traded for every family's token
// (exchange-wallet-fiat.md section 7), cached in cookies for about 50 minutes and renewed
// before it expires. A ticket failure with 512/403 clears everything and reloads after a
// random delay of up to 3 s; any other failure shows the server message or 网络繁忙.

import Cookies from 'js-cookie';
import { REQUEST_FAILED_MESSAGE, request } from '@/services/http';
import {
  ticketFailureReloadDelay,
  TICKET_BUSY_TEXT,
  TOKEN_COOKIES,
  TOKEN_EXPIRY_COOKIE,
  TOKEN_LOGINS,
  TOKEN_TTL_MS,
  tokenCookieFor,
  type TokenLogin,
} from '@/lib/session/tokens';
import { LOGIN_FLAG_KEY } from '@/lib/session/login-state';
import type { ServiceFamily } from '@/lib/api/families';
import { fetchTicket } from '@/services/uc/session';

export interface TokenExchangeHost {
  now(): number;
  secure: boolean;
  notifyError(message: string): void;
  /** Clears the login flag and reloads after the delay (a 512/403 ticket failure). */
  reloadAfter(delayMs: number): void;
  random(): number;
}

function browserHost(): TokenExchangeHost {
  return {
    now: () => Date.now(),
    secure: window.location.protocol === 'https:',
    notifyError: () => undefined,
    reloadAfter: (delayMs) => {
      window.setTimeout(() => window.location.reload(), delayMs);
    },
    random: Math.random,
  };
}

function cookieOptions(host: TokenExchangeHost, expiresAt: number): Cookies.CookieAttributes {
  return { path: '/', sameSite: 'Lax', secure: host.secure, expires: new Date(expiresAt) };
}

/** The token a family's requests carry, from its cookie (the HTTP core's getToken). */
export function readToken(family: ServiceFamily): string | undefined {
  const cookie = tokenCookieFor(family);
  return cookie ? Cookies.get(cookie) : undefined;
}

export function tokenExpiry(): number | null {
  const value = Number(Cookies.get(TOKEN_EXPIRY_COOKIE));
  return Number.isFinite(value) && value > 0 ? value : null;
}

// Bumped whenever the tokens are cleared: an exchange that was under way when the user
// logged out must not write its tokens back afterwards.
let generation = 0;

export function clearTokens(): void {
  generation += 1;
  for (const name of TOKEN_COOKIES) Cookies.remove(name, { path: '/' });
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

/** Trades a ticket for every family's token; true when the tokens are in their cookies. */
export async function exchangeTicket(hostOverride?: Partial<TokenExchangeHost>): Promise<boolean> {
  const host = { ...browserHost(), ...hostOverride };
  const started = generation;
  const ticket = await fetchTicket();
  if (!ticket.success) {
    if (['512', '403'].includes(String(ticket.code))) {
      clearTokens();
      try {
        window.localStorage.setItem(LOGIN_FLAG_KEY, '0');
      } catch {
        // Without storage the reload still ends the session in this tab.
      }
      host.reloadAfter(ticketFailureReloadDelay(host.random));
    } else {
      // A call that failed as a whole carries no server message of its own.
      const message = String(ticket.message ?? '');
      const fromServer = message !== '' && message !== '200' && message !== REQUEST_FAILED_MESSAGE;
      host.notifyError(fromServer ? message : TICKET_BUSY_TEXT);
    }
    return false;
  }
  const tokens = await Promise.all(TOKEN_LOGINS.map((login) => tokenLogin(login, ticket.data.ticket)));
  if (generation !== started) return false;
  const expiresAt = host.now() + TOKEN_TTL_MS;
  TOKEN_LOGINS.forEach((login, index) => {
    const token = tokens[index];
    if (token) Cookies.set(login.cookie, token, cookieOptions(host, expiresAt));
  });
  Cookies.set(TOKEN_EXPIRY_COOKIE, String(expiresAt), cookieOptions(host, expiresAt));
  return tokens.every((token) => token !== null);
}
