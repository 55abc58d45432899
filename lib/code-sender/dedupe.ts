// Duplicate code-send requests within 2 s are served from a cache (section 8): the same
// promise, so a double click or two widgets sending at once make one request. Failures are
// cached too; a new request goes out once the window is over.

import { type CodeChannel, SEND_DEDUPE_MS } from './constants';

export interface SendDeduper<R> {
  /** `send()`, unless the same key ran within the window: then that call's promise. */
  run(key: string, send: () => Promise<R>): Promise<R>;
  /** Forgets every cached request (tests, logout). */
  clear(): void;
}

export interface DeduperOptions {
  windowMs?: number;
  now?: () => number;
}

export function createSendDeduper<R>({ windowMs = SEND_DEDUPE_MS, now = () => Date.now() }: DeduperOptions = {}): SendDeduper<R> {
  const cache = new Map<string, { startedAt: number; promise: Promise<R> }>();
  return {
    run(key, send) {
      const time = now();
      for (const [cachedKey, entry] of cache) {
        if (time - entry.startedAt >= windowMs) cache.delete(cachedKey);
      }
      const cached = cache.get(key);
      if (cached) return cached.promise;
      const promise = send();
      cache.set(key, { startedAt: time, promise });
      return promise;
    },
    clear() {
      cache.clear();
    },
  };
}

export interface CodeSendKeyParts {
  type: CodeChannel;
  purpose: string;
  /** The address or phone number; '' for "the logged-in user's". */
  account?: string;
  countryCode?: string;
  /** The 2FA or reset token of an unfinished flow. */
  token?: string;
  voice?: boolean;
}

/** Type + purpose + account (with country code), plus what else makes a request different. */
export function codeSendKey({ type, purpose, account = '', countryCode = '', token = '', voice = false }: CodeSendKeyParts): string {
  return JSON.stringify([type, purpose, countryCode, account, token, voice]);
}
