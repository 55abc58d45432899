// The favourites services against the real mock handlers (no inline answers).

import { beforeEach, describe, expect, it } from 'vitest';
import { resetHttpConfig } from '@/services/http';
import { addFavoritePairs, fetchFavoritePairs, removeFavoritePairs } from '@/services/pro/favorites';
import { withMswServer } from '../../setup/msw';
import { loginProUser } from '../../support/pro-login';

withMswServer();

beforeEach(() => {
  resetHttpConfig();
  loginProUser();
});

async function symbols(): Promise<string[]> {
  const result = await fetchFavoritePairs();
  if (!result.success) throw new Error('favourites failed');
  return result.data.map((pair) => pair.symbol);
}

describe('favourites against the mock', () => {
  it('adds and removes pairs, the list following', async () => {
    expect(await symbols()).toEqual(['btcusdt']);
    expect(await addFavoritePairs(['ethusdt'])).toMatchObject({ success: true });
    expect(await symbols()).toEqual(['btcusdt', 'ethusdt']);
    expect(await removeFavoritePairs(['btcusdt'])).toMatchObject({ success: true });
    expect(await symbols()).toEqual(['ethusdt']);
  });
});
