// The page's side of the ticket exchange (exchange-wallet-fiat.md section 7): the site's token
// session route (lib/contracts/token-session.ts) trades the ticket for every family's token on the
// server and keeps them in HttpOnly cookies for about 50 minutes; the page only learns when they
// expire (a readable cookie, kept in the page's own clock) and renews before that. A ticket
// failure with 512/403 clears the login flag and reloads after a random delay of up to 3 s (the
// route has cleared the tokens); any other failure shows the server message or 网络繁忙.

import Cookies from 'js-cookie';
import { DEFAULT_LANGUAGE, getHttpConfig, LANGUAGE_HEADER, normalizeEnvelope, REQUEST_FAILED_MESSAGE, REQUEST_TIMEOUT_MS, requestFailedEnvelope, type ApiResult } from '@/services/http';
import { ticketFailureReloadDelay, TICKET_BUSY_TEXT, TOKEN_EXPIRY_COOKIE, TOKEN_TTL_MS } from '@/lib/session/tokens';
import { TOKEN_SESSION_PATH, tokenSessionAnswerSchema, type TokenSessionAnswer } from '@/lib/contracts/token-session';
import { LOGIN_FLAG_KEY } from '@/lib/session/login-state';

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

/** The route's absolute URL: same-origin, where the HttpOnly cookies are set and sent. */
export function tokenSessionUrl(): string {
  return new URL(TOKEN_SESSION_PATH, window.location.origin).href;
}

/** When the current tokens expire (ms since epoch), from the readable expiry cookie; null when there are none. */
export function tokenExpiry(): number | null {
  const value = Number(Cookies.get(TOKEN_EXPIRY_COOKIE));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Whether the tokens are in their (HttpOnly) cookies: the expiry cookie lives exactly as long. */
export function hasTokens(): boolean {
  return tokenExpiry() !== null;
}

async function callTokenSession(method: 'POST' | 'DELETE', keepalive = false): Promise<ApiResult<unknown>> {
  let language = DEFAULT_LANGUAGE;
  try {
    language = getHttpConfig().getLanguage();
  } catch {
    // The default language serves as well.
  }
  try {
    const response = await fetch(tokenSessionUrl(), {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { [LANGUAGE_HEADER]: language, accept: 'application/json' },
      // A logout navigates away at once: the clearing must still reach the server.
      keepalive,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return normalizeEnvelope(await response.json());
  } catch {
    return requestFailedEnvelope();
  }
}

// Bumped whenever the tokens are cleared: an exchange that was under way when the user logged
// out must not leave its tokens behind, so its cookies are cleared again once it answers.
let generation = 0;

/** Removes the tokens: the route expires their HttpOnly cookies (the page cannot). */
export async function clearTokens(): Promise<void> {
  generation += 1;
  // The readable expiry cookie goes at once, so nothing waits for tokens that are going.
  Cookies.remove(TOKEN_EXPIRY_COOKIE, { path: '/' });
  await callTokenSession('DELETE', true);
}

/** Has the server trade a ticket for every family's token; true when they are all in their cookies. */
export async function exchangeTicket(hostOverride?: Partial<TokenExchangeHost>): Promise<boolean> {
  const host = { ...browserHost(), ...hostOverride };
  const started = generation;
  const result = await callTokenSession('POST');
  if (generation !== started) {
    if (result.success) await callTokenSession('DELETE', true);
    return false;
  }
  if (!result.success) {
    if (['512', '403'].includes(String(result.code))) {
      try {
        window.localStorage.setItem(LOGIN_FLAG_KEY, '0');
      } catch {
        // Without storage the reload still ends the session in this tab.
      }
      host.reloadAfter(ticketFailureReloadDelay(host.random));
    } else {
      // A call that failed as a whole carries no server message of its own.
      const message = String(result.message ?? '');
      const fromServer = message !== '' && message !== '200' && message !== REQUEST_FAILED_MESSAGE;
      host.notifyError(fromServer ? message : TICKET_BUSY_TEXT);
    }
    return false;
  }
  const answer = tokenSessionAnswerSchema.safeParse(result.data);
  if (!answer.success) return false;
  // The renewal is scheduled by this page's clock, which may be off from the server's: the
  // readable expiry is kept in it (the tokens' own cookies end by the server's Max-Age).
  const expiresAt = host.now() + TOKEN_TTL_MS;
  Cookies.set(TOKEN_EXPIRY_COOKIE, String(expiresAt), { path: '/', sameSite: 'Lax', secure: host.secure, expires: new Date(expiresAt) });
  return (answer.data satisfies TokenSessionAnswer).complete;
}
