// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as pro from '@/lib/contracts/pro';
import { onPageCall } from '../../support/msw-call';
import { EtpOrders } from '@/components/trading/etp-orders';
import { ETP_DONE_TEXT, ETP_LIMIT_RETRY_TEXT, EtpPanel } from '@/components/trading/etp-panel';
import { db, resetDb } from '@/mocks/db';
import { accountIdOf } from '@/mocks/db/trading';
import { creationMaxMessage, ETP_VALUE_REQUIRED } from '@/lib/trading/etp';
import { ETP_LIMIT_RETRY_MS } from '@/lib/trading/retry';
import { INSUFFICIENT_BALANCE } from '@/lib/trading';
import { configureHttp } from '@/services/http';
import { tradingKeys } from '@/queries/keys';
import { toastStore } from '@/stores/toast-store';
import { createTradingStore, setAccountBalance } from '@/stores/trading-store';
import { startTestServer } from '../../services/http/test-server';
import { TEST_UID, useMockEtpPrime } from '../../services/trading/etp-prime-support';
import { marketSymbol } from '../market/fixtures';
import { renderWithQueryClient } from '../../support/render';

const server = startTestServer();
const PRO = `${window.location.origin}/-/x/pro`;
const SYMBOL = marketSymbol({ base: 'btc3l', quote: 'usdt', tags: ['etp'], amountPrecision: 4, totalPrecision: 8 });

beforeEach(() => {
  configureHttp({ baseUrls: { pro: PRO } });
  useMockEtpPrime(server, PRO);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  toastStore.setState({ toasts: [] });
  resetDb();
});

function renderPanel(options: { loggedIn?: boolean; usdt?: string } = {}) {
  const store = createTradingStore();
  const accountId = String(accountIdOf(TEST_UID, 0));
  store.setState({ spotAccountId: accountId });
  const usdt = options.usdt ?? '10000';
  setAccountBalance(store, { accountId, currencies: { usdt: { available: usdt, frozen: '0', total: usdt } } });
  const loggedIn = options.loggedIn ?? true;
  const { client } = renderWithQueryClient(
    <>
      <EtpPanel symbol={SYMBOL} loggedIn={loggedIn} store={store} lang="zh-cn" path="/zh-cn/exchange/btc3l_usdt/" />
      <EtpOrders symbol={SYMBOL} loggedIn={loggedIn} />
    </>,
  );
  // The page's cached spot balance, which the trade mutation marks stale once done.
  client.setQueryData(tradingKeys.balance(accountId), null);
  return { store, balanceReloaded: () => client.getQueryState(tradingKeys.balance(accountId))?.isInvalidated === true };
}

const amountField = () => within(screen.getByTestId('etp-form')).getByRole('textbox');
const submit = () => fireEvent.click(within(screen.getByTestId('etp-form')).getByRole('button', { name: /申购|赎回/ }));

describe('EtpPanel', () => {
  it('shows the net value, fees, the exchange limit and the position limit', async () => {
    renderPanel();
    await waitFor(() => expect(screen.getByTestId('etp-single-limit').textContent).toBe('10 ~ 5000 USDT'));
    expect(screen.getByTestId('etp-net-value').textContent).toBe('16.35 USDT');
    expect(screen.getByTestId('etp-fee-rate').textContent).toBe('0.2000%');
    expect(screen.getByTestId('etp-daily-remaining').textContent).toBe('50000 USDT');
    await waitFor(() => expect(screen.getByTestId('etp-position-limit').textContent).toBe('100000 BTC3L'));
  });

  it('creates: estimate, toast, the record as 申购, and the daily remaining goes down', async () => {
    const { balanceReloaded } = renderPanel();
    await waitFor(() => expect(screen.getByTestId('etp-daily-remaining').textContent).toBe('50000 USDT'));
    fireEvent.change(amountField(), { target: { value: '100' } });
    expect(screen.getByTestId('etp-estimate').textContent).toBe('6.1039');
    expect(screen.getByTestId('etp-fee').textContent).toBe('0.2');
    submit();
    await waitFor(() => expect(toastStore.getState().toasts.map((toast) => toast.text)).toContain(ETP_DONE_TEXT.creation));
    expect(balanceReloaded()).toBe(true);
    expect(amountField()).toHaveProperty('value', '');
    await waitFor(() => expect(screen.getByTestId('etp-daily-remaining').textContent).toBe('49900 USDT'));
    const row = await within(screen.getByTestId('etp-orders')).findByText('申购');
    expect(row.closest('tr')?.textContent).toContain('6.1039');
    expect(db.trading.balances.get(accountIdOf(TEST_UID, 0))?.get('btc3l')?.trade.toFixed()).toBe('6.1039');
  });

  it('redeems from the 赎回 tab with the amount in tokens', async () => {
    const { store } = renderPanel();
    await waitFor(() => expect(screen.getByTestId('etp-single-limit').textContent).toBe('10 ~ 5000 USDT'));
    fireEvent.change(amountField(), { target: { value: '100' } });
    submit();
    await within(screen.getByTestId('etp-orders')).findByText('申购');
    // The trade mutation reloads the balance query, which the page writes to its store; here the test does.
    const accountId = String(accountIdOf(TEST_UID, 0));
    act(() => setAccountBalance(store, { accountId, currencies: { btc3l: { available: '6.1039', frozen: '0', total: '6.1039' } } }));
    fireEvent.click(screen.getByRole('tab', { name: '赎回' }));
    expect(screen.getByTestId('etp-available').textContent).toBe('6.1039');
    await waitFor(() => expect(screen.getByTestId('etp-single-limit').textContent).toBe('1 ~ 2000 BTC3L'));
    fireEvent.change(amountField(), { target: { value: '2' } });
    expect(screen.getByTestId('etp-estimate').textContent).toBe('32.6346');
    submit();
    const redeemed = await within(screen.getByTestId('etp-orders')).findByText('赎回');
    expect(redeemed.closest('tr')?.textContent).toContain('32.6346');
  });

  it('shows the single max at the field, keeps the text and sends nothing', async () => {
    renderPanel();
    await waitFor(() => expect(screen.getByTestId('etp-single-limit').textContent).toBe('10 ~ 5000 USDT'));
    submit();
    expect(screen.getByTestId('etp-field-error').textContent).toBe(ETP_VALUE_REQUIRED);
    fireEvent.change(amountField(), { target: { value: '5001' } });
    submit();
    expect(screen.getByTestId('etp-field-error').textContent).toBe(creationMaxMessage('5000', 'usdt'));
    expect(amountField()).toHaveProperty('value', '5001');
    expect(db.etp.transactions).toHaveLength(0);
  });

  it('normalises the amount as typed, cuts it to the precision, and refuses text that is not a number at the field', async () => {
    renderPanel();
    await waitFor(() => expect(screen.getByTestId('etp-single-limit').textContent).toBe('10 ~ 5000 USDT'));
    expect(amountField().getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(amountField(), { target: { value: '１，０００．１２３４５６７８９' } });
    expect(amountField()).toHaveProperty('value', '1000.12345678');
    fireEvent.change(amountField(), { target: { value: '1.2.3' } });
    expect(screen.getByTestId('etp-field-error').textContent).toBe('只能有一个小数点');
    expect(amountField()).toHaveProperty('value', '1.2.3');
    fireEvent.change(amountField(), { target: { value: '12' } });
    expect(screen.queryByTestId('etp-field-error')).toBeNull();
    expect(db.etp.transactions).toHaveLength(0);
  });

  it('checks the balance before sending', async () => {
    renderPanel({ usdt: '50' });
    await waitFor(() => expect(screen.getByTestId('etp-single-limit').textContent).toBe('10 ~ 5000 USDT'));
    fireEvent.change(amountField(), { target: { value: '60' } });
    submit();
    expect(screen.getByTestId('etp-field-error').textContent).toBe(INSUFFICIENT_BALANCE);
  });

  it('shows the server message when the trade is refused, keeping the input', async () => {
    renderPanel();
    await waitFor(() => expect(screen.getByTestId('etp-single-limit').textContent).toBe('10 ~ 5000 USDT'));
    db.etp.products[0]!.status = 'redemption-only';
    fireEvent.change(amountField(), { target: { value: '100' } });
    submit();
    await waitFor(() => expect(screen.getByTestId('etp-failure').textContent).toBe('该ETP暂停申购赎回'));
    expect(amountField()).toHaveProperty('value', '100');
  });

  it('retries the exchange limit 30 s after a failure', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    db.etp.limitFailures.set(TEST_UID, 1);
    renderPanel();
    await waitFor(() => expect(screen.getByTestId('etp-limit-failed').textContent).toBe(ETP_LIMIT_RETRY_TEXT));
    expect(screen.getByTestId('etp-single-limit').textContent).toBe('--');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ETP_LIMIT_RETRY_MS);
    });
    await waitFor(() => expect(screen.getByTestId('etp-single-limit').textContent).toBe('10 ~ 5000 USDT'));
    expect(screen.queryByTestId('etp-limit-failed')).toBeNull();
  });

  it('moves between 申购 and 赎回 with the arrow keys, the panel following', async () => {
    renderPanel();
    const creation = screen.getByRole('tab', { name: '申购' });
    expect(creation.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(creation, { key: 'ArrowRight' });
    const redemption = screen.getByRole('tab', { name: '赎回' });
    expect(redemption.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(redemption);
    expect(screen.getByRole('form', { name: '赎回' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(redemption.id);
    expect(redemption.getAttribute('aria-controls')).toBe(screen.getByRole('tabpanel').id);
    await waitFor(() => expect(screen.getByTestId('etp-net-value').textContent).toBe('16.35 USDT'));
  });

  it('shows a failed records load in the table with 重试, and the records after a retry', async () => {
    let fail = true;
    server.use(
      onPageCall(pro.etp.etpTransactions, () => (fail ? HttpResponse.json({ code: 500, message: '系统繁忙', data: null, success: false }) : undefined)),
    );
    renderPanel();
    const records = screen.getByTestId('etp-orders');
    const alert = await within(records).findByRole('alert');
    expect(alert.textContent).toContain('系统繁忙');
    expect(within(records).getByRole('region', { name: '申购赎回记录表' }).tabIndex).toBe(0);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(within(records).queryByRole('alert')).toBeNull());
    expect(within(records).getAllByRole('row')[1]?.textContent).toBe('暂无申购赎回记录');
  });

  it('asks a visitor to log in and shows no records', async () => {
    renderPanel({ loggedIn: false });
    const login = within(screen.getByTestId('etp-login-prompt')).getByRole('link', { name: '登录' });
    expect(login.getAttribute('href')).toBe(`/zh-cn/login/?backUrl=${encodeURIComponent('/zh-cn/exchange/btc3l_usdt/')}`);
    expect(screen.queryByTestId('etp-form')).toBeNull();
    expect(screen.queryByTestId('etp-orders')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('etp-net-value').textContent).toBe('16.35 USDT'));
  });
});
