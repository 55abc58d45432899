// @vitest-environment jsdom
// The account detail page's client part against the mock's real handlers (spot balance,
// tickers, rates, symbol and currency settings): the seeded user's rows with their sums, search,
// sort, 隐藏小额资产, a failing account with 重试, a disabled user's closed 充币/提币, and the
// rows that render again: none on a refresh that changed nothing, one on a push.

import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountDetail, DEAD_TEXT } from '@/components/assets/account-detail/account-detail';
import { DISABLED_USER_REASON, NO_SEARCH_RESULT_TEXT } from '@/components/assets/account-detail/asset-table';
import { SUB_USER_WITHDRAW_REASON } from '@/lib/sub-account/own-access';
import { AMOUNTS_HIDDEN_KEY } from '@/components/assets/use-amounts-hidden';
import { Decimal } from '@/lib/decimal';
import type { AccountChannelMessage } from '@/hooks/use-account-channel';
import { RENDER_COUNTS_KEY } from '@/lib/perf/render-count';
import { SERVICE_FAMILIES, type ServiceFamily } from '@/lib/api/families';
import { db, resetDb, SEED_UIDS } from '@/mocks/db';
import { createHandlers } from '@/mocks/handlers';
import { accountsOf, changeBalance } from '@/mocks/db/trading';
import { walletOf } from '@/mocks/db/wallet';
import { failBalance } from '@/mocks/overrides/wallet';
import { walletKeys } from '@/queries/keys';
import { configureHttp, resetHttpConfig } from '@/services/http';
import { sessionStore } from '@/stores/session-store';
import { toastStore } from '@/stores/toast-store';
import { proTokenOf } from '../../support/pro-login';
import { pageRoot } from '../../support/msw-call';
import { renderWithQueryClient } from '../../support/render';

// The account socket: the test plays the pushes itself.
const channel = vi.hoisted(() => ({ handler: null as ((message: AccountChannelMessage) => void) | null }));
vi.mock('@/hooks/use-account-channel', () => ({
  useAccountChannel: (_topic: string, onMessage: (message: AccountChannelMessage) => void, options: { enabled?: boolean }) => {
    if (options.enabled !== false) channel.handler = onMessage;
  },
}));

// The mock's handlers at the jsdom page's own origin: the app calls its gateway same-origin.
const server = setupServer(...createHandlers(pageRoot()));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDb();
});
afterAll(() => server.close());

/** The HTTP layer at the page's gateway with `uid`'s pro token. */
function loginProUser(uid: number) {
  const token = proTokenOf(uid);
  const baseUrls = Object.fromEntries(SERVICE_FAMILIES.map((family) => [family, `${pageRoot()}/${family}`])) as Record<ServiceFamily, string>;
  configureHttp({ baseUrls, getToken: (family) => (family === 'pro' ? token : null) });
}

type Counting = { [RENDER_COUNTS_KEY]?: Record<string, number> };

function setUser(uid: number, countryIds: number[] = [37], userType = 1) {
  sessionStore.setState({ user: { uid, user_type: userType, country_id: countryIds, options: { conversion_currency: 'cny' } } });
}

function spotAccountOf(uid: number) {
  const account = accountsOf(db.trading, uid).find((entry) => entry.type === 'spot');
  if (!account) throw new Error('no spot account');
  return account;
}

function renderSpot() {
  return renderWithQueryClient(<AccountDetail kind="spot" lang="zh-cn" socketUrl="ws://localhost/-/ws/account" openHref={null} />);
}

function shownCurrencies(): string[] {
  const table = screen.getByTestId('asset-table');
  return within(table)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

/** Rows, prices, symbols and currency settings all in. */
async function settled() {
  await waitFor(() => expect(screen.getByTestId('asset-value-btc').textContent).toMatch(/^1\.00000000 BTC/));
  await waitFor(() => expect(screen.getByTestId('asset-trade-eth')).toHaveProperty('tagName', 'A'));
  await waitFor(() => expect(screen.getByTestId('asset-value-usdt').textContent).toMatch(/≈ ¥\d/));
}

beforeEach(() => {
  loginProUser(SEED_UIDS.ordinary);
  setUser(SEED_UIDS.ordinary);
  window.localStorage.clear();
  window.sessionStorage.clear();
  channel.handler = null;
});

afterEach(() => {
  cleanup();
  resetHttpConfig();
  sessionStore.setState({ user: null });
  delete (window as Counting)[RENDER_COUNTS_KEY];
});

describe('account detail: spot of the seeded user', () => {
  it('shows the name, every currency with total, available and frozen, values and row actions', async () => {
    // Part of the eth moves to frozen: total stays 10, available 8, frozen 2.
    changeBalance(db.trading, spotAccountOf(SEED_UIDS.ordinary), 'eth', { trade: new Decimal(-2), frozen: new Decimal(2) }, 'other', Date.now());
    renderSpot();
    expect(screen.getByTestId('account-name').textContent).toBe('币币账户');
    await settled();
    expect(shownCurrencies().sort()).toEqual(['BTC', 'ETH', 'HT', 'USDT']);
    expect(screen.getByTestId('asset-total-eth').textContent).toBe('10.00000000');
    expect(screen.getByTestId('asset-available-eth').textContent).toBe('8.00000000');
    expect(screen.getByTestId('asset-frozen-eth').textContent).toBe('2.00000000');
    expect(screen.getByTestId('asset-total-usdt').textContent).toBe('10000.00000000');
    expect(screen.getByTestId('account-total-btc').textContent).toMatch(/ BTC$/);
    expect(screen.getByTestId('account-total-fiat').textContent).toMatch(/^≈ ¥[\d,]+\.\d{2}$/);
    expect(screen.getByTestId('asset-deposit-btc').getAttribute('href')).toBe('/zh-cn/finance/deposit/btc/');
    expect(screen.getByTestId('asset-withdraw-btc').getAttribute('href')).toBe('/zh-cn/cn/finance/withdraw/btc/');
    expect(screen.getByTestId('asset-transfer-btc').getAttribute('href')).toBe('/zh-cn/finance/transfer/?from=spot&currency=btc');
    expect(screen.getByTestId('asset-trade-btc').getAttribute('href')).toBe('/zh-cn/exchange/btc_usdt/');
    // usdt is the first quote: it trades against husd when listed, else no 交易 (never a crash).
    const usdtTrade = screen.queryByTestId('asset-trade-usdt');
    if (usdtTrade) expect(usdtTrade.getAttribute('href')).toMatch(/^\/zh-cn\/exchange\/usdt_[a-z]+\/$/);
    expect(screen.getByRole('link', { name: '返回资产总览' }).getAttribute('href')).toBe('/zh-cn/finance/account/');
  });

  it('searches by currency code, full-width and upper case too, and says when nothing matches', async () => {
    renderSpot();
    await settled();
    const search = screen.getByRole('searchbox', { name: '搜索币种' });
    fireEvent.change(search, { target: { value: 'ＢＴ' } });
    expect(shownCurrencies()).toEqual(['BTC']);
    fireEvent.change(search, { target: { value: 'Usd' } });
    expect(shownCurrencies()).toEqual(['USDT']);
    fireEvent.change(search, { target: { value: 'nothing' } });
    expect(shownCurrencies()).toEqual([]);
    expect(within(screen.getByTestId('asset-table')).getByText(NO_SEARCH_RESULT_TEXT)).toBeTruthy();
  });

  it('sorts by currency and by total', async () => {
    renderSpot();
    await settled();
    const table = screen.getByTestId('asset-table');
    fireEvent.click(within(table).getByRole('button', { name: '总额' }));
    expect(shownCurrencies()).toEqual(['USDT', 'HT', 'ETH', 'BTC']);
    fireEvent.click(within(table).getByRole('button', { name: '总额' }));
    expect(shownCurrencies()).toEqual(['BTC', 'ETH', 'HT', 'USDT']);
    fireEvent.click(within(table).getByRole('button', { name: '币种' }));
    expect(shownCurrencies()).toEqual(['USDT', 'HT', 'ETH', 'BTC']);
    fireEvent.click(within(table).getByRole('button', { name: '币种' }));
    expect(shownCurrencies()).toEqual(['BTC', 'ETH', 'HT', 'USDT']);
    expect(within(table).getByRole('columnheader', { name: '币种' }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('sorts from the phone’s picker too (the header is out of sight on cards), by value as well', async () => {
    renderSpot();
    await settled();
    const picker = screen.getByRole('combobox', { name: '排序' });
    fireEvent.change(picker, { target: { value: 'total:ascending' } });
    expect(shownCurrencies()).toEqual(['BTC', 'ETH', 'HT', 'USDT']);
    fireEvent.change(picker, { target: { value: 'value:descending' } });
    const values = shownCurrencies().map((currency) => new Decimal(/^[\d.]+/.exec(screen.getByTestId(`asset-value-${currency.toLowerCase()}`).textContent ?? '')?.[0] ?? 'NaN'));
    expect(values.every((value, index) => index === 0 || value.lte(values[index - 1]!))).toBe(true);
    expect(values[0]!.gt(values[3]!)).toBe(true);
    expect(within(screen.getByTestId('asset-table')).getByRole('columnheader', { name: '估值' }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.change(picker, { target: { value: '' } });
    expect(shownCurrencies()).toEqual(['USDT', 'BTC', 'ETH', 'HT']);
  });

  it('hides rows worth less than 0.0001 BTC and keeps a row nothing prices', async () => {
    const spot = spotAccountOf(SEED_UIDS.ordinary);
    changeBalance(db.trading, spot, 'eos', { trade: new Decimal('0.00000001') }, 'other', Date.now());
    changeBalance(db.trading, spot, 'zzz', { trade: new Decimal('0.00000001') }, 'other', Date.now());
    renderSpot();
    await settled();
    await waitFor(() => expect(screen.getByTestId('asset-value-eos').textContent).toMatch(/^0\.\d+ BTC/));
    expect(screen.getByTestId('asset-value-zzz').textContent).toMatch(/^--/);
    fireEvent.click(screen.getByRole('checkbox', { name: '隐藏小额资产' }));
    expect(shownCurrencies()).not.toContain('EOS');
    expect(shownCurrencies()).toContain('ZZZ');
    expect(shownCurrencies()).toContain('BTC');
    fireEvent.click(screen.getByRole('checkbox', { name: '隐藏小额资产' }));
    expect(shownCurrencies()).toContain('EOS');
  });

  it('shows **** while the overview’s eye switch hides amounts, and follows the switch', async () => {
    window.localStorage.setItem(AMOUNTS_HIDDEN_KEY, '1');
    renderSpot();
    await waitFor(() => expect(screen.getByTestId('asset-total-btc').textContent).toBe('****'));
    expect(screen.getByTestId('account-total-btc').textContent).toBe('****');
    fireEvent.click(screen.getByTestId('amounts-hidden'));
    expect(screen.getByTestId('asset-total-btc').textContent).toBe('1.00000000');
    expect(window.localStorage.getItem(AMOUNTS_HIDDEN_KEY)).not.toBe('1');
    act(() => {
      window.localStorage.setItem(AMOUNTS_HIDDEN_KEY, '1');
      window.dispatchEvent(new StorageEvent('storage', { key: AMOUNTS_HIDDEN_KEY, newValue: '1' }));
    });
    expect(screen.getByTestId('asset-total-btc').textContent).toBe('****');
  });
});

describe('account detail: states and users', () => {
  it('a failing account shows the failure with 重试, and 重试 loads it', async () => {
    server.use(...failBalance('spot', { code: 500, message: '' }, { root: pageRoot() }));
    renderSpot();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(DEAD_TEXT);
    expect(screen.getByTestId('account-detail').getAttribute('data-state')).toBe('dead');
    server.resetHandlers();
    fireEvent.click(within(notice).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByTestId('asset-total-btc').textContent).toBe('1.00000000'));
  });

  it('a failing account with a message shows that message', async () => {
    server.use(...failBalance('spot', { code: 'base-system-error', message: '系统繁忙，请稍后再试' }, { root: pageRoot() }));
    renderSpot();
    expect((await screen.findByRole('alert')).textContent).toContain('系统繁忙，请稍后再试');
  });

  it('an otc failure also says its message as a toast', async () => {
    toastStore.setState({ toasts: [] });
    server.use(...failBalance('otc', { code: 500, message: '法币账户暂不可用' }, { root: pageRoot() }));
    renderWithQueryClient(<AccountDetail kind="otc" lang="zh-cn" socketUrl="ws://localhost/-/ws/account" />);
    await waitFor(() => expect(toastStore.getState().toasts.map((toast) => toast.text)).toContain('法币账户暂不可用'));
    expect(screen.getByRole('alert').textContent).toContain('法币账户暂不可用');
  });

  it('stays loading while the user is unknown', async () => {
    sessionStore.setState({ user: null });
    renderSpot();
    expect(screen.getByTestId('account-state').getAttribute('data-state')).toBe('loading');
    expect(screen.getByRole('status').textContent).toBe('加载中…');
  });

  it('a disabled user (country 183) sees the assets with 充币 and 提币 closed and the reason', async () => {
    loginProUser(SEED_UIDS.disabled);
    setUser(SEED_UIDS.disabled, [183]);
    renderSpot();
    await waitFor(() => expect(screen.getByTestId('asset-total-usdt').textContent).toBe('2500.00000000'));
    expect(screen.getByTestId('deposit-withdraw-closed').textContent).toBe(DISABLED_USER_REASON);
    for (const id of ['asset-deposit-usdt', 'asset-withdraw-usdt']) {
      const action = screen.getByTestId(id);
      expect(action.tagName).toBe('SPAN');
      expect(action.getAttribute('aria-disabled')).toBe('true');
      expect(action.getAttribute('title')).toBe(DISABLED_USER_REASON);
    }
    expect(screen.getByTestId('asset-transfer-usdt').tagName).toBe('A');
  });
});

describe('account detail: sub-users', () => {
  it('a sub-user may deposit but not withdraw, and is told why', async () => {
    loginProUser(SEED_UIDS.subAccount);
    setUser(SEED_UIDS.subAccount, [37], 2);
    renderSpot();
    await waitFor(() => expect(screen.getByTestId('asset-total-usdt').textContent).toBe('500.00000000'));
    await waitFor(() => expect(screen.getByTestId('asset-deposit-usdt').tagName).toBe('A'));
    const withdraw = screen.getByTestId('asset-withdraw-usdt');
    expect(withdraw.getAttribute('aria-disabled')).toBe('true');
    expect(withdraw.getAttribute('title')).toBe(SUB_USER_WITHDRAW_REASON);
    expect(screen.queryByTestId('deposit-withdraw-closed')).toBeNull();
  });

  it('an account a sub-user’s page does not fetch is 暂无资产', async () => {
    loginProUser(SEED_UIDS.subAccount);
    setUser(SEED_UIDS.subAccount, [37], 2);
    renderWithQueryClient(<AccountDetail kind="c2cBorrow" lang="zh-cn" socketUrl="ws://localhost/-/ws/account" />);
    expect(screen.getByTestId('account-state').getAttribute('data-state')).toBe('empty');
    expect(screen.getByTestId('account-state').textContent).toBe('暂无资产');
  });
});

describe('account detail: kinds the overview does not show', () => {
  it('a kind the parent hid (margin) opened by its address is refused with the way back, its balances never asked for', async () => {
    db.finance.hiddenBizTypes.set(SEED_UIDS.subAccountMargin, new Set([2]));
    loginProUser(SEED_UIDS.subAccountMargin);
    setUser(SEED_UIDS.subAccountMargin, [37], 2);
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    renderWithQueryClient(<AccountDetail kind="margin" lang="zh-cn" socketUrl="ws://localhost/-/ws/account" />);
    const refused = await screen.findByTestId('account-refused');
    expect(refused.textContent).toContain('母账户已设为不可见，无法查看该账户');
    expect(within(refused).getByRole('link', { name: '返回资产总览' }).getAttribute('href')).toBe('/zh-cn/finance/account/');
    expect(screen.queryByTestId('account-detail')).toBeNull();
    expect(asked.filter((path) => /margin/.test(path))).toEqual([]);
    server.events.removeAllListeners();
  });

  it('a kind the parent shows opens as before', async () => {
    loginProUser(SEED_UIDS.subAccountMargin);
    setUser(SEED_UIDS.subAccountMargin, [37], 2);
    renderWithQueryClient(<AccountDetail kind="margin" lang="zh-cn" socketUrl="ws://localhost/-/ws/account" />);
    await waitFor(() => expect(screen.getByTestId('account-detail').getAttribute('data-state')).not.toBe('loading'));
    expect(screen.queryByTestId('account-refused')).toBeNull();
  });

  it('the mining account with its switch off is refused; with it on it opens', async () => {
    walletOf(db.wallet, SEED_UIDS.ordinary).miningSwitch = 0;
    renderWithQueryClient(<AccountDetail kind="mining" lang="zh-cn" socketUrl="ws://localhost/-/ws/account" />);
    expect((await screen.findByTestId('account-refused')).textContent).toContain('挖矿账户暂未开放');
    cleanup();
    walletOf(db.wallet, SEED_UIDS.ordinary).miningSwitch = 1;
    renderWithQueryClient(<AccountDetail kind="mining" lang="zh-cn" socketUrl="ws://localhost/-/ws/account" />);
    await waitFor(() => expect(screen.getByTestId('account-detail').getAttribute('data-state')).toBe('loaded'));
  });
});

describe('account detail: other kinds', () => {
  it('an account whose rows offer no action has no 操作 column', async () => {
    renderWithQueryClient(<AccountDetail kind="minepool" lang="zh-cn" socketUrl="ws://localhost/-/ws/account" />);
    const table = await screen.findByTestId('asset-table');
    await waitFor(() => expect(screen.getByTestId('account-detail').getAttribute('data-state')).toBe('loaded'));
    expect(within(table).queryByRole('columnheader', { name: '操作' })).toBeNull();
    expect(within(table).getByRole('columnheader', { name: '估值' })).toBeTruthy();
  });

  it('margin shows one section per pair, each with its rows and its own pair to trade', async () => {
    renderWithQueryClient(<AccountDetail kind="margin" lang="zh-cn" socketUrl="ws://localhost/-/ws/account" />);
    const btc = await screen.findByTestId('margin-section-btcusdt');
    expect(screen.getByTestId('margin-section-ethusdt')).toBeTruthy();
    await waitFor(() => expect(within(btc).getByTestId('asset-total-usdt').textContent).toBe('5000.00000000'));
    expect(within(btc).getByTestId('asset-total-btc').textContent).toBe('0.50000000');
    await waitFor(() => expect(within(btc).getByTestId('asset-trade-usdt').getAttribute('href')).toBe('/zh-cn/exchange/btc_usdt/'));
    expect(within(btc).queryByTestId('asset-deposit-usdt')).toBeNull();
    expect(within(btc).getByTestId('asset-transfer-usdt').getAttribute('href')).toBe('/zh-cn/finance/transfer/?from=margin&currency=usdt&symbol=btcusdt');
    const eth = screen.getByTestId('margin-section-ethusdt');
    await waitFor(() => expect(within(eth).getByTestId('asset-trade-usdt').getAttribute('href')).toBe('/zh-cn/exchange/eth_usdt/'));
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索币种' }), { target: { value: 'btc' } });
    expect(within(btc).queryByTestId('asset-total-usdt')).toBeNull();
    expect(within(btc).getByTestId('asset-total-btc')).toBeTruthy();
  });

  it('c2c borrow shows one section per borrow account (subtype), each with its own rows', async () => {
    renderWithQueryClient(<AccountDetail kind="c2cBorrow" lang="zh-cn" socketUrl="ws://localhost/-/ws/account" />);
    await waitFor(() => expect(within(screen.getByTestId('borrow-section-btcusdt')).getByTestId('asset-total-usdt').textContent).toBe('1000.00000000'));
    const section = screen.getByTestId('borrow-section-btcusdt');
    expect(within(section).getByRole('heading', { name: 'BTC/USDT' })).toBeTruthy();
    expect(within(section).getByTestId('asset-total-btc')).toBeTruthy();
    expect(screen.queryByTestId('asset-table')).toBeNull();
  });

  it('a contract account that is not open says 未开通 with the link to open it', async () => {
    server.use(...failBalance('dm', { code: 1220, message: '未开通' }, { root: pageRoot() }));
    renderWithQueryClient(<AccountDetail kind="dm" lang="zh-cn" socketUrl="ws://localhost/-/ws/account" openHref="https://futures.example/zh-cn/contract/exchange/" />);
    await waitFor(() => expect(screen.getByTestId('account-state').getAttribute('data-state')).toBe('not-open'));
    expect(screen.getByTestId('account-state').textContent).toContain('未开通');
    expect(screen.getByRole('link', { name: '立即开通' }).getAttribute('href')).toBe('https://futures.example/zh-cn/contract/exchange/');
  });
});

describe('account detail: rows rendered again', () => {
  it('renders no row on a refresh that changed nothing, and one row on a push', async () => {
    (window as Counting)[RENDER_COUNTS_KEY] = {};
    const { client } = renderSpot();
    await settled();
    expect((window as Counting)[RENDER_COUNTS_KEY]?.['asset-row']).toBeGreaterThanOrEqual(4);

    (window as Counting)[RENDER_COUNTS_KEY] = {};
    await act(() => client.refetchQueries({ queryKey: walletKeys.spot() }));
    await waitFor(() => expect(screen.getByTestId('account-detail').getAttribute('data-fetching')).toBeNull());
    expect((window as Counting)[RENDER_COUNTS_KEY]?.['asset-row'] ?? 0).toBe(0);

    expect(channel.handler).not.toBeNull();
    const accountId = Number(spotAccountOf(SEED_UIDS.ordinary).id);
    await act(async () => {
      channel.handler?.({
        kind: 'balance',
        change: { accountId, accountType: 'trade', currency: 'eth', available: '7', balance: '7', changeType: 'order.match', changeTime: Date.now(), seqNum: null, snapshot: false },
      } as AccountChannelMessage);
    });
    await waitFor(() => expect(screen.getByTestId('asset-available-eth').textContent).toBe('7.00000000'));
    expect(screen.getByTestId('asset-total-eth').textContent).toBe('7.00000000');
    expect((window as Counting)[RENDER_COUNTS_KEY]?.['asset-row']).toBe(1);
  });
});
