// @vitest-environment jsdom
// The assets overview against the mock's real handlers: the total and the cards of a seeded
// user, a disabled user's closed deposit and withdraw, the custom profit range's message with
// the typed dates kept, a dismissed tip, and a 15 s refresh that changed nothing re-rendering no
// card (render counts of lib/perf/render-count.ts).

import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDb();
  resetHttpConfig();
  sessionStore.setState({ user: null });
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
