'use client';

// The star that adds a trading pair to the favourites or takes it out. State and persistence
// (local storage or server) belong to the favourites store; the page loads it once.

import { useStore } from 'zustand';
import { favoritesStore, type FavoritesState } from '@/stores/favorites-store';
import type { StoreApi } from 'zustand/vanilla';
import styles from './favorite-toggle.module.css';

export const FAVORITE_ADD_LABEL = '添加自选';
export const FAVORITE_REMOVE_LABEL = '取消自选';

export interface FavoriteToggleProps {
  /** The exchange symbol id, e.g. btcusdt. */
  symbol: string;
  className?: string;
  /** The store to use; the app's shared one unless a test or a page hands in its own. */
  store?: StoreApi<FavoritesState>;
}

export function FavoriteToggle({ symbol, className, store = favoritesStore }: FavoriteToggleProps) {
  const favorite = useStore(store, (state) => state.symbols.includes(symbol));
  const loading = useStore(store, (state) => state.loading);
  return (
    <button
      type="button"
      className={className ? `${styles.toggle} ${className}` : styles.toggle}
      aria-pressed={favorite}
      aria-label={favorite ? FAVORITE_REMOVE_LABEL : FAVORITE_ADD_LABEL}
      title={favorite ? FAVORITE_REMOVE_LABEL : FAVORITE_ADD_LABEL}
      // Until the list is known a click could add what is already there.
      disabled={loading}
      onClick={() => void store.getState().toggle(symbol)}
    >
      <svg className={styles.star} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
      </svg>
    </button>
  );
}
