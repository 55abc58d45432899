'use client';

// The user's ETP creation 申购 and redemption 赎回 records of one ETP pair (exchange-wallet-fiat.md
// section 2 "Trading page with tabs for open orders, history orders and ETP orders"; "ETP
// history has creation and redemption"). Self-contained: it reads its own list, which a trade
// made on the page invalidates (queries/etp.ts), so it can sit in the orders panel's ETP tab.

import { formatNumber } from '@/lib/decimal';
import type { MarketSymbol } from '@/lib/settings/symbols';
import { ETP_STATUS_LABELS, ETP_TRANSACT_LABELS, type EtpTransactStatus } from '@/lib/trading/etp';
import { useEtpTransactions } from '@/queries/etp';
import { queryErrorText } from '@/queries/failure';
import styles from './etp.module.css';

const timeFormat = new Intl.DateTimeFormat('zh-CN', { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

export const ETP_ORDERS_EMPTY_TEXT = '暂无申购赎回记录';

function statusLabel(status: string): string {
  return ETP_STATUS_LABELS[status as EtpTransactStatus] ?? status;
}

export interface EtpOrdersProps {
  symbol: Pick<MarketSymbol, 'base' | 'baseDisplayName' | 'quoteDisplayName' | 'amountPrecision' | 'totalPrecision'>;
  loggedIn: boolean;
}

export function EtpOrders({ symbol, loggedIn }: EtpOrdersProps) {
  const etpName = symbol.base;
  // Reloaded by the ETP's key after a creation or redemption made on the page.
  const transactions = useEtpTransactions(etpName, loggedIn);
  const rows = transactions.data ?? null;
  const error = transactions.isError ? queryErrorText(transactions.error) : null;

  if (!loggedIn) return null;
  return (
    <section className={styles.panel} aria-label="ETP 申购赎回记录" data-testid="etp-orders">
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {/* Focusable, so a keyboard user can scroll a table wider than the column. */}
      <div className={styles.scroll} role="region" aria-label="申购赎回记录表" tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">时间</th>
              <th scope="col">类型</th>
              <th scope="col">{`数量(${symbol.baseDisplayName})`}</th>
              <th scope="col">{`金额(${symbol.quoteDisplayName})`}</th>
              <th scope="col">净值</th>
              <th scope="col">手续费</th>
              <th scope="col">状态</th>
            </tr>
          </thead>
          <tbody>
            {rows && rows.length === 0 ? (
              <tr>
                <td colSpan={7} className={styles.muted}>
                  {ETP_ORDERS_EMPTY_TEXT}
                </td>
              </tr>
            ) : null}
            {(rows ?? []).map((row) => (
              <tr key={row.id} data-etp-order-id={row.id} data-type={row.type}>
                <td>{timeFormat.format(row.createdAt)}</td>
                <td>{ETP_TRANSACT_LABELS[row.type]}</td>
                <td>{formatNumber(row.amount, symbol.amountPrecision, { padZeros: false })}</td>
                <td>{formatNumber(row.value, symbol.totalPrecision, { padZeros: false })}</td>
                <td>{row.netValue}</td>
                <td>{`${row.fee} ${row.feeCurrency.toUpperCase()}`}</td>
                <td>{statusLabel(row.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
