// The favourites store against the mock backend's own favourite handlers (per-user state in the
// mock db) on the msw test server, with a fake storage for visitors.

import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as pro from '@/lib/contracts/pro';
import { onCall } from '../support/msw-call';
import { FAVORITES_STORAGE_KEY, type FavoritesStorage } from '@/lib/market/favorites';
import { exchangeTicket, issueTicket } from '@/mocks/auth/tickets';
import { createSession, db, resetDb } from '@/mocks/db';
import { favoriteHandlers } from '@/mocks/handlers/favorites';
import { configureHttp, NETWORK_FAILURE_TEXT } from '@/services/http';
import { createFavoritesStore, favoritesStore } from '@/stores/favorites-store';
import { toastStore } from '@/stores/toast-store';
import { startTestServer, testBase } from '../services/http/test-server';

const server = startTestServer();

function fakeStorage(initial?: string, failWrites = false): FavoritesStorage & { items: Map<string, string> } {
  const items = new Map<string, string>(initial === undefined ? [] : [[FAVORITES_STORAGE_KEY, initial]]);
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (failWrites) throw new Error('QuotaExceededError');
      items.set(key, value);
    },
  };
}

function logInAs(uid: number): void {
  const session = createSession(uid);
  const token = exchangeTicket(issueTicket(session.token).ticket, 'pro')?.token;
  configureHttp({ getToken: (family) => (family === 'pro' ? token : null) });
}

function serverSymbols(uid: number): string[] | undefined {
  return db.favorites.get(uid)?.map((pair) => pair.symbol);
}

const toastTexts = () => toastStore.getState().toasts.map((toast) => `${toast.kind}:${toast.text}`);

beforeEach(() => {
  server.use(...favoriteHandlers(testBase('pro')));
  toastStore.setState({ toasts: [] });
});
afterEach(() => resetDb());

describe('favourites store, visitor', () => {
  it('loads from local storage and writes every toggle back', async () => {
    const storage = fakeStorage('["ethusdt","BAD","ethusdt"]');
    const store = createFavoritesStore({ storage: () => storage });
    await store.getState().load(false);
    expect(store.getState()).toMatchObject({ symbols: ['ethusdt'], source: 'local', loading: false });
    await store.getState().toggle('btcusdt');
    await store.getState().toggle('ethusdt');
    expect(store.getState().symbols).toEqual(['btcusdt']);
    expect(storage.items.get(FAVORITES_STORAGE_KEY)).toBe('["btcusdt"]');
  });

  it('keeps the toggle for the page when storage refuses, and ignores invalid symbols', async () => {
    const storage = fakeStorage(undefined, true);
    const store = createFavoritesStore({ storage: () => storage });
    await store.getState().load(false);
    await store.getState().toggle('btcusdt');
    await store.getState().toggle('BTC_USDT');
    expect(store.getState().symbols).toEqual(['btcusdt']);
    expect(storage.items.size).toBe(0);
    expect(toastTexts()).toEqual([]);
  });

  it('works with no storage at all', async () => {
    const store = createFavoritesStore({ storage: () => null });
    await store.getState().load(false);
    await store.getState().toggle('btcusdt');
    expect(store.getState().symbols).toEqual(['btcusdt']);
  });
});

describe('favourites store, logged in', () => {
  it('loads the server list, not local storage, and toggles on the server', async () => {
    logInAs(10001);
    const storage = fakeStorage('["xrpusdt"]');
    const store = createFavoritesStore({ storage: () => storage });
    const loading = store.getState().load(true);
    expect(store.getState()).toMatchObject({ source: 'server', loading: true });
    await loading;
    expect(store.getState()).toMatchObject({ symbols: ['btcusdt'], source: 'server', loading: false });

    const adding = store.getState().toggle('ethusdt');
    expect(store.getState().symbols).toEqual(['btcusdt', 'ethusdt']); // optimistic
    await adding;
    await store.getState().toggle('btcusdt');
    expect(store.getState().symbols).toEqual(['ethusdt']);
    expect(serverSymbols(10001)).toEqual(['ethusdt']);
    expect(storage.items.get(FAVORITES_STORAGE_KEY)).toBe('["xrpusdt"]');
    expect(toastTexts()).toEqual([]);
  });

  it('rolls a failed add back and shows the server message', async () => {
    logInAs(10001);
    const store = favoritesStore;
    await store.getState().load(true);
    server.use(onCall(pro.favorites.pairSet, () => HttpResponse.json({ code: 2002, success: false, message: '交易对无效' })));
    await store.getState().toggle('ethusdt');
    expect(store.getState().symbols).toEqual(['btcusdt']);
    expect(toastTexts()).toEqual(['error:交易对无效']);
  });

  it('puts a symbol whose removal failed back in its place, with the network text when the call failed', async () => {
    logInAs(10002);
    db.favorites.set(10002, ['btcusdt', 'ethusdt', 'xrpusdt'].map((symbol) => ({ symbol, createdAt: 1 })));
    const notified: string[] = [];
    const store = createFavoritesStore({ storage: () => null, notifyError: (text) => notified.push(text) });
    await store.getState().load(true);
    server.use(onCall(pro.favorites.pairDel, () => HttpResponse.error()));
    await store.getState().toggle('ethusdt');
    expect(store.getState().symbols).toEqual(['btcusdt', 'ethusdt', 'xrpusdt']);
    server.use(onCall(pro.favorites.pairDel, () => HttpResponse.json({ code: 500, success: false, message: '' })));
    await store.getState().toggle('ethusdt');
    expect(notified).toEqual([NETWORK_FAILURE_TEXT, NETWORK_FAILURE_TEXT]);
    expect(serverSymbols(10002)).toEqual(['btcusdt', 'ethusdt', 'xrpusdt']);
  });

  it('does not undo a later toggle of the same symbol when an earlier one fails', async () => {
    logInAs(10001);
    const store = createFavoritesStore({ storage: () => null, notifyError: () => undefined });
    await store.getState().load(true);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      onCall(pro.favorites.pairSet, async () => {
        await held;
        return HttpResponse.json({ code: 2002, success: false, message: 'invalid symbol' });
      }),
    );
    const add = store.getState().toggle('ethusdt');
    const remove = store.getState().toggle('ethusdt');
    release();
    await Promise.all([add, remove]);
    expect(store.getState().symbols).toEqual(['btcusdt']);
  });

  it('a failed load leaves an empty server list; a later visitor load wins over a slow one', async () => {
    const store = createFavoritesStore({ storage: () => fakeStorage('["ethusdt"]') });
    configureHttp({ getToken: () => null });
    await store.getState().load(true); // no token: login-required
    expect(store.getState()).toMatchObject({ symbols: [], source: 'server', loading: false });

    logInAs(10001);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      onCall(pro.favorites.pairGet, async () => {
        await held;
        return HttpResponse.json({ code: 200, success: true, data: [{ symbol: 'btcusdt', createdAt: 1 }] });
      }),
    );
    const slow = store.getState().load(true);
    await store.getState().load(false);
    release();
    await slow;
    expect(store.getState()).toMatchObject({ symbols: ['ethusdt'], source: 'local', loading: false });
  });
});
