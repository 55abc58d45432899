'use client';

// The deposit currency list's "recent choices" (exchange-wallet-fiat.md section 5), kept in
// local storage through the safe storage helpers: a refusing or corrupt storage reads as no
// recent choice and never breaks the page. The server render and the first client render see
// none (useSyncExternalStore's server snapshot), so hydration matches; the list appears after.

import { useMemo, useSyncExternalStore } from 'react';
import { pushRecentCurrency } from '@/lib/wallet';
import { browserStorage, readStored, writeStored } from '@/lib/storage/safe-storage';

export const RECENT_DEPOSIT_KEY = 'deposit.recentCurrencies';

const listeners = new Set<() => void>();

/** The stored codes; [] when missing, corrupt or not a list of codes. */
export function parseRecent(text: string | null): string[] {
  if (text === null) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];
  } catch {
    return [];
  }
}

export function readRecentDeposits(): string[] {
  return parseRecent(readStored(browserStorage('local'), RECENT_DEPOSIT_KEY));
}

/** Puts `currency` first among the recent choices (no repeat, at most five). */
export function rememberDepositCurrency(currency: string): void {
  const next = pushRecentCurrency(readRecentDeposits(), currency);
  if (writeStored(browserStorage('local'), RECENT_DEPOSIT_KEY, JSON.stringify(next))) listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENT_DEPOSIT_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const rawSnapshot = () => readStored(browserStorage('local'), RECENT_DEPOSIT_KEY);
const serverSnapshot = () => null;

/** The recent choices, newest first (the raw text is the snapshot, so equal text is equal state). */
export function useRecentDeposits(): string[] {
  const raw = useSyncExternalStore(subscribe, rawSnapshot, serverSnapshot);
  return useMemo(() => parseRecent(raw), [raw]);
}
