'use client';

// The pair's header: last price, 24 h change, high, low and volume, and the pair's state when
// it cannot be traded (offline, suspended).

import { memo } from 'react';
import { formatChangeRatio, formatNumber } from '@/lib/decimal';
import type { MarketTicker } from '@/lib/market/types';
import type { MarketSymbol } from '@/lib/settings/symbols';
import { tradingDisabledReason } from '@/lib/trading/order-access';
import styles from './pair-header.module.css';
import trendStyles from './trend.module.css';
import { EMPTY_PLACEHOLDER } from '@/lib/format';

/**
 * What the header says about a pair that is not trading normally: the same words as the order
 * form's buttons (one rule, lib/trading tradingDisabledReason), so a pair that is not online
 * reads 该币对暂停交易 in both places.
 */
export function pairStateText(symbol: MarketSymbol): string | null {
  return tradingDisabledReason(symbol);
}

export function changeTrend(text: string): 'up' | 'down' | 'flat' {
  if (text.startsWith('+')) return 'up';
  // A digit must follow: '--' (no ratio known) is not a fall.
  if (/^-\d/.test(text)) return 'down';
  return 'flat';
}

export const PairHeader = memo(function PairHeader({ symbol, ticker }: { symbol: MarketSymbol; ticker: MarketTicker | null }) {
  const change = ticker ? formatChangeRatio(ticker.open, ticker.close) : EMPTY_PLACEHOLDER;
  const trend = changeTrend(change);
  const state = pairStateText(symbol);
  const price = (value: string | undefined) => (value === undefined ? EMPTY_PLACEHOLDER : formatNumber(value, symbol.pricePrecision));
  return (
    <header className={styles.header} data-testid="pair-header">
      <h2 className={styles.name}>
        {symbol.baseDisplayName}
        <span className={styles.quote}>/{symbol.quoteDisplayName}</span>
      </h2>
      {state ? (
        <p className={styles.state} role="status" data-testid="pair-state">
          {state}
        </p>
      ) : null}
      <dl className={styles.figures}>
        <div className={styles.last}>
          <dt className="visually-hidden">最新价</dt>
          <dd className={trendStyles[trend]} data-testid="last-price">
            {price(ticker?.close)}
          </dd>
        </div>
        <div>
          <dt>涨跌幅</dt>
          <dd className={trendStyles[trend]} data-testid="change-ratio">
            {change}
          </dd>
        </div>
        <div>
          <dt>24h最高</dt>
          <dd data-testid="high-price">{price(ticker?.high)}</dd>
        </div>
        <div>
          <dt>24h最低</dt>
          <dd data-testid="low-price">{price(ticker?.low)}</dd>
        </div>
        <div>
          <dt>24h成交量({symbol.baseDisplayName})</dt>
          <dd data-testid="volume">{ticker ? formatNumber(ticker.amount, symbol.amountPrecision > 2 ? 2 : symbol.amountPrecision) : EMPTY_PLACEHOLDER}</dd>
        </div>
        <div className={styles.secondary}>
          <dt>24h成交额({symbol.quoteDisplayName})</dt>
          <dd>{ticker ? formatNumber(ticker.vol, 2) : EMPTY_PLACEHOLDER}</dd>
        </div>
      </dl>
    </header>
  );
});
