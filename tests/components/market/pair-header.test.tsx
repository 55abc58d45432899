// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeTrend, PairHeader, pairStateText } from '@/components/market/pair-header';
import { tradingDisabledReason } from '@/lib/trading/order-access';
import { marketSymbol, marketTicker } from './fixtures';

afterEach(cleanup);

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('pairStateText', () => {
  it('says nothing for an online, tradable pair', () => {
    expect(pairStateText(marketSymbol())).toBeNull();
  });

  it.each([
    ['offline', { state: 'offline' }, '该币对已下线'],
    ['offline even when white-enabled', { state: 'offline', whiteEnabled: true }, '该币对已下线'],
    ['suspended', { state: 'suspend' }, '该币对暂停交易'],
    ['country-disabled', { countryDisabled: true }, '当前地区暂不支持该币对'],
    ['trade-disabled while online', { tradeEnabled: false }, '该币对暂停交易'],
    ['in another state (pre-online)', { state: 'pre-online' }, '该币对暂停交易'],
  ])('names a pair that is %s, in the words of the order form\'s buttons', (_name, overrides, expected) => {
    const symbol = marketSymbol(overrides);
    expect(pairStateText(symbol)).toBe(expected);
    expect(pairStateText(symbol)).toBe(tradingDisabledReason(symbol));
  });

  it('lets a white-enabled pair through the country block', () => {
    expect(pairStateText(marketSymbol({ countryDisabled: true, whiteEnabled: true }))).toBeNull();
  });
});

describe('changeTrend', () => {
  it('reads the sign of the change text', () => {
    expect(changeTrend('+1.20%')).toBe('up');
    expect(changeTrend('-0.01%')).toBe('down');
    expect(changeTrend('0.00%')).toBe('flat');
    expect(changeTrend('--')).toBe('flat');
  });
});

describe('PairHeader', () => {
  it('shows the pair and its figures at the pair precisions', () => {
    const symbol = marketSymbol({ pricePrecision: 1, amountPrecision: 4 });
    const ticker = marketTicker('btcusdt', { open: '40000', close: '42000.96', high: '42100.55', low: '39900.01', amount: '1234.56789', vol: '51800000.129' });
    render(<PairHeader symbol={symbol} ticker={ticker} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('BTC/USDT');
    expect([text('last-price'), text('change-ratio'), text('high-price'), text('low-price'), text('volume')]).toEqual([
      '42000.9',
      '+5.00%',
      '42100.5',
      '39900.0',
      // Volume at most 2 decimals.
      '1234.56',
    ]);
    expect(screen.getByText('51800000.12')).toBeTruthy();
    expect(screen.getByTestId('change-ratio').className).toMatch(/up/);
    expect(screen.queryByTestId('pair-state')).toBeNull();
  });

  it('colours a fall apart from a rise', () => {
    render(<PairHeader symbol={marketSymbol()} ticker={marketTicker('btcusdt', { open: '100', close: '99' })} />);
    expect(text('change-ratio')).toBe('-1.00%');
    expect(screen.getByTestId('change-ratio').className).toMatch(/down/);
    expect(screen.getByTestId('last-price').className).toMatch(/down/);
  });

  it('shows -- for every figure without a ticker', () => {
    render(<PairHeader symbol={marketSymbol()} ticker={null} />);
    expect([text('last-price'), text('change-ratio'), text('high-price'), text('low-price'), text('volume')]).toEqual(['--', '--', '--', '--', '--']);
    expect(screen.getByTestId('change-ratio').className).toMatch(/flat/);
  });

  it('shows the state of a pair that cannot be traded as a status', () => {
    render(<PairHeader symbol={marketSymbol({ state: 'suspend' })} ticker={null} />);
    expect(screen.getByRole('status').textContent).toBe('该币对暂停交易');
  });
});
