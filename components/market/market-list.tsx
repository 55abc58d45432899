'use client';

// The market list beside the chart: quote tabs (usdt, husd, btc, eth, ht first) and a
// favourites tab, partitions of the open quote, a search box and the price switch (quote
// currency or fiat). Tabs and the switch are remembered in local storage; favourites come
// from the server for a logged-in user and from local storage for a visitor.

import Link from 'next/link';
import { useEffect, useId, useMemo, useState } from 'react';
import { DataTable, type DataColumn } from '@/components/records/data-table';
import { TabPanel, Tabs } from '@/components/tabs';
import { formatChangeRatio, formatNumber } from '@/lib/decimal';
import { EMPTY_PLACEHOLDER } from '@/lib/format';
import {
  FAVORITES_TAB,
  matchesSearch,
  readPriceSwitch,
  readQuoteTab,
  writePriceSwitch,
  writeQuoteTab,
  type PriceSwitch,
} from '@/lib/market/preferences';
import type { MarketTicker } from '@/lib/market/types';
import { fiatValue } from '@/lib/market/valuation';
import { pairSlug, partitionsOf, quoteTabs, type MarketSymbol } from '@/lib/settings/symbols';
import { changeTrend } from './pair-header';
import { FavoriteToggle } from './favorite-toggle';
import styles from './market-list.module.css';
import trend from './trend.module.css';

const ALL_PARTITIONS = 'all';

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** One row of the list: what it shows. */
interface MarketRowItem {
  symbol: MarketSymbol;
  ticker: MarketTicker | undefined;
  current: boolean;
  fiat: string | null;
}

const rowKey = (row: MarketRowItem) => row.symbol.symbol;
const rowProps = (row: MarketRowItem) => ({ className: row.current ? styles.current : undefined, 'data-symbol': row.symbol.symbol });
/** A row renders again only when its ticker, fiat value or current mark changed. */
const sameRow = (previous: MarketRowItem, next: MarketRowItem) =>
  previous.symbol === next.symbol && previous.ticker === next.ticker && previous.current === next.current && previous.fiat === next.fiat;

function marketColumns(priceSwitch: PriceSwitch, lang: string): DataColumn<MarketRowItem>[] {
  const changeOf = (row: MarketRowItem) => (row.ticker ? formatChangeRatio(row.ticker.open, row.ticker.close) : EMPTY_PLACEHOLDER);
  return [
    {
      key: 'star',
      title: <span className="visually-hidden">自选</span>,
      label: '自选',
      width: 32,
      align: 'right',
      render: (row) => <FavoriteToggle symbol={row.symbol.symbol} />,
    },
    {
      key: 'pair',
      title: '币对',
      rowHeader: true,
      render: ({ symbol, current }) => (
        // No prefetch: fifty-odd pair pages are not worth fetching (and watching) ahead.
        <Link href={`/${lang}/exchange/${pairSlug(symbol)}/`} prefetch={false} aria-current={current ? 'page' : undefined}>
          {symbol.baseDisplayName}
          <span className={styles.quote}>/{symbol.quoteDisplayName}</span>
        </Link>
      ),
      cellProps: () => ({ className: styles.pair }),
    },
    {
      key: 'price',
      title: '最新价',
      align: 'right',
      render: ({ symbol, ticker, fiat }) =>
        priceSwitch === 'fiat' ? (fiat === null ? EMPTY_PLACEHOLDER : `¥${formatNumber(fiat, 2)}`) : ticker ? formatNumber(ticker.close, symbol.pricePrecision) : EMPTY_PLACEHOLDER,
    },
    { key: 'change', title: '涨跌幅', align: 'right', render: changeOf, cellProps: (row) => ({ className: trend[changeTrend(changeOf(row))] }) },
  ];
}

export function MarketList({
  symbols,
  tickers,
  currentSymbol,
  favorites,
  usdtToCny,
  lang,
}: {
  /** Listed, visible symbols sorted by weight. */
  symbols: readonly MarketSymbol[];
  tickers: Readonly<Record<string, MarketTicker | undefined>>;
  currentSymbol: string;
  favorites: readonly string[];
  /** USDT → CNY rate for the price switch, or null while unknown. */
  usdtToCny: string | null;
  lang: string;
}) {
  const id = useId();
  const tabs = useMemo(() => quoteTabs(symbols), [symbols]);
  // Server render and first client render agree on the default; stored choices apply after.
  const [tab, setTab] = useState<string>(tabs[0] ?? 'usdt');
  const [partition, setPartition] = useState(ALL_PARTITIONS);
  const [search, setSearch] = useState('');
  const [priceSwitch, setPriceSwitch] = useState<PriceSwitch>('quote');

  useEffect(() => {
    const storage = browserStorage();
    if (!storage) return;
    const stored = readQuoteTab(storage, tabs);
    // Restoring a stored preference after hydration is the one place state follows storage.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (stored) setTab(stored);
    setPriceSwitch(readPriceSwitch(storage));
  }, [tabs]);

  const chooseTab = (next: string) => {
    setTab(next);
    setPartition(ALL_PARTITIONS);
    const storage = browserStorage();
    if (storage) writeQuoteTab(storage, next);
  };
  const choosePriceSwitch = (next: PriceSwitch) => {
    setPriceSwitch(next);
    const storage = browserStorage();
    if (storage) writePriceSwitch(storage, next);
  };

  const partitions = useMemo(() => (tab === FAVORITES_TAB ? [] : partitionsOf(symbols, tab)), [symbols, tab]);
  const rows = useMemo(() => {
    const favoriteSet = new Set(favorites);
    return symbols.filter((symbol) => {
      if (tab === FAVORITES_TAB ? !favoriteSet.has(symbol.symbol) : symbol.quote !== tab) return false;
      if (partition !== ALL_PARTITIONS && !symbol.partitions.some((p) => String(p.id) === partition) && symbol.partition !== partition) return false;
      return matchesSearch(search, { symbol: symbol.symbol, displayName: symbol.displayName, base: symbol.base });
    });
  }, [symbols, tab, partition, search, favorites]);
  const items = rows.map((symbol): MarketRowItem => {
    const ticker = tickers[symbol.symbol];
    return {
      symbol,
      ticker,
      current: symbol.symbol === currentSymbol,
      fiat: priceSwitch === 'fiat' && ticker ? fiatValue(ticker.close, symbol.quote, tickers, usdtToCny) : null,
    };
  });
  const columns = useMemo(() => marketColumns(priceSwitch, lang), [priceSwitch, lang]);
  const tabItems = useMemo(() => [FAVORITES_TAB, ...tabs].map((option) => ({ key: option, label: option === FAVORITES_TAB ? '自选' : option.toUpperCase() })), [tabs]);

  return (
    <section className={styles.list} aria-labelledby="market-list-title" data-testid="market-list">
      <h2 id="market-list-title" className="visually-hidden">
        市场
      </h2>
      <div className={styles.toolbar}>
        <label className={styles.search}>
          <span className="visually-hidden">搜索币种</span>
          <input type="search" placeholder="搜索币种" value={search} onChange={(event) => setSearch(event.target.value)} maxLength={20} />
        </label>
        <button
          type="button"
          className={styles.switch}
          aria-pressed={priceSwitch === 'fiat'}
          onClick={() => choosePriceSwitch(priceSwitch === 'fiat' ? 'quote' : 'fiat')}
        >
          折合CNY
        </button>
      </div>
      <Tabs items={tabItems} value={tab} onChange={chooseTab} idBase={id} label="计价币种" sharedPanel className={styles.tabs} />
      <TabPanel idBase={id} tabKey={tab} shared className={styles.panel}>
        {partitions.length > 1 ? (
          <div role="radiogroup" aria-label="分区" className={styles.partitions}>
            {[{ id: ALL_PARTITIONS, name: '全部' }, ...partitions.map((p) => ({ id: String(p.id), name: p.name }))].map((option) => (
              <button key={option.id} type="button" role="radio" aria-checked={option.id === partition} onClick={() => setPartition(option.id)}>
                {option.name}
              </button>
            ))}
          </div>
        ) : null}
        <DataTable
          columns={columns}
          rows={items}
          rowKey={rowKey}
          rowProps={rowProps}
          rowEquals={sameRow}
          label="币对列表"
          emptyText={tab === FAVORITES_TAB && !search ? '暂无自选币对' : '没有匹配的币对'}
          fixedLayout
          stickyHeader
          className={styles.look}
          regionClassName={styles.scroll}
        />
      </TabPanel>
    </section>
  );
}
