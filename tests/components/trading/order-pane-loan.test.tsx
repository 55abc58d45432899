// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderPane, type OrderPaneProps } from '@/components/trading/order-pane';
import type { MarginMode } from '@/lib/trading';
import { marketSymbol } from '../market/fixtures';
import { renderWithQueryClient } from '../../support/render';

afterEach(cleanup);

const LIMITS = { pricePrecision: 2, amountPrecision: 4, totalPrecision: 6, quoteDisplayName: 'USDT' };

function renderPane(marginMode: MarginMode, loanAvailable: string | null, overrides: Partial<OrderPaneProps> = {}) {
  const placed: unknown[] = [];
  renderWithQueryClient(
    <OrderPane
      side="buy"
      mode="market"
      symbol={marketSymbol()}
      limits={LIMITS}
      accountId="7"
      available="100"
      loanAvailable={loanAvailable}
      marginMode={marginMode}
      picked={null}
      disabledReason={null}
      place={async (payload) => {
        placed.push(payload);
        return { kind: 'placed' };
      }}
      onPlaced={() => undefined}
      {...overrides}
    />,
  );
  return placed;
}

describe('the balance a margin order may spend', () => {
  it('adds the loan still available in margin mode open, to the shown balance and the shares', () => {
    renderPane('open', '50');
    expect(screen.getByTestId('available-buy').textContent).toBe('150.000000');
    fireEvent.click(screen.getByRole('button', { name: '100%' }));
    expect((within(screen.getByTestId('order-pane-buy')).getByLabelText('交易额') as HTMLInputElement).value).toBe('150');
  });

  it('spends only the balance in the other modes or without a known loan', () => {
    renderPane('common', '50');
    expect(screen.getByTestId('available-buy').textContent).toBe('100.000000');
    cleanup();
    renderPane('open', null);
    expect(screen.getByTestId('available-buy').textContent).toBe('100.000000');
    fireEvent.click(screen.getByRole('button', { name: '50%' }));
    expect((within(screen.getByTestId('order-pane-buy')).getByLabelText('交易额') as HTMLInputElement).value).toBe('50');
  });

  it('lets an open-mode order go beyond the balance up to the loan', async () => {
    const placed = renderPane('open', '50');
    fireEvent.change(within(screen.getByTestId('order-pane-buy')).getByLabelText('交易额'), { target: { value: '140' } });
    fireEvent.click(screen.getByRole('button', { name: '买入 BTC' }));
    await screen.findByText('买入 BTC');
    await expect.poll(() => placed.length).toBe(1);
    expect(placed[0]).toMatchObject({ orderType: 'market', orderValue: '140', accountId: '7' });
  });
});
