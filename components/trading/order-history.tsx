'use client';

// 历史委托 of the pair (exchange-wallet-fiat.md sections 2-4 and 7): finished orders filtered by
// side and date range, with average price, fees in the received currency, points, the trigger
// condition and the state label; each row opens the order's detail; the list as filtered can
// be exported as a CSV file. Every order of the range is loaded (the query pages the orders
// list by `from`, HISTORY_PAGE_SIZE at a time) and shown here 20 a page. Every value is rendered as text. Below 750 px each order is a card.

import { useState } from 'react';
import { DataTable, type DataColumn } from '@/components/records/data-table';
import { ExportCsvButton } from '@/components/records/export-csv-button';
import { Pagination } from '@/components/records/pagination';
import { formatNumber } from '@/lib/decimal';
import { EMPTY_PLACEHOLDER, formatTime, SHORT_DATE_TIME_PATTERN } from '@/lib/format';
import { firstPage, goToPage, slicePage } from '@/lib/records';
import type { MarketSymbol } from '@/lib/settings/symbols';
import {
  averagePriceText,
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
  pointsAmountText,
} from '@/lib/trading';
import type { TradingStore } from '@/stores/trading-store';
import tables from './data-table.module.css';
import { FilterSelect, SIDE_OPTIONS, type FilterOption } from './filter-select';
import styles from './orders-panel.module.css';
import { useOrderHistory } from './use-order-history';

/** Rows per page of the history as shown. */
export const HISTORY_ROWS_PER_PAGE = 20;

const RANGE_OPTIONS: readonly FilterOption<HistoryRange>[] = HISTORY_RANGES.map((range) => ({ value: range, label: HISTORY_RANGE_LABELS[range] }));

const orderKey = (order: Order) => order.id;
const orderRowProps = (order: Order) => ({ 'data-order-id': order.id, 'data-state': order.state });

function historyColumns(symbol: MarketSymbol, onShowDetail: (order: Order) => void): DataColumn<Order>[] {
  return [
    { key: 'pair', title: '币对', render: () => symbol.displayName, className: tables.phoneOnly },
    { key: 'time', title: '时间', render: (order) => formatTime(order.createdAt, SHORT_DATE_TIME_PATTERN) },
    { key: 'side', title: '方向', render: (order) => SIDE_FILTER_LABELS[order.side], cellProps: (order) => ({ className: order.side === 'buy' ? tables.buy : tables.sell }) },
    { key: 'kind', title: '类型', render: (order) => orderKindLabel(order.type) },
    { key: 'price', title: `价格(${symbol.quoteDisplayName})`, render: (order) => (isMarketOrder(order) ? '市价' : formatNumber(order.price, symbol.pricePrecision)) },
    { key: 'average', title: '成交均价', render: (order) => averagePriceText(order, symbol.pricePrecision), cellProps: () => ({ 'data-column': 'average' }) },
    { key: 'amount', title: `数量(${symbol.baseDisplayName})`, render: (order) => orderAmountText(order, symbol) },
    { key: 'filled', title: '已成交', render: (order) => formatNumber(order.filledAmount, symbol.amountPrecision) },
    { key: 'fee', title: '手续费', render: (order) => orderFeeText(order, symbol), cellProps: () => ({ 'data-column': 'fee' }) },
    {
      key: 'points',
      title: '点卡抵扣',
      render: (order) => pointsAmountText(order.filledPoints),
      cellProps: () => ({ 'data-column': 'points' }),
      className: tables.desktopOnly,
    },
    { key: 'trigger', title: '触发条件', render: (order) => stopConditionText(order, symbol.pricePrecision) ?? EMPTY_PLACEHOLDER },
    { key: 'state', title: '状态', render: (order) => orderStateLabel(order.state) },
    {
      key: 'actions',
      title: '操作',
      render: (order) => (
        <button type="button" onClick={() => onShowDetail(order)}>
          详情
        </button>
      ),
    },
  ];
}

export function OrderHistory({ symbol, active, onShowDetail }: { symbol: MarketSymbol; store: TradingStore; active: boolean; onShowDetail(order: Order): void }) {
  const [filter, setFilter] = useState<HistoryFilter>(DEFAULT_HISTORY_FILTER);
  const [page, setPage] = useState(1);
  const history = useOrderHistory({ symbol: symbol.symbol, filter, active });
  // Kept within the pages there are when a reload brings fewer orders.
  const paging = goToPage(firstPage(HISTORY_ROWS_PER_PAGE, history.orders.length), page);
  const changeFilter = (next: HistoryFilter) => {
    setFilter(next);
    setPage(1);
  };

  return (
    <section className={styles.section} aria-label="历史委托" data-testid="order-history" data-status={history.status}>
      <div className={styles.toolbar}>
        <FilterSelect label="方向" value={filter.side} options={SIDE_OPTIONS} onChange={(side) => changeFilter({ ...filter, side })} />
        <FilterSelect label="时间" value={filter.range} options={RANGE_OPTIONS} onChange={(range) => changeFilter({ ...filter, range })} />
        <span className={styles.spacer} />
        <ExportCsvButton
          rows={history.orders}
          toCsv={(orders) => ordersToCsv(orders, { pairLabel: () => symbol.displayName })}
          fileName={() => {
            const now = Date.now();
            return ordersCsvFileName(symbol.symbol, now, -new Date(now).getTimezoneOffset());
          }}
        />
      </div>
      <DataTable
        columns={historyColumns(symbol, onShowDetail)}
        rows={slicePage(history.orders, paging)}
        rowKey={orderKey}
        rowProps={orderRowProps}
        label="历史委托列表"
        loading={history.status === 'loading' || history.status === 'idle'}
        emptyText="暂无历史委托"
        cards
        error={history.status === 'error' ? history.error : null}
        onRetry={() => void history.reload()}
        className={tables.orders}
      />
      <Pagination mode="page" paging={paging} onChange={(next) => setPage(next.page)} />
    </section>
  );
}
