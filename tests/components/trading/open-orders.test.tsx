// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as pro from '@/lib/contracts/pro';
import { onPageCall } from '../../support/msw-call';
import { OpenOrders } from '@/components/trading/open-orders';
import type { Order } from '@/lib/trading';
import { configureHttp } from '@/services/http';
import { CANCEL_SUCCESS_TEXT } from '@/services/trading/orders';
import { toastStore } from '@/stores/toast-store';
import { createTradingStore } from '@/stores/trading-store';
import { startTestServer } from '../../services/http/test-server';
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

function renderPanel(orders: Order[]) {
  const store = createTradingStore();
  store.setState({ spotAccountId: '1000101', openOrders: orders });
  let changed = 0;
  render(<OpenOrders symbol={marketSymbol()} store={store} onChanged={() => (changed += 1)} />);
  return { store, changedCount: () => changed };
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
    const { changedCount } = renderPanel([order('11', 'submitted')]);
    fireEvent.click(screen.getByRole('button', { name: '撤单' }));
    expect(screen.getByText('撤单中')).toBeTruthy();
    await waitFor(() => expect(toastStore.getState().toasts.map((toast) => toast.text)).toEqual([CANCEL_SUCCESS_TEXT]));
    expect(cancelled).toBe('11');
    expect(changedCount()).toBe(1);
  });

  it('shows the server message when a cancel is refused', async () => {
    server.use(
      onPageCall(pro.trading.cancelOrder, () =>
        HttpResponse.json({ status: 'error', 'err-code': 'order-orderstate-error', 'err-msg': 'Incorrect order state', 'order-state': 6 }),
      ),
    );
    renderPanel([order('12', 'submitted')]);
    fireEvent.click(screen.getByRole('button', { name: '撤单' }));
    await waitFor(() => expect(toastStore.getState().toasts.map((toast) => toast.text)).toEqual(['Incorrect order state']));
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
});
