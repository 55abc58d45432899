'use client';

// Whether the assets pages show amounts as **** (the overview's eye button). Kept in local
// storage so the choice survives a reload and holds on every assets page; pages of other tabs
// follow through the storage event. Not a secret: only a display preference.

import { useCallback, useSyncExternalStore } from 'react';
import { browserStorage, readStored, writeStored } from '@/lib/storage/safe-storage';

export const AMOUNTS_HIDDEN_KEY = 'assets.amounts-hidden';
const CHANGE_EVENT = 'assets:amounts-hidden';

function subscribe(onChange: () => void): () => void {
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

const read = () => readStored(browserStorage('local'), AMOUNTS_HIDDEN_KEY) === '1';
// The server renders amounts shown; a hidden choice applies right after hydration.
const readOnServer = () => false;

export function useAmountsHidden(): [hidden: boolean, setHidden: (hidden: boolean) => void] {
  const hidden = useSyncExternalStore(subscribe, read, readOnServer);
  const setHidden = useCallback((next: boolean) => {
    writeStored(browserStorage('local'), AMOUNTS_HIDDEN_KEY, next ? '1' : '0');
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return [hidden, setHidden];
}
