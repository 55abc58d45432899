// Chinese labels of the finance records: the record types, the transfer types (WALLET.md 7.7,
// both the `pro` and the `spot` spellings), the conversion kinds, the account kinds and the
// state of every record (deposits and withdrawals by lib/wallet's table, the one source of
// those labels; a ledger row is written when its move is done: 已完成).

import { accountKindName, isAccountKind } from '@/lib/assets/account-kinds';
import { dwStateInfo, type DwTone } from '@/lib/wallet/dw-states';
import type { FinanceRecord } from './types';

export const TYPE_LABELS: Readonly<Record<string, string>> = {
  deposit: '充币',
  withdraw: '提币',
  'withdraw-fee': '提币手续费',
  transfer: '划转',
  conversion: '兑换',
  'transact-fee': '交易手续费',
  'fee-deduction': '手续费抵扣',
  'point-transfer': '点卡划转',
};

export const CONVERSION_LABELS: Readonly<Record<string, string>> = {
  'small-balance': '小额资产兑换',
  'small-usdt': '小额资产兑换 USDT',
  'stand-alone-coin': '下架币种兑换',
  'stand-alone-usdt': '下架币种兑换 USDT',
};

export const POINT_TRANSFER_LABELS: Readonly<Record<string, string>> = {
  'dx-point-in': '点卡转入',
  'dx-point-out': '点卡转出',
};

/** Account kinds a transfer type names, both spellings (`pro` = `spot`). */
const TRANSFER_SIDES: Readonly<Record<string, readonly [string, string]>> = {
  otc: ['otc', 'otc'],
  pro: ['spot', 'spot'],
  spot: ['spot', 'spot'],
  futures: ['dm', 'dm'],
  margin: ['margin', 'margin'],
  'super-margin': ['superMargin', 'superMargin'],
  swap: ['swap', 'swap'],
  'linear-swap': ['linear', 'linear'],
  'dm-swap': ['swap', 'swap'],
};

export const OTHER_ACCOUNT_TEXT = '其他账户';
export const DONE_STATE_TEXT = '已完成';

/** 币币账户, 杠杆账户, …; the text itself for an unknown kind. */
export function accountLabel(kind: string): string {
  if (kind === 'super-margin') return accountKindName('superMargin');
  return isAccountKind(kind) ? accountKindName(kind) : kind || OTHER_ACCOUNT_TEXT;
}

/**
 * The two sides of a transfer type: `spot-to-margin` → [spot, margin]; `margin-transfer-out`
 * (margin → spot) and `-in` (spot → margin); `dm-spot-to-swap` → [spot, swap]. Null for a type
 * this table does not read (master/sub/lock transfers).
 */
export function transferSides(transferType: string): readonly [string, string] | null {
  const type = transferType.trim().toLowerCase();
  if (type === 'margin-transfer-out') return ['margin', 'spot'];
  if (type === 'margin-transfer-in') return ['spot', 'margin'];
  const match = /^(?:dm-)?([a-z-]+?)-to-([a-z-]+)$/.exec(type);
  if (!match) return null;
  const from = TRANSFER_SIDES[match[1] ?? ''];
  const to = TRANSFER_SIDES[match[2] ?? ''];
  return from && to ? [from[0], to[1]] : null;
}

/** 币币账户 → 杠杆账户; the type as sent when unknown. */
export function transferTypeLabel(transferType: string): string {
  const sides = transferSides(transferType);
  return sides ? `${accountLabel(sides[0])} → ${accountLabel(sides[1])}` : transferType;
}

/** The label of a record's type (with its kind where it has one). */
export function recordTypeLabel(record: Pick<FinanceRecord, 'type' | 'subtype'>): string {
  if (record.type === 'conversion') return CONVERSION_LABELS[record.subtype] ?? TYPE_LABELS.conversion ?? '';
  if (record.type === 'point-transfer') return POINT_TRANSFER_LABELS[record.subtype] ?? TYPE_LABELS['point-transfer'] ?? '';
  if (record.type === 'transfer' && record.subtype) return transferTypeLabel(record.subtype);
  return TYPE_LABELS[record.type] ?? record.type;
}

export interface RecordStateInfo {
  label: string;
  tone: DwTone;
}

/** Deposits and withdrawals by lib/wallet's table; ledger rows are done. */
export function recordStateInfo(record: Pick<FinanceRecord, 'source' | 'state'>): RecordStateInfo {
  if (record.source === 'deposit' || record.source === 'withdraw') {
    const info = dwStateInfo(record.source, record.state);
    return { label: info.label, tone: info.tone };
  }
  return { label: DONE_STATE_TEXT, tone: 'success' };
}
