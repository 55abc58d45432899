'use client';

// The user's ETP creation 申购 and redemption 赎回 records of one ETP pair (exchange-wallet-fiat.md
// section 2 "Trading page with tabs for open orders, history orders and ETP orders"; "ETP
// history has creation and redemption"). Self-contained: it reads its own list, which a trade
// made on the page invalidates (queries/etp.ts), so it can sit in the orders panel's ETP tab.

import { DataTable, type DataColumn } from '@/components/records/data-table';
import { formatNumber } from '@/lib/decimal';
import { formatTime, orPlaceholder, SHORT_DATE_TIME_PATTERN } from '@/lib/format';
import type { MarketSymbol } from '@/lib/settings/symbols';
import { ETP_STATUS_LABELS, ETP_TRANSACT_LABELS, type EtpTransaction, type EtpTransactStatus } from '@/lib/trading/etp';
import { useEtpTransactions } from '@/queries/etp';
import { queryErrorText } from '@/queries/failure';
import styles from './etp.module.css';

const rowKey = (row: EtpTransaction) => row.id;
const rowProps = (row: EtpTransaction) => ({ 'data-etp-order-id': row.id, 'data-type': row.type });

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
  const columns: DataColumn<EtpTransaction>[] = [
    { key: 'time', title: '时间', render: (row) => formatTime(row.createdAt, SHORT_DATE_TIME_PATTERN) },
    { key: 'type', title: '类型', render: (row) => ETP_TRANSACT_LABELS[row.type] },
    { key: 'amount', title: `数量(${symbol.baseDisplayName})`, render: (row) => formatNumber(row.amount, symbol.amountPrecision, { padZeros: false }) },
    { key: 'value', title: `金额(${symbol.quoteDisplayName})`, render: (row) => formatNumber(row.value, symbol.totalPrecision, { padZeros: false }) },
    { key: 'netValue', title: '净值', render: (row) => orPlaceholder(row.netValue) },
    { key: 'fee', title: '手续费', render: (row) => `${row.fee} ${row.feeCurrency.toUpperCase()}` },
    { key: 'status', title: '状态', render: (row) => statusLabel(row.status) },
  ];
  return (
    <section className={styles.panel} aria-label="ETP 申购赎回记录" data-testid="etp-orders">
      <DataTable
        columns={columns}
        rows={rows ?? []}
        rowKey={rowKey}
        rowProps={rowProps}
        label="申购赎回记录表"
        loading={rows === null && error === null}
        emptyText={ETP_ORDERS_EMPTY_TEXT}
        error={error}
        onRetry={() => void transactions.refetch()}
        className={styles.records}
      />
    </section>
  );
}
