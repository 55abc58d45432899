// @vitest-environment jsdom
// The order form's fields: the one amount input's normalising, the checks of the total against
// the balance and the pair's minimum before anything is sent, messages that clear as the value is
// corrected, the price starting at the last price, and the visitor's register link.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UC_CALLS } from '@/lib/contracts/uc';
import * as pro from '@/lib/contracts/pro';
import { onPageCall } from '../../support/msw-call';
import { OrderForm } from '@/components/trading/order-form';
import { AMOUNT_REQUIRED, INSUFFICIENT_BALANCE, INVALID_NUMBER, minAmountMessage, type SymbolLimits } from '@/lib/trading';
import { AMOUNT_TEXT_MESSAGES } from '@/lib/validation/messages';
import { configureHttp } from '@/services/http';
import { applyTicker, createMarketStore, type MarketStore } from '@/stores/market-store';
import { toastStore } from '@/stores/toast-store';
import { createTradingStore, setAccountBalance } from '@/stores/trading-store';
import { startTestServer } from '../../services/http/test-server';
import { marketSymbol, marketTicker } from '../market/fixtures';
import { renderWithQueryClient } from '../../support/render';

const server = startTestServer();
const LIMITS: SymbolLimits = { pricePrecision: 2, amountPrecision: 4, totalPrecision: 6, quoteDisplayName: 'USDT', minOrderAmount: '0.0001', minOrderValue: '5' };
const PATH = '/zh-cn/exchange/btc_usdt/';

let bodies: unknown[] = [];

beforeEach(() => {
  bodies = [];
  configureHttp({ baseUrls: { pro: `${window.location.origin}/-/x/pro`, uc: `${window.location.origin}/-/x/uc` } });
  server.use(
    onPageCall(pro.form.userFeeInfo, () => HttpResponse.json({ status: 'ok', data: {} })),
    onPageCall(pro.form.symbolFee, () => HttpResponse.json({ code: 200, data: [] })),
    onPageCall(UC_CALLS.kvStoreGet, () =>
      HttpResponse.json({ code: 200, success: true, data: { store_key: 'ORDER_CONFIRM', store_value: '', website: 'web' } }),
    ),
    onPageCall(pro.trading.placeOrder, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ status: 'ok', data: '1' });
    }),
  );
});
afterEach(() => {
  cleanup();
  toastStore.setState({ toasts: [] });
});

async function renderForm(options: { loggedIn?: boolean; limits?: SymbolLimits; market?: MarketStore; picked?: { price: string; at: number } | null } = {}) {
  const store = createTradingStore();
  store.setState({ spotAccountId: '1000101' });
  setAccountBalance(store, {
    accountId: '1000101',
    currencies: { usdt: { available: '1000', frozen: '0', total: '1000' }, btc: { available: '0.5', frozen: '0', total: '0.5' } },
  });
  const element = (picked: { price: string; at: number } | null) => (
    <OrderForm
      symbol={marketSymbol()}
      limits={options.limits ?? LIMITS}
      store={store}
      picked={picked}
      market={options.market}
      loggedIn={options.loggedIn ?? true}
      lang="zh-cn"
      path={PATH}
      onPlaced={() => undefined}
    />
  );
  const view = renderWithQueryClient(element(options.picked ?? null));
  // The panes arrive in their own chunk.
  if (options.loggedIn ?? true) await screen.findByTestId('order-pane-sell');
  return { ...view, pick: (price: string, at: number) => view.rerender(element({ price, at })) };
}

const pane = (side: 'buy' | 'sell') => screen.getByTestId(`order-pane-${side}`);
const input = (side: 'buy' | 'sell', name: '价格' | '数量' | '交易额') => within(pane(side)).getByLabelText(name) as HTMLInputElement;
const fill = (side: 'buy' | 'sell', name: '价格' | '数量' | '交易额', value: string) => fireEvent.change(input(side, name), { target: { value } });
const submit = (side: 'buy' | 'sell') =>
  act(async () => {
    fireEvent.click(within(pane(side)).getByRole('button', { name: side === 'buy' ? '买入 BTC' : '卖出 BTC' }));
  });
/** The message tied to a field by aria-describedby. */
const messageOf = (field: HTMLInputElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

describe('order form checks before sending', () => {
  it('stops a limit buy whose total exceeds the available quote balance, with the message at the amount', async () => {
    await renderForm();
    fill('buy', '价格', '30000');
    fill('buy', '数量', '0.5');
    await submit('buy');
    expect(messageOf(input('buy', '数量'))).toBe(INSUFFICIENT_BALANCE);
    expect(input('buy', '数量').getAttribute('aria-invalid')).toBe('true');
    expect(bodies).toHaveLength(0);
  });

  it('stops a limit buy whose total is below the pair’s minimum order value', async () => {
    await renderForm();
    fill('buy', '价格', '10');
    fill('buy', '数量', '0.1');
    await submit('buy');
    expect(messageOf(input('buy', '数量'))).toBe('交易额不能小于 5 USDT');
    expect(bodies).toHaveLength(0);
  });

  it('stops a limit sell whose total is below the minimum and one whose amount exceeds the base balance', async () => {
    await renderForm();
    fill('sell', '价格', '10');
    fill('sell', '数量', '0.1');
    await submit('sell');
    expect(messageOf(input('sell', '数量'))).toBe('交易额不能小于 5 USDT');
    fill('sell', '价格', '100');
    fill('sell', '数量', '0.6');
    expect(messageOf(input('sell', '数量'))).toBe(INSUFFICIENT_BALANCE);
    expect(bodies).toHaveLength(0);
  });

  it('clears a field message as soon as the value is corrected, without another submit', async () => {
    await renderForm({ limits: { ...LIMITS, minOrderAmount: '0.01' } });
    fill('buy', '价格', '1000');
    await submit('buy');
    expect(messageOf(input('buy', '数量'))).toBe(AMOUNT_REQUIRED);
    fill('buy', '数量', '0.005');
    expect(messageOf(input('buy', '数量'))).toBe(minAmountMessage('0.01'));
    fill('buy', '数量', '0.05');
    expect(messageOf(input('buy', '数量'))).toBeNull();
    expect(within(pane('buy')).queryByRole('alert')).toBeNull();
    expect(input('buy', '数量').getAttribute('aria-invalid')).toBe('false');
    expect(bodies).toHaveLength(0);
  });

  it('sends once the corrected order passes, and starts over without messages', async () => {
    await renderForm();
    fill('buy', '价格', '100');
    fill('buy', '数量', '20');
    await submit('buy');
    expect(messageOf(input('buy', '数量'))).toBe(INSUFFICIENT_BALANCE);
    fill('buy', '数量', '1');
    await submit('buy');
    await waitFor(() => expect(bodies).toHaveLength(1));
    await waitFor(() => expect(input('buy', '数量').value).toBe(''));
    expect(messageOf(input('buy', '数量'))).toBeNull();
  });
});

describe('order form number fields', () => {
  it('normalises full-width digits and points as they are typed', async () => {
    await renderForm();
    fill('buy', '价格', '３００００');
    fill('buy', '数量', '０。５');
    expect(input('buy', '价格').value).toBe('30000');
    expect(input('buy', '数量').value).toBe('0.5');
    fill('sell', '数量', '０．２５');
    expect(input('sell', '数量').value).toBe('0.25');
  });

  it('normalises pasted thousands separators and cuts decimals to the pair’s precision', async () => {
    await renderForm();
    fill('buy', '价格', '30,000.5');
    expect(input('buy', '价格').value).toBe('30000.5');
    fill('sell', '价格', '30 000.129');
    expect(input('sell', '价格').value).toBe('30000.12');
    fill('buy', '数量', '0.123456');
    expect(input('buy', '数量').value).toBe('0.1234');
    expect(input('buy', '价格').getAttribute('inputmode')).toBe('decimal');
  });

  it('says at the field, before any submit, when the text is not a number, and keeps it', async () => {
    await renderForm();
    fill('buy', '数量', 'abc');
    expect(messageOf(input('buy', '数量'))).toBe(INVALID_NUMBER);
    expect(input('buy', '数量').value).toBe('abc');
    fill('buy', '价格', '1.2.3');
    expect(messageOf(input('buy', '价格'))).toBe(AMOUNT_TEXT_MESSAGES['two-points']);
    fill('buy', '价格', '1.2');
    expect(messageOf(input('buy', '价格'))).toBeNull();
  });

  it('starts the price at the last price, cut to the precision, with the amount empty', async () => {
    const market = createMarketStore({ symbol: 'btcusdt', ticker: marketTicker('btcusdt', { close: '30000.129' }) });
    await renderForm({ market });
    expect(input('buy', '价格').value).toBe('30000.12');
    expect(input('sell', '价格').value).toBe('30000.12');
    expect(input('buy', '数量').value).toBe('');
    expect(input('sell', '数量').value).toBe('');
  });

  it('fills the price when the first last price arrives, and keeps a typed price after that', async () => {
    const market = createMarketStore({ symbol: 'btcusdt' });
    await renderForm({ market });
    expect(input('buy', '价格').value).toBe('');
    act(() => applyTicker(market, marketTicker('btcusdt', { close: '101.5' })));
    expect(input('buy', '价格').value).toBe('101.5');
    fill('buy', '价格', '99');
    act(() => applyTicker(market, marketTicker('btcusdt', { close: '102' })));
    expect(input('buy', '价格').value).toBe('99');
    expect(input('sell', '价格').value).toBe('101.5');
  });

  it('follows a price picked in the book over the last price', async () => {
    const market = createMarketStore({ symbol: 'btcusdt', ticker: marketTicker('btcusdt', { close: '100' }) });
    const { pick } = await renderForm({ market });
    pick('98.5', 1);
    expect(input('buy', '价格').value).toBe('98.5');
    expect(input('sell', '价格').value).toBe('98.5');
    expect(input('buy', '数量').value).toBe('');
  });
});

describe('order form for a visitor', () => {
  it('sends 登录 and 注册 to their pages with the page to come back to', async () => {
    await renderForm({ loggedIn: false });
    const prompt = screen.getByTestId('order-login-prompt');
    const backUrl = `backUrl=${encodeURIComponent(PATH)}`;
    expect(within(prompt).getByRole('link', { name: '登录' }).getAttribute('href')).toBe(`/zh-cn/login/?${backUrl}`);
    expect(within(prompt).getByRole('link', { name: '注册' }).getAttribute('href')).toBe(`/zh-cn/register/?${backUrl}`);
  });
});
