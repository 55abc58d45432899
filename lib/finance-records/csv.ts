// The CSV of a records tab: one column set per kind of tab, values as the table shows them
// (labels in Chinese, amounts as decimal text, times `YYYY-MM-DD HH:mm:ss`), built with
// lib/records' CSV rules (RFC 4180, the BOM, formula starts neutralised).

import { buildCsv, csvFileName, csvTime, type CsvColumn } from '@/lib/records';
import { accountLabel, recordStateInfo, recordTypeLabel } from './labels';
import type { TabSpec } from './tabs';
import type { FinanceRecord } from './types';

const time: CsvColumn<FinanceRecord> = { title: '时间', value: (row) => csvTime(row.time) };
const currency: CsvColumn<FinanceRecord> = { title: '币种', value: (row) => row.currency.toUpperCase() };
const type: CsvColumn<FinanceRecord> = { title: '类型', value: (row) => recordTypeLabel(row) };
const amount: CsvColumn<FinanceRecord> = { title: '数量', value: (row) => row.amount };
const state: CsvColumn<FinanceRecord> = { title: '状态', value: (row) => recordStateInfo(row).label };
const id: CsvColumn<FinanceRecord> = { title: '记录ID', value: (row) => row.id };

const DW_COLUMNS: readonly CsvColumn<FinanceRecord>[] = [
  time,
  currency,
  { title: '链', value: (row) => row.chain },
  amount,
  { title: '手续费', value: (row) => row.fee },
  { title: '地址', value: (row) => row.address },
  { title: '标签', value: (row) => row.addressTag },
  { title: '交易ID', value: (row) => row.txHash },
  { title: '确认数', value: (row) => (row.confirmations === null ? '' : String(row.confirmations)) },
  state,
  id,
];

const TRANSFER_COLUMNS: readonly CsvColumn<FinanceRecord>[] = [
  time,
  currency,
  type,
  { title: '从', value: (row) => accountLabel(row.from) },
  { title: '至', value: (row) => accountLabel(row.to) },
  amount,
  state,
  { title: '划转ID', value: (row) => row.ref || row.id },
];

const LEDGER_COLUMNS: readonly CsvColumn<FinanceRecord>[] = [
  time,
  currency,
  type,
  { title: '账户', value: (row) => accountLabel(row.account) },
  amount,
  state,
  { title: '关联ID', value: (row) => row.ref },
  id,
];

export function csvColumnsOf(tab: Pick<TabSpec, 'call' | 'key'>): readonly CsvColumn<FinanceRecord>[] {
  if (tab.call === 'dw') return DW_COLUMNS;
  return tab.key === 'transfer' ? TRANSFER_COLUMNS : LEDGER_COLUMNS;
}

export function recordsCsv(tab: Pick<TabSpec, 'call' | 'key'>, rows: readonly FinanceRecord[]): string {
  return buildCsv(csvColumnsOf(tab), rows);
}

export function recordsFileName(tab: Pick<TabSpec, 'key'>, now: number): string {
  return csvFileName(`finance-records-${tab.key}`, now);
}
