'use client';

// 订单详情 (exchange-wallet-fiat.md section 7: order detail by id and its matchresults): the
// order as the server has it now and each of its fills with time, price, amount, fee and role
// (挂单 maker / 吃单 taker). Loading and failure (the server's message, with a retry) are shown in
// the dialog (the site's Dialog, no antd on the exchange page).

import { useCallback, useEffect, useState } from 'react';
import { Dialog } from '@/components/dialog/dialog';
import { Button, LoadingMessage } from '@/components/form';
import { formatNumber } from '@/lib/decimal';
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
} from '@/lib/trading';
import { failureText } from '@/services/http';
import { fetchMatchResults, fetchOrder, type MatchResult } from '@/services/trading/orders';
import tables from './data-table.module.css';
import styles from './orders-panel.module.css';

const timeFormat = new Intl.DateTimeFormat('zh-CN', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

type DetailState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; order: Order; matches: readonly MatchResult[] };

export interface OrderDetailModalProps {
  /** The order to show; the dialog is closed while null. */
  orderId: string | null;
  symbol: MarketSymbol;
  onClose(): void;
}

function useOrderDetail(orderId: string | null) {
  const [state, setState] = useState<DetailState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (orderId === null) return;
    let active = true;
    void Promise.all([fetchOrder(orderId, { silent: true }), fetchMatchResults(orderId, { silent: true })]).then(([order, matches]) => {
      if (!active) return;
      if (!order.success) setState({ status: 'error', message: failureText(order) });
      else if (!matches.success) setState({ status: 'error', message: failureText(matches) });
      else setState({ status: 'loaded', order: order.data, matches: matches.data });
    });
    return () => {
      active = false;
    };
  }, [orderId, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);
  return { state, retry };
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
  return match.filledPoints === '0' ? fee : `${fee} + ${formatNumber(match.filledPoints, 8, { padZeros: false })} 点卡`;
}

function OrderFacts({ order, symbol }: { order: Order; symbol: MarketSymbol }) {
  return (
    <dl className={styles.facts}>
      <Fact label="订单号">{order.id}</Fact>
      <Fact label="币对">{symbol.displayName}</Fact>
      <Fact label="时间">{timeFormat.format(order.createdAt)}</Fact>
      <Fact label="方向">{SIDE_FILTER_LABELS[order.side]}</Fact>
      <Fact label="类型">{orderKindLabel(order.type)}</Fact>
      <Fact label="状态">{orderStateLabel(order.state)}</Fact>
      <Fact label="价格">{isMarketOrder(order) ? '市价' : formatNumber(order.price, symbol.pricePrecision)}</Fact>
      <Fact label="数量">{orderAmountText(order, symbol)}</Fact>
      <Fact label="已成交">{formatNumber(order.filledAmount, symbol.amountPrecision)}</Fact>
      <Fact label="成交均价">{averagePriceText(order, symbol.pricePrecision)}</Fact>
      <Fact label="成交额">{formatNumber(order.filledCashAmount, symbol.totalPrecision)}</Fact>
      <Fact label="手续费">{orderFeeText(order, symbol)}</Fact>
      <Fact label="点卡抵扣">{formatNumber(order.filledPoints, symbol.feePrecision, { padZeros: false })}</Fact>
      <Fact label="触发条件">{stopConditionText(order, symbol.pricePrecision) ?? '--'}</Fact>
    </dl>
  );
}

function Matches({ matches, symbol }: { matches: readonly MatchResult[]; symbol: MarketSymbol }) {
  return (
    <>
      <h3 className={styles.subtitle}>成交明细</h3>
      {/* Focusable, so a keyboard can scroll the table sideways on a narrow screen. */}
      <div className={tables.scroll} role="region" aria-label="成交明细" tabIndex={0}>
        <table className={tables.table} data-testid="order-matches">
          <thead>
            <tr>
              <th scope="col">成交时间</th>
              <th scope="col">成交价格({symbol.quoteDisplayName})</th>
              <th scope="col">成交数量({symbol.baseDisplayName})</th>
              <th scope="col">手续费</th>
              <th scope="col">角色</th>
            </tr>
          </thead>
          <tbody>
            {matches.length === 0 ? (
              <tr>
                <td colSpan={5} className={tables.empty}>
                  暂无成交
                </td>
              </tr>
            ) : (
              matches.map((match) => (
                <tr key={match.id} data-match-id={match.id}>
                  <td>{timeFormat.format(match.createdAt)}</td>
                  <td>{formatNumber(match.price, symbol.pricePrecision)}</td>
                  <td>{formatNumber(match.filledAmount, symbol.amountPrecision)}</td>
                  <td>{matchFeeText(match)}</td>
                  <td>{matchRoleLabel(match.role)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}

function DetailBody({ orderId, symbol }: { orderId: string; symbol: MarketSymbol }) {
  const { state, retry } = useOrderDetail(orderId);
  return (
    <div className={styles.detail} data-testid="order-detail" data-status={state.status}>
      {state.status === 'loading' ? (
        <LoadingMessage text="加载中…" />
      ) : null}
      {state.status === 'error' ? (
        <p className={styles.error} role="alert">
          {state.message}{' '}
          <Button onClick={retry}>
            重试
          </Button>
        </p>
      ) : null}
      {state.status === 'loaded' ? (
        <>
          <OrderFacts order={state.order} symbol={symbol} />
          <Matches matches={state.matches} symbol={symbol} />
        </>
      ) : null}
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
