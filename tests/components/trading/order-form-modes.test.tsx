// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, delay } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UC_CALLS } from '@/lib/contracts/uc';
import * as pro from '@/lib/contracts/pro';
import { onPageCall } from '../../support/msw-call';
import { OrderForm } from '@/components/trading/order-form';
import { ORDER_PLACED_TEXT } from '@/components/trading/order-pane';
import { EXCHANGE_TYPE_STORAGE_KEY, MARGIN_MODE_STORAGE_KEY, STOP_PRICE_REQUIRED } from '@/lib/trading';
import { AMOUNT_TEXT_MESSAGES } from '@/lib/validation/messages';
import { configureHttp } from '@/services/http';
import type { TradingAccount } from '@/services/trading/accounts';
import type { UserInfo } from '@/lib/contracts/uc';
import { sessionStore } from '@/stores/session-store';
import { toastStore } from '@/stores/toast-store';
import { createTradingStore, setAccountBalance } from '@/stores/trading-store';
import { startTestServer } from '../../services/http/test-server';
import { marketSymbol } from '../market/fixtures';
import { renderWithQueryClient } from '../../support/render';

const server = startTestServer();
const ORIGIN = window.location.origin;
const PRO = `${ORIGIN}/-/x/pro`;
const UC = `${ORIGIN}/-/x/uc`;
const LIMITS = { pricePrecision: 2, amountPrecision: 4, totalPrecision: 6, quoteDisplayName: 'USDT', minOrderAmount: '0.0001', minOrderValue: '5' };

const ACCOUNTS: TradingAccount[] = [
  { id: '101', type: 'spot', subtype: '', state: 'working' },
  { id: '102', type: 'margin', subtype: 'btcusdt', state: 'working' },
  { id: '103', type: 'super-margin', subtype: '', state: 'working' },
  { id: '104', type: 'borrow', subtype: 'btcusdt', state: 'working' },
];

const MAIN_USER: UserInfo = { uid: 1, user_type: 1, country_id: [37] };

interface Env {
  confirm: string;
  userFee: Record<string, unknown>;
  symbolFee: { makerFeeRate: string; takerFeeRate: string };
  authority: string | null;
  kvWrites: unknown[];
  bodies: Record<string, unknown>[];
  /** How each body was placed: 'plain' or the auto placement's trade-purpose. */
  routes: string[];
}

let env: Env;

// The dialog is loaded lazily; its first import (antd) is slow under the test transform.
beforeAll(async () => {
  await import('@/components/trading/order-confirm-dialog');
}, 60_000);

beforeEach(() => {
  configureHttp({ baseUrls: { pro: PRO, uc: UC } });
  window.localStorage.clear();
  sessionStore.setState({ user: MAIN_USER });
  env = {
    confirm: '',
    userFee: { 'deduction-switch': 1, 'maker-fee-rate': '0.002', 'taker-fee-rate': '0.002', 'maker-deduction': '0.0016', 'taker-deduction': '0.0012' },
    symbolFee: { makerFeeRate: '0.002', takerFeeRate: '0.0025' },
    authority: null,
    kvWrites: [],
    bodies: [],
    routes: [],
  };
  server.use(
    onPageCall(pro.form.userFeeInfo, () => HttpResponse.json({ status: 'ok', data: env.userFee })),
    onPageCall(pro.form.symbolFee, ({ request }) =>
      HttpResponse.json({ code: 200, success: true, data: [{ symbol: new URL(request.url).searchParams.get('symbols'), ...env.symbolFee }] }),
    ),
    onPageCall(pro.form.subUserAuthority, ({ request }) =>
      HttpResponse.json({ status: 'ok', data: { type: new URL(request.url).searchParams.get('type'), authority: env.authority } }),
    ),
    onPageCall(UC_CALLS.kvStoreGet, () => HttpResponse.json({ code: 200, success: true, data: { store_key: 'ORDER_CONFIRM', store_value: env.confirm, website: 'web' } })),
    onPageCall(UC_CALLS.kvStoreSet, async ({ request }) => {
      const body = (await request.json()) as { store_key: string; store_value: string };
      env.kvWrites.push(body);
      env.confirm = body.store_value;
      return HttpResponse.json({ code: 200, success: true, data: { ...body, website: 'web' } });
    }),
    onPageCall(pro.trading.placeOrder, async ({ request }) => {
      env.bodies.push((await request.json()) as Record<string, unknown>);
      env.routes.push('plain');
      return HttpResponse.json({ status: 'ok', data: String(env.bodies.length) });
    }),
    onPageCall(pro.margin.autoPlace, async ({ request }) => {
      env.bodies.push((await request.json()) as Record<string, unknown>);
      env.routes.push(new URL(request.url).searchParams.get('trade-purpose') ?? '');
      return HttpResponse.json({ status: 'ok', data: String(env.bodies.length) });
    }),
    // No loan left to borrow: open mode shows the balance alone.
    onPageCall(pro.margin.loanInfo, () => HttpResponse.json({ status: 'ok', data: [] })),
    onPageCall(pro.margin.crossLoanInfo, () => HttpResponse.json({ status: 'ok', data: [] })),
  );
});
afterEach(() => {
  cleanup();
  toastStore.setState({ toasts: [] });
  sessionStore.setState({ user: null });
});

function renderForm(options: { loggedIn?: boolean; symbol?: ReturnType<typeof marketSymbol> } = {}) {
  const store = createTradingStore();
  store.setState({ spotAccountId: '101', accounts: ACCOUNTS });
  const funds = (accountId: string, usdt: string, btc: string) =>
    setAccountBalance(store, { accountId, currencies: { usdt: { available: usdt, frozen: '0', total: usdt }, btc: { available: btc, frozen: '0', total: btc } } });
  funds('101', '1000', '0.5');
  funds('102', '5000', '0.25');
  funds('103', '300', '0');
  funds('104', '700', '0');
  const view = renderWithQueryClient(
    <OrderForm
      symbol={options.symbol ?? marketSymbol()}
      limits={LIMITS}
      store={store}
      picked={null}
      loggedIn={options.loggedIn ?? true}
      lang="zh-cn"
      path="/zh-cn/exchange/btc_usdt/"
      onPlaced={() => undefined}
    />,
  );
  return { ...view, store };
}

const pane = (side: 'buy' | 'sell') => screen.getByTestId(`order-pane-${side}`);
const fill = (side: 'buy' | 'sell', name: string, value: string) => fireEvent.change(within(pane(side)).getByLabelText(name), { target: { value } });
const submit = (side: 'buy' | 'sell') => fireEvent.click(within(pane(side)).getByRole('button', { name: side === 'buy' ? '买入 BTC' : '卖出 BTC' }));
const typeTab = (name: string) => within(screen.getByTestId('exchange-types')).getByRole('tab', { name }) as HTMLButtonElement;
const confirmButton = async () => within(await screen.findByRole('dialog')).findByRole('button', { name: /确\s*认/ });
const toasts = () => toastStore.getState().toasts.map((toast) => toast.text);

describe('order modes', () => {
  it('offers 限价, 市价, 止盈止损 and 计划委托 tabs', () => {
    renderForm();
    expect(within(screen.getByRole('tablist', { name: '委托类型' })).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['限价', '市价', '止盈止损', '计划委托']);
  });

  it('moves between the order modes with the arrow keys, wrapping round, and the panes follow', () => {
    renderForm();
    const list = screen.getByRole('tablist', { name: '委托类型' });
    const tab = (name: string) => within(list).getByRole('tab', { name });
    expect(tab('限价').getAttribute('tabindex')).toBe('0');
    expect(tab('市价').getAttribute('tabindex')).toBe('-1');
    fireEvent.keyDown(tab('限价'), { key: 'ArrowRight' });
    expect(tab('市价').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('市价'));
    expect(within(pane('buy')).queryByLabelText('价格')).toBeNull();
    fireEvent.keyDown(tab('市价'), { key: 'ArrowLeft' });
    fireEvent.keyDown(tab('限价'), { key: 'ArrowLeft' });
    expect(tab('计划委托').getAttribute('aria-selected')).toBe('true');
    expect(within(pane('buy')).getByLabelText('触发价')).toBeTruthy();
    // The panes are the panel of the selected mode.
    const panel = screen.getByTestId('order-pane-buy').closest('[role="tabpanel"]');
    expect(panel?.getAttribute('aria-labelledby')).toBe(tab('计划委托').id);
  });

  it('sends a stop-limit order with its trigger, without confirmation', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('tab', { name: '止盈止损' }));
    fill('buy', '触发价', '105');
    fill('buy', '价格', '106');
    fill('buy', '数量', '0.1');
    await act(async () => submit('buy'));
    await waitFor(() => expect(env.bodies).toHaveLength(1));
    expect(env.bodies[0]).toEqual({ accountId: '101', symbol: 'btcusdt', orderPrice: '106', orderSide: 'buy', orderType: 'stop-limit', stopPrice: '105', source: 'web', orderSize: '0.1' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks the trigger price like a price and sends nothing on bad input', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('tab', { name: '止盈止损' }));
    fill('sell', '价格', '100');
    fill('sell', '数量', '0.1');
    submit('sell');
    expect(await within(pane('sell')).findByText(STOP_PRICE_REQUIRED)).toBeTruthy();
    // Decimals beyond the price precision are cut off as they are typed, never rounded up.
    fill('sell', '触发价', '99.129');
    expect((within(pane('sell')).getByLabelText('触发价') as HTMLInputElement).value).toBe('99.12');
    fill('sell', '触发价', '0');
    submit('sell');
    expect(await within(pane('sell')).findByText('触发价必须大于0')).toBeTruthy();
    // A minus is refused at the field and kept as typed.
    fill('sell', '触发价', '-1');
    submit('sell');
    expect(await within(pane('sell')).findByText(AMOUNT_TEXT_MESSAGES.negative)).toBeTruthy();
    expect(env.bodies).toHaveLength(0);
    expect((within(pane('sell')).getByLabelText('触发价') as HTMLInputElement).value).toBe('-1');
  });

  it('asks before an algo limit order; cancel sends nothing and keeps the input, confirm places it', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('tab', { name: '计划委托' }));
    fill('buy', '触发价', '110');
    fill('buy', '价格', '111');
    fill('buy', '数量', '0.2');
    submit('buy');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('下单确认')).toBeTruthy();
    const summary = within(dialog).getByTestId('order-confirm-summary').textContent ?? '';
    for (const text of ['买入', 'BTC/USDT', '计划委托（限价）', '110.00 USDT', '111.00 USDT', '0.2000 BTC']) expect(summary).toContain(text);
    // No 不再提示 outside spot-by-switch: an algo order always asks, but the switch is spot's.
    expect(within(dialog).queryByText('不再提示')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByTestId('order-confirm-summary')).toBeNull());
    expect(env.bodies).toHaveLength(0);
    expect((within(pane('buy')).getByLabelText('触发价') as HTMLInputElement).value).toBe('110');

    submit('buy');
    fireEvent.click(await confirmButton());
    await waitFor(() => expect(env.bodies).toHaveLength(1));
    expect(env.bodies[0]).toEqual({ accountId: '101', symbol: 'btcusdt', orderPrice: '111', orderSide: 'buy', orderType: 'limit', stopPrice: '110', source: 'web', orderSize: '0.2' });
    await waitFor(() => expect(toasts()).toContain(ORDER_PLACED_TEXT));
  });

  it('sends an algo market buy by value with its trigger, once for a double click', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('tab', { name: '计划委托' }));
    fireEvent.click(screen.getByRole('radio', { name: '市价' }));
    expect(within(pane('buy')).queryByLabelText('价格')).toBeNull();
    fill('buy', '触发价', '90');
    fill('buy', '交易额', '50');
    submit('buy');
    submit('buy');
    fireEvent.click(await confirmButton());
    await waitFor(() => expect(env.bodies).toHaveLength(1));
    expect(env.bodies[0]).toEqual({ accountId: '101', symbol: 'btcusdt', orderPrice: null, orderSide: 'buy', orderType: 'market', stopPrice: '90', source: 'web', orderValue: '50' });
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(screen.queryAllByRole('dialog', { hidden: true }).length).toBeLessThanOrEqual(1);
  });

  it('shows the server message and keeps the input when an algo order is rejected', async () => {
    server.use(onPageCall(pro.trading.placeOrder, () => HttpResponse.json({ status: 'error', 'err-code': 'order-invalid-price', 'err-msg': '价格无效', data: null })));
    renderForm();
    fireEvent.click(screen.getByRole('tab', { name: '计划委托' }));
    fill('sell', '触发价', '120');
    fill('sell', '价格', '119');
    fill('sell', '数量', '0.1');
    submit('sell');
    fireEvent.click(await confirmButton());
    expect((await screen.findByTestId('order-failure-sell')).textContent).toBe('价格无效');
    expect((within(pane('sell')).getByLabelText('触发价') as HTMLInputElement).value).toBe('120');
  });
});

describe('exchange types and margin modes', () => {
  it('skips a blocked exchange type with the arrow keys', async () => {
    renderForm({ loggedIn: false });
    const list = screen.getByTestId('exchange-types');
    expect(list.getAttribute('role')).toBe('tablist');
    expect(list.getAttribute('aria-label')).toBe('交易类型');
    expect(typeTab('逐仓杠杆').disabled).toBe(true);
    fireEvent.keyDown(typeTab('币币'), { key: 'ArrowRight' });
    // Every margin type needs a logged-in user: the focus wraps back to 币币, which stays selected.
    expect(typeTab('币币').getAttribute('aria-selected')).toBe('true');
    expect(window.localStorage.getItem(EXCHANGE_TYPE_STORAGE_KEY)).toBeNull();
  });

  it('moves to the next exchange type with ArrowRight and keeps the choice', async () => {
    renderForm();
    await waitFor(() => expect(typeTab('逐仓杠杆').disabled).toBe(false));
    fireEvent.keyDown(typeTab('币币'), { key: 'ArrowRight' });
    expect(typeTab('逐仓杠杆').getAttribute('aria-selected')).toBe('true');
    expect(window.localStorage.getItem(EXCHANGE_TYPE_STORAGE_KEY)).toBe('margin');
    expect(screen.getByTestId('order-form').getAttribute('data-exchange-type')).toBe('margin');
  });

  it('places on the pair\'s margin account in common mode without asking, and keeps the choice', async () => {
    renderForm();
    await waitFor(() => expect(typeTab('逐仓杠杆').disabled).toBe(false));
    fireEvent.click(typeTab('逐仓杠杆'));
    fireEvent.click(screen.getByRole('radio', { name: '普通' }));
    expect(window.localStorage.getItem(EXCHANGE_TYPE_STORAGE_KEY)).toBe('margin');
    expect(window.localStorage.getItem(MARGIN_MODE_STORAGE_KEY)).toBe('common');
    expect(screen.getByTestId('available-buy').textContent).toBe('5000.000000');
    fill('buy', '价格', '100');
    fill('buy', '数量', '1');
    await act(async () => submit('buy'));
    await waitFor(() => expect(env.bodies).toHaveLength(1));
    expect(env.bodies[0]).toMatchObject({ accountId: '102', orderType: 'limit' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('uses the account of 全仓杠杆 and asks first in a borrowing mode', async () => {
    window.localStorage.setItem(MARGIN_MODE_STORAGE_KEY, 'open');
    renderForm();
    await waitFor(() => expect(typeTab('全仓杠杆').disabled).toBe(false));
    fireEvent.click(typeTab('全仓杠杆'));
    expect(screen.getByTestId('available-buy').textContent).toBe('300.000000');
    expect((screen.getByRole('radio', { name: '自动借币' }) as HTMLElement).getAttribute('aria-checked')).toBe('true');
    fill('buy', '价格', '100');
    fill('buy', '数量', '1');
    submit('buy');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('不再提示')).toBeNull();
    expect(within(dialog).getByTestId('order-confirm-summary').textContent).toContain('全仓杠杆 · 自动借币');
    fireEvent.click(await confirmButton());
    await waitFor(() => expect(env.bodies).toHaveLength(1));
    expect(env.bodies[0]).toMatchObject({ accountId: '103' });
    // Cross margin borrows through the auto placement.
    expect(env.routes).toEqual(['open']);
  });

  it('offers no 自动借币 / 自动还币 for C2C杠杆 and places its orders plainly without asking', async () => {
    window.localStorage.setItem(MARGIN_MODE_STORAGE_KEY, 'open');
    renderForm();
    await waitFor(() => expect(typeTab('C2C杠杆').disabled).toBe(false));
    fireEvent.click(typeTab('C2C杠杆'));
    expect(screen.getByTestId('available-buy').textContent).toBe('700.000000');
    expect(screen.queryByTestId('margin-modes')).toBeNull();
    expect(screen.queryByRole('radio', { name: '自动借币' })).toBeNull();
    expect(screen.queryByRole('radio', { name: '自动还币' })).toBeNull();
    fill('buy', '价格', '100');
    fill('buy', '数量', '1');
    await act(async () => submit('buy'));
    await waitFor(() => expect(env.bodies).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(env.bodies[0]).toMatchObject({ accountId: '104' });
    expect(env.routes).toEqual(['plain']);
  });

  it('adds the loan still available to the balance in 自动借币 mode only', async () => {
    window.localStorage.setItem(MARGIN_MODE_STORAGE_KEY, 'open');
    server.use(
      onPageCall(pro.margin.crossLoanInfo, () =>
        HttpResponse.json({ status: 'ok', data: [{ currency: 'usdt', 'interest-rate': '0.0001', 'min-loan-amt': '10', 'loanable-amt': '250.5' }] }),
      ),
    );
    renderForm();
    await waitFor(() => expect(typeTab('全仓杠杆').disabled).toBe(false));
    fireEvent.click(typeTab('全仓杠杆'));
    // 300 of its own plus 250.5 it may still borrow.
    await waitFor(() => expect(screen.getByTestId('available-buy').textContent).toBe('550.500000'));
    fireEvent.click(screen.getByRole('radio', { name: '普通' }));
    await waitFor(() => expect(screen.getByTestId('available-buy').textContent).toBe('300.000000'));
  });

  it('restores the stored exchange type and says when the pair has no account of it', async () => {
    window.localStorage.setItem(EXCHANGE_TYPE_STORAGE_KEY, 'c2c-margin');
    renderForm({ symbol: marketSymbol({ base: 'eth' }) });
    expect(await screen.findByTestId('order-disabled-reason')).toHaveProperty('textContent', '该币对暂不支持杠杆交易');
    expect((within(pane('buy')).getByRole('button', { name: '该币对暂不支持杠杆交易' }) as HTMLButtonElement).disabled).toBe(true);
    expect(typeTab('C2C杠杆').getAttribute('aria-selected')).toBe('true');
  });

  it('closes the margin tabs of a sub-user without authority, with the reason', async () => {
    sessionStore.setState({ user: { uid: 3, user_type: 2, country_id: [37] } });
    window.localStorage.setItem(EXCHANGE_TYPE_STORAGE_KEY, 'margin');
    renderForm();
    expect((await screen.findByTestId('exchange-type-reason')).textContent).toBe('子账户未开通杠杆交易权限');
    for (const label of ['逐仓杠杆', '全仓杠杆', 'C2C杠杆']) expect(typeTab(label).disabled).toBe(true);
    // The stored margin choice falls back to spot.
    expect(typeTab('币币').getAttribute('aria-selected')).toBe('true');
  });

  it('opens them for a sub-user whose authority is open', async () => {
    env.authority = 'open';
    sessionStore.setState({ user: { uid: 9, user_type: 2, country_id: [37] } });
    renderForm();
    await waitFor(() => expect(typeTab('逐仓杠杆').disabled).toBe(false));
    expect(screen.queryByTestId('exchange-type-reason')).toBeNull();
  });

  it('disables the whole form for a disabled user', async () => {
    sessionStore.setState({ user: { uid: 4, user_type: 1, country_id: [183] } });
    renderForm();
    expect(screen.getByTestId('order-disabled-reason').textContent).toBe('您的账户已被限制交易');
    expect((within(pane('sell')).getByRole('button', { name: '您的账户已被限制交易' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps margin from visitors, who see the login prompt', () => {
    sessionStore.setState({ user: null });
    renderForm({ loggedIn: false });
    expect(typeTab('逐仓杠杆').disabled).toBe(true);
    expect(screen.getByTestId('exchange-type-reason').textContent).toBe('登录后可使用杠杆交易');
    expect(screen.getByTestId('order-login-prompt')).toBeTruthy();
  });
});

describe('spot confirmation switch', () => {
  it('asks for spot orders when ORDER_CONFIRM is on; 不再提示 turns it off', async () => {
    env.confirm = 'true';
    renderForm();
    await waitFor(() => expect(screen.getByRole('switch', { name: '下单确认' }).getAttribute('aria-checked')).toBe('true'));
    fill('buy', '价格', '100');
    fill('buy', '数量', '0.1');
    submit('buy');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '不再提示' }));
    fireEvent.click(await confirmButton());
    await waitFor(() => expect(env.bodies).toHaveLength(1));
    expect(env.kvWrites).toEqual([{ store_key: 'ORDER_CONFIRM', store_value: 'false' }]);
    await waitFor(() => expect(screen.getByRole('switch', { name: '下单确认' }).getAttribute('aria-checked')).toBe('false'));
    // The next spot order goes without asking.
    fill('buy', '数量', '0.1');
    await act(async () => submit('buy'));
    await waitFor(() => expect(env.bodies).toHaveLength(2));
  });

  it('a 计划委托 confirmation offers no 不再提示 and leaves ORDER_CONFIRM on for ordinary spot orders', async () => {
    env.confirm = 'true';
    renderForm();
    await waitFor(() => expect(screen.getByRole('switch', { name: '下单确认' }).getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(screen.getByRole('tab', { name: '计划委托' }));
    fill('buy', '触发价', '110');
    fill('buy', '价格', '111');
    fill('buy', '数量', '0.2');
    submit('buy');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('checkbox', { name: '不再提示' })).toBeNull();
    fireEvent.click(await confirmButton());
    await waitFor(() => expect(env.bodies).toHaveLength(1));
    expect(env.kvWrites).toEqual([]);
    expect(screen.getByRole('switch', { name: '下单确认' }).getAttribute('aria-checked')).toBe('true');
    // An ordinary limit order still asks.
    fireEvent.click(screen.getByRole('tab', { name: '限价' }));
    fill('buy', '价格', '100');
    fill('buy', '数量', '0.1');
    submit('buy');
    expect(within(await screen.findByRole('dialog')).getByRole('checkbox', { name: '不再提示' })).toBeTruthy();
  });

  it('does not ask for spot orders by default; the header switch turns asking on', async () => {
    renderForm();
    fill('buy', '价格', '100');
    fill('buy', '数量', '0.1');
    await act(async () => submit('buy'));
    await waitFor(() => expect(env.bodies).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: '下单确认' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: '下单确认' }).getAttribute('aria-checked')).toBe('true'));
    expect(env.kvWrites).toEqual([{ store_key: 'ORDER_CONFIRM', store_value: 'true' }]);
    fill('buy', '数量', '0.1');
    submit('buy');
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('a double click while the dialog is open asks once and places once', async () => {
    env.confirm = '1';
    server.use(
      onPageCall(pro.trading.placeOrder, async ({ request }) => {
        env.bodies.push((await request.json()) as Record<string, unknown>);
        await delay(30);
        return HttpResponse.json({ status: 'ok', data: '1' });
      }),
    );
    renderForm();
    await waitFor(() => expect(screen.getByRole('switch', { name: '下单确认' }).getAttribute('aria-checked')).toBe('true'));
    fill('sell', '价格', '100');
    fill('sell', '数量', '0.1');
    submit('sell');
    submit('sell');
    const button = await confirmButton();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(toasts()).toEqual([ORDER_PLACED_TEXT]));
    expect(env.bodies).toHaveLength(1);
  });
});

describe('fees', () => {
  it('shows the pair\'s maker and taker rates and the points deduction', async () => {
    renderForm();
    await waitFor(() => expect(screen.getByTestId('fee-maker').textContent).toBe('0.2000%'));
    expect(screen.getByTestId('fee-taker').textContent).toBe('0.2500%');
    expect(screen.getByTestId('fee-points').textContent).toBe('点卡抵扣 Maker 0.1600% / Taker 0.1200%');
  });

  it('says 免手续费 for a free pair and hides the deduction when its switch is off', async () => {
    env.symbolFee = { makerFeeRate: '0', takerFeeRate: '-0.02' };
    env.userFee = { ...env.userFee, 'deduction-switch': 0 };
    renderForm();
    await waitFor(() => expect(screen.getByTestId('fee-maker').textContent).toBe('免手续费'));
    expect(screen.getByTestId('fee-taker').textContent).toBe('免手续费');
    expect(screen.queryByTestId('fee-points')).toBeNull();
  });
});
