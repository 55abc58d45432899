// @vitest-environment jsdom
// The deposit currency list against the mock's real handlers: the list by weight without fiat
// assets, `try` and invisible currencies; the search by code, name and full name; the recent
// choices from local storage (only those still listed, a corrupt entry read as none); each
// currency a link to its deposit page; a failed load with 重试.

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DepositCurrencyListScreen } from '@/components/deposit/currency-list-screen';
import { NO_CURRENCY_MATCH_TEXT } from '@/components/deposit/currency-picker';
import { parseRecent, RECENT_DEPOSIT_KEY, rememberDepositCurrency } from '@/components/deposit/recent-currencies';
import { SERVICE_FAMILIES } from '@/lib/api/families';
import * as calls from '@/lib/contracts/pro/deposit-withdraw';
import { findUser, resetDb, SEED_UIDS } from '@/mocks/db';
import { createHandlers } from '@/mocks/handlers';
import { toUserInfo } from '@/mocks/handlers/uc/session';
import { proFail, proOk } from '@/mocks/http/respond';
import { configureHttp, resetHttpConfig } from '@/services/http';
import { sessionStore } from '@/stores/session-store';
import { onPageCall, pageRoot } from '../../support/msw-call';
import { proTokenOf } from '../../support/pro-login';
import { renderWithQueryClient } from '../../support/render';

const ROOT = pageRoot();
const server = setupServer(...createHandlers(ROOT));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDb();
});
afterAll(() => server.close());

function loginAs(uid: number = SEED_UIDS.ordinary): void {
  const token = proTokenOf(uid);
  const baseUrls = Object.fromEntries(SERVICE_FAMILIES.map((family) => [family, `${ROOT}/${family}`]));
  configureHttp({ baseUrls, getToken: (family) => (family === 'pro' ? token : null) });
  const user = findUser(uid);
  if (!user) throw new Error(`no seeded user ${uid}`);
  sessionStore.setState({ user: toUserInfo(user) });
}

beforeEach(() => {
  resetHttpConfig();
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  sessionStore.setState({ user: null });
});

function raw(code: string, weight: number, extra: { visible?: boolean; tags?: string; full?: string } = {}) {
  return { currency_code: code, display_name: code.toUpperCase(), full_name: extra.full ?? `${code} coin`, weight, visible: extra.visible ?? true, tags: extra.tags ?? '', show_precision: 8 };
}

function render() {
  return renderWithQueryClient(<DepositCurrencyListScreen lang="zh-cn" />);
}

function listed(): string[] {
  return within(screen.getByTestId('deposit-currency-list'))
    .getAllByRole('link')
    .map((link) => (link.getAttribute('data-testid') ?? '').replace('deposit-currency-', ''));
}

describe('the list', () => {
  it('shows the mock deposit currencies heaviest first, each linking to its deposit page', async () => {
    loginAs();
    render();
    await screen.findByTestId('deposit-currency-list');
    expect(listed().slice(0, 4)).toEqual(['usdt', 'btc', 'eth', 'ht']);
    expect(listed()).toContain('iota');
    expect(screen.getByTestId('deposit-currency-btc').getAttribute('href')).toBe('/zh-cn/finance/deposit/btc/');
    expect(screen.getByTestId('deposit-currency-btc').textContent).toBe('BTC Bitcoin');
  });

  it('leaves out fiat assets, try and invisible currencies', async () => {
    loginAs();
    server.use(
      onPageCall(calls.depositCurrencies, () =>
        proOk([raw('cny', 200, { tags: 'fiat-asset' }), raw('try', 150), raw('hidden', 120, { visible: false }), raw('usdt', 100, { full: 'Tether USDT' }), raw('btc', 110, { full: 'Bitcoin' })]),
      ),
    );
    render();
    await screen.findByTestId('deposit-currency-list');
    expect(listed()).toEqual(['btc', 'usdt']);
  });

  it('a failed load shows the server message; 重试 loads it', async () => {
    loginAs();
    server.use(onPageCall(calls.depositCurrencies, () => proFail('system-busy', '系统繁忙'), { once: true }));
    render();
    const failure = await screen.findByTestId('query-error');
    expect(within(failure).getByRole('alert').textContent).toBe('系统繁忙');
    fireEvent.click(within(failure).getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('deposit-currency-list')).toBeTruthy();
  });
});

describe('search', () => {
  it('by code, name or full name, exact matches first; nothing found says so', async () => {
    loginAs();
    render();
    await screen.findByTestId('deposit-currency-list');
    const box = screen.getByRole('searchbox', { name: '搜索币种' });
    fireEvent.change(box, { target: { value: 'BTC' } });
    await waitFor(() => expect(listed()[0]).toBe('btc'));
    fireEvent.change(box, { target: { value: 'bitcoin' } });
    await waitFor(() => expect(listed()).toEqual(['btc']));
    fireEvent.change(box, { target: { value: 'tether' } });
    await waitFor(() => expect(listed()).toEqual(['usdt']));
    fireEvent.change(box, { target: { value: 'zzzz' } });
    expect((await screen.findByTestId('deposit-currency-empty')).textContent).toBe(NO_CURRENCY_MATCH_TEXT);
  });
});

describe('recent choices', () => {
  it('shows the stored recent choices still listed, newest first, hidden while searching', async () => {
    window.localStorage.setItem(RECENT_DEPOSIT_KEY, JSON.stringify(['eth', 'gone', 'xrp']));
    loginAs();
    render();
    const recent = await screen.findByTestId('deposit-recent');
    expect(within(recent).getAllByRole('link').map((link) => link.getAttribute('data-testid'))).toEqual(['deposit-recent-eth', 'deposit-recent-xrp']);
    expect(screen.getByTestId('deposit-recent-xrp').getAttribute('href')).toBe('/zh-cn/finance/deposit/xrp/');
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索币种' }), { target: { value: 'b' } });
    await waitFor(() => expect(screen.queryByTestId('deposit-recent')).toBeNull());
  });

  it('none stored, or a corrupt entry: no recent row', async () => {
    window.localStorage.setItem(RECENT_DEPOSIT_KEY, '{not json');
    loginAs();
    render();
    await screen.findByTestId('deposit-currency-list');
    expect(screen.queryByTestId('deposit-recent')).toBeNull();
  });

  it('a new choice goes first, no repeat, at most five; the list shown follows', async () => {
    loginAs();
    render();
    await screen.findByTestId('deposit-currency-list');
    for (const code of ['btc', 'eth', 'xrp', 'eos', 'ltc', 'iota', 'eth']) rememberDepositCurrency(code);
    expect(parseRecent(window.localStorage.getItem(RECENT_DEPOSIT_KEY))).toEqual(['eth', 'iota', 'ltc', 'eos', 'xrp']);
    await waitFor(() => expect(within(screen.getByTestId('deposit-recent')).getAllByRole('link')).toHaveLength(5));
    expect(parseRecent('["a", 3, "", "b"]')).toEqual(['a', 'b']);
    expect(parseRecent('{}')).toEqual([]);
  });
});
