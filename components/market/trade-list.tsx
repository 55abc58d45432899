'use client';

// Recent trades of the pair, newest first: time, price coloured by the taker's side, amount.

import { memo } from 'react';
import { formatNumber } from '@/lib/decimal';
import type { MarketTrade } from '@/lib/market/types';
import type { MarketSymbol } from '@/lib/settings/symbols';
import styles from './trade-list.module.css';
import trend from './trend.module.css';

const timeFormat = new Intl.DateTimeFormat('zh-CN', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

/** One trade: formatted once, then kept while newer trades push it down. */
const TradeRow = memo(function TradeRow({ trade, pricePrecision, amountPrecision }: { trade: MarketTrade; pricePrecision: number; amountPrecision: number }) {
  return (
    <tr data-direction={trade.direction}>
      <td>{timeFormat.format(trade.ts)}</td>
      <td className={trade.direction === 'buy' ? trend.up : trend.down}>{formatNumber(trade.price, pricePrecision)}</td>
      <td>{formatNumber(trade.amount, amountPrecision)}</td>
    </tr>
  );
});

export const TradeList = memo(function TradeList({ symbol, trades, rows }: { symbol: MarketSymbol; trades: readonly MarketTrade[]; rows: number }) {
  const shown = trades.slice(0, rows);
  return (
    <section className={styles.trades} aria-labelledby="trade-list-title" data-testid="trade-list">
      <h2 id="trade-list-title" className={styles.title}>
        最新成交
      </h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">时间</th>
            <th scope="col">价格({symbol.quoteDisplayName})</th>
            <th scope="col">数量({symbol.baseDisplayName})</th>
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 ? (
            <tr>
              <td colSpan={3} className={styles.empty}>
                暂无成交
              </td>
            </tr>
          ) : (
            shown.map((trade) => (
              <TradeRow key={trade.tradeId} trade={trade} pricePrecision={symbol.pricePrecision} amountPrecision={symbol.amountPrecision} />
            ))
          )}
        </tbody>
      </table>
    </section>
  );
});
