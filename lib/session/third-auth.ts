// Third-party accounts (Google, Apple, Telegram; shell-and-account.md sections 2 and 7) as pure
// rules: what the query of /zh-cn/third/auth/ asks for and which step the page runs, the
// callback address handed to auth_url, the address that finishes a bind after login, and the
// pending bind token, which is kept for this tab only (session storage, never a URL).

import type * as z from 'zod/mini';
import { homePath, loginPath } from '@/lib/routing/navigation';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/routing/segments';
import { thirdPlatformSchema } from '@/lib/contracts/uc';

export type ThirdPlatform = z.infer<typeof thirdPlatformSchema>;

export const THIRD_PLATFORMS: readonly ThirdPlatform[] = thirdPlatformSchema.options;

export const THIRD_PLATFORM_LABELS: Record<ThirdPlatform, string> = {
  google: 'Google',
  apple: 'Apple',
  telegram: 'Telegram',
};

export function isThirdPlatform(value: unknown): value is ThirdPlatform {
  return typeof value === 'string' && (THIRD_PLATFORMS as readonly string[]).includes(value);
}

/** Query value of `bind` that marks a return from login or register to finish a pending bind. */
export const FINISH_BIND_VALUE = '1';

export interface ThirdAuthQuery {
  platform: ThirdPlatform | null;
  code: string | null;
  state: string | null;
  /** Back from login or register to bind the identity held for this tab. */
  finishBind: boolean;
}

type RawQuery = Record<string, string | string[] | undefined>;

function single(query: RawQuery, key: string): string | null {
  const value = query[key];
  const text = typeof value === 'string' ? value.trim() : null;
  return text ? text : null;
}

export function parseThirdAuthQuery(query: RawQuery): ThirdAuthQuery {
  const platform = single(query, 'platform');
  return {
    platform: isThirdPlatform(platform) ? platform : null,
    code: single(query, 'code'),
    state: single(query, 'state'),
    finishBind: single(query, 'bind') === FINISH_BIND_VALUE,
  };
}

export type ThirdAuthStep =
  /** A visitor with nothing to finish: login first, then back here. */
  | { kind: 'login' }
  /** A visitor back from the provider: third/auth logs in or says the identity is unbound. */
  | { kind: 'auth'; platform: ThirdPlatform; code: string; state: string }
  /** A logged-in user back from the provider: third/bind with code and state. */
  | { kind: 'bind'; platform: ThirdPlatform; code: string; state: string }
  /** A logged-in user back from login or register: third/bind with the pending token. */
  | { kind: 'finish-bind'; platform: ThirdPlatform }
  /** A callback that lacks its platform, code or state. */
  | { kind: 'invalid' }
  /** A logged-in user: the bindings. */
  | { kind: 'list' };

export function thirdAuthStep(query: ThirdAuthQuery, loggedIn: boolean): ThirdAuthStep {
  if (query.code !== null || query.state !== null) {
    const { platform, code, state } = query;
    if (!platform || !code || !state) return { kind: 'invalid' };
    return { kind: loggedIn ? 'bind' : 'auth', platform, code, state };
  }
  if (!loggedIn) return { kind: 'login' };
  if (query.finishBind && query.platform) return { kind: 'finish-bind', platform: query.platform };
  return { kind: 'list' };
}

export function thirdAuthPath(language: Language = DEFAULT_LANGUAGE): string {
  return `/${language}/third/auth/`;
}

/** A backUrl worth carrying along: a (safe, already checked) target other than home. */
function carriedBackUrl(backUrl: string | null | undefined, language: Language): string | null {
  return backUrl && backUrl !== homePath(language) ? backUrl : null;
}

/**
 * This page with the given query: the provider's callback (`platform`), the return from
 * login or register (`platform` + `bind=1`), or the plain page; backUrl goes along unless home.
 */
export function thirdAuthPagePath(
  options: { platform?: ThirdPlatform; finishBind?: boolean; backUrl?: string | null } = {},
  language: Language = DEFAULT_LANGUAGE,
): string {
  const query = new URLSearchParams();
  if (options.platform) query.set('platform', options.platform);
  if (options.platform && options.finishBind) query.set('bind', FINISH_BIND_VALUE);
  const backUrl = carriedBackUrl(options.backUrl, language);
  if (backUrl) query.set('backUrl', backUrl);
  const text = query.toString();
  return `${thirdAuthPath(language)}${text ? `?${text}` : ''}`;
}

/** The absolute redirect_uri for auth_url: the provider sends the browser back there with code and state. */
export function thirdCallbackUrl(siteOrigin: string, platform: ThirdPlatform, backUrl?: string | null, language: Language = DEFAULT_LANGUAGE): string {
  return new URL(thirdAuthPagePath({ platform, backUrl }, language), siteOrigin).href;
}

// ---- the pending bind: an authorised identity bound to nobody yet, held for this tab ----

/** Session-storage key (this tab only; cleared on logout with the rest of session storage). */
export const PENDING_THIRD_BIND_KEY = 'third.pendingBind';
/** How long the page keeps a pending token (the account service's own lifetime is not shown). */
export const PENDING_THIRD_BIND_TTL_MS = 10 * 60_000;

export interface PendingThirdBind {
  platform: ThirdPlatform;
  /** The provider's account name, shown to the user. */
  name: string;
  thirdToken: string;
  savedAt: number;
}

/** Keeps the pending bind for this tab; false when storage refuses (private mode, quota). */
export function savePendingThirdBind(storage: Pick<Storage, 'setItem'>, pending: PendingThirdBind): boolean {
  try {
    storage.setItem(PENDING_THIRD_BIND_KEY, JSON.stringify(pending));
    return true;
  } catch {
    return false;
  }
}

function readPending(raw: string | null): PendingThirdBind | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingThirdBind> | null;
    if (
      !value ||
      !isThirdPlatform(value.platform) ||
      typeof value.name !== 'string' ||
      typeof value.thirdToken !== 'string' ||
      value.thirdToken === '' ||
      typeof value.savedAt !== 'number'
    ) {
      return null;
    }
    return { platform: value.platform, name: value.name, thirdToken: value.thirdToken, savedAt: value.savedAt };
  } catch {
    return null;
  }
}

/**
 * The pending bind of `platform` when it is still fresh, removed from storage in any case:
 * a token is offered to the server once.
 */
export function takePendingThirdBind(
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
  platform: ThirdPlatform,
  now: number,
): PendingThirdBind | null {
  let pending: PendingThirdBind | null;
  try {
    pending = readPending(storage.getItem(PENDING_THIRD_BIND_KEY));
    storage.removeItem(PENDING_THIRD_BIND_KEY);
  } catch {
    return null;
  }
  if (!pending || pending.platform !== platform) return null;
  if (now < pending.savedAt || now - pending.savedAt > PENDING_THIRD_BIND_TTL_MS) return null;
  return pending;
}

/** The login page, with backUrl unless it is home. */
export function loginPathWithBackUrl(backUrl: string | null | undefined, language: Language = DEFAULT_LANGUAGE): string {
  const carried = carriedBackUrl(backUrl, language);
  return carried ? `${loginPath(language)}?backUrl=${encodeURIComponent(carried)}` : loginPath(language);
}
