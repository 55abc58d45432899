'use client';

// The eye switch of the Assets pages: amounts shown as **** when local storage holds '1' under
// `assets.amounts-hidden`, the key the overview writes. Another tab's change arrives through the
// `storage` event; a change made here notifies this tab's other readers.

import { useCallback, useSyncExternalStore } from 'react';
import { browserStorage, readStored, removeStored, writeStored } from '@/lib/storage/safe-storage';

export const AMOUNTS_HIDDEN_KEY = 'assets.amounts-hidden';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === AMOUNTS_HIDDEN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const read = (): boolean => readStored(browserStorage('local'), AMOUNTS_HIDDEN_KEY) === '1';
// The server does not know the switch: amounts render shown, then the client reads it.
const readOnServer = (): boolean => false;

export function useAmountsHidden(): [boolean, (hidden: boolean) => void] {
  const hidden = useSyncExternalStore(subscribe, read, readOnServer);
  const setHidden = useCallback((next: boolean) => {
    const storage = browserStorage('local');
    if (next) writeStored(storage, AMOUNTS_HIDDEN_KEY, '1');
    else removeStored(storage, AMOUNTS_HIDDEN_KEY);
    for (const listener of listeners) listener();
  }, []);
  return [hidden, setHidden];
}
