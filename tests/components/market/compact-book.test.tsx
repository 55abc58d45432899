// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompactBook } from '@/components/market/compact-book';
import { depthSnapshot, level, marketSymbol } from './fixtures';

afterEach(cleanup);

const BOOK = depthSnapshot({
  asks: [level('101', '0.1'), level('102', '0.2')],
  bids: [level('100', '0.7'), level('99.5', '0.1')],
});

describe('CompactBook', () => {
  it('shows the levels around the last price and hands a tapped price to the form', () => {
    const onPickPrice = vi.fn<(price: string) => void>();
    render(<CompactBook symbol={marketSymbol()} snapshot={BOOK} step="step0" lastPriceText="100.50" lastPriceTrend="up" onPickPrice={onPickPrice} />);
    const asks = within(screen.getByRole('list', { name: '卖盘' })).getAllByRole('button');
    // Placeholders are not buttons: only the two asks can be tapped, the best one last.
    expect(asks.map((button) => button.dataset.price)).toEqual(['102', '101']);
    expect(within(screen.getByRole('list', { name: '卖盘' })).getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByTestId('compact-book-last').textContent).toBe('100.50');
    fireEvent.click(within(screen.getByRole('list', { name: '买盘' })).getByRole('button', { name: /99\.50/ }));
    expect(onPickPrice).toHaveBeenCalledWith('99.5');
  });

  it('shows placeholders before the first snapshot', () => {
    render(<CompactBook symbol={marketSymbol()} snapshot={null} step="step0" onPickPrice={() => undefined} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByTestId('compact-book-last').textContent).toBe('--');
  });
});
