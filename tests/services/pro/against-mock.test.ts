// The favourites services against the real mock handlers (no inline answers): the bodies they
// send are the ones the mock's contract handler reads.

import { beforeEach, describe, expect, it } from 'vitest';
import { resetHttpConfig } from '@/services/http';
import { addFavoritePairs, FAVORITE_INVALID_SYMBOL_CODE, fetchFavoritePairs, removeFavoritePairs } from '@/services/pro/favorites';
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

  it('passes the refusal of a symbol that is no symbol id on, with its code and message', async () => {
    expect(await removeFavoritePairs(['BTC/USDT'])).toMatchObject({ success: false, code: FAVORITE_INVALID_SYMBOL_CODE, message: 'invalid symbol' });
    expect(await symbols()).toEqual(['btcusdt']);
  });
});
