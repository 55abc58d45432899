// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FAVORITES_STORAGE_KEY, type FavoritesStorage } from '@/lib/market/favorites';
import { FavoriteToggle } from '@/components/market/favorite-toggle';
import { createFavoritesStore } from '@/stores/favorites-store';

afterEach(cleanup);

function storage(): FavoritesStorage & { items: Map<string, string> } {
  const items = new Map<string, string>([[FAVORITES_STORAGE_KEY, '["btcusdt"]']]);
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('FavoriteToggle', () => {
  it('shows the state with aria-pressed and its label, and toggles through the store', async () => {
    const local = storage();
    const store = createFavoritesStore({ storage: () => local });
    await store.getState().load(false);
    render(
      <>
        <FavoriteToggle symbol="btcusdt" store={store} />
        <FavoriteToggle symbol="ethusdt" store={store} />
      </>,
    );
    const remove = screen.getByRole('button', { name: '取消自选' });
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    const add = screen.getByRole('button', { name: '添加自选' });
    expect(add.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(add);
    await waitFor(() => expect(screen.getAllByRole('button', { name: '取消自选' })).toHaveLength(2));
    fireEvent.click(screen.getAllByRole('button', { name: '取消自选' })[0] as HTMLElement);
    await waitFor(() => expect(store.getState().symbols).toEqual(['ethusdt']));
    expect(local.items.get(FAVORITES_STORAGE_KEY)).toBe('["ethusdt"]');
  });

  it('takes no clicks while the list is loading', () => {
    const store = createFavoritesStore({ storage: () => null });
    store.setState({ loading: true });
    render(<FavoriteToggle symbol="btcusdt" store={store} />);
    const button = screen.getByRole('button', { name: '添加自选' });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.click(button);
    expect(store.getState().symbols).toEqual([]);
  });
});
