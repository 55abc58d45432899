// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TradeList } from '@/components/market/trade-list';
import { marketSymbol, marketTrade } from './fixtures';

afterEach(cleanup);

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
});
