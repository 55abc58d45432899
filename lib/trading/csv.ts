// Order history as a CSV download (exchange-wallet-fiat.md section 7: order exports): which
// columns and how each is written. The CSV text itself (quoting, formula neutralising, CRLF,
// the BOM) is lib/records'. Decimal strings go out as they are, never through a float.

import { csvText, csvTime } from '@/lib/records/csv';
import { orderStateLabel } from './orders';
import type { Order, OrderSide } from './types';

export const ORDER_CSV_HEADER = ['时间', '币对', '方向', '类型', '价格', '数量', '成交量', '成交额', '手续费', '状态', '订单号'] as const;

export { CSV_UTF8_BOM, csvField, csvRecord } from '@/lib/records/csv';

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

export function orderCsvFields(order: Order, options: OrderCsvOptions = {}): string[] {
  const pairLabel = options.pairLabel ?? ((symbol: string) => symbol.toUpperCase());
  return [
    csvTime(order.createdAt, options.utcOffsetMinutes),
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
  return csvText([ORDER_CSV_HEADER, ...orders.map((order) => orderCsvFields(order, options))]);
}
