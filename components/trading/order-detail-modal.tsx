'use client';

// 订单详情 (exchange-wallet-fiat.md section 7: order detail by id and its matchresults): the
// order as the server has it now and each of its fills with time, price, amount, fee and role
// (挂单 maker / 吃单 taker). Loading and failure (the server's message, with a retry) are shown in
// the dialog (the site's Dialog, no antd on the exchange page).

import { DataTable, type DataColumn } from '@/components/records/data-table';
import { Dialog } from '@/components/dialog/dialog';
import { QueryState } from '@/components/query-state/query-state';
import { formatNumber } from '@/lib/decimal';
import { EMPTY_PLACEHOLDER, formatTime } from '@/lib/format';
import type { MarketSymbol } from '@/lib/settings/symbols';
import {
  averagePriceText,
  isMarketOrder,
  matchRoleLabel,
  orderAmountText,
  orderFeeText,
  orderKindLabel,
  orderStateLabel,
  SIDE_FILTER_LABELS,
  stopConditionText,
  type Order,
  pointsAmountText,
} from '@/lib/trading';
import { useOrderDetail } from '@/queries/trading';
import type { MatchResult } from '@/services/trading/orders';
import styles from './orders-panel.module.css';

export interface OrderDetailModalProps {
  /** The order to show; the dialog is closed while null. */
  orderId: string | null;
  symbol: MarketSymbol;
  onClose(): void;
}

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function matchFeeText(match: MatchResult): string {
  const fee = `${formatNumber(match.filledFees, 8, { padZeros: false })} ${match.feeCurrency.toUpperCase()}`;
  return match.filledPoints === '0' ? fee : `${fee} + ${pointsAmountText(match.filledPoints)} 点卡`;
}

function OrderFacts({ order, symbol }: { order: Order; symbol: MarketSymbol }) {
  return (
    <dl className={styles.facts}>
      <Fact label="订单号">{order.id}</Fact>
      <Fact label="币对">{symbol.displayName}</Fact>
      <Fact label="时间">{formatTime(order.createdAt)}</Fact>
      <Fact label="方向">{SIDE_FILTER_LABELS[order.side]}</Fact>
      <Fact label="类型">{orderKindLabel(order.type)}</Fact>
      <Fact label="状态">{orderStateLabel(order.state)}</Fact>
      <Fact label="价格">{isMarketOrder(order) ? '市价' : formatNumber(order.price, symbol.pricePrecision)}</Fact>
      <Fact label="数量">{orderAmountText(order, symbol)}</Fact>
      <Fact label="已成交">{formatNumber(order.filledAmount, symbol.amountPrecision)}</Fact>
      <Fact label="成交均价">{averagePriceText(order, symbol.pricePrecision)}</Fact>
      <Fact label="成交额">{formatNumber(order.filledCashAmount, symbol.totalPrecision)}</Fact>
      <Fact label="手续费">{orderFeeText(order, symbol)}</Fact>
      <Fact label="点卡抵扣">{pointsAmountText(order.filledPoints)}</Fact>
      <Fact label="触发条件">{stopConditionText(order, symbol.pricePrecision) ?? EMPTY_PLACEHOLDER}</Fact>
    </dl>
  );
}

export const NO_MATCHES_TEXT = '暂无成交';

function matchColumns(symbol: MarketSymbol): DataColumn<MatchResult>[] {
  return [
    { key: 'time', title: '成交时间', render: (match) => formatTime(match.createdAt) },
    { key: 'price', title: `成交价格(${symbol.quoteDisplayName})`, render: (match) => formatNumber(match.price, symbol.pricePrecision) },
    { key: 'amount', title: `成交数量(${symbol.baseDisplayName})`, render: (match) => formatNumber(match.filledAmount, symbol.amountPrecision) },
    { key: 'fee', title: '手续费', render: matchFeeText },
    { key: 'role', title: '角色', render: (match) => matchRoleLabel(match.role) },
  ];
}

const matchKey = (match: MatchResult) => match.id;
const matchRowProps = (match: MatchResult) => ({ 'data-match-id': match.id });

function Matches({ matches, symbol }: { matches: readonly MatchResult[]; symbol: MarketSymbol }) {
  return (
    <>
      <h3 className={styles.subtitle}>成交明细</h3>
      <DataTable columns={matchColumns(symbol)} rows={matches} rowKey={matchKey} rowProps={matchRowProps} label="成交明细" emptyText={NO_MATCHES_TEXT} testId="order-matches" />
    </>
  );
}

function DetailBody({ orderId, symbol }: { orderId: string; symbol: MarketSymbol }) {
  const query = useOrderDetail(orderId);
  const status = query.data !== undefined ? 'loaded' : query.isError && !query.isFetching ? 'error' : 'loading';
  return (
    <div className={styles.detail} data-testid="order-detail" data-status={status}>
      <QueryState query={query} loadingText="加载中…">
        {({ order, matches }) => (
          <>
            <OrderFacts order={order} symbol={symbol} />
            <Matches matches={matches} symbol={symbol} />
          </>
        )}
      </QueryState>
    </div>
  );
}

export function OrderDetailModal({ orderId, symbol, onClose }: OrderDetailModalProps) {
  return (
    <Dialog open={orderId !== null} title="订单详情" width={720} onClose={onClose}>
      {orderId === null ? null : <DetailBody key={orderId} orderId={orderId} symbol={symbol} />}
    </Dialog>
  );
}
