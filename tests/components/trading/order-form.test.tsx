// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, delay } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UC_CALLS } from '@/lib/contracts/uc';
import * as pro from '@/lib/contracts/pro';
import { onPageCall } from '../../support/msw-call';
import { OrderForm } from '@/components/trading/order-form';
import { ORDER_PLACED_TEXT } from '@/components/trading/order-pane';
import { AMOUNT_REQUIRED, INSUFFICIENT_BALANCE } from '@/lib/trading';
import { tradingKeys } from '@/queries/keys';
import { toastStore } from '@/stores/toast-store';
import { createTradingStore, setAccountBalance } from '@/stores/trading-store';
import { configureHttp } from '@/services/http';
import { startTestServer } from '../../services/http/test-server';
import { marketSymbol } from '../market/fixtures';
import { renderWithQueryClient } from '../../support/render';

const server = startTestServer();
// Same origin as the jsdom page, as the gateway is: no CORS preflight.
const LIMITS = { pricePrecision: 2, amountPrecision: 4, totalPrecision: 6, quoteDisplayName: 'USDT', minOrderAmount: '0.0001', minOrderValue: '5' };

beforeEach(() => {
  configureHttp({ baseUrls: { pro: `${window.location.origin}/-/x/pro`, uc: `${window.location.origin}/-/x/uc` } });
  // The form's fee line and confirmation switch (order-form-modes.test.tsx covers them).
  server.use(
    onPageCall(pro.form.userFeeInfo, () => HttpResponse.json({ status: 'ok', data: {} })),
    onPageCall(pro.form.symbolFee, () => HttpResponse.json({ code: 200, data: [] })),
    onPageCall(UC_CALLS.kvStoreGet, () =>
      HttpResponse.json({ code: 200, success: true, data: { store_key: 'ORDER_CONFIRM', store_value: '', website: 'web' } }),
    ),
  );
});
afterEach(() => {
  cleanup();
  toastStore.setState({ toasts: [] });
});

function renderForm(options: { loggedIn?: boolean; symbol?: ReturnType<typeof marketSymbol>; picked?: { price: string; at: number } | null } = {}) {
  const store = createTradingStore();
  store.setState({ spotAccountId: '1000101' });
  setAccountBalance(store, {
    accountId: '1000101',
    currencies: { usdt: { available: '1000', frozen: '0', total: '1000' }, btc: { available: '0.5', frozen: '0', total: '0.5' } },
  });
  const view = renderWithQueryClient(
    <OrderForm
      symbol={options.symbol ?? marketSymbol()}
      limits={LIMITS}
      store={store}
      picked={options.picked ?? null}
      loggedIn={options.loggedIn ?? true}
      lang="zh-cn"
      path="/zh-cn/exchange/btc_usdt/"
    />,
  );
  // The cached open orders and balance the place mutation marks stale once placed.
  view.client.setQueryData(tradingKeys.openOrders('btcusdt', '1000101'), []);
  view.client.setQueryData(tradingKeys.balance('1000101'), null);
  const reloaded = () =>
    view.client.getQueryState(tradingKeys.openOrders('btcusdt', '1000101'))?.isInvalidated === true &&
    view.client.getQueryState(tradingKeys.balance('1000101'))?.isInvalidated === true;
  return { ...view, store, reloaded };
}

const pane = (side: 'buy' | 'sell') => screen.getByTestId(`order-pane-${side}`);
const fill = (side: 'buy' | 'sell', name: '价格' | '数量' | '交易额', value: string) =>
  fireEvent.change(within(pane(side)).getByLabelText(name), { target: { value } });

describe('OrderForm', () => {
  it('asks a visitor to log in and come back', () => {
    renderForm({ loggedIn: false });
    const login = within(screen.getByTestId('order-login-prompt')).getByRole('link', { name: '登录' });
    expect(login.getAttribute('href')).toBe(`/zh-cn/login/?backUrl=${encodeURIComponent('/zh-cn/exchange/btc_usdt/')}`);
    expect(screen.queryByTestId('order-pane-buy')).toBeNull();
  });

  it('shows the available balances of both sides', async () => {
    renderForm();
    // The panes arrive in their own chunk.
    expect((await screen.findByTestId('available-buy')).textContent).toBe('1000.000000');
    expect(screen.getByTestId('available-sell').textContent).toBe('0.5000');
  });

  it('sends the exact limit payload, typed with full-width digits and thousands separators', async () => {
    const bodies: unknown[] = [];
    server.use(
      onPageCall(pro.trading.placeOrder, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: 'ok', data: '77' });
      }),
    );
    const { reloaded } = renderForm();
    expect(reloaded()).toBe(false);
    fill('buy', '价格', '１,000.5');
    fill('buy', '数量', '0.１');
    await act(async () => {
      fireEvent.click(within(pane('buy')).getByRole('button', { name: '买入 BTC' }));
    });
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ accountId: '1000101', symbol: 'btcusdt', orderPrice: '1000.5', orderSide: 'buy', orderType: 'limit', stopPrice: null, source: 'web', orderSize: '0.1' });
    await waitFor(() => expect(toastStore.getState().toasts.map((toast) => toast.text)).toContain(ORDER_PLACED_TEXT));
    // The place mutation reloads the pair's orders and the balances itself.
    expect(reloaded()).toBe(true);
  });

  it('shows the field message and sends nothing for missing or unaffordable input', async () => {
    let calls = 0;
    server.use(
      onPageCall(pro.trading.placeOrder, () => {
        calls += 1;
        return HttpResponse.json({ status: 'ok', data: '1' });
      }),
    );
    renderForm();
    fill('buy', '价格', '100');
    fireEvent.click(within(pane('buy')).getByRole('button', { name: '买入 BTC' }));
    expect(await within(pane('buy')).findByText(AMOUNT_REQUIRED)).toBeTruthy();
    fill('sell', '价格', '100');
    fill('sell', '数量', '1');
    fireEvent.click(within(pane('sell')).getByRole('button', { name: '卖出 BTC' }));
    expect(await within(pane('sell')).findByText(INSUFFICIENT_BALANCE)).toBeTruthy();
    expect(calls).toBe(0);
    expect((within(pane('sell')).getByLabelText('数量') as HTMLInputElement).value).toBe('1');
  });

  it('keeps what was typed and says why when the order is rejected', async () => {
    server.use(
      onPageCall(pro.trading.placeOrder, () =>
        HttpResponse.json({ status: 'error', 'err-code': 'order-value-min-error', 'err-msg': '下单金额不能低于 5 USDT', data: null }),
      ),
    );
    renderForm();
    fill('buy', '价格', '10');
    fill('buy', '数量', '0.6');
    fireEvent.click(within(pane('buy')).getByRole('button', { name: '买入 BTC' }));
    expect((await screen.findByTestId('order-failure-buy')).textContent).toBe('下单金额不能低于 5 USDT');
    expect((within(pane('buy')).getByLabelText('价格') as HTMLInputElement).value).toBe('10');
    expect((within(pane('buy')).getByLabelText('数量') as HTMLInputElement).value).toBe('0.6');
  });

  it('places one order for a double click', async () => {
    let calls = 0;
    server.use(
      onPageCall(pro.trading.placeOrder, async () => {
        calls += 1;
        await delay(50);
        return HttpResponse.json({ status: 'ok', data: '9' });
      }),
    );
    renderForm();
    fill('buy', '价格', '100');
    fill('buy', '数量', '1');
    const button = within(pane('buy')).getByRole('button', { name: '买入 BTC' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(toastStore.getState().toasts).toHaveLength(1));
    expect(calls).toBe(1);
  });

  it('sends a market buy by value and a market sell by size', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      onPageCall(pro.trading.placeOrder, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ status: 'ok', data: '5' });
      }),
    );
    renderForm();
    fireEvent.click(screen.getByRole('tab', { name: '市价' }));
    fill('buy', '交易额', '50');
    fireEvent.click(within(pane('buy')).getByRole('button', { name: '买入 BTC' }));
    fill('sell', '数量', '0.25');
    fireEvent.click(within(pane('sell')).getByRole('button', { name: '卖出 BTC' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies.find((body) => body.orderSide === 'buy')).toMatchObject({ orderType: 'market', orderPrice: null, orderValue: '50' });
    expect(bodies.find((body) => body.orderSide === 'sell')).toMatchObject({ orderType: 'market', orderSize: '0.25' });
    expect(bodies.find((body) => body.orderSide === 'buy')).not.toHaveProperty('orderSize');
  });

  it('fills a share of the balance and takes a price picked in the book', () => {
    const { rerender, store } = renderForm();
    fill('sell', '价格', '100');
    fireEvent.click(within(pane('sell')).getByRole('button', { name: '50%' }));
    expect((within(pane('sell')).getByLabelText('数量') as HTMLInputElement).value).toBe('0.25');
    rerender(
      <OrderForm symbol={marketSymbol()} limits={LIMITS} store={store} picked={{ price: '99.5', at: 2 }} loggedIn lang="zh-cn" path="/zh-cn/exchange/btc_usdt/" />,
    );
    expect((within(pane('buy')).getByLabelText('价格') as HTMLInputElement).value).toBe('99.5');
    expect((within(pane('sell')).getByLabelText('价格') as HTMLInputElement).value).toBe('99.5');
  });

  it('is disabled with the reason for a suspended pair', () => {
    renderForm({ symbol: marketSymbol({ state: 'suspend', tradeEnabled: false }) });
    const button = within(pane('buy')).getByRole('button', { name: '该币对暂停交易' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
