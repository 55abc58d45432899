// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderPricePanel } from '@/components/market/order-price-panel';
import { marketSymbol } from './fixtures';

afterEach(cleanup);

type PanelProps = Parameters<typeof OrderPricePanel>[0];
const PATH = '/zh-cn/exchange/btc_usdt/';

function renderPanel(overrides: Partial<PanelProps> = {}) {
  const props: PanelProps = { symbol: marketSymbol({ totalPrecision: 6 }), picked: null, loggedIn: false, lang: 'zh-cn', path: PATH, ...overrides };
  const view = render(<OrderPricePanel {...props} />);
  return { ...view, rerenderWith: (next: Partial<PanelProps>) => view.rerender(<OrderPricePanel {...props} {...next} />) };
}

const priceField = () => screen.getByRole('textbox', { name: '价格(USDT)' }) as HTMLInputElement;
const amountField = () => screen.getByRole('textbox', { name: '数量(BTC)' }) as HTMLInputElement;
const total = () => screen.getByRole('status').textContent;
const type = (field: HTMLInputElement, value: string) => fireEvent.change(field, { target: { value } });

describe('OrderPricePanel', () => {
  it('fills the price field with a price picked in the book, replacing what was typed', () => {
    const { rerenderWith } = renderPanel();
    expect(priceField().value).toBe('');
    rerenderWith({ picked: { price: '42000.12', at: 1 } });
    expect(priceField().value).toBe('42000.12');
    type(priceField(), '41000');
    // The same price picked again is a new pick.
    rerenderWith({ picked: { price: '42000.12', at: 2 } });
    expect(priceField().value).toBe('42000.12');
  });

  it('computes the total as price × amount in decimal at the total precision', () => {
    renderPanel();
    expect(total()).toBe('--');
    type(priceField(), '0.1');
    expect(total()).toBe('--');
    type(amountField(), '3');
    expect(total()).toBe('0.300000');
    // 0.7 × 3 in floats is 2.0999…: rounding down would show 2.099999.
    type(priceField(), '0.7');
    expect(total()).toBe('2.100000');
  });

  it('takes a trailing dot while typing and shows the total of what is there', () => {
    renderPanel();
    type(priceField(), '12.');
    type(amountField(), '.5');
    expect([priceField().value, amountField().value, total()]).toEqual(['12.', '.5', '6.000000']);
  });

  it.each([
    ['letters', 'abc'],
    ['full-width digits', '１２'],
    ['a second decimal point', '1.2.3'],
    ['a sign', '-5'],
    ['exponent notation', '1e5'],
  ])('refuses %s and keeps the previous value', (_name, input) => {
    renderPanel();
    type(priceField(), '100');
    type(amountField(), '2');
    type(priceField(), input);
    type(amountField(), input);
    expect([priceField().value, amountField().value, total()]).toEqual(['100', '2', '200.000000']);
  });

  it('asks a visitor to log in and come back to this page', () => {
    renderPanel();
    const prompt = screen.getByTestId('order-login-prompt');
    expect(prompt.textContent).toBe('登录或注册后开始交易');
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe('/zh-cn/login/?backUrl=%2Fzh-cn%2Fexchange%2Fbtc_usdt%2F');
    expect(screen.getByRole('link', { name: '注册' }).getAttribute('href')).toBe('/zh-cn/register/');
  });

  it('shows no login prompt when logged in', () => {
    renderPanel({ loggedIn: true });
    expect(screen.queryByTestId('order-login-prompt')).toBeNull();
    expect(screen.queryByRole('link', { name: '登录' })).toBeNull();
    expect(priceField()).toBeTruthy();
  });
});
