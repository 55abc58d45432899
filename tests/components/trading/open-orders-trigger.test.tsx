// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OpenOrders, triggerText } from '@/components/trading/open-orders';
import type { Order } from '@/lib/trading';
import { createTradingStore } from '@/stores/trading-store';
import { marketSymbol } from '../market/fixtures';
import { renderWithQueryClient } from '../../support/render';

afterEach(cleanup);

function order(id: string, extra: Partial<Order>): Order {
  return {
    id,
    symbol: 'btcusdt',
    type: 'buy-limit',
    side: 'buy',
    source: 'web',
    state: 'pre-submitted',
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
    ...extra,
  };
}

describe('the 触发条件 column', () => {
  it('writes the operator and the stop price at the pair precision, -- without a trigger', () => {
    expect(triggerText({ stopPrice: '30000.5', operator: 'gte' }, 2)).toBe('≥ 30000.50');
    expect(triggerText({ stopPrice: '29000', operator: 'lte' }, 2)).toBe('≤ 29000.00');
    expect(triggerText({ stopPrice: null, operator: null }, 2)).toBe('--');
    expect(triggerText({ stopPrice: '1', operator: null }, 2)).toBe('1.00');
  });

  it('shows each order\'s trigger in its row', () => {
    const store = createTradingStore();
    store.setState({
      spotAccountId: '1',
      openOrders: [
        order('1', { type: 'buy-stop-limit', stopPrice: '110', operator: 'gte' }),
        order('2', { type: 'sell-market', stopPrice: '90', operator: 'lte' }),
        order('3', { state: 'submitted' }),
      ],
    });
    renderWithQueryClient(<OpenOrders symbol={marketSymbol()} store={store} />);
    expect(screen.getByRole('columnheader', { name: '触发条件' })).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByTestId('order-trigger').textContent)).toEqual(['≥ 110.00', '≤ 90.00', '--']);
  });
});
