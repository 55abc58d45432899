// @vitest-environment jsdom
// The trades are drawn on a canvas (none in jsdom: getContext gives null, or a recording
// stand-in) once per frame; the accessible table follows at a calm rate.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TradeList, TRADES_A11Y_REFRESH_MS, tradeTextCache } from '@/components/market/trade-list';
import type { MarketTrade } from '@/lib/market/types';
import { marketSymbol, marketTrade } from './fixtures';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'] });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const bodyRows = () => within(screen.getByTestId('trade-list')).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
// Local wall-clock time of a moment, as the list shows it.
const at = (hours: number, minutes: number, seconds: number) => new Date(2024, 0, 2, hours, minutes, seconds).getTime();

describe('TradeList', () => {
  it('says 暂无成交 without trades', () => {
    render(<TradeList symbol={marketSymbol()} trades={[]} rows={5} />);
    expect(bodyRows().map(cells)).toEqual([['暂无成交']]);
    expect(screen.getByRole('columnheader', { name: '价格(USDT)' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '数量(BTC)' })).toBeTruthy();
  });

  it('shows the trades in the given newest-first order with time, price and amount at the pair precisions', () => {
    const symbol = marketSymbol({ pricePrecision: 3, amountPrecision: 2 });
    const trades = [
      marketTrade(3, { ts: at(9, 5, 7), price: '42000.12345', amount: '0.129', direction: 'sell' }),
      marketTrade(2, { ts: at(9, 5, 6), price: '41999.5', amount: '2', direction: 'buy' }),
    ];
    render(<TradeList symbol={symbol} trades={trades} rows={5} />);
    expect(bodyRows().map(cells)).toEqual([
      ['09:05:07', '42000.123', '0.12'],
      ['09:05:06', '41999.500', '2.00'],
    ]);
  });

  it('marks buys and sells and colours their prices apart', () => {
    render(<TradeList symbol={marketSymbol()} trades={[marketTrade(2, { direction: 'sell' }), marketTrade(1, { direction: 'buy' })]} rows={5} />);
    const [sell, buy] = bodyRows();
    expect(sell?.getAttribute('data-direction')).toBe('sell');
    expect(buy?.getAttribute('data-direction')).toBe('buy');
    const priceClass = (row: HTMLElement | undefined) => within(row as HTMLElement).getAllByRole('cell')[1]?.className;
    expect(priceClass(sell)).toMatch(/down/);
    expect(priceClass(buy)).toMatch(/up/);
  });

  it('shows at most `rows` trades, the newest ones', () => {
    const trades = [5, 4, 3, 2, 1].map((id) => marketTrade(id, { price: `${100 + id}` }));
    render(<TradeList symbol={marketSymbol()} trades={trades} rows={3} />);
    expect(bodyRows().map((row) => cells(row)[1])).toEqual(['105.00', '104.00', '103.00']);
  });

  it('draws the newest trades on the canvas every frame and updates the accessible table at a calm rate', () => {
    const texts: { text: string; color: string }[] = [];
    const context = {
      setTransform: () => undefined,
      clearRect: () => {
        texts.length = 0;
      },
      fillRect: () => undefined,
      strokeRect: () => undefined,
      fillText(text: string) {
        texts.push({ text, color: String(this.fillStyle) });
      },
      fillStyle: '',
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    const symbol = marketSymbol();
    const list = (newest: number) => [newest, newest - 1].map((id) => marketTrade(id, { price: `${id}`, direction: id % 2 ? 'buy' : 'sell' }));
    const { rerender } = render(<TradeList symbol={symbol} trades={list(2)} rows={5} />);
    act(() => vi.advanceTimersByTime(20));
    expect(texts.filter((_, index) => index % 3 === 1).map((cell) => cell.text)).toEqual(['2.00', '1.00']);
    // Buys and sells in two colours.
    expect(texts[1]?.color).not.toBe(texts[4]?.color);
    act(() => vi.advanceTimersByTime(TRADES_A11Y_REFRESH_MS));
    rerender(<TradeList symbol={symbol} trades={list(3)} rows={5} />);
    act(() => vi.advanceTimersByTime(20));
    rerender(<TradeList symbol={symbol} trades={list(4)} rows={5} />);
    act(() => vi.advanceTimersByTime(20));
    expect(texts[1]?.text).toBe('4.00');
    expect(cells(bodyRows()[0] as HTMLElement)[1]).toBe('3.00');
    act(() => vi.advanceTimersByTime(TRADES_A11Y_REFRESH_MS));
    expect(cells(bodyRows()[0] as HTMLElement)[1]).toBe('4.00');
  });

  it('says 暂无成交 on the canvas without trades', () => {
    const texts: string[] = [];
    const context = { setTransform: () => undefined, clearRect: () => undefined, fillRect: () => undefined, fillText: (text: string) => texts.push(text) };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    render(<TradeList symbol={marketSymbol()} trades={[]} rows={5} />);
    act(() => vi.advanceTimersByTime(20));
    expect(texts).toEqual(['暂无成交']);
  });
});

describe('tradeTextCache', () => {
  it('formats a trade once and reuses its texts while it stays in the list', () => {
    const textsOf = tradeTextCache(2, 3);
    const trade: MarketTrade = marketTrade(1, { price: '41999.5', amount: '0.1239' });
    const first = textsOf(trade);
    expect([first.price, first.amount]).toEqual(['41999.50', '0.123']);
    expect(textsOf(trade)).toBe(first);
    expect(tradeTextCache(1, 1)(trade).price).toBe('41999.5');
  });
});
