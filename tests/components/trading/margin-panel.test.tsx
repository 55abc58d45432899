// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as pro from '@/lib/contracts/pro';
import { onPageCall } from '../../support/msw-call';
import { MarginPanel, NOT_ALLOWED_TEXT } from '@/components/trading/margin-panel';
import { useLoanAvailable } from '@/components/trading/use-loan-available';
import { configureHttp } from '@/services/http';
import { SUB_USER_NO_AUTHORITY_REASON } from '@/lib/trading/order-access';
import { sessionStore } from '@/stores/session-store';
import { toastStore } from '@/stores/toast-store';
import { startTestServer } from '../../services/http/test-server';
import { marketSymbol } from '../market/fixtures';
import { renderHookWithQueryClient, renderWithQueryClient } from '../../support/render';

const server = startTestServer();
const BASE = `${window.location.origin}/-/x/pro`;

interface Sent {
  path: string;
  body: unknown;
}

let sent: Sent[];
let gets: string[];

let authorities: Record<string, string | null>;

beforeEach(() => {
  configureHttp({ baseUrls: { pro: BASE } });
  sent = [];
  gets = [];
  authorities = { margin: 'open', 'super-margin': 'open' };
  sessionStore.setState({ user: { uid: 1, user_type: 1, country_id: [37] } });
});
afterEach(() => {
  cleanup();
  toastStore.setState({ toasts: [] });
  sessionStore.setState({ user: null });
});

const LOAN = (id: number, currency: string, balance: string, interest: string, createdAt: number, state = 'accrual') => ({
  id,
  symbol: 'btcusdt',
  currency,
  'loan-amount': balance,
  'loan-balance': balance,
  'interest-amount': interest,
  'interest-balance': interest,
  state,
  'created-at': createdAt,
  'accrued-at': createdAt,
});

function rows(currency: string, trade: string, loan: string, interest: string) {
  return [
    { currency, type: 'trade', balance: trade },
    { currency, type: 'frozen', balance: '0' },
    { currency, type: 'loan', balance: `-${loan}` },
    { currency, type: 'interest', balance: `-${interest}` },
  ];
}

function serve({ margin = true, loans = [LOAN(2, 'btc', '0.3', '0.01', 2000), LOAN(1, 'btc', '0.2', '0.02', 1000), LOAN(3, 'usdt', '10', '0', 500, 'cleared')] } = {}) {
  const record = (path: string) => async ({ request }: { request: Request }) => {
    sent.push({ path, body: await request.json() });
    return HttpResponse.json({ status: 'ok', data: 9 });
  };
  const track = (path: string, data: unknown) => () => {
    gets.push(path);
    return HttpResponse.json({ status: 'ok', data });
  };
  server.use(
    onPageCall(pro.trading.accounts, track('accounts', [
      { id: 101, type: 'spot', subtype: '', state: 'working' },
      ...(margin ? [{ id: 102, type: 'margin', subtype: 'btcusdt', state: 'working' }] : []),
      { id: 104, type: 'super-margin', subtype: '', state: 'working' },
    ])),
    onPageCall(pro.trading.accountBalance, track('spot', { id: 101, list: [{ currency: 'usdt', type: 'trade', balance: '10000' }, { currency: 'btc', type: 'trade', balance: '1' }] })),
    onPageCall(pro.margin.balance, track('margin-balance', [{ id: 102, symbol: 'btcusdt', list: [...rows('btc', '1', '0.5', '0.03'), ...rows('usdt', '5000', '0', '0')] }])),
    onPageCall(pro.margin.loanInfo, track('loan-info', [
      {
        symbol: 'btcusdt',
        currencies: [
          { currency: 'btc', 'min-loan-amt': '0.001', 'max-loan-amt': '2', 'loanable-amt': '4.5' },
          { currency: 'usdt', 'min-loan-amt': '10', 'loanable-amt': '20000' },
        ],
      },
    ])),
    onPageCall(pro.margin.loans, track('loans', loans)),
    onPageCall(pro.margin.crossBalance, track('cross-balance', { id: 104, list: rows('usdt', '1000', '100', '0.005') })),
    onPageCall(pro.margin.crossLoanInfo, track('cross-info', [{ currency: 'usdt', 'min-loan-amt': '10', 'max-loan-amt': '50000', 'loanable-amt': '49900' }, { currency: 'btc', 'min-loan-amt': '0.001', 'loanable-amt': '3' }])),
    onPageCall(pro.margin.crossLoans, track('cross-loans', [{ ...LOAN(5, 'usdt', '100', '0.005', 3000), symbol: '' }])),
    onPageCall(pro.margin.superMarginCurrencies, track('super', [
      { currency: 'usdt', state: 'active', loanable: true, 'loan-currency': true, 'user-loan-min-amount': '10', 'remain-loan-quota': '49900' },
      { currency: 'btc', state: 'active', loanable: true, 'loan-currency': true, 'user-loan-min-amount': '0.001', 'remain-loan-quota': '3' },
    ])),
    onPageCall(pro.margin.loan, record('loan')),
    onPageCall(pro.margin.repay, async ({ request, params }) => {
      sent.push({ path: `repay/${String(params.id)}`, body: await request.json() });
      return HttpResponse.json({ status: 'ok', data: Number(params.id) });
    }),
    onPageCall(pro.margin.transferIn, record('transfer-in')),
    onPageCall(pro.margin.transferOut, record('transfer-out')),
    onPageCall(pro.margin.crossLoan, record('cross-loan')),
    onPageCall(pro.form.subUserAuthority, ({ request }) => {
      const type = new URL(request.url).searchParams.get('type') ?? '';
      gets.push(`authority-${type}`);
      return HttpResponse.json({ status: 'ok', data: { type, authority: authorities[type] ?? null } });
    }),
  );
}

async function renderLoaded(props: Partial<Parameters<typeof MarginPanel>[0]> = {}) {
  renderWithQueryClient(<MarginPanel symbol={marketSymbol()} loggedIn marginAllowed {...props} />);
  await waitFor(() => expect(screen.getByTestId('margin-assets').getAttribute('data-loaded')).toBe('true'));
}

describe('MarginPanel', () => {
  it('shows nothing to a visitor (no calls)', async () => {
    serve({ margin: false });
    const { container } = renderWithQueryClient(<MarginPanel symbol={marketSymbol()} loggedIn={false} marginAllowed={false} />);
    expect(container.innerHTML).toBe('');
    expect(gets).toEqual([]);
  });

  it('shows 全仓 alone on a pair without an isolated-margin account', async () => {
    serve({ margin: false });
    renderWithQueryClient(<MarginPanel symbol={marketSymbol()} loggedIn marginAllowed />);
    await waitFor(() => expect(screen.getByTestId('margin-assets').getAttribute('data-loaded')).toBe('true'));
    expect(screen.getByTestId('margin-panel').getAttribute('data-kind')).toBe('cross');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['全仓']);
    expect(screen.getByTestId('margin-quota-usdt').textContent).toBe('49900');
    expect(gets).not.toContain('margin-balance');
  });

  it('shows the reason instead of the data when margin is not allowed, without margin calls', async () => {
    serve();
    renderWithQueryClient(<MarginPanel symbol={marketSymbol()} loggedIn marginAllowed={false} disabledReason="子账户无杠杆权限" />);
    expect(await screen.findByTestId('margin-disabled-reason')).toHaveProperty('textContent', '子账户无杠杆权限');
    expect(screen.queryByTestId('margin-assets')).toBeNull();
    expect(gets).toEqual(['accounts']);
    cleanup();
    renderWithQueryClient(<MarginPanel symbol={marketSymbol()} loggedIn marginAllowed={false} />);
    expect((await screen.findByTestId('margin-disabled-reason')).textContent).toBe(NOT_ALLOWED_TEXT);
  });

  it('keeps 全仓 closed to a sub-user without the super-margin authority, whatever the isolated one says', async () => {
    serve();
    authorities = { margin: 'open', 'super-margin': null };
    sessionStore.setState({ user: { uid: 2, user_type: 2, country_id: [37] } });
    renderWithQueryClient(<MarginPanel symbol={marketSymbol()} loggedIn marginAllowed />);
    await waitFor(() => expect(screen.getByTestId('margin-assets').getAttribute('data-loaded')).toBe('true'));
    fireEvent.click(screen.getByRole('tab', { name: '全仓' }));
    expect(await screen.findByTestId('margin-disabled-reason')).toHaveProperty('textContent', SUB_USER_NO_AUTHORITY_REASON);
    expect(screen.queryByTestId('margin-assets')).toBeNull();
    expect(screen.queryByRole('button', { name: /借币|还币|划转/ })).toBeNull();
    expect(gets.filter((path) => path.startsWith('cross') || path === 'super')).toEqual([]);
  });

  it('opens 全仓 to a sub-user with the super-margin authority though the isolated one is closed', async () => {
    serve();
    authorities = { margin: null, 'super-margin': 'open' };
    sessionStore.setState({ user: { uid: 2, user_type: 2, country_id: [37] } });
    renderWithQueryClient(<MarginPanel symbol={marketSymbol()} loggedIn marginAllowed={false} disabledReason={SUB_USER_NO_AUTHORITY_REASON} />);
    expect(await screen.findByTestId('margin-disabled-reason')).toHaveProperty('textContent', SUB_USER_NO_AUTHORITY_REASON);
    fireEvent.click(screen.getByRole('tab', { name: '全仓' }));
    await waitFor(() => expect(screen.getByTestId('margin-assets').getAttribute('data-kind')).toBe('cross'));
    await waitFor(() => expect(screen.getByTestId('margin-assets').getAttribute('data-loaded')).toBe('true'));
    expect(screen.getByRole('button', { name: '借币 USDT' })).toBeTruthy();
  });

  it('lists balance, loaned, interest and loanable per currency, and the loan history with states', async () => {
    serve();
    await renderLoaded();
    expect(screen.getByTestId('margin-asset-btc').textContent).toBe('1');
    expect(screen.getByTestId('margin-loaned-btc').textContent).toBe('0.5');
    expect(screen.getByTestId('margin-interest-btc').textContent).toBe('0.03');
    expect(screen.getByTestId('margin-loanable-btc').textContent).toBe('4.5');
    expect(screen.getByTestId('margin-loanable-usdt').textContent).toBe('20000');
    const history = within(screen.getByTestId('margin-loans'));
    expect(history.getAllByText('已放款')).toHaveLength(2);
    expect(history.getByText('已还清')).toBeTruthy();
    expect(screen.getByRole('button', { name: '还币 USDT' })).toHaveProperty('disabled', true);
    // Both tables scroll sideways on a phone: the keyboard reaches them.
    expect(['杠杆资产', '借贷记录'].map((name) => screen.getByRole('region', { name }).tabIndex)).toEqual([0, 0]);
  });

  it('shows the server message when a load fails, and keeps the rest', async () => {
    serve();
    server.use(onPageCall(pro.margin.balance, () => HttpResponse.json({ status: 'error', 'err-code': 'account-account-id-inexistent', 'err-msg': '账户不存在' })));
    await renderLoaded();
    expect(screen.getByTestId('margin-load-error').textContent).toBe('账户不存在');
    expect(screen.getByTestId('margin-asset-btc').textContent).toBe('0');
    expect(screen.getByTestId('margin-loanable-btc').textContent).toBe('4.5');
  });

  it('switches to 全仓: super-margin rows with remaining quota and min', async () => {
    serve();
    await renderLoaded();
    fireEvent.click(screen.getByRole('tab', { name: '全仓' }));
    await waitFor(() => expect(screen.getByTestId('margin-assets').getAttribute('data-kind')).toBe('cross'));
    await waitFor(() => expect(screen.getByTestId('margin-assets').getAttribute('data-loaded')).toBe('true'));
    expect(screen.getByTestId('margin-quota-usdt').textContent).toBe('49900');
    expect(screen.getByTestId('margin-min-usdt').textContent).toBe('10');
    expect(screen.getByTestId('margin-loaned-usdt').textContent).toBe('100');
    expect(screen.getByTestId('margin-quota-btc').textContent).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: '借币 USDT' }));
    const dialog = within(await screen.findByTestId('margin-loan-dialog'));
    fireEvent.change(dialog.getByLabelText('数量'), { target: { value: '20' } });
    fireEvent.click(dialog.getByRole('button', { name: '确定借币' }));
    await waitFor(() => expect(sent).toEqual([{ path: 'cross-loan', body: { currency: 'usdt', amount: '20' } }]));
  });
});

describe('loan dialog', () => {
  it('shows the bounds (不限 without a max) and checks the field before sending', async () => {
    serve();
    await renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: '借币 USDT' }));
    expect(screen.getByTestId('loan-max').textContent).toBe('不限');
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByTestId('margin-loan-dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '借币 BTC' }));
    const dialog = within(await screen.findByTestId('margin-loan-dialog'));
    expect(dialog.getByTestId('loan-min').textContent).toBe('0.001');
    expect(dialog.getByTestId('loan-max').textContent).toBe('2');
    const field = dialog.getByLabelText('数量');
    const submit = dialog.getByRole('button', { name: '确定借币' });
    const expectMessage = async (value: string, message: string) => {
      fireEvent.change(field, { target: { value } });
      fireEvent.click(submit);
      expect((await dialog.findByRole('alert')).textContent).toBe(message);
    };
    fireEvent.click(submit);
    expect((await dialog.findByRole('alert')).textContent).toBe('请输入数量');
    await expectMessage('abc', '请输入有效的数字');
    await expectMessage('0.0001', '数量不能小于最小值 0.001');
    await expectMessage('3', '数量不能大于最大值 2');
    expect(field).toHaveProperty('value', '3');
    expect(sent).toEqual([]);
  });

  it('shows the server failure and keeps what was typed; a success closes, toasts and reloads', async () => {
    serve();
    await renderLoaded();
    server.use(onPageCall(pro.margin.loan, () => HttpResponse.json({ status: 'error', 'err-code': 'loan-amount-exceed-loanable', 'err-msg': '借币数量超过可借额度：4.5' }), { once: true }));
    fireEvent.click(screen.getByRole('button', { name: '借币 BTC' }));
    const dialog = within(await screen.findByTestId('margin-loan-dialog'));
    fireEvent.change(dialog.getByLabelText('数量'), { target: { value: '1' } });
    fireEvent.click(dialog.getByRole('button', { name: '确定借币' }));
    expect((await dialog.findByTestId('margin-loan-dialog-failure')).textContent).toBe('借币数量超过可借额度：4.5');
    expect(dialog.getByLabelText('数量')).toHaveProperty('value', '1');
    const loadsBefore = gets.filter((path) => path === 'loan-info').length;
    fireEvent.click(dialog.getByRole('button', { name: '确定借币' }));
    await waitFor(() => expect(screen.queryByTestId('margin-loan-dialog')).toBeNull());
    expect(sent).toEqual([{ path: 'loan', body: { symbol: 'btcusdt', currency: 'btc', amount: '1' } }]);
    expect(toastStore.getState().toasts.map((toast) => toast.text)).toContain('借币成功');
    await waitFor(() => expect(gets.filter((path) => path === 'loan-info').length).toBe(loadsBefore + 1));
  });
});

describe('repay dialog', () => {
  it('全部 fills min(owed, available) and repays the oldest loan first', async () => {
    serve();
    await renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: '还币 BTC' }));
    const dialog = within(await screen.findByTestId('margin-repay-dialog'));
    expect(dialog.getByTestId('repay-owed').textContent).toBe('0.53');
    fireEvent.click(dialog.getByRole('button', { name: '全部' }));
    expect(dialog.getByLabelText('数量')).toHaveProperty('value', '0.53');
    fireEvent.change(dialog.getByLabelText('数量'), { target: { value: '0.6' } });
    fireEvent.click(dialog.getByRole('button', { name: '确定还币' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('超出可用数量');
    fireEvent.change(dialog.getByLabelText('数量'), { target: { value: '0.3' } });
    fireEvent.click(dialog.getByRole('button', { name: '确定还币' }));
    await waitFor(() => expect(screen.queryByTestId('margin-repay-dialog')).toBeNull());
    expect(sent).toEqual([
      { path: 'repay/1', body: { amount: '0.22' } },
      { path: 'repay/2', body: { amount: '0.08' } },
    ]);
  });
});

describe('transfer dialog', () => {
  it('transfers in by default and out when chosen, within what the source has', async () => {
    serve();
    await renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: '划转 USDT' }));
    let dialog = within(await screen.findByTestId('margin-transfer-dialog'));
    expect(dialog.getByTestId('transfer-available').textContent).toBe('10000');
    fireEvent.change(dialog.getByLabelText('数量'), { target: { value: '100' } });
    fireEvent.click(dialog.getByRole('button', { name: '确定划转' }));
    await waitFor(() => expect(screen.queryByTestId('margin-transfer-dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: '划转 USDT' }));
    dialog = within(await screen.findByTestId('margin-transfer-dialog'));
    fireEvent.click(dialog.getByRole('button', { name: '转出' }));
    expect(dialog.getByTestId('transfer-available').textContent).toBe('5000');
    fireEvent.change(dialog.getByLabelText('数量'), { target: { value: '6000' } });
    fireEvent.click(dialog.getByRole('button', { name: '确定划转' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('超出可用数量');
    fireEvent.click(dialog.getByRole('button', { name: '全部' }));
    fireEvent.click(dialog.getByRole('button', { name: '确定划转' }));
    await waitFor(() => expect(screen.queryByTestId('margin-transfer-dialog')).toBeNull());
    expect(sent).toEqual([
      { path: 'transfer-in', body: { symbol: 'btcusdt', currency: 'usdt', amount: '100' } },
      { path: 'transfer-out', body: { symbol: 'btcusdt', currency: 'usdt', amount: '5000' } },
    ]);
  });

  it('normalises full-width digits and separators in the amount as typed, and refuses a minus at the field', async () => {
    serve();
    await renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: '划转 USDT' }));
    const dialog = within(await screen.findByTestId('margin-transfer-dialog'));
    const field = dialog.getByLabelText('数量');
    expect(field.getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(field, { target: { value: '-5' } });
    expect(dialog.getByRole('alert').textContent).toBe('不能输入负数');
    expect(field).toHaveProperty('value', '-5');
    fireEvent.change(field, { target: { value: '１,２００．５' } });
    expect(field).toHaveProperty('value', '1200.5');
    expect(dialog.queryByRole('alert')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: '确定划转' }));
    await waitFor(() => expect(screen.queryByTestId('margin-transfer-dialog')).toBeNull());
    expect(sent).toEqual([{ path: 'transfer-in', body: { symbol: 'btcusdt', currency: 'usdt', amount: '1200.5' } }]);
  });

  it('closes on Escape', async () => {
    serve();
    await renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: '划转 BTC' }));
    fireEvent.keyDown(await screen.findByTestId('margin-transfer-dialog'), { key: 'Escape' });
    expect(screen.queryByTestId('margin-transfer-dialog')).toBeNull();
  });
});

describe('useLoanAvailable', () => {
  it('gives 0 for spot without a call, and the loanable for margin once loaded', async () => {
    serve();
    const { result, rerender } = renderHookWithQueryClient(({ type }: { type: 'exchange' | 'margin' }) => useLoanAvailable('btcusdt', type, 'btc'), { initialProps: { type: 'exchange' as 'exchange' | 'margin' } });
    expect(result.current).toBe('0');
    expect(gets).toEqual([]);
    rerender({ type: 'margin' });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe('4.5'));
    await act(async () => undefined);
  });

  it('asks again when the balance it is added to changes (a fill or a loan)', async () => {
    serve();
    const { result, rerender } = renderHookWithQueryClient(({ balance }: { balance: string | null }) => useLoanAvailable('btcusdt', 'margin', 'btc', balance), {
      initialProps: { balance: '1' as string | null },
    });
    await waitFor(() => expect(result.current).toBe('4.5'));
    expect(gets.filter((path) => path === 'loan-info')).toHaveLength(1);
    rerender({ balance: '1' });
    await act(async () => undefined);
    expect(gets.filter((path) => path === 'loan-info')).toHaveLength(1);
    rerender({ balance: '0.5' });
    await waitFor(() => expect(gets.filter((path) => path === 'loan-info')).toHaveLength(2));
  });
});
