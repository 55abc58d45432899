// @vitest-environment jsdom
// The assets overview against the mock's real handlers: the total and the cards of a seeded
// user, a disabled user's closed deposit and withdraw, the custom profit range's message with
// the typed dates kept, a dismissed tip, and a 15 s refresh that changed nothing re-rendering no
// card (render counts of lib/perf/render-count.ts).

import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { makeQueryClient } from '@/queries/client';
import { delay } from 'msw';
import { setupServer } from 'msw/node';
import * as margin from '@/lib/contracts/pro/margin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AssetsOverview } from '@/components/assets/overview/assets-overview';
import type { OverviewLinks } from '@/components/assets/overview/overview-links';
import { SERVICE_FAMILIES, type ServiceFamily } from '@/lib/api/families';
import { PROFIT_RANGE_MESSAGES } from '@/lib/finance/profit-range';
import { RENDER_COUNTS_KEY } from '@/lib/perf/render-count';
import { exchangeTicket, issueTicket } from '@/mocks/auth/tickets';
import { createSession, db, resetDb, SEED_UIDS } from '@/mocks/db';
import { createHandlers } from '@/mocks/handlers';
import { toUserInfo } from '@/mocks/handlers/uc';
import { walletKeys } from '@/queries/keys';
import { ServerAnswers } from '@/queries/server-state';
import { prefetchOverview } from '@/components/assets/overview/overview-data';
import { UC_SESSION_COOKIE } from '@/lib/session/cookies';
import { TOKEN_EXPIRY_COOKIE } from '@/lib/session/tokens';
import { setWalletFailure, walletOf } from '@/mocks/db/wallet';
import { failBalance } from '@/mocks/overrides/wallet';
import * as trading from '@/lib/contracts/pro/trading';
import { ACCOUNT_KINDS } from '@/lib/assets/account-kinds';
import { VALUATION_FAILED_TEXT } from '@/lib/assets/valuation';
import { WALLET_STATE_TEXT } from '@/lib/assets/wallet-state';
import { HttpResponse } from 'msw';
import { toastStore } from '@/stores/toast-store';
import { withServerHttp } from '@/services/http/server-scope';
import { configureHttp, resetHttpConfig } from '@/services/http';
import { sessionStore } from '@/stores/session-store';
import { onPageCall, pageRoot } from '../../support/msw-call';
import { renderWithQueryClient } from '../../support/render';

const ROOT = pageRoot();
const server = setupServer(...createHandlers(ROOT));

const LINKS: OverviewLinks = {
  deposit: '/zh-cn/finance/deposit/',
  withdraw: '/zh-cn/cn/finance/withdraw/',
  transfer: '/zh-cn/finance/transfer/',
  record: '/zh-cn/finance/record/',
  custody: '/zh-cn/cn/assets/',
  points: '/zh-cn/cn/points/',
  detail: { spot: '/zh-cn/finance/account/spot/' },
  open: {},
};

/** The user's tokens of the families the wallet calls (the contract token serves dm and swap). */
function loginAs(uid: number): void {
  const session = createSession(uid).token;
  const tokenOf = (family: string) => exchangeTicket(issueTicket(session).ticket, family)?.token ?? null;
  const contract = tokenOf('dm');
  const tokens: Partial<Record<ServiceFamily, string | null>> = { pro: tokenOf('pro'), otc: tokenOf('otc'), dm: contract, swap: contract };
  const baseUrls = Object.fromEntries(SERVICE_FAMILIES.map((family) => [family, `${ROOT}/${family}`])) as Record<ServiceFamily, string>;
  configureHttp({ baseUrls, getToken: (family) => tokens[family] ?? null });
  const user = db.users.get(uid);
  if (!user) throw new Error(`no user ${uid}`);
  sessionStore.setState({ user: toUserInfo(user) });
}

function renderOverview() {
  // Nothing listens on the account socket's url here: pushes are covered by
  // use-balance-pushes.test.ts and the e2e suite.
  return renderWithQueryClient(<AssetsOverview lang="zh-cn" links={LINKS} socketUrl="ws://127.0.0.1:9/ws/v2" />);
}

beforeAll(() => server.listen());
beforeEach(() => {
  resetHttpConfig();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie = 'assets-amounts-hidden=; path=/; max-age=0';
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDb();
  resetHttpConfig();
  sessionStore.setState({ user: null });
  toastStore.setState({ toasts: [] });
  delete (window as unknown as Record<string, unknown>)[RENDER_COUNTS_KEY];
});
afterAll(() => server.close());

describe('AssetsOverview', () => {
  it('shows the total and a card per kind, and hides every amount at once', async () => {
    loginAs(SEED_UIDS.ordinary);
    renderOverview();
    await waitFor(() => expect(screen.getByTestId('assets-total-btc').textContent).toMatch(/^\d[\d.]* BTC$/));
    expect(screen.getByTestId('asset-card-spot').getAttribute('data-state')).toBe('loaded');
    fireEvent.click(screen.getByRole('button', { name: '隐藏金额' }));
    expect(screen.getByTestId('assets-total-btc').textContent).toBe('**** BTC');
    expect(within(screen.getByTestId('asset-card-spot')).getByText('****')).toBeTruthy();
    expect(window.localStorage.getItem('assets.amounts-hidden')).toBe('1');
  });

  it('shows a sub-account only the accounts its parent left visible, and says which were hidden', async () => {
    loginAs(SEED_UIDS.subAccount);
    renderOverview();
    await waitFor(() => expect(screen.getByTestId('assets-hidden-by-parent').textContent).toBe('法币账户、矿池账户：母账户已设为不可见'));
    expect(screen.queryByTestId('asset-card-otc')).toBeNull();
    expect(screen.queryByTestId('asset-card-minepool')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('asset-card-spot')).toBeTruthy());
  });

  it('U本位 carries the cross USDT-margined account with the isolated ones (250 + 50 + 120 + 800 USDT)', async () => {
    loginAs(SEED_UIDS.ordinary);
    renderOverview();
    await waitFor(() => expect(screen.getByTestId('asset-card-linear').getAttribute('data-state')).toBe('loaded'));
    // 1220 USDT at usdt_cny 7.12; without the cross account it was 420 USDT (¥2,990.40).
    await waitFor(() => expect(screen.getByTestId('asset-card-linear').textContent).toContain('¥8,686.40'));
  });

  it('counts only working isolated-margin accounts', async () => {
    loginAs(SEED_UIDS.ordinary);
    const btcusdt = db.trading.accounts.find((account) => account.uid === SEED_UIDS.ordinary && account.type === 'margin' && account.subtype === 'btcusdt');
    if (!btcusdt) throw new Error('no btcusdt margin account');
    btcusdt.state = 'lock';
    renderOverview();
    await waitFor(() => expect(screen.getByTestId('asset-card-margin').getAttribute('data-state')).toBe('loaded'));
    // Only ethusdt (0 ETH, 0 USDT) is working: the locked btcusdt pair (0.5 BTC, 5000 USDT) adds nothing.
    await waitFor(() => expect(screen.getByTestId('asset-card-margin').textContent).toContain('¥0.00'));
  });

  it('hides and leaves out the mining account while its switch is off', async () => {
    walletOf(db.wallet, SEED_UIDS.ordinary).miningSwitch = 0;
    loginAs(SEED_UIDS.ordinary);
    renderOverview();
    await waitFor(() => expect(screen.getByTestId('asset-card-spot').getAttribute('data-state')).toBe('loaded'));
    await waitFor(() => expect(screen.queryByTestId('asset-card-mining')).toBeNull());
  });

  it('toasts the message of dm’s 1011 (the page asks for it) and shows the account empty', async () => {
    loginAs(SEED_UIDS.ordinary);
    setWalletFailure(db.wallet, SEED_UIDS.ordinary, 'dm', { code: 1011, message: '交割合约账户暂无资产' });
    renderOverview();
    await waitFor(() => expect(screen.getByTestId('asset-card-dm').getAttribute('data-state')).toBe('empty'));
    await waitFor(() => expect(toastStore.getState().toasts).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'error', text: '交割合约账户暂无资产' })])));
  });

  it('says nothing of hidden accounts to a main user', async () => {
    loginAs(SEED_UIDS.ordinary);
    renderOverview();
    await waitFor(() => expect(screen.getByTestId('asset-card-spot').getAttribute('data-state')).toBe('loaded'));
    expect(screen.queryByTestId('assets-hidden-by-parent')).toBeNull();
  });

  it('draws the 7-day running total, in the conversion currency, and not while amounts are hidden', async () => {
    loginAs(SEED_UIDS.ordinary);
    renderOverview();
    await waitFor(() => expect(screen.getByTestId('assets-profit-total').textContent).toMatch(/区间累计收益 -?¥/));
    await waitFor(() => expect(screen.getByTestId('profit-chart').getAttribute('data-points')).toBe('7'));
    expect(screen.getByTestId('profit-chart-line').getAttribute('d')).toMatch(/^M0 [\d.]+( L[\d.]+ [\d.]+){6}$/);
    fireEvent.click(screen.getByRole('button', { name: '隐藏金额' }));
    expect(screen.queryByTestId('profit-chart')).toBeNull();
  });

  it('closes deposit and withdraw for a disabled user, with the reason', async () => {
    loginAs(SEED_UIDS.disabled);
    renderOverview();
    expect(await screen.findByText('您的账户已被限制充币和提币')).toBeTruthy();
    const actions = screen.getByRole('navigation', { name: '资金操作' });
    expect(within(actions).queryByRole('link', { name: '充币' })).toBeNull();
    expect(within(actions).getByText('提币').getAttribute('aria-disabled')).toBe('true');
    expect(within(actions).getByRole('link', { name: '划转' })).toBeTruthy();
  });

  it('says what is wrong with a custom range and keeps the typed dates', async () => {
    loginAs(SEED_UIDS.ordinary);
    renderOverview();
    fireEvent.click(screen.getByRole('radio', { name: '自定义' }));
    const [start, end] = screen.getAllByDisplayValue(/|/).filter((input) => (input as HTMLInputElement).type === 'date') as HTMLInputElement[];
    fireEvent.change(start!, { target: { value: '2026-11-20' } });
    fireEvent.change(end!, { target: { value: '2026-11-10' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PROFIT_RANGE_MESSAGES.order);
    expect(start!.value).toBe('2026-11-20');
    expect(end!.value).toBe('2026-11-10');
  });

  it('removes a dismissed analysis tip at once', async () => {
    loginAs(SEED_UIDS.ordinary);
    renderOverview();
    const tips = await screen.findByTestId('assets-tips');
    const before = within(tips).getAllByRole('listitem').length;
    fireEvent.click(within(tips).getAllByRole('button', { name: '知道了' })[0]!);
    await waitFor(() => expect(within(screen.getByTestId('assets-tips')).getAllByRole('listitem')).toHaveLength(before - 1));
  });

  it('re-renders no card when a refresh brings the same balances', async () => {
    (window as unknown as Record<string, unknown>)[RENDER_COUNTS_KEY] = {};
    loginAs(SEED_UIDS.ordinary);
    const { client } = renderOverview();
    await waitFor(() => expect(screen.getByTestId('asset-card-spot').getAttribute('data-state')).toBe('loaded'));
    await waitFor(() => expect(screen.getByTestId('assets-total-btc').getAttribute('aria-busy')).toBe('false'));
    const counts = (window as unknown as Record<string, Record<string, number>>)[RENDER_COUNTS_KEY]!;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const before = { ...counts };
    await act(async () => {
      await client.refetchQueries({ queryKey: walletKeys.all });
    });
    // The grid and crypto-loan figures follow the simulated market, so their answers differ;
    // every other kind's answer is the same and its card must not render again.
    const moved = new Set(['asset-card:gridding', 'asset-card:cryptoLoans']);
    const rerendered = Object.keys(counts).filter((name) => name.startsWith('asset-card:') && !moved.has(name) && counts[name] !== before[name]);
    expect(rerendered).toEqual([]);
    expect(Object.keys(before).filter((name) => name.startsWith('asset-card:')).length).toBeGreaterThan(10);
  });

  it('with every balance call failing reads 估值失败, not a zero, and each card says it in Chinese', async () => {
    loginAs(SEED_UIDS.ordinary);
    const english = 'invalid field value in "currency"';
    for (const kind of ACCOUNT_KINDS) {
      if (kind === 'investment') continue;
      server.use(...failBalance(kind, { code: 500, message: english }, { root: ROOT }));
    }
    server.use(onPageCall(trading.accounts, () => HttpResponse.json({ status: 'error', 'err-code': 'base-system-error', 'err-msg': english, data: null })));
    renderOverview();
    // Every kind has answered (each failure is final: a business failure is not retried).
    await waitFor(() => expect(screen.getByTestId('assets-total-btc').getAttribute('aria-busy')).toBe('false'), { timeout: 15_000 });
    expect(screen.getByTestId('assets-total-btc').textContent?.trim()).toBe(VALUATION_FAILED_TEXT);
    expect(screen.getByTestId('assets-total-fiat').textContent).not.toMatch(/\d/);
    for (const kind of ['spot', 'investment'] as const) {
      const card = screen.getByTestId(`asset-card-${kind}`);
      expect(card.getAttribute('data-state')).toBe('dead');
      expect(within(card).getByText(VALUATION_FAILED_TEXT)).toBeTruthy();
      expect(within(card).getByRole('alert').textContent).toContain(WALLET_STATE_TEXT.dead);
    }
    expect(document.body.textContent).not.toContain(english);
    expect(document.body.textContent).not.toMatch(/0\.00000000 BTC/);
  });

  it('re-renders no card of a kind that is not open when its refresh fails the same way again', async () => {
    (window as unknown as Record<string, unknown>)[RENDER_COUNTS_KEY] = {};
    // This trader has no super-margin account: every refresh answers account-account-id-inexistent.
    loginAs(SEED_UIDS.manyCurrencies);
    const { client } = renderOverview();
    await waitFor(() => expect(screen.getByTestId('asset-card-superMargin').getAttribute('data-state')).toBe('not-open'));
    const counts = (window as unknown as Record<string, Record<string, number>>)[RENDER_COUNTS_KEY]!;
    const before = counts['asset-card:superMargin'];
    // The answer takes a moment, as on the network: the query is pending again meanwhile.
    server.use(
      onPageCall(margin.crossBalance, async () => {
        await delay(80);
        return undefined;
      }),
    );
    await act(async () => {
      await client.refetchQueries({ queryKey: walletKeys.superMargin() });
    });
    expect(screen.getByTestId('asset-card-superMargin').getAttribute('data-state')).toBe('not-open');
    expect(counts['asset-card:superMargin']).toBe(before);
  });
});

describe('AssetsOverview with the server render\'s answers', () => {
  /** What the server render is given for `uid`: the session cookie and the family tokens, live. */
  function requestCookies(uid: number) {
    const session = createSession(uid).token;
    const tokenOf = (family: string) => exchangeTicket(issueTicket(session).ticket, family)?.token ?? '';
    const cookies = [
      { name: UC_SESSION_COOKIE, value: session },
      { name: 'HB-PRO-TOKEN', value: tokenOf('pro') },
      { name: 'HB-CONTRACT-TOKEN', value: tokenOf('dm') },
      { name: 'HB-OTC-TOKEN', value: tokenOf('otc') },
      { name: TOKEN_EXPIRY_COOKIE, value: String(Date.now() + 60_000) },
    ];
    return { cookies, cookieHeader: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '), language: 'zh-cn', env: { MOCK_ORIGIN: ROOT } };
  }

  async function serverData(uid: number, withTokens = true) {
    const input = requestCookies(uid);
    const tokens = withTokens ? input.cookies : input.cookies.filter((cookie) => cookie.name === UC_SESSION_COOKIE);
    return withServerHttp(input, () => prefetchOverview(tokens, null));
  }

  function renderWithAnswers(data: Awaited<ReturnType<typeof serverData>>) {
    return renderWithQueryClient(
      <ServerAnswers state={data.state}>
        <AssetsOverview lang="zh-cn" links={LINKS} socketUrl="ws://127.0.0.1:9/ws/v2" initialUser={data.user} serverLoaded={data.balancesLoaded} />
      </ServerAnswers>,
    );
  }

  it('shows the total and every card in its first render, without asking for a balance itself', async () => {
    const data = await serverData(SEED_UIDS.ordinary);
    expect(data.user?.uid).toBe(SEED_UIDS.ordinary);
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    renderWithAnswers(data);
    // No waiting: the first render has them.
    expect(screen.getByTestId('assets-total-btc').getAttribute('aria-busy')).toBe('false');
    expect(screen.getByTestId('assets-total-btc').textContent).toMatch(/^\d[\d.]* BTC$/);
    expect(screen.getByTestId('asset-card-spot').getAttribute('data-state')).toBe('loaded');
    expect(screen.getByTestId('asset-card-superMargin').getAttribute('data-state')).not.toBe('loading');
    // The profit figures follow after an idle moment, and still no balance is asked for.
    await waitFor(() => expect(asked.some((path) => path.includes('/finance/profit'))).toBe(true));
    expect(asked.filter((path) => /balance|accounts|account_info|pledge|mining|grid|point/.test(path))).toEqual([]);
    server.events.removeAllListeners();
  });

  /** The server's markup of the overview, then the browser's hydration of it; React's recoverable errors (mismatches) are collected. */
  async function serverThenHydrate(data: Awaited<ReturnType<typeof serverData>>, initialHidden: boolean) {
    const element = (
      <ServerAnswers state={data.state}>
        <AssetsOverview lang="zh-cn" links={LINKS} socketUrl="ws://127.0.0.1:9/ws/v2" initialUser={data.user} initialHidden={initialHidden} serverLoaded={data.balancesLoaded} />
      </ServerAnswers>
    );
    const markup = renderToString(<QueryClientProvider client={makeQueryClient()}>{element}</QueryClientProvider>);
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.appendChild(container);
    const mismatches: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <QueryClientProvider client={makeQueryClient()}>{element}</QueryClientProvider>, { onRecoverableError: (error) => void mismatches.push(error) });
    });
    return { markup, container, mismatches, unmount: () => act(() => root?.unmount()) };
  }

  it('hydrates the server markup without a mismatch, figures and cards as the server wrote them', async () => {
    const data = await serverData(SEED_UIDS.ordinary);
    const { markup, container, mismatches, unmount } = await serverThenHydrate(data, false);
    expect(markup).toMatch(/data-testid="assets-total-btc" aria-busy="false">\d/);
    expect(mismatches).toEqual([]);
    expect(within(container).getByTestId('asset-card-spot').getAttribute('data-state')).toBe('loaded');
    await unmount();
  });

  it('writes amounts hidden in the server markup when the cookie says so, and hydrates it without a mismatch', async () => {
    const data = await serverData(SEED_UIDS.ordinary);
    window.localStorage.setItem('assets.amounts-hidden', '1');
    const { markup, container, mismatches, unmount } = await serverThenHydrate(data, true);
    expect(markup).toMatch(/data-testid="assets-total-btc" aria-busy="false">\*\*\*\*/);
    expect(mismatches).toEqual([]);
    expect(within(container).getByTestId('assets-total-btc').textContent).toBe('**** BTC');
    // The choice is in the cookie the next server render reads, and follows the eye button.
    expect(document.cookie).toContain('assets-amounts-hidden=1');
    fireEvent.click(within(container).getByRole('button', { name: '显示金额' }));
    expect(within(container).getByTestId('assets-total-btc').textContent).toMatch(/^\d[\d.]* BTC$/);
    expect(document.cookie).toContain('assets-amounts-hidden=0');
    await unmount();
  });

  it('shows a kind the server found not open as not open at once', async () => {
    setWalletFailure(db.wallet, SEED_UIDS.ordinary, 'swap', { code: 1220, message: '未开通合约' });
    const data = await serverData(SEED_UIDS.ordinary);
    renderWithAnswers(data);
    expect(screen.getByTestId('asset-card-swap').getAttribute('data-state')).toBe('not-open');
    expect(screen.getByTestId('asset-card-spot').getAttribute('data-state')).toBe('loaded');
  });

  it('hands over what answered within its budget and leaves a slow kind to the browser', async () => {
    server.use(
      onPageCall(margin.crossBalance, async () => {
        await delay(5_000);
        return undefined;
      }),
    );
    const input = requestCookies(SEED_UIDS.ordinary);
    // A budget the in-process answers meet even on a loaded machine, and one kind far past it.
    const data = await withServerHttp(input, () => prefetchOverview(input.cookies, null, { budgetMs: 1_000 }));
    expect(data.balancesLoaded).toBe(true);
    const kinds = data.state?.queries.map((query) => query.queryKey[1]) ?? [];
    expect(kinds).toContain('spot');
    expect(kinds).not.toContain('superMargin');
  });

  it('leaves the balances to the browser when the request has no live tokens', async () => {
    const data = await serverData(SEED_UIDS.ordinary, false);
    expect(data.user?.uid).toBe(SEED_UIDS.ordinary);
    expect(data.balancesLoaded).toBe(false);
    expect(data.state?.queries.map((query) => query.queryKey[0])).toEqual([]);
  });

  it('loads no kinds for a sub-account (its visibility lives in the browser)', async () => {
    const data = await serverData(SEED_UIDS.subAccount);
    expect(data.user?.user_type).toBe(2);
    expect(data.state?.queries).toEqual([]);
  });

  it('loads nothing for a session the account service does not know', async () => {
    const input = { cookies: [{ name: UC_SESSION_COOKIE, value: 'gone' }], cookieHeader: `${UC_SESSION_COOKIE}=gone`, language: 'zh-cn', env: { MOCK_ORIGIN: ROOT } };
    expect(await withServerHttp(input, () => prefetchOverview(input.cookies, null))).toEqual({ state: null, user: null, balancesLoaded: false });
  });
});

