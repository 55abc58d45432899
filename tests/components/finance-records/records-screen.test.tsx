// @vitest-environment jsdom
// The finance records screen against the mock's real handlers (msw/node): the tab from the URL
// and a tab switch written back to it, a filter change sending the filter and going back to the
// first page, paging forward and back, a record's detail with the txid copied (复制成功 / the
// failure's toast), the export of every page of the filter, and the custody area's tab set.

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Decimal } from 'decimal.js';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecordsScreen } from '@/components/finance-records/records-screen';
import * as records from '@/lib/contracts/pro/records';
import { dateRange, DEFAULT_RECORD_FILTER } from '@/lib/records';
import { db, now, resetDb, SEED_UIDS } from '@/mocks/db';
import { advanceDeposit, simulateDeposit } from '@/mocks/db/deposit-withdraw';
import { ledgerOf } from '@/mocks/db/ledger';
import { ensureRecordsSeed } from '@/mocks/db/records-seed';
import { createHandlers } from '@/mocks/handlers';
import { recordsKeys } from '@/queries/keys';
import { resetHttpConfig } from '@/services/http';
import { sessionStore } from '@/stores/session-store';
import { toastStore } from '@/stores/toast-store';
import { pageRoot } from '../../support/msw-call';
import { loginPageUser } from '../../support/pro-login';
import { renderWithQueryClient } from '../../support/render';

const downloads = vi.hoisted(() => [] as Array<{ name: string; text: string }>);
vi.mock('@/components/records/download-file', () => ({
  downloadTextFile: (name: string, text: string) => downloads.push({ name, text }),
}));

const ROOT = pageRoot();
const server = setupServer(...createHandlers(ROOT));
const asked: URL[] = [];
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  resetHttpConfig();
  downloads.length = 0;
  asked.length = 0;
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => asked.push(new URL(request.url)));
  window.history.replaceState(null, '', '/zh-cn/finance/record/?tab=transfer');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDb();
  sessionStore.setState({ user: null });
  toastStore.setState({ toasts: [] });
});
afterAll(() => server.close());

const SUITE = 10037;

function rows(): HTMLElement[] {
  return screen.queryAllByTestId('record-row');
}

async function loadedRows(): Promise<HTMLElement[]> {
  await waitFor(() => expect(rows().length, screen.getByTestId('records-table').textContent ?? '').toBeGreaterThan(0));
  return rows();
}

describe('finance records screen', () => {
  it('opens the tab the URL names and writes a switched tab back to the URL', async () => {
    loginPageUser(ROOT, SUITE);
    renderWithQueryClient(<RecordsScreen area="pro" initialTab="transfer" />);
    expect(screen.getByRole('tab', { name: '划转' }).getAttribute('aria-selected')).toBe('true');
    const shown = await loadedRows();
    expect(shown).toHaveLength(3);
    expect(within(shown[0] as HTMLElement).getByText(/账户 → .*账户/)).toBeTruthy();
    expect(asked.some((url) => url.pathname.endsWith(records.accountLedger.pattern) && url.searchParams.get('transactTypes') === 'transfer')).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: '点卡划转' }));
    expect(window.location.search).toBe('?tab=point');
    await waitFor(() => expect(rows().every((row) => within(row).queryByText(/^点卡转[入出]$/) !== null)).toBe(true));
    expect(rows()).toHaveLength(3);
    expect(asked.some((url) => url.pathname.endsWith(records.accountRecords.pattern) && url.searchParams.get('types') === 'point-transfer')).toBe(true);
  });

  it('pages forward and back, and a filter change goes back to the first page with the filter sent', async () => {
    loginPageUser(ROOT, SEED_UIDS.manyRecords);
    renderWithQueryClient(<RecordsScreen area="pro" initialTab="fee" />);
    const first = (await loadedRows()).map((row) => row.dataset.recordId);
    expect(first).toHaveLength(20);
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect((within(pager).getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect((within(pager).getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(pager).getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(screen.getByText('第 2 页')).toBeTruthy());
    await waitFor(() => expect(rows()[0]?.dataset.recordId).not.toBe(first[0]));
    const second = rows().map((row) => row.dataset.recordId);
    expect(second).toHaveLength(20);
    expect(second.some((id) => first.includes(id))).toBe(false);
    const fromAsked = asked.filter((url) => url.searchParams.get('fromId') === first[19]);
    expect(fromAsked.length).toBeGreaterThan(0);
    expect(fromAsked[0]?.searchParams.get('limit')).toBe('21');

    await waitFor(() => expect((within(pager).getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(pager).getByRole('button', { name: '上一页' }));
    await waitFor(() => expect(rows().map((row) => row.dataset.recordId)).toEqual(first));

    fireEvent.click(within(pager).getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(screen.getByText('第 2 页')).toBeTruthy());
    const bar = screen.getByRole('group', { name: '筛选' });
    fireEvent.change(within(bar).getByLabelText('币种'), { target: { value: 'btc' } });
    fireEvent.change(within(bar).getByLabelText('类型'), { target: { value: 'transact-fee' } });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await waitFor(() => expect(rows().every((row) => within(row).queryByText('BTC') !== null)).toBe(true));
    expect(screen.getByText('第 1 页')).toBeTruthy();
    const filtered = asked.filter((url) => url.searchParams.get('currency') === 'btc' && url.searchParams.get('types') === 'transact-fee');
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((url) => url.searchParams.get('fromId') === null)).toBe(true);
    expect(filtered[0]?.searchParams.get('startTime')).not.toBeNull();
  });

  it('opens a deposit detail with chain, txid, address and confirmations, and copies the txid', async () => {
    const deposit = simulateDeposit(db.depositWithdraw, db.trading, { uid: SUITE, currency: 'usdt', chain: 'trc20usdt', amount: new Decimal('12.5') }, now());
    if (!deposit) throw new Error('no deposit');
    advanceDeposit(db.depositWithdraw, db.trading, deposit.id, 30, now());
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    loginPageUser(ROOT, SUITE);
    renderWithQueryClient(<RecordsScreen area="pro" initialTab="deposit" />);
    const [row] = await loadedRows();
    expect(within(row as HTMLElement).getByText('已完成')).toBeTruthy();
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: /详情/ }));
    const dialog = await screen.findByRole('dialog', { name: '记录详情' });
    expect(within(dialog).getByText('trc20usdt')).toBeTruthy();
    expect(within(dialog).getByTestId('record-detail-txid').textContent).toBe(deposit.txHash);
    expect(within(dialog).getByText(deposit.address)).toBeTruthy();
    expect(within(dialog).getByText('30')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '复制' }));
    await waitFor(() => expect(toastStore.getState().toasts.map((toast) => toast.text)).toContain('复制成功'));
    expect(writeText).toHaveBeenCalledWith(deposit.txHash);

    writeText.mockRejectedValueOnce(new Error('denied'));
    document.execCommand = vi.fn(() => false);
    fireEvent.click(within(dialog).getByRole('button', { name: '复制' }));
    await waitFor(() => expect(toastStore.getState().toasts.map((toast) => toast.text)).toContain('复制失败，请手动复制'));
  });

  it('exports every record of the tab and filter, over all pages', async () => {
    loginPageUser(ROOT, SEED_UIDS.manyRecords);
    renderWithQueryClient(<RecordsScreen area="pro" initialTab="conversion" />);
    await loadedRows();
    fireEvent.click(screen.getByRole('button', { name: '导出 CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 10_000 });
    const file = downloads[0] as { name: string; text: string };
    expect(file.name).toMatch(/^finance-records-conversion-\d{8}\.csv$/);
    const lines = file.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('时间,币种,类型,账户,数量,状态,关联ID,记录ID');
    // The default filter: the last 30 days.
    ensureRecordsSeed(db.ledger, db.trading, SEED_UIDS.manyRecords, now());
    const start = dateRange(DEFAULT_RECORD_FILTER, Date.now()).start ?? 0;
    const expected = ledgerOf(db.ledger, SEED_UIDS.manyRecords).filter((entry) => entry.type === 'conversion' && entry.time >= start);
    expect(lines.length - 1).toBeGreaterThan(20);
    expect(lines.length - 1).toBe(expected.length);
    const ids = new Set(lines.slice(1).map((line) => line.split(',').at(-1)));
    expect(ids.size).toBe(lines.length - 1);
    expect(toastStore.getState().toasts.map((toast) => toast.text)).toContain(`已导出 ${lines.length - 1} 条记录`);
  });

  it('shows a move made elsewhere once recordsKeys.all is invalidated', async () => {
    loginPageUser(ROOT, SUITE);
    const { client } = renderWithQueryClient(<RecordsScreen area="pro" initialTab="deposit" />);
    await waitFor(() => expect(screen.getByTestId('records-table').textContent).toContain('暂无记录'));
    const deposit = simulateDeposit(db.depositWithdraw, db.trading, { uid: SUITE, currency: 'usdt', chain: 'trc20usdt', amount: new Decimal('7') }, now());
    if (!deposit) throw new Error('no deposit');
    await client.invalidateQueries({ queryKey: recordsKeys.all });
    await waitFor(() => expect(rows().map((row) => row.dataset.recordId)).toEqual([String(deposit.id)]));
  });

  it('shows the custody area its own tab set', async () => {
    loginPageUser(ROOT, SUITE);
    renderWithQueryClient(<RecordsScreen area="custody" initialTab="deduction" />);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['充币', '提币', '点卡划转', '手续费抵扣']);
    expect(screen.getByRole('tab', { name: '手续费抵扣' }).getAttribute('aria-selected')).toBe('true');
    const shown = await loadedRows();
    expect(shown.length).toBeGreaterThan(0);
    expect(asked.some((url) => url.pathname.endsWith('/custody/finance/records') && url.searchParams.get('types') === 'fee-deduction')).toBe(true);
  });
});
