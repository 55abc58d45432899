'use client';

// The pair's open orders: state labels of section 4, filled amount, a cancel per order (toast
// 撤单申请成功, or the server's message) and cancel-all, offered only when something can be
// cancelled; a stop-limit or algo order shows its trigger (≥ / ≤ the stop price). Updates
// arrive over the account socket; nothing here polls. Below 750 px each order is a card. Inside the orders panel a cancel scope
// (side, kind, trigger orders) narrows both the rows and what 全部撤单 cancels.

import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { DataTable, type DataColumn } from '@/components/records/data-table';
import { formatNumber } from '@/lib/decimal';
import { EMPTY_PLACEHOLDER, formatTime, SHORT_DATE_TIME_PATTERN } from '@/lib/format';
import type { MarketSymbol } from '@/lib/settings/symbols';
import { cancelAllFilters, cancelAllState, inCancelScope, isCancellable, orderKindLabel, orderStateLabel, stopConditionText, type CancelScope, type Order } from '@/lib/trading';
import { useCancelAllOrders, useCancelOrder } from '@/queries/trading';
import { activeAccountId, markOrdersCancelling, type TradingStore } from '@/stores/trading-store';
import tables from './data-table.module.css';
import styles from './open-orders.module.css';

const orderKey = (order: Order) => order.id;
const orderRowProps = (order: Order) => ({ 'data-order-id': order.id, 'data-state': order.state });

function sideOf(order: Order): 'buy' | 'sell' {
  return order.type.startsWith('sell') ? 'sell' : 'buy';
}

/** A stop-limit or algo order's trigger, e.g. '≥ 30000.00'; '--' for the others. */
export function triggerText(order: Pick<Order, 'stopPrice' | 'operator'>, pricePrecision: number): string {
  return stopConditionText(order, pricePrecision) ?? EMPTY_PLACEHOLDER;
}

export interface OpenOrdersProps {
  symbol: MarketSymbol;
  store: TradingStore;
  /**
   * Not called: the cancel mutations (queries/trading) toast and reload the orders and the
   * balances themselves. Accepted so a page that still passes its refresh compiles.
   */
  onChanged?(): void;
  /** Only these orders are listed and cancelled by 全部撤单 (its side, types and the algo variant); all when absent. */
  scope?: CancelScope;
  /** Filters shown in the header instead of the title. */
  toolbar?: ReactNode;
  /** Offers a 详情 button per order. */
  onShowDetail?(order: Order): void;
}

export function OpenOrders({ symbol, store, scope, toolbar, onShowDetail }: OpenOrdersProps) {
  const allOrders = useStore(store, (state) => state.openOrders);
  const accountId = useStore(store, (state) => activeAccountId(state, symbol.symbol));
  const cancelOrder = useCancelOrder(symbol.symbol);
  const cancelAllOrders = useCancelAllOrders(symbol.symbol);
  const busy = cancelAllOrders.isPending;
  const orders = scope ? allOrders.filter((order) => inCancelScope(order, scope)) : allOrders;
  const allState = cancelAllState([...orders]);

  const cancelOne = (order: Order) => {
    // 撤单中 at once, so the order cannot be cancelled twice; the next answer replaces the mark.
    markOrdersCancelling(store, [order.id], Date.now());
    cancelOrder.mutate(order.id);
  };
  const cancelAll = () => {
    if (!accountId || busy) return;
    // Every order the cancel-all covers reads 撤单中 with its 撤单 disabled while it is under way.
    markOrdersCancelling(store, orders.filter(isCancellable).map((order) => order.id), Date.now());
    cancelAllOrders.mutate({ accountId, symbol: symbol.symbol, ...(scope ? cancelAllFilters(scope) : {}) });
  };

  const columns: DataColumn<Order>[] = [
    { key: 'pair', title: '币对', render: () => symbol.displayName, className: tables.phoneOnly },
    { key: 'time', title: '时间', render: (order) => formatTime(order.createdAt, SHORT_DATE_TIME_PATTERN) },
    {
      key: 'side',
      title: '方向',
      render: (order) => (sideOf(order) === 'buy' ? '买入' : '卖出'),
      cellProps: (order) => ({ className: sideOf(order) === 'buy' ? tables.buy : tables.sell }),
    },
    { key: 'kind', title: '类型', render: (order) => orderKindLabel(order.type) },
    {
      key: 'price',
      title: `价格(${symbol.quoteDisplayName})`,
      render: (order) => (order.type.endsWith('market') ? '市价' : formatNumber(order.price, symbol.pricePrecision)),
    },
    { key: 'amount', title: `数量(${symbol.baseDisplayName})`, render: (order) => formatNumber(order.amount, symbol.amountPrecision) },
    { key: 'filled', title: '已成交', render: (order) => formatNumber(order.filledAmount, symbol.amountPrecision) },
    { key: 'trigger', title: '触发条件', render: (order) => triggerText(order, symbol.pricePrecision), cellProps: () => ({ 'data-testid': 'order-trigger' }) },
    { key: 'state', title: '状态', render: (order) => orderStateLabel(order.state) },
    {
      key: 'actions',
      title: '操作',
      render: (order) => (
        <>
          <button type="button" onClick={() => cancelOne(order)} disabled={!isCancellable(order)}>
            撤单
          </button>
          {onShowDetail ? (
            <button type="button" onClick={() => onShowDetail(order)}>
              详情
            </button>
          ) : null}
        </>
      ),
    },
  ];

  return (
    <section className={styles.panel} aria-labelledby="open-orders-title" data-testid="open-orders" data-cancel-all-state={allState ?? 'none'}>
      <header className={styles.header}>
        <h2 id="open-orders-title" className={toolbar ? 'visually-hidden' : styles.title}>
          当前委托
        </h2>
        {toolbar}
        {allState || busy ? (
          <button type="button" onClick={cancelAll} disabled={busy} aria-busy={busy} data-cancel-all={allState ?? 'none'} title={allState === 'partial' ? '部分委托正在撤销' : undefined}>
            全部撤单
          </button>
        ) : null}
      </header>
      <DataTable
        columns={columns}
        rows={orders}
        rowKey={orderKey}
        rowProps={orderRowProps}
        label="当前委托列表"
        emptyText="暂无委托"
        cards
        className={tables.orders}
      />
    </section>
  );
}
