// Order history as a CSV download (exchange-wallet-fiat.md section 7: order exports). Text per
// RFC 4180: comma-separated, CRLF line ends, a field quoted when it holds a comma, a quote or a
// line break, quotes inside doubled. Decimal strings go out as they are, never through a float.

import { orderStateLabel } from './orders';
import type { Order, OrderSide } from './types';

export const ORDER_CSV_HEADER = ['时间', '币对', '方向', '类型', '价格', '数量', '成交量', '成交额', '手续费', '状态', '订单号'] as const;

/** Excel reads a CSV file as UTF-8 only after this mark; the download prepends it to the text. */
export const CSV_UTF8_BOM = '\uFEFF';

const CSV_LINE_END = '\r\n';

export const ORDER_SIDE_LABELS: Readonly<Record<OrderSide, string>> = { buy: '买入', sell: '卖出' };

/** The order kind of a wire type without its side (`buy-limit` → `limit`). */
const ORDER_KIND_LABELS: Readonly<Record<string, string>> = {
  limit: '限价',
  market: '市价',
  'stop-limit': '止盈止损',
  ioc: 'IOC',
  'limit-maker': '只做Maker',
  'limit-fok': 'FOK',
  'stop-limit-fok': '止盈止损FOK',
};

/**
 * Spreadsheets run a cell that starts with one of these as a formula, so an export holding
 * server or user text such as `=HYPERLINK(...)` could run commands or send data away when
 * opened (CSV injection). Tab and carriage return also start formulas in some programs.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export interface OrderCsvOptions {
  /** The pair as shown, e.g. `BTC/USDT`; the wire symbol can not be split without settings. Upper-case symbol when not given. */
  pairLabel?: (symbol: string) => string;
  /** Minutes east of UTC for the time column; the runtime's local offset when not given. */
  utcOffsetMinutes?: number;
}

export function orderKindLabel(type: string): string {
  const kind = type.replace(/^(buy|sell)-/, '');
  return ORDER_KIND_LABELS[kind] ?? kind;
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** `YYYY-MM-DD HH:mm:ss` at the given offset; '' for no time (0). */
export function formatCsvTime(epochMs: number, utcOffsetMinutes: number): string {
  if (!Number.isFinite(epochMs) || epochMs <= 0) return '';
  const date = new Date(epochMs + utcOffsetMinutes * 60_000);
  const day = `${date.getUTCFullYear()}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}`;
  return `${day} ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}:${twoDigits(date.getUTCSeconds())}`;
}

/** One field: formula starts neutralised with a leading `'`, then quoted when RFC 4180 needs it. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRecord(fields: readonly string[]): string {
  return fields.map(csvField).join(',');
}

function localOffsetMinutes(epochMs: number): number {
  return -new Date(epochMs).getTimezoneOffset();
}

export function orderCsvFields(order: Order, options: OrderCsvOptions = {}): string[] {
  const pairLabel = options.pairLabel ?? ((symbol: string) => symbol.toUpperCase());
  const offset = options.utcOffsetMinutes ?? localOffsetMinutes(order.createdAt);
  return [
    formatCsvTime(order.createdAt, offset),
    pairLabel(order.symbol),
    ORDER_SIDE_LABELS[order.side],
    orderKindLabel(order.type),
    order.price,
    order.amount,
    order.filledAmount,
    order.filledCashAmount,
    order.filledFees,
    orderStateLabel(order.state),
    order.id,
  ];
}

/** The header row and one record per order, each line ended by CRLF. */
export function ordersToCsv(orders: readonly Order[], options: OrderCsvOptions = {}): string {
  const records = [ORDER_CSV_HEADER, ...orders.map((order) => orderCsvFields(order, options))];
  return records.map((fields) => csvRecord(fields) + CSV_LINE_END).join('');
}
