'use client';

// 历史委托 of the pair (exchange-wallet-fiat.md sections 2-4 and 7): finished orders filtered by
// side and date range, with average price, fees in the received currency, points, the trigger
// condition and the state label; each row opens the order's detail; the list as shown can be
// exported as a CSV file. Every value is rendered as text.

import { useState } from 'react';
import { formatNumber } from '@/lib/decimal';
import type { MarketSymbol } from '@/lib/settings/symbols';
import {
  averagePriceText,
  CSV_UTF8_BOM,
  DEFAULT_HISTORY_FILTER,
  HISTORY_RANGE_LABELS,
  HISTORY_RANGES,
  isMarketOrder,
  orderAmountText,
  orderFeeText,
  orderKindLabel,
  ordersCsvFileName,
  ordersToCsv,
  orderStateLabel,
  SIDE_FILTER_LABELS,
  stopConditionText,
  type HistoryFilter,
  type HistoryRange,
  type Order,
} from '@/lib/trading';
import type { TradingStore } from '@/stores/trading-store';
import { downloadTextFile } from './download-file';
import tables from './data-table.module.css';
import { FilterSelect, SIDE_OPTIONS, type FilterOption } from './filter-select';
import styles from './orders-panel.module.css';
import { useOrderHistory } from './use-order-history';

const timeFormat = new Intl.DateTimeFormat('zh-CN', { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });


const RANGE_OPTIONS: readonly FilterOption<HistoryRange>[] = HISTORY_RANGES.map((range) => ({ value: range, label: HISTORY_RANGE_LABELS[range] }));

export function OrderHistory({ symbol, active, onShowDetail }: { symbol: MarketSymbol; store: TradingStore; active: boolean; onShowDetail(order: Order): void }) {
  const [filter, setFilter] = useState<HistoryFilter>(DEFAULT_HISTORY_FILTER);
  const history = useOrderHistory({ symbol: symbol.symbol, filter, active });

  const exportCsv = () => {
    const now = Date.now();
    const csv = ordersToCsv(history.orders, { pairLabel: () => symbol.displayName });
    downloadTextFile(ordersCsvFileName(symbol.symbol, now, -new Date(now).getTimezoneOffset()), CSV_UTF8_BOM + csv);
  };

  return (
    <section className={styles.section} aria-label="历史委托" data-testid="order-history" data-status={history.status}>
      <div className={styles.toolbar}>
        <FilterSelect label="方向" value={filter.side} options={SIDE_OPTIONS} onChange={(side) => setFilter({ ...filter, side })} />
        <FilterSelect label="时间" value={filter.range} options={RANGE_OPTIONS} onChange={(range) => setFilter({ ...filter, range })} />
        <span className={styles.spacer} />
        <button type="button" onClick={exportCsv} disabled={history.orders.length === 0}>
          导出 CSV
        </button>
      </div>
      {history.status === 'error' ? (
        <p className={styles.error} role="alert">
          {history.error}{' '}
          <button type="button" onClick={() => void history.reload()}>
            重试
          </button>
        </p>
      ) : null}
      {/* Focusable, so a keyboard can scroll the table sideways on a narrow screen. */}
      <div className={tables.scroll} role="region" aria-label="历史委托列表" tabIndex={0}>
        <table className={tables.table}>
          <thead>
            <tr>
              <th scope="col">时间</th>
              <th scope="col">方向</th>
              <th scope="col">类型</th>
              <th scope="col">价格({symbol.quoteDisplayName})</th>
              <th scope="col">成交均价</th>
              <th scope="col">数量({symbol.baseDisplayName})</th>
              <th scope="col">已成交</th>
              <th scope="col">手续费</th>
              <th scope="col">点卡抵扣</th>
              <th scope="col">触发条件</th>
              <th scope="col">状态</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {history.orders.length === 0 ? (
              <tr>
                <td colSpan={12} className={tables.empty}>
                  {history.status === 'loading' || history.status === 'idle' ? '加载中…' : '暂无历史委托'}
                </td>
              </tr>
            ) : (
              history.orders.map((order) => (
                <tr key={order.id} data-order-id={order.id} data-state={order.state}>
                  <td>{timeFormat.format(order.createdAt)}</td>
                  <td className={order.side === 'buy' ? tables.buy : tables.sell}>{SIDE_FILTER_LABELS[order.side]}</td>
                  <td>{orderKindLabel(order.type)}</td>
                  <td>{isMarketOrder(order) ? '市价' : formatNumber(order.price, symbol.pricePrecision)}</td>
                  <td data-column="average">{averagePriceText(order, symbol.pricePrecision)}</td>
                  <td>{orderAmountText(order, symbol)}</td>
                  <td>{formatNumber(order.filledAmount, symbol.amountPrecision)}</td>
                  <td data-column="fee">{orderFeeText(order, symbol)}</td>
                  <td data-column="points">{formatNumber(order.filledPoints, symbol.feePrecision, { padZeros: false })}</td>
                  <td>{stopConditionText(order, symbol.pricePrecision) ?? '--'}</td>
                  <td>{orderStateLabel(order.state)}</td>
                  <td>
                    <button type="button" onClick={() => onShowDetail(order)}>
                      详情
                    </button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
