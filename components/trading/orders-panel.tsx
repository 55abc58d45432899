'use client';

// The orders panel of the exchange page (exchange-wallet-fiat.md section 2: tabs for open
// orders, history orders and ETP orders): 当前委托 with the cancel-all filters (side, kind, and
// the trigger orders 计划委托 that the algo variant cancels), 历史委托, and ETP 申赎 when the page
// hands one in. Either list opens 订单详情, whose dialog loads on first use.

import dynamic from 'next/dynamic';
import { useId, useState, type ReactNode } from 'react';
import { TabPanel, Tabs } from '@/components/tabs';
import type { MarketSymbol } from '@/lib/settings/symbols';
import {
  CANCEL_KIND_FILTERS,
  CANCEL_KIND_LABELS,
  DEFAULT_CANCEL_SCOPE,
  type CancelKindFilter,
  type CancelScope,
  type Order,
} from '@/lib/trading';
import type { TradingStore } from '@/stores/trading-store';
import { OpenOrders } from './open-orders';
import { OrderHistory } from './order-history';
import { FilterSelect, SIDE_OPTIONS, type FilterOption } from './filter-select';
import styles from './orders-panel.module.css';

const OrderDetailModal = dynamic(() => import('./order-detail-modal').then((module) => module.OrderDetailModal), { ssr: false });

export type OrdersTab = 'open' | 'history' | 'etp';

const TAB_LABELS: Readonly<Record<OrdersTab, string>> = { open: '当前委托', history: '历史委托', etp: 'ETP 申赎' };

export interface OrdersPanelProps {
  symbol: MarketSymbol;
  store: TradingStore;
  /**
   * Not called: the cancel mutations (queries/trading) reload the open orders and the balances
   * themselves. Accepted so a page that still passes its refresh compiles.
   */
  onChanged?(): void;
  /** The ETP creation and redemption list; the tab is left out without it. */
  etpTab?: ReactNode;
}

const KIND_OPTIONS: readonly FilterOption<CancelKindFilter | 'all'>[] = [
  { value: 'all', label: '全部' },
  ...CANCEL_KIND_FILTERS.map((kind) => ({ value: kind, label: CANCEL_KIND_LABELS[kind] })),
];

function CancelScopeBar({ scope, onChange }: { scope: CancelScope; onChange(scope: CancelScope): void }) {
  return (
    <div className={styles.toolbar}>
      <div role="radiogroup" aria-label="委托类别" className={styles.segments}>
        {[false, true].map((algo) => (
          <button key={String(algo)} type="button" role="radio" aria-checked={scope.algo === algo} onClick={() => onChange({ ...scope, algo })}>
            {algo ? '计划委托' : '普通委托'}
          </button>
        ))}
      </div>
      <FilterSelect label="方向" value={scope.side} options={SIDE_OPTIONS} onChange={(side) => onChange({ ...scope, side })} />
      <FilterSelect label="类型" value={scope.kind} options={KIND_OPTIONS} onChange={(kind) => onChange({ ...scope, kind })} />
    </div>
  );
}

export function OrdersPanel({ symbol, store, etpTab }: OrdersPanelProps) {
  const [tab, setTab] = useState<OrdersTab>('open');
  const [scope, setScope] = useState<CancelScope>(DEFAULT_CANCEL_SCOPE);
  const [detail, setDetail] = useState<Order | null>(null);
  const [detailUsed, setDetailUsed] = useState(false);
  const id = useId();
  const tabs: OrdersTab[] = etpTab === undefined || etpTab === null ? ['open', 'history'] : ['open', 'history', 'etp'];
  const current = tabs.includes(tab) ? tab : 'open';

  const showDetail = (order: Order) => {
    setDetail(order);
    setDetailUsed(true);
  };

  return (
    <section className={styles.panel} aria-label="委托" data-testid="orders-panel" data-tab={current}>
      <Tabs items={tabs.map((key) => ({ key, label: TAB_LABELS[key] }))} value={current} onChange={setTab} idBase={id} label="委托列表" className={styles.tabs} />
      <TabPanel idBase={id} tabKey="open" hidden={current !== 'open'}>
        <OpenOrders symbol={symbol} store={store} scope={scope} toolbar={<CancelScopeBar scope={scope} onChange={setScope} />} onShowDetail={showDetail} />
      </TabPanel>
      <TabPanel idBase={id} tabKey="history" hidden={current !== 'history'}>
        <OrderHistory symbol={symbol} store={store} active={current === 'history'} onShowDetail={showDetail} />
      </TabPanel>
      {tabs.includes('etp') ? (
        <TabPanel idBase={id} tabKey="etp" hidden={current !== 'etp'}>
          {etpTab}
        </TabPanel>
      ) : null}
      {detailUsed ? <OrderDetailModal orderId={detail?.id ?? null} symbol={symbol} onClose={() => setDetail(null)} /> : null}
    </section>
  );
}
