'use client';

// The exchange page's interactive part: one market store per page, fed by the market socket;
// header, chart, order book, trades, market list and the order form's price. Components
// select only their slice of the store, so a new book re-renders the book alone.
// Below 750 px the same areas show one at a time behind tabs (图表 交易 盘口 成交, and 杠杆,
// ETP, Prime where the page has them); 交易 puts a compact book beside the order form, and the
// market list opens as a sheet from 切换交易对. The server renders the desktop's markup, which
// the stylesheet already lays out for a phone; what only a phone mounts (the compact book, the
// sheet) waits for the client, and the desktop mounts nothing of it.

import dynamic from 'next/dynamic';
import { useEffect, useId, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { Dialog } from '@/components/dialog/dialog';
import { CompactBook } from '@/components/market/compact-book';
import { tabPanelId, Tabs } from '@/components/tabs';
import { usePhoneLayout } from '@/hooks/use-phone-layout';
import {
  DEFAULT_EXCHANGE_PHONE_TAB,
  EXCHANGE_PHONE_TAB_LABELS,
  exchangePhoneTabs,
  shownPhoneTab,
  type ExchangePhoneTab,
} from '@/lib/market/exchange-layout';
import { ConnectionBadge } from '@/components/market/connection-badge';
import { KlineChart, type KlineFeed } from '@/components/market/kline-chart';
import { MarketList } from '@/components/market/market-list';
import { OrderBook } from '@/components/market/order-book';
import { PairHeader, changeTrend } from '@/components/market/pair-header';
import { TradeList } from '@/components/market/trade-list';
import { useMarketFeed } from '@/components/market/use-market-feed';
import { useThrottledStore } from '@/components/market/use-throttled-store';
import { OrderForm } from '@/components/trading/order-form';
import { useTrading } from '@/components/trading/use-trading';
import { createTradingStore, type TradingStore } from '@/stores/trading-store';
import { formatChangeRatio, formatNumber } from '@/lib/decimal';
import type { MarketTicker } from '@/lib/market/types';
import type { MarketSymbol } from '@/lib/settings/symbols';
import { useMarketSymbols } from '@/queries/market';
import { createMarketStore, pickPrice, setDepthStep, setKlinePeriod, type MarketPageState, type MarketStore } from '@/stores/market-store';
import { favoritesStore } from '@/stores/favorites-store';
import styles from './exchange-screen.module.css';

// Panels a visitor never sees (orders, margin) and panels of some pairs only (ETP, prime) come
// in their own chunks: a server render that shows them sends their chunks along, a page
// without them never loads them.
const OrdersPanel = dynamic(() => import('@/components/trading/orders-panel').then((module) => module.OrdersPanel));
const MarginPanel = dynamic(() => import('@/components/trading/margin-panel').then((module) => module.MarginPanel));
const EtpPanel = dynamic(() => import('@/components/trading/etp-panel').then((module) => module.EtpPanel));
const EtpOrders = dynamic(() => import('@/components/trading/etp-orders').then((module) => module.EtpOrders));
const PrimePanel = dynamic(() => import('@/components/trading/prime-panel').then((module) => module.PrimePanel));

export interface ExchangeScreenProps {
  symbol: MarketSymbol;
  socketUrl: string;
  /** The account socket (v2), for a logged-in user's balances and orders. */
  accountSocketUrl: string;
  /** The pair's order minimums from the market-symbols settings. */
  orderMinimums: { minOrderAmount: string | null; minOrderValue: string | null };
  initialTickers: Record<string, MarketTicker>;
  usdtToCny: string | null;
  loggedIn: boolean;
  lang: string;
  /** This page's path, the login prompt's backUrl. */
  path: string;
}

function klineFeedOf(store: MarketStore): KlineFeed {
  return {
    get: () => store.getState().kline,
    subscribe: (listener) => store.subscribe((state, previous) => {
      if (state.kline !== previous.kline) listener();
    }),
  };
}

/** The last price between a book's sides, and its trend. */
function useLastPrice(store: MarketStore, symbol: MarketSymbol): { text: string | undefined; trend: 'up' | 'down' | 'flat' } {
  // Primitives, not the ticker object: a ticker push that leaves the last price and the open
  // alone (volume, amount, count) does not re-render the book.
  const close = useStore(store, (state) => state.ticker?.close ?? null);
  const open = useStore(store, (state) => state.ticker?.open ?? null);
  const change = close !== null && open !== null ? formatChangeRatio(open, close) : '--';
  return { text: close !== null ? formatNumber(close, symbol.pricePrecision) : undefined, trend: changeTrend(change) };
}

function BookArea({ store, symbol, rows }: { store: MarketStore; symbol: MarketSymbol; rows: number }) {
  const snapshot = useStore(store, (state) => state.depth);
  const step = useStore(store, (state) => state.step);
  const last = useLastPrice(store, symbol);
  return (
    <OrderBook
      symbol={symbol}
      snapshot={snapshot}
      step={step}
      rows={rows}
      onStepChange={(next) => setDepthStep(store, next)}
      lastPriceText={last.text}
      lastPriceTrend={last.trend}
      onPickPrice={(price) => pickPrice(store, price)}
    />
  );
}

/** The compact book repaints at most this often (ms): a few rows on a phone, not every frame. */
export const COMPACT_BOOK_REDRAW_MS = 200;
const selectDepth = (state: MarketPageState) => state.depth;

function CompactBookArea({ store, symbol }: { store: MarketStore; symbol: MarketSymbol }) {
  const snapshot = useThrottledStore(store, selectDepth, COMPACT_BOOK_REDRAW_MS);
  const step = useStore(store, (state) => state.step);
  const last = useLastPrice(store, symbol);
  return (
    <CompactBook
      symbol={symbol}
      snapshot={snapshot}
      step={step}
      lastPriceText={last.text}
      lastPriceTrend={last.trend}
      onPickPrice={(price) => pickPrice(store, price)}
    />
  );
}

/** Trades repaint at most this often (ms); the book follows every frame. */
export const TRADES_REDRAW_MS = 100;
const selectTrades = (state: MarketPageState) => state.trades;

function TradesArea({ store, symbol }: { store: MarketStore; symbol: MarketSymbol }) {
  const trades = useThrottledStore(store, selectTrades, TRADES_REDRAW_MS);
  return <TradeList symbol={symbol} trades={trades} rows={30} />;
}

function HeaderArea({ store, symbol, onSwitchPair }: { store: MarketStore; symbol: MarketSymbol; onSwitchPair(): void }) {
  const ticker = useStore(store, (state) => state.ticker);
  const connection = useStore(store, (state) => state.connection);
  return (
    <div className={styles.top}>
      <PairHeader symbol={symbol} ticker={ticker} />
      <div className={styles.connection}>
        {/* The phone's way to the market list (the desktop shows it beside the chart). */}
        <button type="button" className={styles.switchPair} onClick={onSwitchPair} aria-haspopup="dialog" data-testid="switch-pair">
          切换交易对
        </button>
        <ConnectionBadge state={connection} />
      </div>
    </div>
  );
}

function ChartArea({ store, symbol }: { store: MarketStore; symbol: MarketSymbol }) {
  const period = useStore(store, (state) => state.kline.period);
  const feed = useMemo(() => klineFeedOf(store), [store]);
  return <KlineChart period={period} onPeriodChange={(next) => setKlinePeriod(store, next)} feed={feed} pricePrecision={symbol.pricePrecision} />;
}

/** The market list's prices repaint at most this often (ms): the overview itself is 1/s. */
export const LIST_REDRAW_MS = 1000;
const selectTickers = (state: MarketPageState) => state.tickers;
const NO_SYMBOLS: readonly MarketSymbol[] = [];

function ListArea({ store, props }: { store: MarketStore; props: ExchangeScreenProps }) {
  // The server's list (hydrated into the query cache) paints first; the cached list refreshed
  // by ts then keeps it current.
  const symbols = useMarketSymbols().data ?? NO_SYMBOLS;
  const tickers = useThrottledStore(store, selectTickers, LIST_REDRAW_MS);
  const favorites = useStore(favoritesStore, (state) => state.symbols);
  return (
    <MarketList
      symbols={symbols}
      tickers={tickers}
      currentSymbol={props.symbol.symbol}
      favorites={favorites}
      usdtToCny={props.usdtToCny}
      lang={props.lang}
    />
  );
}

/** The margin panel behind the same gate as the form's margin tabs (sub-user authority, login). */
function MarginArea({ trading, props }: { trading: TradingStore; props: ExchangeScreenProps }) {
  const gate = useStore(trading, (state) => state.marginGate);
  // A visitor has no margin account to show: the panel's chunk is not even loaded for one.
  if (gate === '' || !props.loggedIn) return null;
  return <MarginPanel symbol={props.symbol} loggedIn={props.loggedIn} marginAllowed={gate === null} disabledReason={gate} />;
}

/** Marks an area a phone shows on its tab only (the desktop ignores the mark). */
function phonePanel(tab: ExchangePhoneTab, shown: ExchangePhoneTab) {
  return { 'data-phone-tab': tab, 'data-phone-hidden': tab === shown ? undefined : '' };
}

function OrderArea({
  store,
  trading,
  props,
  phone,
  tab,
}: {
  store: MarketStore;
  trading: TradingStore;
  props: ExchangeScreenProps;
  phone: boolean;
  tab: ExchangePhoneTab;
}) {
  const picked = useStore(store, (state) => state.pickedPrice);
  // The account socket brings fills and balances; refresh() right after an own action shows it at once.
  const { refresh } = useTrading(trading, { loggedIn: props.loggedIn, symbol: props.symbol.symbol, accountSocketUrl: props.accountSocketUrl });
  const limits = useMemo(
    () => ({
      pricePrecision: props.symbol.pricePrecision,
      amountPrecision: props.symbol.amountPrecision,
      totalPrecision: props.symbol.totalPrecision,
      quoteDisplayName: props.symbol.quoteDisplayName,
      ...props.orderMinimums,
    }),
    [props.symbol, props.orderMinimums],
  );
  // Two cells of the grid: the form with the panels of the pair, and the orders beneath the
  // form and the book (the history's twelve columns need the width).
  return (
    <>
      <div className={styles.order}>
        <div className={styles.trade} {...phonePanel('trade', tab)}>
          <OrderForm symbol={props.symbol} limits={limits} store={trading} picked={picked} market={store} loggedIn={props.loggedIn} lang={props.lang} path={props.path} onPlaced={refresh} />
          {phone ? <CompactBookArea store={store} symbol={props.symbol} /> : null}
        </div>
        {props.symbol.tags.includes('etp') ? (
          <div {...phonePanel('etp', tab)}>
            <EtpPanel symbol={props.symbol} loggedIn={props.loggedIn} store={trading} lang={props.lang} path={props.path} onTraded={refresh} />
          </div>
        ) : null}
        {props.symbol.tags.includes('prime') ? (
          <div {...phonePanel('prime', tab)}>
            <PrimePanel symbol={props.symbol} loggedIn={props.loggedIn} store={trading} lang={props.lang} path={props.path} onPlaced={refresh} />
          </div>
        ) : null}
        <div {...phonePanel('margin', tab)}>
          <MarginArea trading={trading} props={props} />
        </div>
      </div>
      {props.loggedIn ? (
        <div className={styles.orders} {...phonePanel('trade', tab)}>
          <OrdersPanel
            symbol={props.symbol}
            store={trading}
            onChanged={refresh}
            etpTab={props.symbol.tags.includes('etp') ? <EtpOrders symbol={props.symbol} loggedIn={props.loggedIn} /> : undefined}
          />
        </div>
      ) : null}
    </>
  );
}

export function ExchangeScreen(props: ExchangeScreenProps) {
  const { symbol, socketUrl, initialTickers, loggedIn } = props;
  const [store] = useState(() =>
    createMarketStore({ symbol: symbol.symbol, ticker: initialTickers[symbol.symbol] ?? null, tickers: initialTickers }),
  );
  const [trading] = useState(createTradingStore);
  const phone = usePhoneLayout();
  const [selectedTab, setSelectedTab] = useState<ExchangePhoneTab>(DEFAULT_EXCHANGE_PHONE_TAB);
  const [pairSheet, setPairSheet] = useState(false);
  const tabsId = useId();
  const marginGate = useStore(trading, (state) => state.marginGate);
  const tabs = exchangePhoneTabs({ margin: loggedIn && marginGate !== '', tags: symbol.tags });
  const tab = shownPhoneTab(selectedTab, tabs);
  useMarketFeed(store, socketUrl);
  useEffect(() => {
    void favoritesStore.getState().load(loggedIn);
  }, [loggedIn]);

  return (
    <div className={styles.screen} data-testid="exchange-screen" data-symbol={symbol.symbol}>
      <HeaderArea store={store} symbol={symbol} onSwitchPair={() => setPairSheet(true)} />
      <Tabs
        items={tabs.map((key) => ({ key, label: EXCHANGE_PHONE_TAB_LABELS[key] }))}
        value={tab}
        onChange={setSelectedTab}
        idBase={tabsId}
        label="交易页面"
        sharedPanel
        className={styles.phoneTabs}
        data-testid="exchange-tabs"
      />
      <div className={styles.grid} id={tabPanelId(tabsId)} data-phone-tab={tab}>
        {/* A phone has the list in its sheet: one list on the page, never two. */}
        {phone ? null : (
          <div className={styles.list}>
            <ListArea store={store} props={props} />
          </div>
        )}
        <div className={styles.chart} {...phonePanel('chart', tab)}>
          <ChartArea store={store} symbol={symbol} />
        </div>
        <div className={styles.book} {...phonePanel('book', tab)}>
          <BookArea store={store} symbol={symbol} rows={20} />
        </div>
        <div className={styles.trades} {...phonePanel('trades', tab)}>
          <TradesArea store={store} symbol={symbol} />
        </div>
        <OrderArea store={store} trading={trading} props={props} phone={phone} tab={tab} />
      </div>
      {phone ? (
        <Dialog open={pairSheet} title="切换交易对" onClose={() => setPairSheet(false)} testId="pair-sheet">
          {/* A picked pair is a link to its page: the sheet closes as the page changes. */}
          <div className={styles.sheetList} onClick={(event) => ((event.target as Element).closest('a[href]') ? setPairSheet(false) : undefined)}>
            <ListArea store={store} props={props} />
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
