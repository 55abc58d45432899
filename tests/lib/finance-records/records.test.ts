// The finance records' pure rules: tab from the URL, the filter → query mapping of each call,
// the label of every record state and type, cursor paging over pages that start at their
// `from` row, the CSV rows and the export of every page.

import { describe, expect, it } from 'vitest';
import {
  accountLabel,
  clientQuery,
  collectAllPages,
  CUSTODY_TABS,
  emptyRecord,
  ExportCancelled,
  pageLoaded,
  pageRequestOf,
  PRO_TABS,
  recordsCsv,
  recordsFileName,
  recordStateInfo,
  recordTypeLabel,
  requestKey,
  tabFromParam,
  tabHref,
  tabRequest,
  transferSides,
  transferTypeLabel,
  TYPE_LABELS,
  type FinanceRecord,
  type TabSpec,
} from '@/lib/finance-records';
import { DEFAULT_RECORD_FILTER, firstCursorPage, nextCursorPage, prevCursorPage, parseDay, type RecordFilter } from '@/lib/records';
import { DEPOSIT_STATES, WITHDRAW_STATES } from '@/lib/wallet/dw-states';
import { LEDGER_TYPES } from '@/mocks/db/ledger';

const tab = (key: string): TabSpec => PRO_TABS.find((each) => each.key === key) as TabSpec;
const NOW = Date.UTC(2026, 10, 20, 4, 0, 0);

function record(id: string, extra: Partial<FinanceRecord> = {}): FinanceRecord {
  return { ...emptyRecord(id, 'records'), ...extra };
}

describe('tabs in the URL', () => {
  it('reads ?tab= and falls back to the first tab', () => {
    expect(tabFromParam(PRO_TABS, 'transfer').key).toBe('transfer');
    expect(tabFromParam(PRO_TABS, ' Conversion ').key).toBe('conversion');
    expect(tabFromParam(PRO_TABS, 'nope').key).toBe('deposit');
    expect(tabFromParam(PRO_TABS, null).key).toBe('deposit');
    expect(tabFromParam(CUSTODY_TABS, 'deduction').key).toBe('deduction');
    expect(tabFromParam(CUSTODY_TABS, 'transfer').key).toBe('deposit');
  });

  it('keeps other params when it writes the tab', () => {
    expect(tabHref('/zh-cn/finance/record/', '?a=1&tab=deposit', 'fee')).toBe('/zh-cn/finance/record/?a=1&tab=fee');
    expect(tabHref('/zh-cn/finance/record/', '', 'point')).toBe('/zh-cn/finance/record/?tab=point');
  });
});

describe('filter → query', () => {
  const filter: RecordFilter = { ...DEFAULT_RECORD_FILTER, currency: 'USDT', range: 'custom', from: '2026-11-01', to: '2026-11-10', state: 'safe', type: 'fee-deduction' };

  it('sends currency and dates to the ledger calls, the chosen type to the records call', () => {
    const fee = tabRequest(tab('fee'), filter, NOW, 0);
    expect(fee).toEqual({ call: 'records', currency: 'usdt', types: 'fee-deduction', start: parseDay('2026-11-01', 0), end: (parseDay('2026-11-11', 0) as number) - 1 });
    expect(tabRequest(tab('fee'), { ...filter, type: 'all' }, NOW, 0).types).toBe('transact-fee,fee-deduction');
    expect(tabRequest(tab('conversion'), filter, NOW, 0).types).toBe('conversion');
    const transfer = tabRequest(tab('transfer'), filter, NOW, 0);
    expect(transfer.call).toBe('ledger');
    expect(transfer.types).toBeUndefined();
    expect(transfer.start).toBe(parseDay('2026-11-01', 0));
    expect(tabRequest(CUSTODY_TABS[2] as TabSpec, filter, NOW, 0)).toMatchObject({ call: 'custody', types: 'point-transfer' });
  });

  it('sends only the currency to the deposit-withdraw history; state and dates narrow on the client', () => {
    expect(tabRequest(tab('withdraw'), filter, NOW, 0)).toEqual({ call: 'dw', currency: 'usdt', dwType: 'withdraw' });
    expect(clientQuery(tab('deposit'), filter, NOW, 0)).toEqual({ state: 'safe', start: parseDay('2026-11-01', 0), end: (parseDay('2026-11-11', 0) as number) - 1 });
    expect(clientQuery(tab('transfer'), filter, NOW, 0)).toEqual({});
  });

  it('leaves out what does not narrow, and a backwards range', () => {
    const request = tabRequest(tab('point'), { ...DEFAULT_RECORD_FILTER, range: 'custom', from: '2026-11-10', to: '2026-11-01' }, NOW, 0);
    expect(request).toEqual({ call: 'records', types: 'point-transfer' });
    const preset = tabRequest(tab('point'), { ...DEFAULT_RECORD_FILTER, range: '7d' }, NOW, 0);
    // A preset stays open at the end, so a move made after the filter was chosen still shows.
    expect(preset.end).toBeUndefined();
    expect(preset.start).toBe(Date.UTC(2026, 10, 14));
    expect(requestKey(preset)).toBe(`records|||point-transfer|${Date.UTC(2026, 10, 14)}|`);
    expect(clientQuery(tab('deposit'), { ...DEFAULT_RECORD_FILTER, range: 'today' }, NOW, 0)).toEqual({ start: Date.UTC(2026, 10, 20) });
  });
});

describe('labels', () => {
  it('labels every deposit and withdraw state in Chinese, ledger rows 已完成', () => {
    for (const state of DEPOSIT_STATES) expect(recordStateInfo({ source: 'deposit', state }).label).toMatch(/[\u4e00-\u9fa5]/);
    for (const state of WITHDRAW_STATES) expect(recordStateInfo({ source: 'withdraw', state }).label).toMatch(/[\u4e00-\u9fa5]/);
    expect(recordStateInfo({ source: 'deposit', state: 'safe' })).toEqual({ label: '已完成', tone: 'success' });
    expect(recordStateInfo({ source: 'withdraw', state: 'reject' })).toEqual({ label: '审核未通过', tone: 'failed' });
    expect(recordStateInfo({ source: 'withdraw', state: 'canceled' }).label).toBe('已撤销');
    expect(recordStateInfo({ source: 'ledger', state: '' })).toEqual({ label: '已完成', tone: 'success' });
  });

  it('labels every ledger type and the kinds of transfers, conversions and point transfers', () => {
    for (const type of LEDGER_TYPES) expect(TYPE_LABELS[type]).toMatch(/[\u4e00-\u9fa5]/);
    expect(recordTypeLabel({ type: 'transact-fee', subtype: 'btcusdt' })).toBe('交易手续费');
    expect(recordTypeLabel({ type: 'conversion', subtype: 'small-usdt' })).toBe('小额资产兑换 USDT');
    expect(recordTypeLabel({ type: 'point-transfer', subtype: 'dx-point-out' })).toBe('点卡转出');
    expect(recordTypeLabel({ type: 'transfer', subtype: 'spot-to-margin' })).toBe('币币账户 → 杠杆账户');
    expect(transferTypeLabel('pro-to-super-margin')).toBe('币币账户 → 全仓杠杆账户');
    expect(transferTypeLabel('dm-spot-to-swap')).toBe('币币账户 → 币本位永续合约账户');
    expect(transferTypeLabel('linear-swap-to-spot')).toBe('U本位合约账户 → 币币账户');
    expect(transferSides('margin-transfer-out')).toEqual(['margin', 'spot']);
    expect(transferSides('futures-to-pro')).toEqual(['dm', 'spot']);
    expect(transferTypeLabel('master-transfer-in')).toBe('master-transfer-in');
    expect(accountLabel('super-margin')).toBe('全仓杠杆账户');
    expect(accountLabel('')).toBe('其他账户');
  });
});

describe('cursor paging', () => {
  const ids = (rows: readonly FinanceRecord[]) => rows.map((row) => row.id);
  const page = (...list: string[]) => list.map((id) => record(id));

  it('asks a page on the first page, one row more from a `from`, drops the repeated row, and goes back', () => {
    let paging = firstCursorPage(3);
    expect(pageRequestOf(paging)).toEqual({ size: 3 });
    const first = pageLoaded(paging, page('9', '8', '7'), (row) => row.id);
    expect(ids(first.rows)).toEqual(['9', '8', '7']);
    expect(first.paging.nextFrom).toBe('7');
    paging = nextCursorPage(first.paging);
    expect(pageRequestOf(paging)).toEqual({ from: '7', size: 4 });
    const second = pageLoaded(paging, page('7', '6', '5', '4'), (row) => row.id);
    expect(ids(second.rows)).toEqual(['6', '5', '4']);
    expect(second.paging.nextFrom).toBe('4');
    paging = nextCursorPage(second.paging);
    const last = pageLoaded(paging, page('4', '3'), (row) => row.id);
    expect(ids(last.rows)).toEqual(['3']);
    expect(last.paging.nextFrom).toBeNull();
    const back = prevCursorPage(last.paging);
    expect(pageRequestOf(back)).toEqual({ from: '7', size: 4 });
    expect(pageRequestOf(prevCursorPage(back))).toEqual({ size: 3 });
  });

  it('ends on a short first page, and keeps a first row that is not the `from`', () => {
    expect(pageLoaded(firstCursorPage(3), page('2', '1'), (row) => row.id).paging.nextFrom).toBeNull();
    const paging = nextCursorPage({ ...firstCursorPage(2), nextFrom: '5' });
    expect(ids(pageLoaded(paging, page('4', '3', '2'), (row) => row.id).rows)).toEqual(['4', '3', '2']);
  });

  it('collects every page for the export, with progress, and stops when cancelled', async () => {
    const all = Array.from({ length: 11 }, (_, index) => record(String(100 - index)));
    const asked: Array<{ from?: string; size: number }> = [];
    const fetchPage = async (request: { from?: string; size: number }) => {
      asked.push(request);
      const start = request.from === undefined ? 0 : all.findIndex((row) => row.id === request.from);
      return all.slice(start, start + request.size);
    };
    const progress: number[] = [];
    const rows = await collectAllPages(fetchPage, (row) => row.id, { size: 4, onProgress: (count) => progress.push(count) });
    expect(ids(rows)).toEqual(ids(all));
    expect(progress).toEqual([4, 8, 11]);
    expect(asked).toEqual([{ size: 4 }, { from: '97', size: 5 }, { from: '93', size: 5 }]);
    const kept = await collectAllPages(fetchPage, (row) => row.id, { size: 4, keep: (row) => Number((row as FinanceRecord).id) % 2 === 0 });
    expect(kept).toHaveLength(6);
    const scope = new AbortController();
    const cancelled = collectAllPages(fetchPage, (row) => row.id, { size: 4, signal: scope.signal, onProgress: () => scope.abort() });
    await expect(cancelled).rejects.toBeInstanceOf(ExportCancelled);
  });
});

describe('CSV', () => {
  it('writes a header and one row per record, as the table shows them', () => {
    const deposit = record('12', {
      source: 'deposit',
      type: 'deposit',
      currency: 'usdt',
      chain: 'trc20usdt',
      amount: '100.5',
      state: 'safe',
      time: Date.UTC(2026, 10, 1, 0, 0, 0),
      txHash: 'abc',
      address: 'T1',
      confirmations: 20,
    });
    const lines = recordsCsv(tab('deposit'), [deposit]).split('\r\n');
    expect(lines[0]).toBe('时间,币种,链,数量,手续费,地址,标签,交易ID,确认数,状态,记录ID');
    expect(lines[1]).toMatch(/^2026-11-01 \d\d:00:00,USDT,trc20usdt,100\.5,,T1,,abc,20,已完成,12$/);
    const transfer = record('7', { type: 'transfer', subtype: 'spot-to-margin', currency: 'btc', amount: '-1', from: 'spot', to: 'margin', ref: 'tr-1' });
    expect(recordsCsv(tab('transfer'), [transfer]).split('\r\n')[1]).toContain(',BTC,币币账户 → 杠杆账户,币币账户,杠杆账户,\'-1,已完成,tr-1');
    const fee = record('8', { type: 'transact-fee', currency: 'usdt', amount: '-0.2', account: 'spot', ref: '5' });
    expect(recordsCsv(tab('fee'), [fee]).split('\r\n')[0]).toBe('时间,币种,类型,账户,数量,状态,关联ID,记录ID');
    expect(recordsFileName(tab('fee'), NOW)).toMatch(/^finance-records-fee-2026112\d\.csv$/);
  });
});
