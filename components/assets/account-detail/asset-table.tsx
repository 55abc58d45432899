'use client';

// The currencies of one account (or one margin pair): 币种, 总额, 可用, 冻结, 估值 and 操作, sortable
// by currency, total and value, cards on phones. Rows are the shared DataTable's memoised rows
// compared by what they show (sameRowView), so a refresh that changed nothing renders no row
// and a push that moved one currency renders that row only (countRender('asset-row')).

import { useMemo } from 'react';
import { DataTable, type DataColumn } from '@/components/records/data-table';
import { currencyRowActions } from '@/lib/assets/row-actions';
import { HIDDEN_AMOUNT, formatFiatAmount } from '@/lib/assets/conversion';
import { valuationText } from '@/lib/assets/valuation';
import { type AccountKind, isSubUser } from '@/lib/assets/account-kinds';
import type { TradePairSymbol } from '@/lib/assets/trade-pair';
import { decimalKey, sortRows, type SortState } from '@/lib/records/sort';
import { formatNumber } from '@/lib/decimal';
import { countRender } from '@/lib/perf/render-count';
import { SUB_USER_WITHDRAW_REASON } from '@/lib/sub-account/own-access';
import type { MarketCurrency } from '@/lib/settings/currencies';
import { kindActions, rowLinks, type AssetRowView, sameRowView } from './detail-rows';
import styles from './account-detail.module.css';

/** The reason a disabled user (country 183) may not deposit or withdraw. */
export const DISABLED_USER_REASON = '您的账户已被限制充提';
export const DEPOSIT_SUSPENDED_REASON = '该币种暂停充币';
export const WITHDRAW_SUSPENDED_REASON = '该币种暂停提币';
export const NO_SEARCH_RESULT_TEXT = '未找到相关币种';
export const NO_ASSETS_TEXT = '暂无资产';

export interface RowActionContext {
  kind: AccountKind;
  lang: string;
  userType: number | null;
  disabledUser: boolean;
  symbols: readonly TradePairSymbol[];
  /** The currency settings by code; null while they load (actions then stay open). */
  currencies: Readonly<Record<string, MarketCurrency>> | null;
  /** The pair of a margin section: its 交易 opens that pair. */
  sectionPair?: string | null;
}

export interface AssetTableProps {
  rows: readonly AssetRowView[];
  label: string;
  hidden: boolean;
  fiat: string;
  actions: RowActionContext;
  /** The account had rows, the search or the small-balance switch left none. */
  filtered: boolean;
  /** The page's sort (shared by a margin page's sections and the phone's sort picker). */
  sort: SortState | null;
  onSortChange(sort: SortState): void;
  testId?: string;
}

function amount(value: string, hidden: boolean): string {
  return hidden ? HIDDEN_AMOUNT : formatNumber(value, 8, { maxLength: Infinity });
}

function ClosedAction({ label, reason, testId }: { label: string; reason: string; testId: string }) {
  return (
    <span className={styles.closed} aria-disabled="true" title={reason} data-testid={testId} data-reason={reason}>
      {label}
      <span className="visually-hidden">（{reason}）</span>
    </span>
  );
}

function ActionsCell({ row, context }: { row: AssetRowView; context: RowActionContext }) {
  const offers = kindActions(context.kind);
  const code = row.currency.toLowerCase();
  const setting = context.currencies?.[code];
  const allowed = currencyRowActions({
    currency: code,
    depositEnabled: context.currencies === null ? true : (setting?.depositEnabled ?? false),
    withdrawEnabled: context.currencies === null ? true : (setting?.withdrawEnabled ?? false),
    userType: context.userType,
    disabledUser: context.disabledUser,
    symbols: context.symbols,
  });
  const pair = context.sectionPair ?? allowed.trade?.slug ?? null;
  const links = rowLinks(context.lang, code, offers.trade ? pair : null, { kind: context.kind, symbol: context.kind === 'margin' ? context.sectionPair : null });
  const depositReason = context.disabledUser ? DISABLED_USER_REASON : DEPOSIT_SUSPENDED_REASON;
  const withdrawReason = context.disabledUser ? DISABLED_USER_REASON : isSubUser(context.userType) ? SUB_USER_WITHDRAW_REASON : WITHDRAW_SUSPENDED_REASON;
  return (
    <span className={styles.actions}>
      {offers.depositWithdraw && links.deposit ? (
        allowed.deposit ? (
          <a href={links.deposit} data-testid={`asset-deposit-${code}`}>
            充币
          </a>
        ) : (
          <ClosedAction label="充币" reason={depositReason} testId={`asset-deposit-${code}`} />
        )
      ) : null}
      {offers.depositWithdraw && links.withdraw ? (
        allowed.withdraw ? (
          <a href={links.withdraw} data-testid={`asset-withdraw-${code}`}>
            提币
          </a>
        ) : (
          <ClosedAction label="提币" reason={withdrawReason} testId={`asset-withdraw-${code}`} />
        )
      ) : null}
      {offers.transfer && links.transfer ? (
        <a href={links.transfer} data-testid={`asset-transfer-${code}`}>
          划转
        </a>
      ) : null}
      {links.trade ? (
        <a href={links.trade} data-testid={`asset-trade-${code}`}>
          交易
        </a>
      ) : null}
    </span>
  );
}

const rowKey = (row: AssetRowView) => row.currency;

export function AssetTable({ rows, label, hidden, fiat, actions, filtered, sort, onSortChange, testId = 'asset-table' }: AssetTableProps) {
  const columns = useMemo<DataColumn<AssetRowView>[]>(() => {
    const offers = kindActions(actions.kind);
    const withActions = offers.depositWithdraw || offers.transfer || offers.trade;
    const all: DataColumn<AssetRowView>[] = [
      {
        key: 'currency',
        title: '币种',
        rowHeader: true,
        sortKey: (row) => row.currency.toLowerCase(),
        render: (row) => {
          // Runs once per row render: the benchmark's count of re-rendered rows.
          countRender('asset-row');
          return <span className={styles.currency}>{row.currency.toUpperCase()}</span>;
        },
        cellProps: (row) => ({ 'data-testid': `asset-currency-${row.currency.toLowerCase()}` }),
      },
      {
        key: 'total',
        title: '总额',
        align: 'right',
        sortKey: (row) => decimalKey(row.total),
        render: (row) => amount(row.total, hidden),
        cellProps: (row) => ({ 'data-testid': `asset-total-${row.currency.toLowerCase()}` }),
      },
      {
        key: 'available',
        title: '可用',
        align: 'right',
        render: (row) => amount(row.available, hidden),
        cellProps: (row) => ({ 'data-testid': `asset-available-${row.currency.toLowerCase()}` }),
      },
      {
        key: 'frozen',
        title: '冻结',
        align: 'right',
        render: (row) => amount(row.frozen, hidden),
        cellProps: (row) => ({ 'data-testid': `asset-frozen-${row.currency.toLowerCase()}` }),
      },
      {
        key: 'value',
        title: '估值',
        align: 'right',
        sortKey: (row) => decimalKey(row.btc),
        render: (row) => (
          <span className={styles.value}>
            <span>{hidden ? HIDDEN_AMOUNT : `${valuationText(row.btc, 'btc')} BTC`}</span>
            <span className={styles.fiat}>≈ {formatFiatAmount(row.fiat, fiat, { hidden })}</span>
          </span>
        ),
        cellProps: (row) => ({ 'data-testid': `asset-value-${row.currency.toLowerCase()}` }),
      },
      {
        key: 'actions',
        title: '操作',
        align: 'right',
        render: (row) => <ActionsCell row={row} context={actions} />,
      },
    ];
    // An account whose rows offer no action (earn, mining, …) has no 操作 column.
    return withActions ? all : all.filter((column) => column.key !== 'actions');
  }, [hidden, fiat, actions]);
  const sorted = useMemo(() => {
    const keyOf = sort ? columns.find((column) => column.key === sort.key)?.sortKey : undefined;
    return sort && keyOf ? sortRows(rows, keyOf, sort.direction) : rows;
  }, [rows, sort, columns]);
  return (
    <DataTable
      columns={columns}
      rows={sorted}
      sort={sort}
      onSortChange={onSortChange}
      rowKey={rowKey}
      rowEquals={sameRowView}
      label={label}
      cards
      testId={testId}
      emptyText={filtered ? NO_SEARCH_RESULT_TEXT : NO_ASSETS_TEXT}
      className={styles.table}
    />
  );
}
