// @vitest-environment jsdom
// The custody pages against the mock's real handlers (msw/node): the statement's figures from
// the custody profit-loss call, the activation flow, a parent's sub-accounts, the VIP card's
// next level, a failed call's message with 重试, the per-kind states, and the closed deposit
// and withdraw of a disabled user and a sub-user.

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AccountSummary } from '@/components/custody/account-summary';
import { CustodyAccountDetail } from '@/components/custody/account-detail-screen';
import { CustodyAccountListScreen } from '@/components/custody/account-list-screen';
import { CustodyAssetsScreen } from '@/components/custody/assets-screen';
import { signedAmountText, toneOf } from '@/lib/custody/display';
import { CustodyFinanceHub } from '@/components/custody/finance-hub';
import { CustodyTotalCard } from '@/components/custody/total-card';
import { PointsScreen } from '@/components/custody/points-screen';
import { DISABLED_USER_REASON, SUB_ACCOUNT_WITHDRAW_REASON } from '@/components/custody/quick-links';
import * as wallet from '@/lib/contracts/pro/wallet';
import { SERVICE_FAMILIES, type ServiceFamily } from '@/lib/api/families';
import { exchangeTicket, issueTicket } from '@/mocks/auth/tickets';
import { createSession, db, findUser, resetDb, SEED_UIDS } from '@/mocks/db';
import { walletOf } from '@/mocks/db/wallet';
import { createHandlers } from '@/mocks/handlers';
import { toUserInfo } from '@/mocks/handlers/uc/session';
import { proFail, v2Fail } from '@/mocks/http/respond';
import { PROFIT_NOT_READY_MESSAGE } from '@/mocks/db/finance';
import * as financeCalls from '@/lib/contracts/pro/finance';
import { dropProfitLoss, failCustody } from '@/mocks/overrides/finance';
import { financeKeys } from '@/queries/keys';
import { fetchProfitLoss } from '@/services/custody/custody';
import { fetchYesterdayProfit } from '@/services/finance/finance';
import { configureHttp, resetHttpConfig } from '@/services/http';
import { sessionStore } from '@/stores/session-store';
import { toastStore } from '@/stores/toast-store';
import { Decimal } from '@/lib/decimal';
import { onPageCall, pageRoot } from '../../support/msw-call';
import { proTokenOf } from '../../support/pro-login';
import { renderWithQueryClient } from '../../support/render';

// The mock's handlers below the jsdom page's own gateway root: the browser calls the gateway
// same-origin, so the custody calls' token header needs no CORS preflight.
const ROOT = pageRoot();
const server = setupServer(...createHandlers(ROOT));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDb();
});
afterAll(() => server.close());

/** The element's text with runs of white space as one space (what a reader sees). */
function text(element: Element): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The user's tokens of the families the wallet calls (the contract token serves dm and swap), so every kind answers. */
function loginAs(uid: number): void {
  const session = createSession(uid).token;
  const tokenOf = (family: string) => exchangeTicket(issueTicket(session).ticket, family)?.token ?? null;
  const contract = tokenOf('dm');
  const tokens: Partial<Record<ServiceFamily, string | null>> = { pro: proTokenOf(uid), otc: tokenOf('otc'), dm: contract, swap: contract };
  const baseUrls = Object.fromEntries(SERVICE_FAMILIES.map((family) => [family, `${ROOT}/${family}`]));
  configureHttp({ baseUrls, getToken: (family) => tokens[family] ?? null });
  const user = findUser(uid);
  if (!user) throw new Error(`no seeded user ${uid}`);
  sessionStore.setState({ user: toUserInfo(user) });
}

beforeEach(() => {
  resetHttpConfig();
});
afterEach(() => {
  cleanup();
  sessionStore.setState({ user: null });
  toastStore.setState({ toasts: [] });
  window.sessionStorage.clear();
});

describe('我的资产: the custody statement', () => {
  it("shows the total in BTC and ≈ the user's fiat, and today's profit-loss coloured by sign", async () => {
    loginAs(SEED_UIDS.ordinary);
    const result = await fetchProfitLoss();
    if (!result.success) throw new Error('profit-loss failed');
    const pl = result.data;
    renderWithQueryClient(<CustodyAssetsScreen lang="zh-cn" />);

    await waitFor(() => expect(screen.getByTestId('custody-total-btc').textContent).toMatch(/^\d+\.\d{8}BTC$/), { timeout: 5000 });
    expect(text(screen.getByTestId('custody-total-fiat'))).toMatch(/^≈ ¥[\d,]+\.\d{2}$/);
    const profit = await screen.findByTestId('custody-profit-loss');
    // The day's rate is fixed; the amount moves with the wallet's worth at the market's prices.
    expect(text(profit)).toMatch(/^[+-]?[\d,]+\.\d{2} USDT$/);
    expect((profit).getAttribute('data-tone')).toBe(toneOf(pl.profitLossRate, 6));
    const yesterday = await fetchYesterdayProfit();
    if (!yesterday.success) throw new Error('yesterday failed');
    await waitFor(() => expect(text(screen.getByTestId('custody-yesterday-profit'))).toMatch(/ USDT ≈ -?¥[\d,]+\.\d{2}$/));
    expect(text(screen.getByTestId('custody-yesterday-profit')).startsWith(`${signedAmountText(yesterday.data.profit)} USDT ≈ `)).toBe(true);
    expect(screen.getByTestId('custody-profit-rate').textContent).toMatch(/^[+-]?\d+\.\d{2}%$/);

    fireEvent.click(screen.getByRole('button', { name: '隐藏金额' }));
    expect(text(screen.getByTestId('custody-total-fiat'))).toContain('≈ ****');
    expect(screen.queryByTestId('custody-profit-loss')).toBeNull();
  });

  it('the total is the sum of the account rows below it, not a figure of its own', async () => {
    loginAs(SEED_UIDS.ordinary);
    renderWithQueryClient(<CustodyAssetsScreen lang="zh-cn" />);
    await waitFor(() => expect(screen.getByTestId('custody-total-btc').textContent).toMatch(/^\d+\.\d{8}BTC$/), { timeout: 5000 });
    // Every row has answered.
    await waitFor(() => expect(screen.getAllByTestId(/^kind-state-/).filter((cell) => cell.getAttribute('data-state') === 'loading')).toEqual([]), { timeout: 5000 });
    const rows = screen.getAllByTestId(/^kind-value-/).filter((cell) => cell.getAttribute('data-testid') !== 'kind-value-point' && /^\d/.test(text(cell)));
    expect(rows.length).toBeGreaterThan(5);
    const sum = rows.reduce((total, cell) => total.plus(text(cell).split(' ')[0] ?? '0'), new Decimal(0));
    const shown = new Decimal((screen.getByTestId('custody-total-btc').textContent ?? '').replace('BTC', ''));
    // Each row is rounded down at 8 decimals: the sum of the rows is within one unit per row of the total.
    expect(shown.minus(sum).abs().lte(new Decimal('0.00000001').times(rows.length))).toBe(true);
    // The custody service's own balance (25000 USDT ≈ ¥178,000) is not what the total shows.
    expect(text(screen.getByTestId('custody-total-fiat'))).not.toContain('178,000.00');
  });

  it('lists the account kinds with valuation, state and a link to each detail', async () => {
    loginAs(SEED_UIDS.ordinary);
    renderWithQueryClient(<CustodyAssetsScreen lang="zh-cn" />);
    const spot = await screen.findByTestId('kind-row-spot');
    expect(text(within(spot).getByRole('rowheader'))).toContain('币币账户');
    await waitFor(() => expect((within(spot).getByTestId('kind-state-spot')).getAttribute('data-state')).toBe('loaded'));
    await waitFor(() => expect(within(spot).getByTestId('kind-value-spot').textContent).toMatch(/^\d+\.\d{8} BTC$/));
    expect((within(spot).getByRole('link', { name: '查看币币账户' })).getAttribute('href')).toBe('/zh-cn/cn/finance/account/spot/');
    expect(screen.getByTestId('kind-row-point')).toBeTruthy();
    const links = screen.getByTestId('custody-quick-links');
    expect((within(links).getByRole('link', { name: '充币' })).getAttribute('href')).toBe('/zh-cn/finance/deposit/');
    expect((within(links).getByRole('link', { name: '提币' })).getAttribute('href')).toBe('/zh-cn/cn/finance/withdraw/');
    expect((within(links).getByRole('link', { name: '划转' })).getAttribute('href')).toBe('/zh-cn/finance/transfer/');
    expect((within(links).getByRole('link', { name: '财务记录' })).getAttribute('href')).toBe('/zh-cn/cn/finance/record/');
    expect(screen.queryByTestId('custody-actions-closed')).toBeNull();
  });

  it("a failing kind says the server's message with 重试 in its own row, the others stay", async () => {
    loginAs(SEED_UIDS.ordinary);
    server.use(onPageCall(wallet.spotBalance, () => proFail('base-system-error', '现货余额服务繁忙')));
    renderWithQueryClient(<CustodyAssetsScreen lang="zh-cn" />);
    const state = await screen.findByTestId('kind-state-spot');
    await waitFor(() => expect((state).getAttribute('data-state')).toBe('dead'), { timeout: 3000 });
    expect(text(state)).toContain('现货余额服务繁忙');
    await waitFor(() => expect((screen.getByTestId('kind-state-investment')).getAttribute('data-state')).toBe('loaded'));

    server.resetHandlers();
    fireEvent.click(within(state).getByRole('button', { name: '重试' }));
    await waitFor(() => expect((screen.getByTestId('kind-state-spot')).getAttribute('data-state')).toBe('loaded'));
  });

  it('activates profit statistics: the button, then 已开通 with the date', async () => {
    loginAs(SEED_UIDS.googleAuth);
    renderWithQueryClient(<CustodyAssetsScreen lang="zh-cn" />);
    const card = await screen.findByTestId('profit-activation');
    fireEvent.click(await within(card).findByRole('button', { name: '开通收益统计' }));
    const done = await within(card).findByTestId('profit-activated');
    expect(text(done)).toContain('已开通');
    expect(done.textContent).toMatch(/开通时间 \d{4}-\d{2}-\d{2}/);
    expect(within(card).queryByRole('button', { name: '开通收益统计' })).toBeNull();
  });

  it('an activated user sees 已开通 with the activation date and no button', async () => {
    loginAs(SEED_UIDS.ordinary);
    renderWithQueryClient(<CustodyAssetsScreen lang="zh-cn" />);
    const done = await screen.findByTestId('profit-activated');
    expect(done.textContent).toMatch(/已开通 开通时间 2023-11-1\d/);
  });

  it("a refused activation says the server's message and keeps the button", async () => {
    loginAs(SEED_UIDS.googleAuth);
    renderWithQueryClient(<CustodyAssetsScreen lang="zh-cn" />);
    const button = await screen.findByRole('button', { name: '开通收益统计' });
    server.use(...failCustody({ code: 5001, message: '开通失败，请稍后再试' }, { root: ROOT }));
    fireEvent.click(button);
    expect(await screen.findByText('开通失败，请稍后再试')).toBeTruthy();
    expect((screen.getByRole('button', { name: '开通收益统计' })) as HTMLButtonElement).toHaveProperty('disabled', false);
  });

  it("shows a parent's sub-accounts with balance, profit-loss and rate", async () => {
    loginAs(SEED_UIDS.ordinary);
    renderWithQueryClient(<CustodyAssetsScreen lang="zh-cn" />);
    const table = await screen.findByTestId('sub-profit-table');
    const first = await within(table).findByTestId(`sub-row-${SEED_UIDS.subAccount}`);
    expect(text(within(first).getByRole('rowheader'))).toContain(`sub10003UID ${SEED_UIDS.subAccount}`);
    const second = within(table).getByTestId(`sub-row-${SEED_UIDS.subAccountMargin}`);
    expect(text(second)).toContain('submargin10009');
    expect(first.textContent).toMatch(/%$/);
  });

  it('shows no sub-accounts section to a user without any, nor to a sub-user', async () => {
    loginAs(SEED_UIDS.googleAuth);
    const { unmount } = renderWithQueryClient(<CustodyAssetsScreen lang="zh-cn" />);
    await screen.findByTestId('custody-profit-loss');
    await waitFor(() => expect(screen.queryByTestId('sub-profit')).toBeNull());
    unmount();
    loginAs(SEED_UIDS.subAccount);
    renderWithQueryClient(<CustodyAssetsScreen lang="zh-cn" />);
    await screen.findByTestId('custody-profit-loss');
    expect(screen.queryByTestId('sub-profit')).toBeNull();
  });

  it("a failed custody service says its message with 重试, which loads the statement", async () => {
    loginAs(SEED_UIDS.ordinary);
    server.use(...failCustody({ code: 5000, message: '托管服务繁忙' }, { root: ROOT }));
    renderWithQueryClient(<CustodyAssetsScreen lang="zh-cn" />);
    const total = screen.getByTestId('custody-total');
    expect(await within(total).findByText('托管服务繁忙')).toBeTruthy();
    const subs = await screen.findByTestId('sub-profit-table');
    expect(await within(subs).findByText('托管服务繁忙')).toBeTruthy();

    server.resetHandlers();
    fireEvent.click(within(total).getByRole('button', { name: '重试' }));
    expect(await within(total).findByTestId('custody-profit-loss')).toBeTruthy();
    fireEvent.click(within(subs).getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId(`sub-row-${SEED_UIDS.subAccount}`)).toBeTruthy();
  });

  it('an unreachable profit-loss call shows a failure, not a crash', async () => {
    loginAs(SEED_UIDS.ordinary);
    server.use(dropProfitLoss({ root: ROOT }));
    renderWithQueryClient(<CustodyAssetsScreen lang="zh-cn" />);
    const total = screen.getByTestId('custody-total');
    expect(await within(total).findByTestId('query-error', {}, { timeout: 3000 })).toBeTruthy();
    expect(within(total).getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it("closes deposit and withdraw for a disabled user, with the reason", async () => {
    loginAs(SEED_UIDS.disabled);
    renderWithQueryClient(<CustodyAssetsScreen lang="zh-cn" />);
    const links = screen.getByTestId('custody-quick-links');
    expect((within(links).getByTestId('quick-deposit')).getAttribute('aria-disabled')).toBe('true');
    expect((within(links).getByTestId('quick-withdraw')).getAttribute('aria-disabled')).toBe('true');
    expect(within(links).queryByRole('link', { name: '充币' })).toBeNull();
    expect(within(links).getByRole('link', { name: '划转' })).toBeTruthy();
    expect(text(screen.getByTestId('custody-actions-closed'))).toContain(DISABLED_USER_REASON);
  });

  it('a sub-user sees only the kinds its page opens and may deposit but not withdraw', async () => {
    loginAs(SEED_UIDS.subAccount);
    renderWithQueryClient(<CustodyAssetsScreen lang="zh-cn" />);
    await screen.findByTestId('kind-row-spot');
    await waitFor(() => expect(screen.getByTestId('kind-row-margin')).toBeTruthy());
    expect(screen.queryByTestId('kind-row-otc')).toBeNull();
    expect(screen.queryByTestId('kind-row-minepool')).toBeNull();
    const links = screen.getByTestId('custody-quick-links');
    expect(within(links).getByRole('link', { name: '充币' })).toBeTruthy();
    expect((within(links).getByTestId('quick-withdraw')).getAttribute('aria-disabled')).toBe('true');
    expect(text(screen.getByTestId('custody-actions-closed'))).toContain(SUB_ACCOUNT_WITHDRAW_REASON);
  });
});

describe('账户详情: one kind as a statement', () => {
  it('lists the currencies with totals, valuation and deposit and withdraw links', async () => {
    loginAs(SEED_UIDS.ordinary);
    renderWithQueryClient(<CustodyAccountDetail kind="spot" lang="zh-cn" />);
    const row = await screen.findByTestId('detail-row-usdt');
    expect(text(within(row).getByRole('rowheader'))).toContain('USDT');
    expect((within(row).getByRole('link', { name: '充币' })).getAttribute('href')).toBe('/zh-cn/finance/deposit/usdt/');
    expect((within(row).getByRole('link', { name: '提币' })).getAttribute('href')).toBe('/zh-cn/cn/finance/withdraw/usdt/');
    await waitFor(() => expect(screen.getByTestId('account-detail-btc').textContent).toMatch(/^\d+\.\d{8}BTC$/));
    expect(screen.getByRole('heading', { name: '币币账户' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '财务记录' }).getAttribute('href')).toBe('/zh-cn/cn/finance/record/');
    expect(screen.getByRole('link', { name: '返回资产账户' }).getAttribute('href')).toBe('/zh-cn/cn/finance/account/');
  });

  it('closes the row actions of a disabled user, with the reason', async () => {
    loginAs(SEED_UIDS.disabled);
    renderWithQueryClient(<CustodyAccountDetail kind="spot" lang="zh-cn" />);
    expect(text(screen.getByTestId('custody-actions-closed'))).toContain(DISABLED_USER_REASON);
    const table = screen.getByTestId('account-detail-table');
    const row = await within(table).findByTestId('detail-row-usdt');
    expect(text(within(row).getByTestId('deposit-usdt'))).toBe('充币');
    expect(within(row).getByTestId('withdraw-usdt').getAttribute('aria-disabled')).toBe('true');
    expect(within(table).queryByRole('link', { name: '充币' })).toBeNull();
    expect(within(table).queryByRole('link', { name: '提币' })).toBeNull();
  });

  it("a failed kind says the server's message with 重试", async () => {
    loginAs(SEED_UIDS.ordinary);
    server.use(onPageCall(wallet.spotBalance, () => proFail('base-system-error', '现货余额服务繁忙')));
    renderWithQueryClient(<CustodyAccountDetail kind="spot" lang="zh-cn" />);
    const table = screen.getByTestId('account-detail-table');
    expect(await within(table).findByText('现货余额服务繁忙', {}, { timeout: 3000 })).toBeTruthy();
    server.resetHandlers();
    fireEvent.click(within(table).getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('detail-row-usdt')).toBeTruthy();
  });

  it("a sub-user's unfetched kind is empty without a call", async () => {
    loginAs(SEED_UIDS.subAccount);
    renderWithQueryClient(<CustodyAccountDetail kind="c2cBorrow" lang="zh-cn" />);
    expect(within(screen.getByTestId('account-detail-table')).getByText('暂无资产')).toBeTruthy();
  });

  it("a kind the parent hid is refused with the way back, and its balance is never asked for", async () => {
    loginAs(SEED_UIDS.subAccount);
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    renderWithQueryClient(<CustodyAccountDetail kind="otc" lang="zh-cn" />);
    const refused = await screen.findByTestId('account-refused');
    expect(text(refused)).toContain('母账户已设为不可见，无法查看该账户');
    expect(within(refused).getByRole('link', { name: '返回资产账户' }).getAttribute('href')).toBe('/zh-cn/cn/finance/account/');
    expect(screen.queryByTestId('account-detail-table')).toBeNull();
    expect(asked.filter((path) => /otc/i.test(path))).toEqual([]);
    server.events.removeAllListeners();
  });
});

describe('资产账户 and 财务中心', () => {
  it('lists the kinds with ≈ fiat valuation', async () => {
    loginAs(SEED_UIDS.ordinary);
    renderWithQueryClient(<CustodyAccountListScreen lang="zh-cn" />);
    const spot = await screen.findByTestId('kind-value-spot');
    await waitFor(() => expect(spot.textContent).toMatch(/BTC≈ ¥[\d,]+\.\d{2}$/));
    expect(screen.getByTestId('kind-row-spot').querySelector('a')?.getAttribute('href')).toBe('/zh-cn/cn/finance/account/spot/');
    expect(within(screen.getByTestId('custody-quick-links')).getByRole('link', { name: '提币' }).getAttribute('href')).toBe('/zh-cn/cn/finance/withdraw/');
  });

  it('leaves the mining account out of the list while its switch is off, as the overview does', async () => {
    walletOf(db.wallet, SEED_UIDS.ordinary).miningSwitch = 0;
    loginAs(SEED_UIDS.ordinary);
    renderWithQueryClient(<CustodyAccountListScreen lang="zh-cn" />);
    await screen.findByTestId('kind-row-spot');
    await waitFor(() => expect(screen.queryByTestId('kind-row-mining')).toBeNull());
  });

  it('links the finance entrances and shows the VIP level with the next one', async () => {
    loginAs(SEED_UIDS.ordinary);
    renderWithQueryClient(<CustodyFinanceHub lang="zh-cn" />);
    expect((screen.getByTestId('hub-account')).getAttribute('href')).toBe('/zh-cn/cn/finance/account/');
    expect((screen.getByTestId('hub-address')).getAttribute('href')).toBe('/zh-cn/cn/finance/address/');
    expect((screen.getByTestId('hub-deposit')).getAttribute('href')).toBe('/zh-cn/finance/deposit/');
    expect(text(await screen.findByTestId('vip-level'))).toContain('VIP1 精英');
    expect(text(screen.getByTestId('vip-score'))).toContain('6,200');
    expect(text(await screen.findByTestId('vip-next'))).toContain('距 VIP2 白银 还需 3,800 积分');
  });

  it('a higher level needs the score to the level after it', async () => {
    loginAs(SEED_UIDS.proOrg);
    renderWithQueryClient(<CustodyFinanceHub lang="zh-cn" />);
    expect(text(await screen.findByTestId('vip-next'))).toContain('距 VIP4 铂金 还需 108,000 积分');
    expect(text(screen.getByTestId('vip-level'))).toContain('VIP3 黄金');
  });

  it("a disabled user's deposit and withdraw entrances are closed with the reason", async () => {
    loginAs(SEED_UIDS.disabled);
    renderWithQueryClient(<CustodyFinanceHub lang="zh-cn" />);
    expect((screen.getByTestId('hub-withdraw')).getAttribute('aria-disabled')).toBe('true');
    expect(text(screen.getByTestId('hub-deposit'))).toContain(DISABLED_USER_REASON);
    expect((screen.getByTestId('hub-record')).getAttribute('href')).toBe('/zh-cn/cn/finance/record/');
    await screen.findByTestId('vip-next');
  });

  it('a failed VIP call says its message with 重试', async () => {
    loginAs(SEED_UIDS.ordinary);
    server.use(...failCustody({ code: 5000, message: '托管服务繁忙' }, { root: ROOT }));
    renderWithQueryClient(<CustodyFinanceHub lang="zh-cn" />);
    const card = screen.getByTestId('vip-card');
    expect(await within(card).findByText('托管服务繁忙')).toBeTruthy();
    server.resetHandlers();
    fireEvent.click(within(card).getByRole('button', { name: '重试' }));
    expect(text(await within(card).findByTestId('vip-level'))).toContain('VIP1 精英');
  });
});

describe('我的账户', () => {
  it('summarises the user: name, UID, KYC link, VIP level, security, custody total and links', async () => {
    loginAs(SEED_UIDS.ordinary);
    renderWithQueryClient(<AccountSummary lang="zh-cn" />);
    expect(text(screen.getByTestId('account-uid'))).toContain(String(SEED_UIDS.ordinary));
    expect(text(screen.getByTestId('account-kyc'))).toContain('C1');
    expect((screen.getByTestId('account-kyc')).getAttribute('href')).toBe('/zh-cn/cn/kyc/');
    expect((screen.getByRole('link', { name: '安全设置' })).getAttribute('href')).toBe('/zh-cn/user-center/security/');
    expect(text(await screen.findByTestId('account-vip'))).toContain('VIP1 精英');
    await waitFor(() => expect(text(screen.getByTestId('custody-total-fiat'))).toMatch(/^≈ ¥[\d,]+\.\d{2}$/), { timeout: 5000 });
    expect((screen.getByRole('link', { name: '我的资产' })).getAttribute('href')).toBe('/zh-cn/cn/assets/');
  });

  it('says 未认证 without a KYC level', async () => {
    loginAs(SEED_UIDS.phoneOnly);
    renderWithQueryClient(<AccountSummary lang="zh-cn" />);
    expect(text(screen.getByTestId('account-kyc'))).toContain('未认证');
    await screen.findByTestId('account-vip');
  });
});

describe('昨日收益', () => {
  it('reads -- while the profit data is not ready (10301), without an error', async () => {
    loginAs(SEED_UIDS.ordinary);
    server.use(onPageCall(financeCalls.yesterdayProfit, () => v2Fail(10301, PROFIT_NOT_READY_MESSAGE)));
    const { client } = renderWithQueryClient(<CustodyTotalCard lang="zh-cn" />);
    await screen.findByTestId('custody-profit-loss');
    await waitFor(() => expect(client.getQueryState(financeKeys.yesterdayProfit())?.status).toBe('error'));
    expect(text(screen.getByTestId('custody-yesterday-profit'))).toBe('--');
    expect(text(screen.getByText('昨日收益').parentElement as Element)).toBe('昨日收益--');
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it("toasts any other failure's message (section 8), and reads --", async () => {
    loginAs(SEED_UIDS.ordinary);
    server.use(onPageCall(financeCalls.yesterdayProfit, () => v2Fail(500, '收益服务繁忙')));
    const { client } = renderWithQueryClient(<CustodyTotalCard lang="zh-cn" />);
    await waitFor(() => expect(client.getQueryState(financeKeys.yesterdayProfit())?.status).toBe('error'), { timeout: 5000 });
    await waitFor(() => expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ kind: 'error', text: '收益服务繁忙' })]));
    expect(text(screen.getByTestId('custody-yesterday-profit'))).toBe('--');
  });
});

describe('我的点卡: the point card', () => {
  it('shows the points left, each group, the transfer dialog and the link to the point transfers', async () => {
    loginAs(SEED_UIDS.ordinary);
    renderWithQueryClient(<PointsScreen lang="zh-cn" />);
    await waitFor(() => expect(text(screen.getByTestId('points-balance'))).toBe('120.5 点'));
    expect(screen.getByTestId('points-records').getAttribute('href')).toBe('/zh-cn/cn/finance/record/?tab=point');
    fireEvent.click(screen.getByTestId('points-transfer'));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('says what failed, with 重试', async () => {
    loginAs(SEED_UIDS.ordinary);
    server.use(onPageCall(wallet.pointAccount, () => v2Fail(500, '点卡服务繁忙')));
    renderWithQueryClient(<PointsScreen lang="zh-cn" />);
    expect(text(await screen.findByTestId('query-error'))).toContain('点卡服务繁忙');
  });
});
