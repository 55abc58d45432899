// Trading-pair favourites of this tab (exchange-wallet-fiat.md section 6): a visitor's live in
// local storage, a logged-in user's on the server. Browser-only state.

import { createStore, type StoreApi } from 'zustand/vanilla';
import { isMarketSymbol, readLocalFavorites, toggleFavorite, writeLocalFavorites, type FavoritesStorage } from '@/lib/market/favorites';
import { browserStorage } from '@/lib/storage/safe-storage';
import { failureText } from '@/services/http';
import { addFavoritePairs, fetchFavoritePairs, removeFavoritePairs } from '@/services/pro/favorites';
import { showToast } from './toast-store';

export type FavoritesSource = 'local' | 'server';

export interface FavoritesState {
  symbols: string[];
  source: FavoritesSource;
  loading: boolean;
  /** Reads the favourites from the server (logged in) or local storage (visitor). */
  load(loggedIn: boolean): Promise<void>;
  /** Adds or removes one symbol; an invalid symbol is ignored. */
  toggle(symbol: string): Promise<void>;
}

export interface FavoritesStoreDeps {
  /** The storage of a visitor's favourites; null where there is none. */
  storage(): FavoritesStorage | null;
  notifyError(text: string): void;
}


function insertAt(list: readonly string[], symbol: string, index: number): string[] {
  return [...list.slice(0, index), symbol, ...list.slice(index)];
}

export function createFavoritesStore(deps: Partial<FavoritesStoreDeps> = {}): StoreApi<FavoritesState> {
  const storage = deps.storage ?? (() => browserStorage('local'));
  const notifyError = deps.notifyError ?? ((text: string) => void showToast('error', text));
  // A load started later wins over one still in flight (the login state changed meanwhile).
  let loadGeneration = 0;

  return createStore<FavoritesState>((set, get) => ({
    symbols: [],
    source: 'local',
    loading: false,

    async load(loggedIn) {
      const generation = ++loadGeneration;
      if (!loggedIn) {
        set({ symbols: readLocalFavorites(storage()), source: 'local', loading: false });
        return;
      }
      set({ symbols: [], source: 'server', loading: true });
      const result = await fetchFavoritePairs();
      if (generation !== loadGeneration) return;
      // A failed load leaves an empty list; the HTTP layer already reported a network failure.
      set({ symbols: result.success ? result.data.map((pair) => pair.symbol) : [], loading: false });
    },

    async toggle(symbol) {
      if (!isMarketSymbol(symbol)) return;
      const before = get().symbols;
      const adding = !before.includes(symbol);
      set({ symbols: toggleFavorite(before, symbol) });
      if (get().source === 'local') {
        // Without storage the change still holds for this page; there is nothing else to do.
        writeLocalFavorites(storage(), get().symbols);
        return;
      }
      // Silent: the toast below is the one message of a failure.
      const result = adding ? await addFavoritePairs([symbol], { silent: true }) : await removeFavoritePairs([symbol], { silent: true });
      if (result.success) return;
      // Roll back only this symbol (a removed one back in its place), unless it was toggled again meanwhile.
      const current = get().symbols;
      if (current.includes(symbol) === adding) {
        set({ symbols: adding ? toggleFavorite(current, symbol) : insertAt(current, symbol, before.indexOf(symbol)) });
      }
      notifyError(failureText(result));
    },
  }));
}

export const favoritesStore = createFavoritesStore();
