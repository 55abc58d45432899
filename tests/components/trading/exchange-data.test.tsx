// @vitest-environment jsdom
// The exchange page's trading data through the query layer: the accounts and the spot balance
// asked once for every panel that reads them, the store fed from the cache, an orders push
// reloading the pair's orders after a short delay, and refresh() after an own action.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as pro from '@/lib/contracts/pro';
import { onPageCall } from '../../support/msw-call';
import { MarginPanel } from '@/components/trading/margin-panel';
import { ORDERS_RELOAD_DELAY_MS, useTrading } from '@/components/trading/use-trading';
import { configureHttp, NETWORK_FAILURE_TEXT } from '@/services/http';
import { createTradingStore, spotAvailable, type TradingStore } from '@/stores/trading-store';
import { startTestServer } from '../../services/http/test-server';
import { marketSymbol } from '../market/fixtures';
import { renderWithQueryClient } from '../../support/render';

type Push = { kind: 'push'; data: unknown };
type Listener = (update: Push) => void;
const listeners = new Map<string, Listener>();
const sockets = vi.hoisted(() => ({ urls: [] as string[] }));

// A fake account socket: each subscription's listener is kept by topic, and a push is delivered
// with its channel as the socket core sends it; the decoding stays the real one.
vi.mock('@/services/ws/account-socket', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/services/ws/account-socket')>();
  return {
    ...actual,
    getAccountSocket: (url: string) => {
      sockets.urls.push(url);
      return {
        subscribe: (topic: string, listener: (update: Push & { ch: string }) => void) => {
          listeners.set(topic, (update) => listener({ ...update, ch: topic }));
          return () => listeners.delete(topic);
        },
      };
    },
  };
});
vi.mock('@/services/ws/account-ticket', () => ({ fetchAccountSocketTicket: async () => 'ticket' }));

const server = startTestServer();
const BASE = `${window.location.origin}/-/x/pro`;
let gets: string[];

beforeEach(() => {
  configureHttp({ baseUrls: { pro: BASE } });
  gets = [];
  listeners.clear();
  sockets.urls.length = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function serve({ accountsFail = false } = {}) {
  const track = (name: string, data: unknown) => () => {
    gets.push(name);
    return HttpResponse.json({ status: 'ok', data });
  };
  server.use(
    onPageCall(pro.trading.accounts, () => {
      gets.push('accounts');
      return accountsFail
        ? HttpResponse.json({ status: 'error', 'err-code': 'base-system-error', 'err-msg': '账户服务维护中' })
        : HttpResponse.json({ status: 'ok', data: [{ id: 101, type: 'spot', subtype: '', state: 'working' }, { id: 102, type: 'margin', subtype: 'btcusdt', state: 'working' }] });
    }),
    onPageCall(pro.trading.accountBalance, track('spot', { id: 101, list: [{ currency: 'usdt', type: 'trade', balance: '10000' }] })),
    onPageCall(pro.trading.openOrders, track('open-orders', [OPEN_ORDER])),
    onPageCall(pro.margin.balance, track('margin-balance', [])),
    onPageCall(pro.margin.loanInfo, track('loan-info', [])),
    onPageCall(pro.margin.loans, track('loans', [])),
  );
}

const OPEN_ORDER = { id: 9, symbol: 'btcusdt', 'account-id': 101, type: 'buy-limit', state: 'submitted', price: '30000', amount: '0.1', 'filled-amount': '0', 'created-at': 1000 };

const ORDER_PUSH = { orderId: 9, symbol: 'btcusdt', eventType: 'trade', orderStatus: 'partial-filled', type: 'buy-limit', tradePrice: '30000', tradeVolume: '0.01' };

const count = (name: string) => gets.filter((entry) => entry === name).length;

function Page({ store, withMargin, onRefresh }: { store: TradingStore; withMargin: boolean; onRefresh?(refresh: () => void): void }) {
  const { refresh } = useTrading(store, { loggedIn: true, symbol: 'btcusdt', accountSocketUrl: 'ws://test/ws/v2' });
  useEffect(() => {
    onRefresh?.(refresh);
  }, [onRefresh, refresh]);
  return withMargin ? <MarginPanel symbol={marketSymbol()} loggedIn marginAllowed /> : null;
}

describe('exchange page trading data', () => {
  it('asks for the accounts and the spot balance once for the order form and the margin panel', async () => {
    serve();
    const store = createTradingStore();
    renderWithQueryClient(<Page store={store} withMargin />);
    await waitFor(() => expect(screen.getByTestId('margin-assets').getAttribute('data-loaded')).toBe('true'));
    await waitFor(() => expect(spotAvailable(store.getState(), 'usdt')).toBe('10000'));
    expect(count('accounts')).toBe(1);
    expect(count('spot')).toBe(1);
    expect(store.getState().spotAccountId).toBe('101');
  });

  it("keeps the server's message in the store when the accounts cannot be read", async () => {
    serve({ accountsFail: true });
    const store = createTradingStore();
    renderWithQueryClient(<Page store={store} withMargin={false} />);
    await waitFor(() => expect(store.getState().loadError).toBe('账户服务维护中'));
    // A business failure is final: asked once.
    expect(count('accounts')).toBe(1);
  });

  it('asks once and toasts once when the server cannot be reached (the call toasts; the cache does not retry it)', async () => {
    serve();
    server.use(
      onPageCall(pro.trading.accounts, () => {
        gets.push('accounts');
        return HttpResponse.error();
      }),
    );
    const toasts = vi.fn();
    configureHttp({ baseUrls: { pro: BASE }, notify: { error: toasts } });
    const store = createTradingStore();
    renderWithQueryClient(<Page store={store} withMargin={false} />);
    await waitFor(() => expect(store.getState().loadError).toBe(NETWORK_FAILURE_TEXT));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(count('accounts')).toBe(1);
    expect(toasts).toHaveBeenCalledTimes(1);
  });

  it('reloads the open orders a short while after a burst of orders pushes', async () => {
    serve();
    const store = createTradingStore();
    renderWithQueryClient(<Page store={store} withMargin={false} />);
    await waitFor(() => expect(count('open-orders')).toBe(1));
    const push = listeners.get('orders#btcusdt');
    expect(push).toBeDefined();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => {
      push?.({ kind: 'push', data: ORDER_PUSH });
      push?.({ kind: 'push', data: { ...ORDER_PUSH, eventType: 'cancellation', orderStatus: 'canceled' } });
    });
    await act(() => vi.advanceTimersByTimeAsync(ORDERS_RELOAD_DELAY_MS - 1));
    expect(count('open-orders')).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(count('open-orders')).toBe(2));
  });

  it('applies a pushed balance change to the store', async () => {
    serve();
    const store = createTradingStore();
    renderWithQueryClient(<Page store={store} withMargin={false} />);
    await waitFor(() => expect(spotAvailable(store.getState(), 'usdt')).toBe('10000'));
    act(() => listeners.get('accounts.update#2')?.({ kind: 'push', data: { accountId: 101, currency: 'usdt', available: '9000', balance: '9000', changeType: 'order.place' } }));
    expect(spotAvailable(store.getState(), 'usdt')).toBe('9000');
  });

  it("follows both channels on the page's account socket, drops pushes that do not decode, and leaves them on unmount", async () => {
    serve();
    const store = createTradingStore();
    const view = renderWithQueryClient(<Page store={store} withMargin={false} />);
    await waitFor(() => expect(count('open-orders')).toBe(1));
    expect([...listeners.keys()].sort()).toEqual(['accounts.update#2', 'orders#btcusdt']);
    expect(new Set(sockets.urls)).toEqual(new Set(['ws://test/ws/v2']));
    await waitFor(() => expect(spotAvailable(store.getState(), 'usdt')).toBe('10000'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => {
      listeners.get('orders#btcusdt')?.({ kind: 'push', data: {} });
      listeners.get('accounts.update#2')?.({ kind: 'push', data: { currency: 'usdt' } });
    });
    await act(() => vi.advanceTimersByTimeAsync(ORDERS_RELOAD_DELAY_MS * 2));
    vi.useRealTimers();
    expect(count('open-orders')).toBe(1);
    expect(spotAvailable(store.getState(), 'usdt')).toBe('10000');
    view.unmount();
    expect(listeners.size).toBe(0);
  });

  it('a pending reload is dropped when the page leaves', async () => {
    serve();
    const store = createTradingStore();
    const view = renderWithQueryClient(<Page store={store} withMargin={false} />);
    await waitFor(() => expect(count('open-orders')).toBe(1));
    const invalidate = vi.spyOn(view.client, 'invalidateQueries');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => listeners.get('orders#btcusdt')?.({ kind: 'push', data: ORDER_PUSH }));
    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(ORDERS_RELOAD_DELAY_MS * 2));
    vi.useRealTimers();
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('refresh() after an own action asks for the orders and the balance again', async () => {
    serve();
    const store = createTradingStore();
    let refresh: (() => void) | undefined;
    renderWithQueryClient(<Page store={store} withMargin={false} onRefresh={(handed) => {
          refresh = handed;
        }} />);
    await waitFor(() => expect(count('spot')).toBe(1));
    await waitFor(() => expect(count('open-orders')).toBe(1));
    act(() => refresh?.());
    await waitFor(() => expect(count('spot')).toBe(2));
    await waitFor(() => expect(count('open-orders')).toBe(2));
  });

  it('an unchanged answer after refresh() still replaces what the page changed since (a refused cancel, a push)', async () => {
    serve();
    const store = createTradingStore();
    let refresh: (() => void) | undefined;
    const keep = (handed: () => void) => {
      refresh = handed;
    };
    renderWithQueryClient(<Page store={store} withMargin={false} onRefresh={keep} />);
    await waitFor(() => expect(store.getState().openOrders.map((order) => order.state)).toEqual(['submitted']));
    await waitFor(() => expect(spotAvailable(store.getState(), 'usdt')).toBe('10000'));
    act(() => {
      store.setState((state) => ({ openOrders: state.openOrders.map((order) => ({ ...order, state: 'canceling' as const })) }));
      listeners.get('accounts.update#2')?.({ kind: 'push', data: { accountId: 101, currency: 'usdt', available: '1', balance: '1', changeType: 'order.place' } });
    });
    act(() => refresh?.());
    await waitFor(() => expect(store.getState().openOrders.map((order) => order.state)).toEqual(['submitted']));
    await waitFor(() => expect(spotAvailable(store.getState(), 'usdt')).toBe('10000'));
  });
});
