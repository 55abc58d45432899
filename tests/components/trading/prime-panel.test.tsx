// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIME_PLACED_TEXT, PrimePanel } from '@/components/trading/prime-panel';
import { db, resetDb } from '@/mocks/db';
import { accountIdOf } from '@/mocks/db/trading';
import { settlePrimeOrders } from '@/mocks/handlers/prime';
import { primeLimitMessage } from '@/lib/trading/prime';
import { PRIME_RESULT_RETRY_MS } from '@/lib/trading/retry';
import { configureHttp } from '@/services/http';
import { toastStore } from '@/stores/toast-store';
import { createTradingStore, setAccountBalance } from '@/stores/trading-store';
import { startTestServer } from '../../services/http/test-server';
import { TEST_UID, useMockEtpPrime } from '../../services/trading/etp-prime-support';
import { marketSymbol } from '../market/fixtures';
import { renderWithQueryClient } from '../../support/render';

vi.mock('@/services/captcha/fingerprint', () => ({ getDeviceFingerprint: async () => 'fp-test' }));

const server = startTestServer();
const PRO = `${window.location.origin}/-/x/pro`;
const SYMBOL = marketSymbol({ base: 'nft', quote: 'usdt', tags: ['prime'], amountPrecision: 0, totalPrecision: 8 });

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

function renderPanel(loggedIn = true) {
  const store = createTradingStore();
  const accountId = String(accountIdOf(TEST_UID, 0));
  store.setState({ spotAccountId: accountId });
  setAccountBalance(store, { accountId, currencies: { usdt: { available: '10000', frozen: '0', total: '10000' } } });
  renderWithQueryClient(<PrimePanel symbol={SYMBOL} loggedIn={loggedIn} store={store} lang="zh-cn" path="/zh-cn/exchange/nft_usdt/" />);
}

describe('PrimePanel', () => {
  it('shows the PO phase, the round and the user limit', async () => {
    renderPanel();
    await waitFor(() => expect(screen.getByTestId('prime-phase').textContent).toBe('PO 申购中'));
    expect(screen.getByTestId('prime-round').textContent).toBe('第 1 轮 / 共 2 轮');
    expect(screen.getByTestId('prime-price').textContent).toBe('0.000003 USDT');
    await waitFor(() => expect(screen.getByTestId('prime-limit').textContent).toBe('2000000 / 2000000 NFT'));
    await waitFor(() => expect(screen.getByTestId('prime-result').getAttribute('data-state')).toBe('none'));
  });

  it('places a PO: pending, fetched again every 5 s, then settled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPanel();
    const form = await screen.findByTestId('prime-form-po');
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: '1000000' } });
    expect(screen.getByTestId('prime-value').textContent).toBe('3');
    fireEvent.click(within(form).getByRole('button', { name: 'PO 申购' }));
    await waitFor(() => expect(toastStore.getState().toasts.map((toast) => toast.text)).toContain(PRIME_PLACED_TEXT));
    await waitFor(() => expect(screen.getByTestId('prime-result').getAttribute('data-state')).toBe('pending'));
    expect(screen.getByTestId('prime-result-state').textContent).toBe('待开奖');
    await waitFor(() => expect(screen.getByTestId('prime-limit').textContent).toBe('1000000 / 2000000 NFT'));
    expect(db.etp.primeInfo).toEqual([{ uid: TEST_UID, symbol: 'nftusdt', content: expect.objectContaining({ fp: 'fp-test', device_source: 'web', isAlphaGo: false }) }]);
    settlePrimeOrders(TEST_UID, 'nftusdt', Date.now());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PRIME_RESULT_RETRY_MS);
    });
    await waitFor(() => expect(screen.getByTestId('prime-result').getAttribute('data-state')).toBe('settled'));
    expect(screen.getByTestId('prime-result').textContent).toContain('获得 1000000 NFT');
  });

  it('checks the limit at the field and sends nothing', async () => {
    renderPanel();
    await waitFor(() => expect(screen.getByTestId('prime-limit').textContent).toBe('2000000 / 2000000 NFT'));
    const form = screen.getByTestId('prime-form-po');
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: '2000001' } });
    fireEvent.click(within(form).getByRole('button', { name: 'PO 申购' }));
    expect(screen.getByTestId('prime-field-error').textContent).toBe(primeLimitMessage('2000000', 'nft'));
    expect(db.etp.primeOrders).toHaveLength(0);
  });

  it('normalises the amount as typed and refuses a minus at the field', async () => {
    renderPanel();
    await waitFor(() => expect(screen.getByTestId('prime-limit').textContent).toBe('2000000 / 2000000 NFT'));
    const amount = within(screen.getByTestId('prime-form-po')).getByRole('textbox');
    fireEvent.change(amount, { target: { value: '１ ０００' } });
    expect(amount).toHaveProperty('value', '1000');
    fireEvent.change(amount, { target: { value: '-1' } });
    expect(screen.getByTestId('prime-field-error').textContent).toBe('不能输入负数');
    expect(db.etp.primeOrders).toHaveLength(0);
  });

  it('offers a BID form in a lucky round and shows an ended launch without a form', async () => {
    db.etp.launches[0]!.userStatus.set(TEST_UID, { round: 2, state: 1, roundTradeType: 'lucky', preRoundType: 'limit' });
    renderPanel();
    await screen.findByTestId('prime-form-bid');
    expect(screen.getByTestId('prime-phase').textContent).toBe('BID 竞价中');
    cleanup();
    db.etp.launches[0]!.userStatus.set(TEST_UID, { round: 2, state: 2, roundTradeType: 'lucky', preRoundType: 'limit' });
    renderPanel();
    await waitFor(() => expect(screen.getByTestId('prime-phase').textContent).toBe('已结束'));
    expect(screen.queryByTestId('prime-form-bid')).toBeNull();
    expect(screen.queryByTestId('prime-form-po')).toBeNull();
  });

  it('shows the server message of a refused placement', async () => {
    renderPanel();
    const form = await screen.findByTestId('prime-form-po');
    await waitFor(() => expect(screen.getByTestId('prime-limit').textContent).toBe('2000000 / 2000000 NFT'));
    // Another placement elsewhere used the limit up meanwhile.
    db.etp.launches[0]!.userMaxAmount = db.etp.launches[0]!.userMaxAmount.minus(1_999_999);
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: '10' } });
    fireEvent.click(within(form).getByRole('button', { name: 'PO 申购' }));
    await waitFor(() => expect(screen.getByTestId('prime-failure').textContent).toBe('超出可申购额度 1 NFT'));
    expect(within(form).getByRole('textbox')).toHaveProperty('value', '10');
  });

  it('shows the phase to a visitor with a login prompt', async () => {
    renderPanel(false);
    await waitFor(() => expect(screen.getByTestId('prime-phase').textContent).toBe('PO 申购中'));
    expect(screen.getByTestId('prime-login-prompt')).toBeTruthy();
    expect(screen.queryByTestId('prime-form-po')).toBeNull();
  });
});
