// @vitest-environment jsdom
// The finance hooks against the real mock handlers: a dismissed tip leaves the cached list at
// once (before the server answers), the server keeps it seen, and a refused dismissal does not
// bring it back; the profit chart's failure text stays silent for 10301.

import { act, cleanup, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVICE_FAMILIES, type ServiceFamily } from '@/lib/api/families';
import * as finance from '@/lib/contracts/pro/finance';
import { db, resetDb, SEED_UIDS } from '@/mocks/db';
import { createHandlers } from '@/mocks/handlers';
import { failProfit, failTipsSet, profitNotReady } from '@/mocks/overrides/finance';
import { delayCall } from '@/mocks/overrides/pro';
import { readCachedVisibility, writeCachedVisibility } from '@/lib/assets/visibility';
import { QueryFailure } from '@/queries/failure';
import { financeKeys } from '@/queries/keys';
import { profitFailureText, useActivateProfit, useProfitUserInfo, useAnalysisTips, useDismissAnalysisTips, useProfitHistory, useSubAccountVisibility, SUB_ACCOUNT_VISIBILITY_STALE_MS } from '@/queries/finance';
import { configureHttp, resetHttpConfig } from '@/services/http';
import { pageRoot } from '../support/msw-call';
import { proTokenOf } from '../support/pro-login';
import { renderHookWithQueryClient } from '../support/render';

// The page's own gateway root: same-origin calls, as in the browser (no CORS preflight).
const ROOT = pageRoot();
const AT_PAGE = { root: ROOT };
const server = setupServer(...createHandlers(ROOT));

function loginProUser(uid: number = SEED_UIDS.ordinary): void {
  const token = proTokenOf(uid);
  const baseUrls = Object.fromEntries(SERVICE_FAMILIES.map((family) => [family, `${ROOT}/${family}`])) as Record<ServiceFamily, string>;
  configureHttp({ baseUrls, getToken: (family) => (family === 'pro' ? token : null) });
}

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  resetHttpConfig();
  loginProUser();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDb();
  resetHttpConfig();
});
afterAll(() => server.close());

function useTipsAndDismiss() {
  return { tips: useAnalysisTips(), dismiss: useDismissAnalysisTips() };
}

const typesOf = (tips: ReadonlyArray<{ type: string }> | undefined) => tips?.map((tip) => tip.type);

describe('useDismissAnalysisTips', () => {
  it('removes the tip before the server answers, and the server keeps it seen', async () => {
    const { result } = renderHookWithQueryClient(useTipsAndDismiss);
    await waitFor(() => expect(typesOf(result.current.tips.data)).toEqual(['profit_drawdown', 'holding_concentration', 'idle_stablecoin']));
    server.use(delayCall(finance.setAnalysisTips, 150, AT_PAGE));
    act(() => result.current.dismiss.mutate(['profit_drawdown']));
    await waitFor(() => expect(typesOf(result.current.tips.data)).toEqual(['holding_concentration', 'idle_stablecoin']));
    expect(result.current.dismiss.isSuccess).toBe(false);
    expect(db.finance.tipsSeen.get(SEED_UIDS.ordinary)?.has('profit_drawdown') ?? false).toBe(false);
    await waitFor(() => expect(result.current.dismiss.isSuccess).toBe(true));
    expect(db.finance.tipsSeen.get(SEED_UIDS.ordinary)?.has('profit_drawdown')).toBe(true);
    expect(typesOf(result.current.tips.data)).toEqual(['holding_concentration', 'idle_stablecoin']);
  });

  it('does not bring the tip back when the server refuses the dismissal', async () => {
    const { result, client } = renderHookWithQueryClient(useTipsAndDismiss);
    await waitFor(() => expect(result.current.tips.data).toHaveLength(3));
    server.use(failTipsSet({ code: 500, message: '系统繁忙' }, AT_PAGE));
    act(() => result.current.dismiss.mutate(['idle_stablecoin']));
    await waitFor(() => expect(result.current.dismiss.isError).toBe(true));
    expect((result.current.dismiss.error as QueryFailure).code).toBe(500);
    expect(typesOf(result.current.tips.data)).toEqual(['profit_drawdown', 'holding_concentration']);
    expect(client.getQueryState(financeKeys.tips([]))?.isInvalidated).toBe(false);
    expect(db.finance.tipsSeen.get(SEED_UIDS.ordinary)?.has('idle_stablecoin') ?? false).toBe(false);
  });

  it('shows only the tips the user has not seen', async () => {
    loginProUser(SEED_UIDS.proOrg);
    const { result } = renderHookWithQueryClient(() => useAnalysisTips());
    await waitFor(() => expect(typesOf(result.current.data)).toEqual(['holding_concentration', 'idle_stablecoin']));
  });
});

describe('useProfitHistory', () => {
  it('caches each range under its own key', async () => {
    const { result, client } = renderHookWithQueryClient(() => useProfitHistory({ kind: 'period', days: 7 }));
    await waitFor(() => expect(result.current.data).toHaveLength(7));
    expect(client.getQueryData(financeKeys.profit({ kind: 'period', days: 7 }))).toHaveLength(7);
    expect(client.getQueryData(financeKeys.profit({ kind: 'period', days: 30 }))).toBeUndefined();
  });

  it('keeps 10301 silent and shows any other failure', async () => {
    server.use(profitNotReady(AT_PAGE));
    const silent = renderHookWithQueryClient(() => useProfitHistory({ kind: 'period', days: 30 }));
    await waitFor(() => expect(silent.result.current.isError).toBe(true));
    expect(profitFailureText(silent.result.current.error)).toBeNull();
    server.resetHandlers();
    server.use(failProfit({ code: 10302, message: '系统繁忙' }, AT_PAGE));
    const shown = renderHookWithQueryClient(() => useProfitHistory({ kind: 'period', days: 90 }));
    await waitFor(() => expect(shown.result.current.isError).toBe(true));
    expect(profitFailureText(shown.result.current.error)).toBe('系统繁忙');
  });
});

describe('useSubAccountVisibility', () => {
  it("keeps a sub-account's visibility for 4 hours, in session storage per locale", async () => {
    window.sessionStorage.clear();
    loginProUser(SEED_UIDS.subAccount);
    const { result, client } = renderHookWithQueryClient(() => useSubAccountVisibility('zh-cn'));
    await waitFor(() => expect(result.current.data).toBeDefined());
    const hidden = Object.entries(result.current.data ?? {}).filter(([, shown]) => !shown).map(([bizType]) => Number(bizType));
    expect(hidden).toEqual([10, 11]);
    expect(SUB_ACCOUNT_VISIBILITY_STALE_MS).toBe(4 * 60 * 60 * 1000);
    expect(client.getQueryCache().find({ queryKey: financeKeys.subAccountVisibility('zh-cn') })?.isStale()).toBe(false);
    expect(readCachedVisibility(window.sessionStorage, 'zh-cn')).toEqual(result.current.data);
    expect(readCachedVisibility(window.sessionStorage, 'en-us')).toBeNull();
  });

  it('answers from the session-storage copy without asking the server', async () => {
    window.sessionStorage.clear();
    writeCachedVisibility(window.sessionStorage, 'zh-cn', { 10: true, 11: true, 2: false });
    loginProUser(SEED_UIDS.subAccount);
    const { result } = renderHookWithQueryClient(() => useSubAccountVisibility('zh-cn'));
    await waitFor(() => expect(result.current.data).toEqual({ 10: true, 11: true, 2: false }));
  });
});

describe('useActivateProfit', () => {
  it('activates the asset-profit service and the cached user info becomes the answer', async () => {
    loginProUser(SEED_UIDS.googleAuth);
    const { result } = renderHookWithQueryClient(() => ({ info: useProfitUserInfo(), activate: useActivateProfit() }));
    await waitFor(() => expect(result.current.info.data).toMatchObject({ activated: false }));
    act(() => result.current.activate.mutate());
    await waitFor(() => expect(result.current.info.data).toMatchObject({ activated: true, activatedAt: expect.any(Number) }));
    expect(db.finance.activatedAt.has(SEED_UIDS.googleAuth)).toBe(true);
  });
});
