// @vitest-environment jsdom
// The risk page: the reason is the risk check's answer for the destination the form left (never
// the URL's), shown as text only (never HTML); the agreement link; the acknowledgement (checkbox,
// then 我已知晓风险) keeping the server's consent id bound to that exact destination and
// returning to a validated path of the withdraw form; nothing to acknowledge without a flagged
// destination; and the return path rule that refuses every other target (no open redirect).

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithdrawRiskScreen } from '@/components/withdraw/risk-screen';
import { readRiskConsent, riskReasonText, safeWithdrawReturnPath, withdrawRiskPath, writeRiskTarget } from '@/lib/wallet/withdraw-texts';
import { db, resetDb } from '@/mocks/db';
import { createHandlers } from '@/mocks/handlers';
import { sessionStore } from '@/stores/session-store';
import { resetHttpConfig } from '@/services/http';
import { pageRoot } from '../../support/msw-call';
import { loginPageUser } from '../../support/pro-login';
import { renderWithQueryClient } from '../../support/render';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn() }) }));

const ROOT = pageRoot();
const server = setupServer(...createHandlers(ROOT));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const FLAGGED = '0x5555555555666666666677777777778888888888';
const TARGET = { currency: 'usdt', chain: 'usdterc20', address: FLAGGED, tag: '' };

beforeEach(() => {
  push.mockReset();
  resetHttpConfig();
  window.sessionStorage.clear();
  loginPageUser(ROOT);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDb();
  sessionStore.setState({ user: null });
});

describe('safeWithdrawReturnPath', () => {
  it('accepts the withdraw form and the currency list, normalised to the route path', () => {
    expect(safeWithdrawReturnPath('/zh-cn/cn/finance/withdraw/usdt/')).toBe('/zh-cn/cn/finance/withdraw/usdt/');
    expect(safeWithdrawReturnPath('/zh-cn/cn/finance/withdraw/btc')).toBe('/zh-cn/cn/finance/withdraw/btc/');
    expect(safeWithdrawReturnPath('/zh-cn/cn/finance/withdraw/')).toBe('/zh-cn/cn/finance/withdraw/');
    expect(safeWithdrawReturnPath('/zh-cn/cn/finance/withdraw/usdt/?x=1#y')).toBe('/zh-cn/cn/finance/withdraw/usdt/');
  });

  it.each([
    'https://evil.example/zh-cn/cn/finance/withdraw/usdt/',
    '//evil.example/zh-cn/cn/finance/withdraw/usdt/',
    '/\\evil.example/',
    '/%2F%2Fevil.example/',
    'javascript:alert(1)',
    '/zh-cn/cn/finance/address/',
    '/zh-cn/login/',
    '/zh-cn/cn/finance/withdraw/../../../login/',
    '/zh-cn/cn/finance/withdraw/<script>/',
    'zh-cn/cn/finance/withdraw/usdt/',
    '',
    undefined,
    42,
  ])('refuses %s', (target) => {
    expect(safeWithdrawReturnPath(target)).toBeNull();
  });
});

describe('riskReasonText and the risk path', () => {
  it('keeps the reason as plain text, without control characters, at most 200 characters', () => {
    expect(riskReasonText('涉嫌\u0000诈骗\n')).toBe('涉嫌 诈骗');
    expect(riskReasonText('a'.repeat(300))).toHaveLength(200);
    expect(riskReasonText(['x'])).toBe('');
  });

  it('carries only the return path in the query string, never a reason', () => {
    const url = new URL(withdrawRiskPath('/zh-cn/cn/finance/withdraw/usdt/'), 'https://x.invalid');
    expect(url.pathname).toBe('/zh-cn/cn/finance/withdraw-risk/');
    expect(url.searchParams.get('back')).toBe('/zh-cn/cn/finance/withdraw/usdt/');
    expect(url.searchParams.has('reason')).toBe(false);
  });
});

describe('the risk page', () => {
  it('shows the risk check’s reason for the stored destination as text, and keeps the consent for exactly that destination', async () => {
    db.depositWithdraw.riskyAddresses.set(FLAGGED, '<img src=x onerror="alert(1)">黑名单地址');
    writeRiskTarget('usdt', TARGET);
    renderWithQueryClient(<WithdrawRiskScreen lang="zh-cn" back="/zh-cn/cn/finance/withdraw/usdt/" />);
    const reason = await screen.findByTestId('withdraw-risk-page-reason');
    expect(reason.textContent).toBe('<img src=x onerror="alert(1)">黑名单地址');
    expect(reason.querySelector('img')).toBeNull();
    expect(screen.getByTestId('withdraw-risk-page-address').textContent).toBe(FLAGGED);
    expect(screen.getByRole('link', { name: '《提币风险提示》' }).getAttribute('href')).toBe('/zh-cn/cn/agreement/withdrawrisk/');
    const ack = screen.getByRole('button', { name: '我已知晓风险' }) as HTMLButtonElement;
    expect(ack.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(ack.disabled).toBe(false);
    fireEvent.click(ack);
    expect(push).toHaveBeenCalledWith('/zh-cn/cn/finance/withdraw/usdt/');
    const consent = readRiskConsent('usdt');
    expect(consent).toMatchObject(TARGET);
    // The id is one the server issued for this user and this destination.
    expect(db.depositWithdraw.riskConsents.get(consent?.consentId ?? '')).toMatchObject(TARGET);
  });

  it('a crafted link without a flagged destination offers nothing to acknowledge and shows no reason', async () => {
    renderWithQueryClient(<WithdrawRiskScreen lang="zh-cn" back="/zh-cn/cn/finance/withdraw/usdt/" />);
    expect((await screen.findByTestId('withdraw-risk-status')).textContent).toBe('没有待评估的提币地址，请返回提币页重新提交');
    expect(screen.queryByTestId('withdraw-risk-page-reason')).toBeNull();
    expect(screen.queryByRole('button', { name: '我已知晓风险' })).toBeNull();
  });

  it('a stored destination the server does not flag gets no consent', async () => {
    writeRiskTarget('usdt', TARGET);
    renderWithQueryClient(<WithdrawRiskScreen lang="zh-cn" back="/zh-cn/cn/finance/withdraw/usdt/" />);
    await waitFor(() => expect(screen.getByTestId('withdraw-risk-status').textContent).toBe('没有待评估的提币地址，请返回提币页重新提交'));
    expect(screen.queryByRole('button', { name: '我已知晓风险' })).toBeNull();
    expect(readRiskConsent('usdt')).toBeNull();
  });

  it('never follows a return path outside the withdraw form', async () => {
    db.depositWithdraw.riskyAddresses.set(FLAGGED, 'x');
    writeRiskTarget('usdt', TARGET);
    renderWithQueryClient(<WithdrawRiskScreen lang="zh-cn" back="https://evil.example/" />);
    expect(screen.getByRole('link', { name: '返回提币' }).getAttribute('href')).toBe('/zh-cn/cn/finance/withdraw/');
    // No currency form to return to: no destination to assess, nothing acknowledged.
    expect(screen.queryByRole('button', { name: '我已知晓风险' })).toBeNull();
    expect(readRiskConsent('usdt')).toBeNull();
  });
});
