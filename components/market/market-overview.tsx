'use client';

// The market overview of the home page: the four spot pairs against USDT with their 24 h
// figures and a 24 h sparkline (hourly closes from the server render, the live price as the
// newest point), and the BTC quarter and swap contracts, which show 维护中 and `--` while down.

import Link from 'next/link';
import { useId, useMemo } from 'react';
import { DataTable, type DataColumn } from '@/components/records/data-table';
import { EMPTY_VALUE, MARKETS_ANCHOR, type OverviewRow, type PriceDirection } from '@/lib/market/overview';
import styles from './market-overview.module.css';
import { Sparkline } from './sparkline';
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
  trend: '24h走势',
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

const changeCell = (row: { direction: PriceDirection }) => ({ 'data-testid': 'change', 'data-direction': row.direction, className: DIRECTION_CLASS[row.direction] });

/** Hourly closes by symbol (services/market/server-market getServerSparklines). */
export type SparklineSeries = Readonly<Record<string, readonly string[]>>;

const trendColumn = (sparklines: SparklineSeries): DataColumn<OverviewRow> => ({
  key: 'trend',
  title: MARKET_OVERVIEW_TEXT.trend,
  align: 'right',
  render: (row) => (
    <Sparkline closes={sparklines[row.symbol]} live={row.close === EMPTY_VALUE ? null : row.close} direction={row.direction} label={`${row.label} ${MARKET_OVERVIEW_TEXT.trend}`} />
  ),
});

const SPOT_COLUMNS: readonly DataColumn<OverviewRow>[] = [
  {
    key: 'pair',
    title: MARKET_OVERVIEW_TEXT.pair,
    rowHeader: true,
    render: (row) =>
      row.href ? (
        <Link className={styles.pair} href={row.href}>
          {row.label}
        </Link>
      ) : (
        row.label
      ),
  },
  { key: 'close', title: MARKET_OVERVIEW_TEXT.lastPrice, align: 'right', render: (row) => row.close, cellProps: () => ({ 'data-testid': 'last-price' }) },
  { key: 'change', title: MARKET_OVERVIEW_TEXT.change, align: 'right', render: (row) => row.change, cellProps: changeCell },
  { key: 'high', title: MARKET_OVERVIEW_TEXT.high, align: 'right', className: styles.wide, render: (row) => row.high, cellProps: () => ({ 'data-testid': 'high' }) },
  { key: 'low', title: MARKET_OVERVIEW_TEXT.low, align: 'right', className: styles.wide, render: (row) => row.low, cellProps: () => ({ 'data-testid': 'low' }) },
  { key: 'amount', title: MARKET_OVERVIEW_TEXT.amount, align: 'right', className: styles.wide, render: (row) => row.amount, cellProps: () => ({ 'data-testid': 'amount' }) },
];

function contractColumns(linearSwapHref: string | null): DataColumn<ContractOverviewRow>[] {
  return [
    {
      key: 'contract',
      title: MARKET_OVERVIEW_TEXT.contract,
      rowHeader: true,
      render: (row) => (
        <>
          {/* Another host: a plain link, not client-side navigation. */}
          <a className={styles.pair} href={row.href}>
            {row.label}
          </a>
          {row.status === 'maintenance' && <span className={styles.badge}>{MARKET_OVERVIEW_TEXT.maintenance}</span>}
          {row.id === 'swap' && linearSwapHref && (
            <a className={styles.subLink} href={linearSwapHref}>
              {MARKET_OVERVIEW_TEXT.linearSwap}
            </a>
          )}
        </>
      ),
    },
    { key: 'close', title: MARKET_OVERVIEW_TEXT.lastPrice, align: 'right', render: (row) => row.close, cellProps: () => ({ 'data-testid': 'last-price' }) },
    { key: 'change', title: MARKET_OVERVIEW_TEXT.change, align: 'right', render: (row) => row.change, cellProps: changeCell },
  ];
}

export function MarketOverview({ futuresOrigin = '', sparklines }: { futuresOrigin?: string; sparklines?: SparklineSeries }) {
  const { spot, contracts, linearSwapHref } = useMarketOverview(futuresOrigin);
  const titleId = useId();
  const spotColumns = useMemo(() => (sparklines ? [...SPOT_COLUMNS, trendColumn(sparklines)] : SPOT_COLUMNS), [sparklines]);
  return (
    <section id={MARKETS_ANCHOR} className={styles.overview} aria-labelledby={titleId} data-testid="market-overview">
      <h2 id={titleId} className={styles.title}>
        {MARKET_OVERVIEW_TEXT.title}
      </h2>
      {/* Said, not shown: the table already holds its rows' places, and a line above it that
          goes when the prices come would move everything below (a tap aimed at a contract link
          then lands elsewhere). */}
      {spot.status === 'loading' && (
        <p role="status" className="visually-hidden">
          {MARKET_OVERVIEW_TEXT.loading}
        </p>
      )}
      {spot.status === 'error' && (
        <p role="alert" className={styles.error}>
          {MARKET_OVERVIEW_TEXT.loadFailed}
        </p>
      )}
      <DataTable
        columns={spotColumns}
        rows={spot.rows}
        rowKey={(row) => row.symbol}
        rowProps={(row) => ({ 'data-testid': `market-row-${row.symbol}` })}
        label={MARKET_OVERVIEW_TEXT.spotCaption}
        caption={MARKET_OVERVIEW_TEXT.spotCaption}
        captionClassName={styles.caption}
        loading={spot.status === 'loading'}
        className={styles.look}
        testId="market-overview-spot"
      />
      <DataTable
        columns={contractColumns(linearSwapHref)}
        rows={contracts}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-testid': `contract-row-${row.id}`, 'data-status': row.status })}
        label={MARKET_OVERVIEW_TEXT.contractCaption}
        caption={MARKET_OVERVIEW_TEXT.contractCaption}
        captionClassName={styles.caption}
        className={styles.look}
        testId="market-overview-contracts"
      />
    </section>
  );
}
