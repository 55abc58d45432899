// @vitest-environment jsdom
// The risk page: the reason as text only (never HTML), the agreement link, the acknowledgement
// (checkbox, then 我已知晓风险) returning to a validated path of the withdraw form, and the
// return path rule that refuses every other target (no open redirect).

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithdrawRiskScreen } from '@/components/withdraw/risk-screen';
import { readRiskAck, riskReasonText, safeWithdrawReturnPath, withdrawRiskPath } from '@/lib/wallet/withdraw-texts';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn() }) }));

beforeEach(() => {
  push.mockReset();
  window.sessionStorage.clear();
});
afterEach(() => cleanup());

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

  it('carries the reason and the return path in the query string', () => {
    const url = new URL(withdrawRiskPath('涉嫌 诈骗&x=1', '/zh-cn/cn/finance/withdraw/usdt/'), 'https://x.invalid');
    expect(url.pathname).toBe('/zh-cn/cn/finance/withdraw-risk/');
    expect(url.searchParams.get('reason')).toBe('涉嫌 诈骗&x=1');
    expect(url.searchParams.get('back')).toBe('/zh-cn/cn/finance/withdraw/usdt/');
  });
});

describe('the risk page', () => {
  it('shows the reason as text, links the agreement, and returns to the form once acknowledged', () => {
    render(<WithdrawRiskScreen lang="zh-cn" reason={'<img src=x onerror="alert(1)">黑名单地址'} back="/zh-cn/cn/finance/withdraw/usdt/" />);
    const reason = screen.getByTestId('withdraw-risk-page-reason');
    expect(reason.textContent).toBe('<img src=x onerror="alert(1)">黑名单地址');
    expect(reason.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: '《提币风险提示》' }).getAttribute('href')).toBe('/zh-cn/cn/agreement/withdrawrisk/');
    const ack = screen.getByRole('button', { name: '我已知晓风险' }) as HTMLButtonElement;
    expect(ack.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(ack.disabled).toBe(false);
    fireEvent.click(ack);
    expect(push).toHaveBeenCalledWith('/zh-cn/cn/finance/withdraw/usdt/');
    expect(readRiskAck('usdt')).toBe(true);
  });

  it('never follows a return path outside the withdraw form', () => {
    render(<WithdrawRiskScreen lang="zh-cn" reason="x" back="https://evil.example/" />);
    expect(screen.getByRole('link', { name: '返回提币' }).getAttribute('href')).toBe('/zh-cn/cn/finance/withdraw/');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '我已知晓风险' }));
    expect(push).toHaveBeenCalledWith('/zh-cn/cn/finance/withdraw/');
    expect(readRiskAck('usdt')).toBe(false);
  });
});
