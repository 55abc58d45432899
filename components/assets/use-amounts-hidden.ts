'use client';

// Whether the assets pages show amounts as **** (the overview's eye button). Kept in local
// storage so the choice survives a reload and holds on every assets page; pages of other tabs
// follow through the storage event. The same choice goes into a cookie, which a server render
// that has the figures reads (lib/assets/amounts-hidden.ts). Not a secret: a display preference.

import Cookies from 'js-cookie';
import { useCallback, useSyncExternalStore } from 'react';
import { AMOUNTS_HIDDEN_COOKIE, AMOUNTS_HIDDEN_COOKIE_DAYS, AMOUNTS_HIDDEN_KEY, hiddenText, isHiddenText } from '@/lib/assets/amounts-hidden';
import { browserStorage, readStored, writeStored } from '@/lib/storage/safe-storage';

export { AMOUNTS_HIDDEN_KEY } from '@/lib/assets/amounts-hidden';
const CHANGE_EVENT = 'assets:amounts-hidden';

function writeCookie(text: string): void {
  Cookies.set(AMOUNTS_HIDDEN_COOKIE, text, { path: '/', sameSite: 'Lax', expires: AMOUNTS_HIDDEN_COOKIE_DAYS });
}

/** A choice made before the cookie existed is copied into it, so the next server render honours it. */
function syncCookie(): void {
  const stored = readStored(browserStorage('local'), AMOUNTS_HIDDEN_KEY);
  if (stored !== null && Cookies.get(AMOUNTS_HIDDEN_COOKIE) !== stored) writeCookie(stored);
}

function subscribe(onChange: () => void): () => void {
  syncCookie();
  const onStorage = (event: StorageEvent) => {
    if (event.key === AMOUNTS_HIDDEN_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const read = () => isHiddenText(readStored(browserStorage('local'), AMOUNTS_HIDDEN_KEY));

/**
 * The choice and its setter. `serverHidden` is what the server render used (its cookie; shown
 * when it had none): hydration starts from it, then the browser's own choice applies.
 */
export function useAmountsHidden(serverHidden = false): [hidden: boolean, setHidden: (hidden: boolean) => void] {
  const hidden = useSyncExternalStore(subscribe, read, () => serverHidden);
  const setHidden = useCallback((next: boolean) => {
    writeStored(browserStorage('local'), AMOUNTS_HIDDEN_KEY, hiddenText(next));
    writeCookie(hiddenText(next));
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return [hidden, setHidden];
}
