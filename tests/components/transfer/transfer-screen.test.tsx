// @vitest-environment jsdom
// The transfer screen against the mock's real handlers (msw/node): the form prefilled from the
// query, the spot rule and the swap button, 全部, a move showing on both balances at once, the
// over-balance message keeping the input, a failed call keeping the form with the server's
// message, one move for a double click, and a sub-user's pickers without otc.

import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TransferScreen } from '@/components/transfer';
import { POINT_TEXTS, TRANSFER_TEXTS, type TransferPrefill } from '@/lib/transfer';
import { db, resetDb, SEED_UIDS } from '@/mocks/db';
import { ledgerOf } from '@/mocks/db/ledger';
import { setTransferFailure } from '@/mocks/db/transfer';
import { productRowsOf, setWalletFailure } from '@/mocks/db/wallet';
import { accountsOf, changeBalance } from '@/mocks/db/trading';
import { Decimal } from '@/lib/decimal';
import { NO_RECEIVER_TEXT } from '@/lib/transfer';
import { createHandlers } from '@/mocks/handlers';
import { configureHttp, resetHttpConfig } from '@/services/http';
import { SERVICE_FAMILIES } from '@/lib/api/families';
import { exchangeTicket, issueTicket } from '@/mocks/auth/tickets';
import { createSession } from '@/mocks/db';
import { sessionStore } from '@/stores/session-store';
import { toastStore } from '@/stores/toast-store';
import { pageRoot } from '../../support/msw-call';
import { loginPageUser } from '../../support/pro-login';
import { renderWithQueryClient } from '../../support/render';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }) }));

const ROOT = pageRoot();
const server = setupServer(...createHandlers(ROOT));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDb();
  sessionStore.setState({ user: null });
});
afterAll(() => server.close());

const UID = 10033;

beforeEach(() => {
  resetHttpConfig();
  loginPageUser(ROOT, UID);
});

function renderScreen(prefill: Partial<TransferPrefill> = {}) {
  return renderWithQueryClient(<TransferScreen lang="zh-cn" prefill={{ currency: '', symbol: '', ...prefill }} />);
}

const select = (testId: string) => screen.getByTestId(testId) as HTMLSelectElement;
const amountInput = () => screen.getByLabelText('划转数量') as HTMLInputElement;
const optionValues = (testId: string) => [...select(testId).options].map((option) => option.value);
const transfers = (uid = UID) => ledgerOf(db.ledger, uid).filter((entry) => entry.type === 'transfer');

async function loaded(transferable: string) {
  await waitFor(() => expect(screen.getByTestId('transfer-transferable').textContent).toContain(transferable));
}

describe('the pair the screen opens with', () => {
  /** A user whose only pro account is spot, holding 100 USDT (a new user after a deposit). */
  function newUserWith100Usdt(): number {
    const uid = SEED_UIDS.phoneOnly;
    const spot = accountsOf(db.trading, uid).find((account) => account.type === 'spot');
    if (!spot) throw new Error('no spot account');
    changeBalance(db.trading, spot, 'usdt', { trade: new Decimal(100) }, 'other', Date.now());
    loginPageUser(ROOT, uid);
    // Every family's token, as the browser holds them after its ticket exchange (otc, contracts).
    const session = createSession(uid).token;
    const tokens = new Map(SERVICE_FAMILIES.map((family) => [family, exchangeTicket(issueTicket(session).ticket, family)?.token ?? null]));
    configureHttp({ baseUrls: Object.fromEntries(SERVICE_FAMILIES.map((family) => [family, `${ROOT}/${family}`])), getToken: (family) => tokens.get(family) ?? null });
    return uid;
  }

  it('a new user opens on spot → an account they hold, with their 100 USDT transferable', async () => {
    newUserWith100Usdt();
    renderScreen();
    await waitFor(() => expect(select('transfer-to').value).toBe('otc'));
    expect(select('transfer-from').value).toBe('spot');
    await loaded('100');
    expect(screen.getByTestId('transfer-from-balance').textContent).toBe('100 USDT');
    expect(screen.getByTestId('transfer-to-balance').textContent).toBe('0 USDT');
    expect((screen.getByTestId('transfer-submit') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('transfer-no-receiver')).toBeNull();
  });

  it('says so when no account can receive, and moves nothing', async () => {
    const uid = newUserWith100Usdt();
    for (const kind of ['otc', 'dm', 'swap', 'linear', 'c2cBorrow'] as const) setWalletFailure(db.wallet, uid, kind, { code: 1220, message: '未开通' });
    renderScreen();
    expect((await screen.findByTestId('transfer-no-receiver')).textContent).toBe(NO_RECEIVER_TEXT);
    expect((screen.getByTestId('transfer-submit') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('transfer screen', () => {
  it('is prefilled from the query: from-account, currency and isolated pair', async () => {
    renderScreen({ from: 'margin', currency: 'btc', symbol: 'btcusdt' });
    expect(select('transfer-from').value).toBe('margin');
    expect(select('transfer-to').value).toBe('spot');
    expect(select('transfer-currency').value).toBe('btc');
    await waitFor(() => expect(select('transfer-symbol').value).toBe('btcusdt'));
    await loaded('0.5');
    expect(screen.getByTestId('transfer-records-link').getAttribute('href')).toBe('/zh-cn/finance/record/?tab=transfer');
  });

  it('swaps the sides, and a second non-spot account puts spot on the other side', async () => {
    renderScreen({ from: 'spot', to: 'margin', currency: 'usdt', symbol: 'btcusdt' });
    fireEvent.click(screen.getByRole('button', { name: '交换转出与转入账户' }));
    expect(select('transfer-from').value).toBe('margin');
    expect(select('transfer-to').value).toBe('spot');
    fireEvent.change(select('transfer-to'), { target: { value: 'otc' } });
    expect(select('transfer-from').value).toBe('spot');
    expect(select('transfer-to').value).toBe('otc');
  });

  it('全部 fills the transferable amount; a move shows on both balances and clears the amount', async () => {
    renderScreen({ from: 'spot', to: 'margin', currency: 'usdt', symbol: 'btcusdt' });
    await loaded('10000');
    await waitFor(() => expect(screen.getByTestId('transfer-to-balance').textContent).toMatch(/^5,?000 USDT$/));
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    expect(amountInput().value).toBe('10000');
    fireEvent.change(amountInput(), { target: { value: '１００' } });
    expect(amountInput().value).toBe('100');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(screen.getByTestId('transfer-from-balance').textContent).toMatch(/^9,?900 USDT$/));
    expect(screen.getByTestId('transfer-to-balance').textContent).toMatch(/^5,?100 USDT$/);
    expect(amountInput().value).toBe('');
    expect(toastStore.getState().toasts.some((toast) => toast.text === TRANSFER_TEXTS.success)).toBe(true);
    expect(transfers().map((entry) => entry.amount.toFixed())).toEqual(['-100', '100']);
  });

  it('an amount above the transferable says so and keeps the input; nothing moves', async () => {
    renderScreen({ from: 'spot', to: 'margin', currency: 'usdt', symbol: 'btcusdt' });
    await loaded('10000');
    fireEvent.change(amountInput(), { target: { value: '20000' } });
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('transfer-amount-error')).textContent).toBe(TRANSFER_TEXTS.aboveTransferable);
    expect(amountInput().value).toBe('20000');
    fireEvent.change(amountInput(), { target: { value: '1.123456789' } });
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('transfer-amount-error')).textContent).toBe('最多支持8位小数');
    fireEvent.change(amountInput(), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('transfer-amount-error')).textContent).toBe(TRANSFER_TEXTS.amountRequired);
    expect(transfers()).toEqual([]);
  });

  it("a failed call keeps the form and shows the server's message", async () => {
    setTransferFailure(db.ledger, UID, { code: 'base-msg', message: '暂时无法划转' });
    renderScreen({ from: 'spot', to: 'margin', currency: 'usdt', symbol: 'btcusdt' });
    await loaded('10000');
    fireEvent.change(amountInput(), { target: { value: '50' } });
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('transfer-server-error')).textContent).toContain('暂时无法划转');
    expect(amountInput().value).toBe('50');
    expect(select('transfer-from').value).toBe('spot');
    expect(transfers()).toEqual([]);
  });

  it("the from-account's figures failing: its message, and no move without a transferable amount", async () => {
    setWalletFailure(db.wallet, UID, 'margin', { code: 500, message: '杠杆账户暂不可用' });
    renderScreen({ from: 'margin', currency: 'usdt', symbol: 'btcusdt' });
    expect((await screen.findByTestId('transfer-source-error')).textContent).toContain('杠杆账户暂不可用');
    fireEvent.change(amountInput(), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('transfer-amount-error')).textContent).toBe(TRANSFER_TEXTS.transferableUnknown);
    expect(amountInput().value).toBe('1');
    expect(transfers()).toEqual([]);
  });

  it('a double click moves the money once', async () => {
    renderScreen({ from: 'spot', to: 'margin', currency: 'usdt', symbol: 'btcusdt' });
    await loaded('10000');
    fireEvent.change(amountInput(), { target: { value: '10' } });
    const button = screen.getByTestId('transfer-submit');
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(amountInput().value).toBe(''));
    expect(transfers()).toHaveLength(2);
  });

  it('a sub-user does not see otc (nor margin without its authority)', async () => {
    loginPageUser(ROOT, SEED_UIDS.subAccount);
    renderScreen({ from: 'otc', currency: 'usdt' });
    await waitFor(() => expect(optionValues('transfer-from')).toEqual(['spot', 'dm', 'swap', 'linear']));
    expect(optionValues('transfer-to')).not.toContain('otc');
    expect(select('transfer-from').value).toBe('spot');
    expect(within(screen.getByTestId('transfer-form')).queryByRole('option', { name: '法币账户' })).toBeNull();
    // And it reads why each missing account is missing.
    const closed = await screen.findByTestId('transfer-closed-kinds');
    expect(closed.textContent).toContain('法币账户：子账户不支持法币交易');
    expect(closed.textContent).toContain('逐仓杠杆账户：子账户未开通杠杆交易权限');
  });

  it('点卡划转: a refused amount keeps the input, then points move to another user and the balance falls', async () => {
    renderScreen({ from: 'spot', to: 'margin', currency: 'usdt', symbol: 'btcusdt' });
    fireEvent.click(await screen.findByTestId('point-transfer-open'));
    const dialog = await screen.findByTestId('point-transfer-dialog');
    await waitFor(() => expect(within(dialog).getByTestId('point-balance').textContent).toBe('可用点卡 120.5'));
    fireEvent.change(within(dialog).getByLabelText(POINT_TEXTS.toUid), { target: { value: String(SEED_UIDS.ordinary) } });
    const points = within(dialog).getByLabelText('划转点卡数量') as HTMLInputElement;
    fireEvent.change(points, { target: { value: '500' } });
    fireEvent.click(within(dialog).getByTestId('point-submit'));
    expect((await within(dialog).findByTestId('point-amount-error')).textContent).toBe(POINT_TEXTS.aboveBalance);
    expect(points.value).toBe('500');
    fireEvent.change(points, { target: { value: '20.5' } });
    fireEvent.click(within(dialog).getByTestId('point-submit'));
    await waitFor(() => expect(within(dialog).getByTestId('point-balance').textContent).toBe('可用点卡 100'));
    expect(points.value).toBe('');
    expect(productRowsOf(db.wallet, SEED_UIDS.ordinary, 'point').get('point')?.available.toFixed()).toBe('141');
  });
});
