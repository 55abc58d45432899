'use client';

// Recent trades of the pair, newest first: time, price coloured by the taker's side, amount.

import { memo, useMemo } from 'react';
import { DataTable, type DataColumn } from '@/components/records/data-table';
import { formatNumber } from '@/lib/decimal';
import { formatTime, TIME_PATTERN } from '@/lib/format';
import type { MarketTrade } from '@/lib/market/types';
import type { MarketSymbol } from '@/lib/settings/symbols';
import styles from './trade-list.module.css';
import trend from './trend.module.css';

const tradeKey = (trade: MarketTrade) => String(trade.tradeId);
const tradeProps = (trade: MarketTrade) => ({ 'data-direction': trade.direction });

export const TradeList = memo(function TradeList({ symbol, trades, rows }: { symbol: MarketSymbol; trades: readonly MarketTrade[]; rows: number }) {
  const shown = trades.slice(0, rows);
  const { pricePrecision, amountPrecision, quoteDisplayName, baseDisplayName } = symbol;
  // Stable columns: a trade row is formatted once, then kept while newer trades push it down.
  const columns = useMemo<DataColumn<MarketTrade>[]>(
    () => [
      { key: 'time', title: '时间', render: (trade) => formatTime(trade.ts, TIME_PATTERN) },
      {
        key: 'price',
        title: `价格(${quoteDisplayName})`,
        align: 'right',
        render: (trade) => formatNumber(trade.price, pricePrecision),
        cellProps: (trade) => ({ className: trade.direction === 'buy' ? trend.up : trend.down }),
      },
      { key: 'amount', title: `数量(${baseDisplayName})`, align: 'right', render: (trade) => formatNumber(trade.amount, amountPrecision) },
    ],
    [pricePrecision, amountPrecision, quoteDisplayName, baseDisplayName],
  );
  return (
    <section className={styles.trades} aria-labelledby="trade-list-title" data-testid="trade-list">
      <h2 id="trade-list-title" className={styles.title}>
        最新成交
      </h2>
      <DataTable columns={columns} rows={shown} rowKey={tradeKey} rowProps={tradeProps} label="最新成交列表" emptyText="暂无成交" fixedLayout className={styles.look} />
    </section>
  );
});
