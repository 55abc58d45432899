// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as pro from '@/lib/contracts/pro';
import { onPageCall } from '../../support/msw-call';
import { OpenOrders } from '@/components/trading/open-orders';
import type { Order } from '@/lib/trading';
import { configureHttp } from '@/services/http';
import { CANCEL_SUCCESS_TEXT } from '@/services/trading/orders';
import { toastStore } from '@/stores/toast-store';
import { createTradingStore } from '@/stores/trading-store';
import { tradingKeys } from '@/queries/keys';
import { startTestServer } from '../../services/http/test-server';
import { renderWithQueryClient } from '../../support/render';
import { marketSymbol } from '../market/fixtures';

const server = startTestServer();
const BASE = `${window.location.origin}/-/x/pro`;

beforeEach(() => configureHttp({ baseUrls: { pro: BASE } }));
afterEach(() => {
  cleanup();
  toastStore.setState({ toasts: [] });
});

function order(id: string, state: Order['state'], type = 'buy-limit'): Order {
  return {
    id,
    symbol: 'btcusdt',
    type,
    side: type.startsWith('buy') ? 'buy' : 'sell',
    source: 'web',
    state,
    price: '100',
    amount: '1',
    filledAmount: state === 'partial-filled' ? '0.4' : '0',
    filledCashAmount: '0',
    filledFees: '0',
    filledPoints: '0',
    feeDeductCurrency: null,
    createdAt: 1_700_000_000_000,
    canceledAt: null,
    stopPrice: null,
    operator: null,
  } as Order;
}

const OPEN_KEY = tradingKeys.openOrders('btcusdt', '1000101');

function renderPanel(orders: Order[]) {
  const store = createTradingStore();
  store.setState({ spotAccountId: '1000101', openOrders: orders });
  const { client } = renderWithQueryClient(<OpenOrders symbol={marketSymbol()} store={store} />);
  // The open orders as cached: the cancel mutations mark them stale when they settle.
  client.setQueryData(OPEN_KEY, orders);
  return { store, reloaded: () => client.getQueryState(OPEN_KEY)?.isInvalidated === true };
}

describe('OpenOrders', () => {
  it('lists the orders with their state labels, and says so when there are none', () => {
    renderPanel([order('1', 'submitted'), order('2', 'partial-filled', 'sell-limit'), order('3', 'pre-submitted')]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-state'))).toEqual(['submitted', 'partial-filled', 'pre-submitted']);
    expect(within(rows[0]!).getByText('已提交')).toBeTruthy();
    expect(within(rows[1]!).getByText('部分成交')).toBeTruthy();
    expect(within(rows[1]!).getByText('卖出')).toBeTruthy();
    expect(within(rows[2]!).getByText('准备提交')).toBeTruthy();
    cleanup();
    renderPanel([]);
    expect(screen.getByText('暂无委托')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '全部撤单' })).toBeNull();
    expect(screen.getByTestId('open-orders').getAttribute('data-cancel-all-state')).toBe('none');
  });

  it('cancels one order: marked 撤单中 at once, then the success toast', async () => {
    let cancelled = '';
    server.use(
      onPageCall(pro.trading.cancelOrder, ({ params }) => {
        cancelled = String(params.id);
        return HttpResponse.json({ status: 'ok', data: cancelled });
      }),
    );
    const { reloaded } = renderPanel([order('11', 'submitted')]);
    fireEvent.click(screen.getByRole('button', { name: '撤单' }));
    expect(screen.getByText('撤单中')).toBeTruthy();
    await waitFor(() => expect(toastStore.getState().toasts.map((toast) => toast.text)).toEqual([CANCEL_SUCCESS_TEXT]));
    expect(cancelled).toBe('11');
    await waitFor(() => expect(reloaded()).toBe(true));
  });

  it('shows the server message when a cancel is refused', async () => {
    server.use(
      onPageCall(pro.trading.cancelOrder, () =>
        HttpResponse.json({ status: 'error', 'err-code': 'order-orderstate-error', 'err-msg': '订单状态错误', 'order-state': 6 }),
      ),
    );
    renderPanel([order('12', 'submitted')]);
    fireEvent.click(screen.getByRole('button', { name: '撤单' }));
    await waitFor(() => expect(toastStore.getState().toasts.map((toast) => toast.text)).toEqual(['订单状态错误']));
  });

  it('cancels all of the pair with the account and symbol', async () => {
    let body: unknown = null;
    server.use(
      onPageCall(pro.trading.cancelAllOrders, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status: 'ok', data: { 'success-count': 2, 'failed-count': 0, 'next-id': -1 } });
      }),
    );
    renderPanel([order('1', 'submitted'), order('2', 'submitted')]);
    expect(screen.getByTestId('open-orders').getAttribute('data-cancel-all-state')).toBe('all');
    fireEvent.click(screen.getByRole('button', { name: '全部撤单' }));
    await waitFor(() => expect(body).toEqual({ 'account-id': '1000101', symbol: 'btcusdt' }));
    await waitFor(() => expect(toastStore.getState().toasts.map((toast) => toast.text)).toEqual([CANCEL_SUCCESS_TEXT]));
  });

  it('marks every order of a cancel-all 撤单中 with its 撤单 disabled while the cancel-all is under way, then reloads', async () => {
    let answer: () => void = () => undefined;
    server.use(
      onPageCall(pro.trading.cancelAllOrders, async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        await delay(1);
        return HttpResponse.json({ status: 'ok', data: { 'success-count': 2, 'failed-count': 0, 'next-id': -1 } });
      }),
    );
    const { reloaded } = renderPanel([order('1', 'submitted'), order('2', 'partial-filled'), order('3', 'canceled')]);
    fireEvent.click(screen.getByRole('button', { name: '全部撤单' }));
    const rows = () => screen.getAllByRole('row').slice(1);
    await waitFor(() => expect(rows().map((row) => row.getAttribute('data-state'))).toEqual(['canceling', 'canceling', 'canceled']));
    expect(within(rows()[0]!).getByText('撤单中')).toBeTruthy();
    expect(within(rows()[1]!).getByText('撤单中')).toBeTruthy();
    for (const row of rows()) expect((within(row).getByRole('button', { name: '撤单' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '全部撤单' }) as HTMLButtonElement).disabled).toBe(true);
    expect(reloaded()).toBe(false);
    answer();
    await waitFor(() => expect(toastStore.getState().toasts.map((toast) => toast.text)).toEqual([CANCEL_SUCCESS_TEXT]));
    await waitFor(() => expect(reloaded()).toBe(true));
  });
});
