'use client';

// 涨幅榜, 跌幅榜 and 成交额榜 of the home page: every listed spot pair ranked from the overview's own
// ticker poll (the same query, so no second request), by the rules of lib/market/rankings.

import Link from 'next/link';
import { useMemo } from 'react';
import { EMPTY_PLACEHOLDER } from '@/lib/format/placeholder';
import { marketRankings, RANKING_SIZE, type RankedPair } from '@/lib/market/rankings';
import { useOverviewTickers } from '@/queries/market-overview';
import styles from './market-overview.module.css';

export const MARKET_RANKINGS_TEXT = {
  title: '市场排行',
  gainers: '涨幅榜',
  losers: '跌幅榜',
  volume: '成交额榜',
  volumeUnit: 'USDT',
  empty: '暂无数据',
  loading: '排行加载中…',
} as const;

type RankingId = 'gainers' | 'losers' | 'volume';

const DIRECTION_CLASS = { up: styles.rise, down: styles.fall, flat: undefined } as const;

function Ranking({ id, pairs, loading }: { id: RankingId; pairs: readonly RankedPair[]; loading: boolean }) {
  const titleId = `ranking-${id}`;
  return (
    <section className={styles.ranking} aria-labelledby={titleId} data-testid={`ranking-${id}`}>
      <h3 id={titleId} className={styles.rankingTitle}>
        {MARKET_RANKINGS_TEXT[id]}
      </h3>
      {pairs.length === 0 && loading ? (
        // The places of the rows to come, so that what lies below (the entries, the notices)
        // does not move when the prices arrive.
        <>
          <p role="status" className="visually-hidden">
            {MARKET_RANKINGS_TEXT.loading}
          </p>
          <ol className={styles.rankingList} aria-hidden="true" data-testid="ranking-placeholder">
            {Array.from({ length: RANKING_SIZE }, (_, index) => (
              <li key={index}>
                <span className={styles.pair}>{EMPTY_PLACEHOLDER}</span>
                <span>{EMPTY_PLACEHOLDER}</span>
                <span>{EMPTY_PLACEHOLDER}</span>
              </li>
            ))}
          </ol>
        </>
      ) : pairs.length === 0 ? (
        <p className={styles.notice}>{MARKET_RANKINGS_TEXT.empty}</p>
      ) : (
        <ol className={styles.rankingList}>
          {pairs.map((pair) => (
            <li key={pair.symbol} data-testid="ranked-pair">
              {pair.href ? (
                <Link className={styles.pair} href={pair.href} prefetch={false}>
                  {pair.label}
                </Link>
              ) : (
                pair.label
              )}
              <span data-testid="ranked-price">{pair.close}</span>
              {id === 'volume' ? (
                <span data-testid="ranked-volume">
                  {pair.volumeUsdt} {MARKET_RANKINGS_TEXT.volumeUnit}
                </span>
              ) : (
                <span data-testid="ranked-change" className={DIRECTION_CLASS[pair.direction]}>
                  {pair.change}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** `listed`: the symbols the market list shows (from the server render); null ranks every known pair. */
export function MarketRankings({ listed }: { listed: readonly string[] | null }) {
  const tickers = useOverviewTickers().data?.tickers ?? null;
  const listedSet = useMemo(() => (listed ? new Set(listed) : null), [listed]);
  const rankings = useMemo(() => marketRankings(tickers ?? [], listedSet), [tickers, listedSet]);
  return (
    <section className={styles.overview} aria-labelledby="market-rankings" data-testid="market-rankings">
      <h2 id="market-rankings" className={styles.title}>
        {MARKET_RANKINGS_TEXT.title}
      </h2>
      <div className={styles.rankings}>
        {(['gainers', 'losers', 'volume'] as const).map((id) => (
          <Ranking key={id} id={id} pairs={rankings[id]} loading={tickers === null} />
        ))}
      </div>
    </section>
  );
}
