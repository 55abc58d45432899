// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as pro from '@/lib/contracts/pro';
import { onPageCall } from '../../support/msw-call';
import { OrdersPanel } from '@/components/trading/orders-panel';
import * as proTrading from '@/lib/contracts/pro/trading';
import { formatTime } from '@/lib/format';
import { tradingKeys } from '@/queries/keys';
import { orderListPage, type Order } from '@/lib/trading';
import { configureHttp } from '@/services/http';
import { CANCEL_SUCCESS_TEXT } from '@/services/trading/orders';
import { toastStore } from '@/stores/toast-store';
import { createTradingStore } from '@/stores/trading-store';
import { route } from '@/mocks/http/route';
import { startTestServer } from '../../services/http/test-server';
import { marketSymbol } from '../market/fixtures';
import { renderWithQueryClient } from '../../support/render';

const server = startTestServer();
const BASE = `${window.location.origin}/-/x/pro`;

beforeEach(() => configureHttp({ baseUrls: { pro: BASE } }));
afterEach(() => {
  cleanup();
  toastStore.setState({ toasts: [] });
});

function order(id: string, overrides: Partial<Order> = {}): Order {
  const type = overrides.type ?? 'buy-limit';
  return {
    id,
    symbol: 'btcusdt',
    type,
    side: type.startsWith('buy') ? 'buy' : 'sell',
    source: 'web',
    state: 'submitted',
    price: '100',
    amount: '1',
    filledAmount: '0',
    filledCashAmount: '0',
    filledFees: '0',
    filledPoints: '0',
    feeDeductCurrency: null,
    createdAt: 1_700_000_000_000,
    canceledAt: null,
    stopPrice: null,
    operator: null,
    ...overrides,
  };
}

const recent = () => Date.now() - 60_000;

/** History records as /v1/order/orders sends them: the legacy field-* spelling, or filled-*. */
function historyRecords() {
  return [
    {
      id: 501,
      symbol: 'btcusdt',
      type: 'buy-market',
      state: 'filled',
      price: '0.0',
      amount: '20.000000000000000000',
      'field-amount': '0.000500000000000000',
      'field-cash-amount': '19.987500000000000000',
      'field-fees': '0.000001000000000000',
      'filled-points': '0.5',
      'created-at': recent(),
      'canceled-at': 0,
    },
    {
      id: '502',
      symbol: 'btcusdt',
      type: 'sell-stop-limit',
      state: 'partial-canceled',
      price: '41000.5',
      amount: '2',
      'filled-amount': '0.5',
      'filled-cash-amount': '20500.25',
      'filled-fees': '41.0005',
      'stop-price': '41500',
      operator: 'gte',
      'created-at': recent() - 1000,
      'canceled-at': recent(),
    },
    { id: 503, symbol: 'btcusdt', type: 'buy-limit', state: 'canceled', price: '30000', amount: '0.1', 'field-amount': '0', 'field-cash-amount': '0', 'field-fees': '0', 'created-at': recent() - 2000 },
  ];
}

function renderPanel(orders: Order[] = [], props: { etpTab?: React.ReactNode } = {}, symbol = marketSymbol()) {
  const store = createTradingStore();
  store.setState({ spotAccountId: '1000101', openOrders: orders });
  const onChanged = vi.fn();
  const { client } = renderWithQueryClient(<OrdersPanel symbol={symbol} store={store} onChanged={onChanged} {...props} />);
  return { store, onChanged, client };
}

function serveHistory(records: unknown[] = historyRecords()) {
  const queries: URLSearchParams[] = [];
  server.use(
    onPageCall(pro.trading.orderHistory, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ status: 'ok', data: records });
    }),
  );
  return queries;
}

function historyRow(id: string): HTMLElement {
  const row = screen.getByTestId('order-history').querySelector(`tr[data-order-id="${id}"]`);
  if (!(row instanceof HTMLElement)) throw new Error(`no history row ${id}`);
  return row;
}

function cell(row: HTMLElement, column: string): string {
  return row.querySelector(`[data-column="${column}"]`)?.textContent ?? '';
}

describe('OrdersPanel tabs', () => {
  it('moves between the tabs with the arrow keys, only the selected tab in the Tab order', async () => {
    serveHistory([]);
    renderPanel([order('1')]);
    const open = screen.getByRole('tab', { name: '当前委托' });
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1]);
    fireEvent.keyDown(open, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '历史委托' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '历史委托' }));
    expect(screen.getByTestId('orders-panel').getAttribute('data-tab')).toBe('history');
    expect(screen.getByRole('tabpanel').id).toBe(screen.getByRole('tab', { name: '历史委托' }).getAttribute('aria-controls'));
    fireEvent.keyDown(screen.getByRole('tab', { name: '历史委托' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '当前委托' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(screen.getByTestId('order-history').getAttribute('data-status')).toBe('loaded'));
  });

  it('opens on 当前委托, switches to 历史委托, and shows ETP 申赎 only when the page hands one in', async () => {
    serveHistory([]);
    renderPanel([order('1')]);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['当前委托', '历史委托']);
    expect(screen.getByRole('tab', { name: '当前委托' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('open-orders')).toBeTruthy();
    expect(screen.getByTestId('open-orders').querySelector('tr[data-order-id="1"]')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '历史委托' }));
    expect(screen.getByRole('tab', { name: '历史委托' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('orders-panel').getAttribute('data-tab')).toBe('history');
    expect(await screen.findByText('暂无历史委托')).toBeTruthy();
    // The open list is hidden, not gone: its tab panel is.
    expect(screen.getByTestId('open-orders').closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(true);

    cleanup();
    renderPanel([], { etpTab: <p>ETP 列表</p> });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['当前委托', '历史委托', 'ETP 申赎']);
    fireEvent.click(screen.getByRole('tab', { name: 'ETP 申赎' }));
    expect(screen.getByText('ETP 列表')).toBeTruthy();
    expect(screen.getByText('ETP 列表').closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(false);
  });
});

describe('历史委托', () => {
  it('asks for the finished orders of the pair in the range and shows average price, fee, points, trigger and state', async () => {
    const queries = serveHistory();
    renderPanel();
    fireEvent.click(screen.getByRole('tab', { name: '历史委托' }));
    await waitFor(() => expect(screen.getByTestId('order-history').getAttribute('data-status')).toBe('loaded'));
    const query = queries[0];
    expect(query?.get('symbol')).toBe('btcusdt');
    expect(query?.get('states')).toBe('filled,partial-canceled,canceled');
    expect(Number(query?.get('start-time'))).toBeGreaterThan(Date.now() - 7 * 86_400_000 - 60_000);
    expect(query?.get('types')).toBeNull();

    const market = historyRow('501');
    // Legacy field-* keys: 19.9875 / 0.0005 = 39975.
    expect(cell(market, 'average')).toBe('39975.00');
    expect(cell(market, 'fee')).toBe('0.000001 BTC');
    expect(cell(market, 'points')).toBe('0.5');
    // The kind and the price both say 市价.
    expect(within(market).getAllByText('市价')).toHaveLength(2);
    expect(within(market).getByText('20 USDT')).toBeTruthy();
    expect(within(market).getByText('已成交')).toBeTruthy();

    const stop = historyRow('502');
    expect(cell(stop, 'average')).toBe('41000.50');
    expect(cell(stop, 'fee')).toBe('41.0005 USDT');
    expect(within(stop).getByText('≥ 41500.00')).toBeTruthy();
    expect(within(stop).getByText('部分成交')).toBeTruthy();
    expect(within(stop).getByText('止盈止损')).toBeTruthy();

    const cancelled = historyRow('503');
    expect(cell(cancelled, 'average')).toBe('---');
    expect(within(cancelled).getByText('已撤销')).toBeTruthy();
  });

  it('pages the loaded history 20 a page, back to the first page when the filter changes', async () => {
    const records = Array.from({ length: 25 }, (_, index) => ({
      id: 600 + index,
      symbol: 'btcusdt',
      type: index % 2 === 0 ? 'buy-limit' : 'sell-limit',
      state: 'canceled',
      price: '30000',
      amount: '0.1',
      'filled-amount': '0',
      'filled-cash-amount': '0',
      'filled-fees': '0',
      'created-at': recent() - index * 1000,
    }));
    serveHistory(records);
    renderPanel();
    fireEvent.click(screen.getByRole('tab', { name: '历史委托' }));
    const history = screen.getByTestId('order-history');
    await waitFor(() => expect(history.getAttribute('data-status')).toBe('loaded'));
    const ids = () => [...history.querySelectorAll('tbody tr[data-order-id]')].map((row) => row.getAttribute('data-order-id'));
    expect(ids()).toHaveLength(20);
    expect(ids()[0]).toBe('600');
    const pager = within(history).getByRole('navigation', { name: '分页' });
    expect(within(pager).getByRole('button', { name: '上一页' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(pager).getByRole('button', { name: '下一页' }));
    expect(ids()).toEqual(['620', '621', '622', '623', '624']);
    expect(within(pager).getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('button', { name: '下一页' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(history).getByLabelText('方向'), { target: { value: 'buy' } });
    await waitFor(() => expect(ids()).toHaveLength(13));
    expect(within(history).queryByRole('navigation', { name: '分页' })).toBeNull();
  });

  it('loads every order of the range page by page (from / direct), not only the newest 100, and exports them all', async () => {
    const records = Array.from({ length: 230 }, (_, index) => ({
      id: 5000 - index,
      symbol: 'btcusdt',
      type: 'buy-limit',
      state: 'canceled',
      price: '30000',
      amount: '0.1',
      'filled-amount': '0',
      'filled-cash-amount': '0',
      'filled-fees': '0',
      'created-at': recent() - index * 1000,
    }));
    const queries: URLSearchParams[] = [];
    server.use(
      onPageCall(pro.trading.orderHistory, ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query);
        const from = query.get('from') ?? undefined;
        const page = orderListPage(
          records.map((record) => ({ ...record, id: String(record.id) })),
          { ...(from ? { from, direct: query.get('direct') === 'prev' ? 'prev' : 'next' } : {}), size: Number(query.get('size')) },
        );
        return HttpResponse.json({ status: 'ok', data: page });
      }),
    );
    renderPanel();
    fireEvent.click(screen.getByRole('tab', { name: '历史委托' }));
    const history = screen.getByTestId('order-history');
    await waitFor(() => expect(history.getAttribute('data-status')).toBe('loaded'));
    expect(queries.map((query) => [query.get('from'), query.get('direct'), query.get('size')])).toEqual([
      [null, null, '100'],
      ['4901', 'next', '100'],
      ['4801', 'next', '100'],
    ]);
    const pager = within(history).getByRole('navigation', { name: '分页' });
    // 230 orders, 20 a page: the last page holds the oldest ten.
    fireEvent.click(within(pager).getByRole('button', { name: '第 12 页' }));
    const ids = [...history.querySelectorAll('tbody tr[data-order-id]')].map((row) => row.getAttribute('data-order-id'));
    expect(ids).toHaveLength(10);
    expect(ids.at(-1)).toBe('4771');

    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), 'blob:orders')), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: '导出 CSV' }));
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0]?.arrayBuffer());
    // The header, one line per order, and the final empty line.
    expect(text.split('\r\n')).toHaveLength(232);
    expect(text).toContain(',4771\r\n');
  });

  it('filters by side and range, and shows the server message with a retry when the load fails', async () => {
    let fail = true;
    const queries: URLSearchParams[] = [];
    server.use(
      onPageCall(pro.trading.orderHistory, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        if (fail) return HttpResponse.json({ status: 'error', 'err-code': 'base-system-error', 'err-msg': '系统繁忙', data: null });
        return HttpResponse.json({ status: 'ok', data: historyRecords() });
      }),
    );
    renderPanel();
    fireEvent.click(screen.getByRole('tab', { name: '历史委托' }));
    expect((await screen.findByRole('alert')).textContent).toContain('系统繁忙');
    fail = false;
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByTestId('order-history').getAttribute('data-status')).toBe('loaded'));

    const history = screen.getByTestId('order-history');
    fireEvent.change(within(history).getByLabelText('方向'), { target: { value: 'sell' } });
    await waitFor(() => expect(history.querySelectorAll('tbody tr[data-order-id]')).toHaveLength(1));
    expect(history.querySelector('tr[data-order-id="502"]')).toBeTruthy();
    expect(queries.at(-1)?.get('types')?.split(',').every((type) => type.startsWith('sell-'))).toBe(true);

    fireEvent.change(within(history).getByLabelText('时间'), { target: { value: '1d' } });
    await waitFor(() => expect(Number(queries.at(-1)?.get('start-time'))).toBeGreaterThan(Date.now() - 86_400_000 - 60_000));
  });

  it('reloads with the pair orders (an orders push or an own action) while it is shown', async () => {
    const queries = serveHistory([]);
    const { client } = renderPanel([order('9')]);
    fireEvent.click(screen.getByRole('tab', { name: '历史委托' }));
    await waitFor(() => expect(queries).toHaveLength(1));
    // What reloads the open orders invalidates the pair's orders branch, the history with them.
    await act(() => client.invalidateQueries({ queryKey: tradingKeys.orders('btcusdt') }));
    await waitFor(() => expect(queries).toHaveLength(2));
    // Another pair's orders leave this history alone.
    await act(() => client.invalidateQueries({ queryKey: tradingKeys.orders('ethusdt') }));
    expect(queries).toHaveLength(2);
  });

  it('exports the listed history as a CSV file with a BOM, named by pair and date', async () => {
    serveHistory();
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:orders';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
    renderPanel();
    fireEvent.click(screen.getByRole('tab', { name: '历史委托' }));
    await waitFor(() => expect(screen.getByTestId('order-history').getAttribute('data-status')).toBe('loaded'));
    fireEvent.click(screen.getByRole('button', { name: '导出 CSV' }));

    expect(downloads).toHaveLength(1);
    expect(downloads[0]).toMatch(/^orders-btcusdt-\d{8}\.csv blob:orders$/);
    const blob = blobs[0];
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob?.arrayBuffer());
    expect(text.startsWith('\uFEFF时间,币对,方向,类型,价格,数量,成交量,成交额,手续费,状态,订单号\r\n')).toBe(true);
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/,BTC\/USDT,买入,市价,0,20,0\.0005,19\.9875,0\.000001,已成交,501$/);
    expect(lines[2]).toMatch(/,卖出,止盈止损,41000\.5,2,0\.5,20500\.25,41\.0005,部分成交,502$/);
  });
});

describe('订单详情', () => {
  // The dialog (with antd) loads on first use; loading antd alone can take seconds on a busy machine.
  beforeAll(async () => {
    await import('@/components/trading/order-detail-modal');
  }, 60_000);

  it('shows the order and its fills with maker and taker roles', async () => {
    serveHistory();
    server.use(
      onPageCall(pro.trading.order, ({ params }) =>
        HttpResponse.json({ status: 'ok', data: { ...historyRecords()[0], id: Number(params.id) } }),
      ),
      onPageCall(pro.trading.orderMatchResults, () =>
        HttpResponse.json({
          status: 'ok',
          data: [
            { id: 1, 'order-id': 501, symbol: 'btcusdt', type: 'buy-market', price: '39970', 'filled-amount': '0.0003', 'filled-fees': '0.0000006', 'fee-currency': 'btc', 'created-at': recent(), role: 'taker' },
            { id: 2, 'order-id': 501, symbol: 'btcusdt', type: 'buy-market', price: '39982.5', 'filled-amount': '0.0002', 'filled-fees': '0.0000004', 'fee-currency': 'btc', 'created-at': recent(), role: 'maker', 'filled-points': '0.1' },
          ],
        }),
      ),
    );
    renderPanel();
    fireEvent.click(screen.getByRole('tab', { name: '历史委托' }));
    await waitFor(() => expect(screen.getByTestId('order-history').getAttribute('data-status')).toBe('loaded'));
    fireEvent.click(within(historyRow('501')).getByRole('button', { name: '详情' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('订单详情')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByTestId('order-detail').getAttribute('data-status')).toBe('loaded'));
    expect(within(dialog).getByText('501')).toBeTruthy();
    expect(within(dialog).getByText('39975.00')).toBeTruthy();
    const fills = within(dialog).getByTestId('order-matches').querySelectorAll('tbody tr[data-match-id]');
    expect(fills).toHaveLength(2);
    expect(within(fills[0] as HTMLElement).getByText('吃单')).toBeTruthy();
    expect(within(fills[0] as HTMLElement).getByText('39970.00')).toBeTruthy();
    expect(within(fills[0] as HTMLElement).getByText('0.0000006 BTC')).toBeTruthy();
    expect(within(fills[1] as HTMLElement).getByText('挂单')).toBeTruthy();
    expect(within(fills[1] as HTMLElement).getByText('0.0000004 BTC + 0.1 点卡')).toBeTruthy();
  });

  it('shows 点卡 points to 8 decimals in the list and in the detail, whatever the pair\'s fee precision', async () => {
    const points = { ...historyRecords()[0], 'filled-points': '0.123456789' };
    serveHistory([points]);
    server.use(
      onPageCall(pro.trading.order, () => HttpResponse.json({ status: 'ok', data: points })),
      onPageCall(pro.trading.orderMatchResults, () => HttpResponse.json({ status: 'ok', data: [] })),
    );
    renderPanel([], {}, marketSymbol({ feePrecision: 2 }));
    fireEvent.click(screen.getByRole('tab', { name: '历史委托' }));
    await waitFor(() => expect(screen.getByTestId('order-history').getAttribute('data-status')).toBe('loaded'));
    expect(cell(historyRow('501'), 'points')).toBe('0.12345678');
    fireEvent.click(within(historyRow('501')).getByRole('button', { name: '详情' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByTestId('order-detail').getAttribute('data-status')).toBe('loaded'));
    expect(within(dialog).getByText('点卡抵扣').nextElementSibling?.textContent).toBe('0.12345678');
  });

  it('opens from the open orders and shows the server message when the order cannot be read', async () => {
    server.use(
      onPageCall(pro.trading.order, () => HttpResponse.json({ status: 'error', 'err-code': 'base-record-invalid', 'err-msg': '订单记录无效', data: null })),
      onPageCall(pro.trading.orderMatchResults, () => HttpResponse.json({ status: 'ok', data: [] })),
    );
    renderPanel([order('77')]);
    fireEvent.click(within(screen.getByTestId('open-orders')).getByRole('button', { name: '详情' }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toContain('订单记录无效');
    expect(within(dialog).getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });

  it('lists the fills in a records table with the pair in its headers, the time written by formatTime, and 暂无成交 without fills', async () => {
    const at = Date.UTC(2024, 0, 2, 3, 4, 5);
    server.use(
      route(BASE, proTrading.order, () => HttpResponse.json({ status: 'ok', data: { ...historyRecords()[0], id: 88, 'created-at': at } })),
      route(BASE, proTrading.orderMatchResults, () => HttpResponse.json({ status: 'ok', data: [] })),
    );
    renderPanel([order('88')]);
    fireEvent.click(within(screen.getByTestId('open-orders')).getByRole('button', { name: '详情' }));
    const dialog = await screen.findByRole('dialog', { name: '订单详情' });
    await waitFor(() => expect(within(dialog).getByTestId('order-detail').getAttribute('data-status')).toBe('loaded'));
    const table = within(dialog).getByTestId('order-matches');
    expect(within(dialog).getByRole('region', { name: '成交明细' }).contains(table)).toBe(true);
    expect([...table.querySelectorAll('thead th')].map((cell) => cell.textContent)).toEqual(['成交时间', '成交价格(USDT)', '成交数量(BTC)', '手续费', '角色']);
    expect(table.querySelectorAll('tbody tr[data-match-id]')).toHaveLength(0);
    expect(within(table).getByText('暂无成交')).toBeTruthy();
    expect(within(dialog).getByText(formatTime(at))).toBeTruthy();
  });
});

describe('当前委托 cancel-all filters', () => {
  const orders = [
    order('b1'),
    order('s1', { type: 'sell-limit', state: 'partial-filled', filledAmount: '0.2' }),
    order('b2', { type: 'buy-stop-limit', state: 'submitted', stopPrice: '90', operator: 'lte' }),
    order('t1', { type: 'buy-limit', state: 'pre-submitted', stopPrice: '120', operator: 'gte' }),
  ];

  function rowIds(): string[] {
    return [...screen.getByTestId('open-orders').querySelectorAll('tbody tr[data-order-id]')].map((row) => row.getAttribute('data-order-id') ?? '');
  }

  function serveCancelAll() {
    const bodies: unknown[] = [];
    server.use(
      onPageCall(pro.trading.cancelAllOrders, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: 'ok', data: { 'success-count': 1, 'failed-count': 0, 'next-id': -1 } });
      }),
    );
    return bodies;
  }

  it('lists the placed orders with their kind, and narrows rows and cancel-all by side', async () => {
    const bodies = serveCancelAll();
    const { client, store } = renderPanel(orders);
    const openKey = tradingKeys.openOrders('btcusdt', '1000101');
    client.setQueryData(openKey, orders);
    expect(rowIds()).toEqual(['b1', 's1', 'b2']);
    const panel = screen.getByTestId('open-orders');
    expect(within(panel.querySelector('tr[data-order-id="b2"]') as HTMLElement).getByText('止盈止损')).toBeTruthy();
    expect(within(panel.querySelector('tr[data-order-id="b1"]') as HTMLElement).getByText('限价')).toBeTruthy();

    fireEvent.change(within(panel).getByLabelText('方向'), { target: { value: 'buy' } });
    expect(rowIds()).toEqual(['b1', 'b2']);
    fireEvent.click(within(panel).getByRole('button', { name: '全部撤单' }));
    await waitFor(() => expect(bodies).toEqual([{ 'account-id': '1000101', symbol: 'btcusdt', side: 'buy' }]));
    await waitFor(() => expect(toastStore.getState().toasts.map((toast) => toast.text)).toEqual([CANCEL_SUCCESS_TEXT]));
    // The cancel-all mutation reloads the pair's orders itself.
    await waitFor(() => expect(client.getQueryState(openKey)?.isInvalidated).toBe(true));
    // The orders were marked 撤单中 until the next answer; here the answer brings them back.
    expect(rowIds().map((id) => store.getState().openOrders.find((item) => item.id === id)?.state)).toEqual(['canceling', 'canceling']);
    act(() => store.setState({ openOrders: orders }));

    fireEvent.change(within(panel).getByLabelText('类型'), { target: { value: 'limit' } });
    expect(rowIds()).toEqual(['b1']);
    fireEvent.click(within(panel).getByRole('button', { name: '全部撤单' }));
    await waitFor(() => expect(bodies[1]).toEqual({ 'account-id': '1000101', symbol: 'btcusdt', side: 'buy', types: 'buy-limit' }));
  });

  it('cancels the waiting trigger orders with the algo variant under 计划委托', async () => {
    const bodies = serveCancelAll();
    renderPanel(orders);
    const panel = screen.getByTestId('open-orders');
    fireEvent.click(within(panel).getByRole('radio', { name: '计划委托' }));
    expect(rowIds()).toEqual(['t1']);
    expect(within(panel.querySelector('tr[data-order-id="t1"]') as HTMLElement).getByText('准备提交')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: '全部撤单' }));
    await waitFor(() => expect(bodies).toEqual([{ 'account-id': '1000101', symbol: 'btcusdt', isAlgo: true }]));
  });

  it('hides 全部撤单 when nothing shown can be cancelled and marks a partial state', () => {
    renderPanel([order('c1', { state: 'canceling', canceledAt: 1 }), order('b1')]);
    const panel = screen.getByTestId('open-orders');
    expect(panel.getAttribute('data-cancel-all-state')).toBe('partial');
    expect(within(panel).getByRole('button', { name: '全部撤单' }).getAttribute('data-cancel-all')).toBe('partial');
    fireEvent.change(within(panel).getByLabelText('方向'), { target: { value: 'sell' } });
    expect(panel.getAttribute('data-cancel-all-state')).toBe('none');
    expect(within(panel).queryByRole('button', { name: '全部撤单' })).toBeNull();
    expect(within(panel).getByText('暂无委托')).toBeTruthy();
  });
});
