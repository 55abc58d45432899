'use client';

// The market overview of the home page: the four spot pairs against USDT with their 24 h
// figures, and the BTC quarter and swap contracts, which show 维护中 and `--` while down.

import Link from 'next/link';
import { useId } from 'react';
import type { PriceDirection } from '@/lib/market/overview';
import styles from './market-overview.module.css';
import { useMarketOverview, type ContractOverviewRow } from './use-market-overview';

export const MARKET_OVERVIEW_TEXT = {
  title: '市场行情',
  spotCaption: '现货',
  contractCaption: '合约',
  pair: '币种',
  contract: '合约',
  lastPrice: '最新价',
  change: '24h涨跌',
  high: '24h最高',
  low: '24h最低',
  amount: '24h成交量',
  loading: '行情加载中…',
  loadFailed: '行情加载失败，稍后自动重试',
  maintenance: '维护中',
  linearSwap: 'USDT本位',
} as const;

const DIRECTION_CLASS: Record<PriceDirection, string | undefined> = {
  up: styles.rise,
  down: styles.fall,
  flat: undefined,
};

function ContractRow({ row, linearSwapHref }: { row: ContractOverviewRow; linearSwapHref: string | null }) {
  const maintenance = row.status === 'maintenance';
  return (
    <tr data-testid={`contract-row-${row.id}`} data-status={row.status}>
      <th scope="row">
        {/* Another host: a plain link, not client-side navigation. */}
        <a className={styles.pair} href={row.href}>
          {row.label}
        </a>
        {maintenance && <span className={styles.badge}>{MARKET_OVERVIEW_TEXT.maintenance}</span>}
        {row.id === 'swap' && linearSwapHref && (
          <a className={styles.subLink} href={linearSwapHref}>
            {MARKET_OVERVIEW_TEXT.linearSwap}
          </a>
        )}
      </th>
      <td data-testid="last-price">{row.close}</td>
      <td data-testid="change" data-direction={row.direction} className={DIRECTION_CLASS[row.direction]}>
        {row.change}
      </td>
    </tr>
  );
}

export function MarketOverview({ futuresOrigin = '' }: { futuresOrigin?: string }) {
  const { spot, contracts, linearSwapHref } = useMarketOverview(futuresOrigin);
  const titleId = useId();
  return (
    <section className={styles.overview} aria-labelledby={titleId} data-testid="market-overview">
      <h2 id={titleId} className={styles.title}>
        {MARKET_OVERVIEW_TEXT.title}
      </h2>
      {spot.status === 'loading' && (
        <p role="status" className={styles.notice}>
          {MARKET_OVERVIEW_TEXT.loading}
        </p>
      )}
      {spot.status === 'error' && (
        <p role="alert" className={styles.error}>
          {MARKET_OVERVIEW_TEXT.loadFailed}
        </p>
      )}
      <table className={styles.table} data-testid="market-overview-spot" aria-busy={spot.status === 'loading'}>
        <caption className={styles.caption}>{MARKET_OVERVIEW_TEXT.spotCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{MARKET_OVERVIEW_TEXT.pair}</th>
            <th scope="col">{MARKET_OVERVIEW_TEXT.lastPrice}</th>
            <th scope="col">{MARKET_OVERVIEW_TEXT.change}</th>
            <th scope="col" className={styles.wide}>
              {MARKET_OVERVIEW_TEXT.high}
            </th>
            <th scope="col" className={styles.wide}>
              {MARKET_OVERVIEW_TEXT.low}
            </th>
            <th scope="col" className={styles.wide}>
              {MARKET_OVERVIEW_TEXT.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {spot.rows.map((row) => (
            <tr key={row.symbol} data-testid={`market-row-${row.symbol}`}>
              <th scope="row">
                {row.href ? (
                  <Link className={styles.pair} href={row.href}>
                    {row.label}
                  </Link>
                ) : (
                  row.label
                )}
              </th>
              <td data-testid="last-price">{row.close}</td>
              <td data-testid="change" data-direction={row.direction} className={DIRECTION_CLASS[row.direction]}>
                {row.change}
              </td>
              <td data-testid="high" className={styles.wide}>
                {row.high}
              </td>
              <td data-testid="low" className={styles.wide}>
                {row.low}
              </td>
              <td data-testid="amount" className={styles.wide}>
                {row.amount}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={styles.table} data-testid="market-overview-contracts">
        <caption className={styles.caption}>{MARKET_OVERVIEW_TEXT.contractCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{MARKET_OVERVIEW_TEXT.contract}</th>
            <th scope="col">{MARKET_OVERVIEW_TEXT.lastPrice}</th>
            <th scope="col">{MARKET_OVERVIEW_TEXT.change}</th>
          </tr>
        </thead>
        <tbody>
          {contracts.map((row) => (
            <ContractRow key={row.id} row={row} linearSwapHref={linearSwapHref} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
