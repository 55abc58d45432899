// @vitest-environment jsdom
// The conversion screens against the mock's real handlers (msw/node): the small balances with
// 全选, nothing selected, quote → confirm → convert (toast, balances reloaded), a stale quote
// refetched before converting, an expired quote answered by the server refetched and confirmed
// again, a failed conversion keeping the selection; stand-alone limits and full-width digits;
// the deduct mode switched on and off; the history with the conversion's parts.

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConversionHistoryScreen, DeductModeScreen, SmallBalanceScreen, StandAloneScreen } from '@/components/convert';
import * as custody from '@/lib/contracts/custody';
import * as calls from '@/lib/contracts/pro/convert';
import { CONVERT_ERRORS } from '@/lib/convert/modes';
import { db, now, resetDb } from '@/mocks/db';
import { convertAtQuote, createQuote, expireQuotes, isConvertError, quoteJson } from '@/mocks/db/convert';
import { createHandlers } from '@/mocks/handlers';
import { v2Ok } from '@/mocks/http/respond';
import { accountsOf, balanceOf } from '@/mocks/db/trading';
import { usdtPriceOf } from '@/mocks/wallet/valuation';
import { resetHttpConfig } from '@/services/http';
import { sessionStore } from '@/stores/session-store';
import { toastStore } from '@/stores/toast-store';
import { callUrl, onPageCall, pageRoot } from '../../support/msw-call';
import { loginPageUser } from '../../support/pro-login';
import { renderWithQueryClient } from '../../support/render';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }), usePathname: () => '/zh-cn/finance/small-usdt/' }));

const ROOT = pageRoot();
const server = setupServer(...createHandlers(ROOT));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const UID = 10035;
let convertCalls: number;
let quoteCalls: number;

beforeEach(() => {
  resetDb();
  resetHttpConfig();
  loginPageUser(ROOT, UID);
  convertCalls = 0;
  quoteCalls = 0;
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST') return;
    if (request.url === callUrl(ROOT, calls.convert)) convertCalls += 1;
    if (request.url === callUrl(ROOT, calls.quote)) quoteCalls += 1;
  });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  sessionStore.setState({ user: null });
  toastStore.setState({ toasts: [] });
});

function spot(currency: string): string {
  const account = accountsOf(db.trading, UID).find((entry) => entry.type === 'spot');
  if (!account) throw new Error('spot');
  return balanceOf(db.trading, account.id, currency).trade.toFixed();
}

const box = (currency: string) => screen.getByTestId(`convert-select-${currency}`) as HTMLInputElement;

async function renderSmall() {
  renderWithQueryClient(<SmallBalanceScreen mode="small-usdt" lang="zh-cn" />);
  await screen.findByTestId('convert-select-eos');
}

describe('small-balance conversion', () => {
  it('lists the small balances, says what small means, and selects all or none', async () => {
    await renderSmall();
    expect(screen.getByTestId('small-balance-note').textContent).toContain('0.0001 BTC');
    for (const currency of ['eos', 'xrp', 'doge', 'trx', 'ltc']) expect(box(currency)).toBeTruthy();
    expect(screen.queryByTestId('convert-select-btc')).toBeNull();
    expect(screen.queryByTestId('convert-select-xmr')).toBeNull();
    const all = screen.getByTestId('convert-select-all') as HTMLInputElement;
    fireEvent.click(all);
    expect(screen.getByTestId('convert-selected-count').textContent).toBe('已选 5 项');
    expect(box('eos').checked).toBe(true);
    expect(all.checked).toBe(true);
    fireEvent.click(all);
    expect(screen.getByTestId('convert-selected-count').textContent).toBe('已选 0 项');
  });

  it('refuses to convert nothing without asking for a quote', async () => {
    await renderSmall();
    fireEvent.click(screen.getByTestId('convert-submit'));
    expect(screen.getByTestId('convert-select-error').textContent).toBe(CONVERT_ERRORS.nothingSelected.message);
    expect(quoteCalls).toBe(0);
  });

  it('quotes, converts once and reloads the balances', async () => {
    await renderSmall();
    fireEvent.click(box('eos'));
    fireEvent.click(screen.getByTestId('convert-submit'));
    const dialog = await screen.findByTestId('convert-confirm');
    await within(dialog).findByTestId('convert-quote');
    const submit = within(dialog).getByTestId('convert-confirm-submit');
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByTestId('convert-confirm')).toBeNull());
    expect(convertCalls).toBe(1);
    expect(spot('eos')).toBe('0');
    expect(toastStore.getState().toasts.map((toast) => toast.text)).toContain('兑换成功');
    await waitFor(() => expect(screen.queryByTestId('convert-select-eos')).toBeNull());
  });

  it('refetches a stale quote before converting and asks again', async () => {
    // The first quote is about to expire (1 s left on the server clock).
    server.use(
      onPageCall(
        calls.quote,
        () => {
          const at = now();
          const quote = createQuote(db.convert, db.trading, UID, { mode: 'small-usdt', target: 'usdt', sources: [{ currency: 'eos', amount: '0.5' }] }, at, (cc) => usdtPriceOf(cc, at));
          if (isConvertError(quote)) throw new Error('quote');
          return v2Ok({ ...quoteJson(quote, at), expiresAt: at + 1000 });
        },
        { once: true },
      ),
    );
    await renderSmall();
    fireEvent.click(box('eos'));
    fireEvent.click(screen.getByTestId('convert-submit'));
    const dialog = await screen.findByTestId('convert-confirm');
    const first = (await within(dialog).findByTestId('convert-quote')).getAttribute('data-quote-id');
    fireEvent.click(within(dialog).getByTestId('convert-confirm-submit'));
    await waitFor(() => expect(within(dialog).getByTestId('convert-quote').getAttribute('data-quote-id')).not.toBe(first));
    expect(within(dialog).getByTestId('convert-notice').textContent).toContain('请再次确认');
    expect(convertCalls).toBe(0);
    fireEvent.click(within(dialog).getByTestId('convert-confirm-submit'));
    await waitFor(() => expect(convertCalls).toBe(1));
    await waitFor(() => expect(spot('eos')).toBe('0'));
  });

  it('an expired quote the server refuses is refetched, never converted at the old price', async () => {
    await renderSmall();
    fireEvent.click(box('xrp'));
    fireEvent.click(screen.getByTestId('convert-submit'));
    const dialog = await screen.findByTestId('convert-confirm');
    const first = (await within(dialog).findByTestId('convert-quote')).getAttribute('data-quote-id');
    expireQuotes(db.convert, now());
    fireEvent.click(within(dialog).getByTestId('convert-confirm-submit'));
    await waitFor(() => expect(within(dialog).getByTestId('convert-quote').getAttribute('data-quote-id')).not.toBe(first));
    expect(spot('xrp')).toBe('1.2');
    expect(within(dialog).getByTestId('convert-notice').textContent).toBe('报价已过期，已重新获取报价，请再次确认');
    fireEvent.click(within(dialog).getByTestId('convert-confirm-submit'));
    await waitFor(() => expect(spot('xrp')).toBe('0'));
  });

  it('a conversion that went through before (30103) is not made again: the dialog closes and says so', async () => {
    server.use(onPageCall(calls.convert, () => HttpResponse.json({ code: CONVERT_ERRORS.duplicate.code, success: false, message: CONVERT_ERRORS.duplicate.message, data: null }), { once: true }));
    await renderSmall();
    fireEvent.click(box('ltc'));
    fireEvent.click(screen.getByTestId('convert-submit'));
    const dialog = await screen.findByTestId('convert-confirm');
    await within(dialog).findByTestId('convert-quote');
    fireEvent.click(within(dialog).getByTestId('convert-confirm-submit'));
    await waitFor(() => expect(screen.queryByTestId('convert-confirm')).toBeNull());
    expect(toastStore.getState().toasts.map((toast) => toast.text)).toContain('该兑换已完成，请勿重复提交');
    expect(convertCalls).toBe(1);
  });

  it('a failed conversion says why and keeps the selection', async () => {
    db.convert.failNext.convert = { uid: UID, error: { code: 30199, message: '系统繁忙，请稍后再试' } };
    await renderSmall();
    fireEvent.click(box('doge'));
    fireEvent.click(box('trx'));
    fireEvent.click(screen.getByTestId('convert-submit'));
    const dialog = await screen.findByTestId('convert-confirm');
    await within(dialog).findByTestId('convert-quote');
    fireEvent.click(within(dialog).getByTestId('convert-confirm-submit'));
    expect((await within(dialog).findByTestId('convert-error')).textContent).toContain('系统繁忙，请稍后再试');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(box('doge').checked).toBe(true);
    expect(box('trx').checked).toBe(true);
    expect(spot('doge')).toBe('8');
  });
});

describe('stand-alone conversion', () => {
  it('reads full-width digits, keeps to the limits and converts', async () => {
    renderWithQueryClient(<StandAloneScreen mode="stand-alone-usdt" lang="zh-cn" />);
    const input = (await screen.findByLabelText('兑换数量')) as HTMLInputElement;
    expect(screen.getByTestId('stand-alone-limits').textContent).toContain('单笔限额 0.01 – 100 XMR');
    fireEvent.change(input, { target: { value: '0.001' } });
    fireEvent.click(screen.getByTestId('convert-submit'));
    expect(screen.getByTestId('stand-alone-amount-error').textContent).toBe('单笔最少兑换 0.01 XMR');
    fireEvent.change(input, { target: { value: '3' } });
    expect(screen.getByTestId('stand-alone-amount-error').textContent).toBe(CONVERT_ERRORS.insufficient.message);
    expect(quoteCalls).toBe(0);
    fireEvent.change(input, { target: { value: '１．５' } });
    expect(input.value).toBe('1.5');
    fireEvent.click(screen.getByTestId('convert-submit'));
    const dialog = await screen.findByTestId('convert-confirm');
    await within(dialog).findByTestId('convert-quote');
    fireEvent.click(within(dialog).getByTestId('convert-confirm-submit'));
    await waitFor(() => expect(spot('xmr')).toBe('1'));
  });
});

describe('deduct mode and history', () => {
  it('switches the deduct mode on and off', async () => {
    renderWithQueryClient(<DeductModeScreen lang="zh-cn" />);
    const toggle = await screen.findByRole('switch', { name: '使用小额资产抵扣手续费' });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(db.convert.deductMode.get(UID)?.on).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(db.convert.deductMode.get(UID)?.on).toBe(false);
  });

  it('a failed save keeps the switch and says why', async () => {
    server.use(onPageCall(custody.saveDeductMode, () => HttpResponse.json({ success: false, code: 500, message: '保存失败', data: null })));
    renderWithQueryClient(<DeductModeScreen lang="zh-cn" />);
    const toggle = await screen.findByRole('switch', { name: '使用小额资产抵扣手续费' });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(toggle);
    expect((await screen.findByTestId('deduct-error')).textContent).toContain('保存失败');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('the history lists a conversion with its parts', async () => {
    const at = now();
    const quote = createQuote(db.convert, db.trading, UID, { mode: 'small-usdt', target: 'usdt', sources: [{ currency: 'eos', amount: '0.5' }, { currency: 'ltc', amount: '0.01' }] }, at, (cc) => usdtPriceOf(cc, at));
    if (isConvertError(quote)) throw new Error('quote');
    convertAtQuote(db.convert, db.trading, db.ledger, UID, { quoteId: quote.id, clientOrderId: 'h-1' }, at);
    renderWithQueryClient(<ConversionHistoryScreen mode="small-usdt" lang="zh-cn" />);
    const parts = await screen.findByTestId('conversion-parts');
    expect(parts.textContent).toBe('0.5 EOS，0.01 LTC');
  });
});
