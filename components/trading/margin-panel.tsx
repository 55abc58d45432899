'use client';

// The margin money side of the exchange page (exchange-wallet-fiat.md sections 3 "Lending", 5,
// 6, 7): for a logged-in user on a pair with an isolated-margin account, a switch between 逐仓
// (the pair's margin account) and 全仓 (the super-margin account); per currency 资产, 已借, 利息,
// 可借 (and for 全仓 剩余额度 and 最小); 借币, 还币 and 划转 dialogs; and the 借贷记录 with
// states. Margin is only for logged-in users, and a sub-user only with authority open: the
// parent decides (marginAllowed) and the panel then shows the reason instead of any data.

import { useCallback, useState } from 'react';
import { formatNumber } from '@/lib/decimal';
import type { MarketSymbol } from '@/lib/settings/symbols';
import { loanStateLabel } from '@/lib/trading/margin-loans';
import { queryErrorText } from '@/queries/failure';
import { useMarginBalance, useMarginLoanInfo, useMarginLoans, useRefreshMargin, useSuperMarginCurrencies } from '@/queries/margin';
import { useAccounts, useBalance } from '@/queries/trading';
import { marginAccountOf, spotAccountOf } from '@/services/trading/accounts';
import {
  type LoanRule,
  type MarginBalance,
  type MarginKind,
  type MarginLoan,
  type SuperMarginCurrency,
} from '@/services/trading/margin';
import { MarginLoanDialog } from './margin-loan-dialog';
import { MarginRepayDialog } from './margin-repay-dialog';
import { MarginTransferDialog } from './margin-transfer-dialog';
import styles from './margin-panel.module.css';

export interface MarginPanelProps {
  symbol: MarketSymbol;
  loggedIn: boolean;
  /** Logged in, and for a sub-user authority open (decided by the parent). */
  marginAllowed: boolean;
  /** Shown instead of the data when margin is not allowed. */
  disabledReason?: string | null;
}

export const MODE_LABELS: Readonly<Record<MarginKind, string>> = { margin: '逐仓', cross: '全仓' };
export const NOT_ALLOWED_TEXT = '暂无杠杆交易权限';
export const NO_LOANS_TEXT = '暂无借贷记录';

interface PanelData {
  balance: MarginBalance | null;
  rules: LoanRule[];
  loans: MarginLoan[];
  superCurrencies: SuperMarginCurrency[];
  spotAvailable: Record<string, string>;
  error: string | null;
}

type DialogState = { type: 'loan' | 'repay' | 'transfer'; currency: string } | null;

const EMPTY: PanelData = { balance: null, rules: [], loans: [], superCurrencies: [], spotAvailable: {}, error: null };
const timeFormat = new Intl.DateTimeFormat('zh-CN', { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

function amount(value: string | null | undefined): string {
  return value === null || value === undefined ? '--' : formatNumber(value, 8, { padZeros: false });
}

function failureOf(...queries: readonly { error: unknown }[]): string | null {
  const failed = queries.find((query) => query.error);
  return failed ? queryErrorText(failed.error) : null;
}

/** The panel's figures for one kind, and whether every call of it has answered (success or not). */
function usePanelData(kind: MarginKind, symbol: string, spotId: string | null): { data: PanelData; loaded: boolean } {
  const balance = useMarginBalance(kind, symbol);
  const rules = useMarginLoanInfo(kind, symbol);
  const loans = useMarginLoans(kind, symbol);
  const currencies = useSuperMarginCurrencies(kind === 'cross');
  // The page's spot balance, shared with the order form's (one call for both).
  const spot = useBalance(spotId);
  const calls = kind === 'cross' ? [balance, rules, loans, currencies] : [balance, rules, loans];
  const loaded = calls.every((query) => !query.isPending) && (spotId === null || !spot.isPending);
  const data: PanelData = loaded
    ? {
        balance: balance.data ?? null,
        rules: rules.data ?? [],
        loans: loans.data ?? [],
        superCurrencies: kind === 'cross' ? (currencies.data ?? []) : [],
        spotAvailable: spot.data ? Object.fromEntries(Object.entries(spot.data.currencies).map(([currency, row]) => [currency, row.available])) : {},
        error: failureOf(...calls),
      }
    : EMPTY;
  return { data, loaded };
}

/** Whether the user has the pair's isolated-margin account (null while asking), and the spot account id. */
function useMarginAccount(loggedIn: boolean, symbol: string): { hasMargin: boolean | null; spotId: string | null } {
  const accounts = useAccounts(loggedIn);
  if (accounts.data) return { hasMargin: marginAccountOf(accounts.data, symbol) !== null, spotId: spotAccountOf(accounts.data)?.id ?? null };
  return { hasMargin: accounts.isError ? false : null, spotId: null };
}

export function MarginPanel({ symbol, loggedIn, marginAllowed, disabledReason }: MarginPanelProps) {
  const { hasMargin, spotId } = useMarginAccount(loggedIn, symbol.symbol);
  if (!loggedIn || hasMargin !== true) return null;
  return (
    <section className={styles.panel} aria-labelledby="margin-panel-title" data-testid="margin-panel">
      {marginAllowed ? (
        <MarginData symbol={symbol} spotId={spotId} />
      ) : (
        <>
          <header className={styles.header}>
            <h2 id="margin-panel-title" className={styles.title}>
              杠杆借贷
            </h2>
          </header>
          <p className={styles.reason} role="note" data-testid="margin-disabled-reason">
            {disabledReason || NOT_ALLOWED_TEXT}
          </p>
        </>
      )}
    </section>
  );
}

function MarginData({ symbol, spotId }: { symbol: MarketSymbol; spotId: string | null }) {
  const [kind, setKind] = useState<MarginKind>('margin');
  const { data, loaded } = usePanelData(kind, symbol.symbol, spotId);
  const [dialog, setDialog] = useState<DialogState>(null);

  const reload = useRefreshMargin();
  const done = useCallback(() => {
    setDialog(null);
    reload();
  }, [reload]);

  const switchTo = (next: MarginKind) => {
    if (next === kind) return;
    setKind(next);
  };

  const currencies =
    kind === 'margin'
      ? [symbol.base, symbol.quote]
      : data.superCurrencies.length > 0
        ? data.superCurrencies.filter((entry) => entry.loanCurrency).map((entry) => entry.currency)
        : data.rules.map((rule) => rule.currency);
  const unitOf = (currency: string) =>
    currency === symbol.base ? symbol.baseDisplayName : currency === symbol.quote ? symbol.quoteDisplayName : currency.toUpperCase();
  const ruleOf = (currency: string) => data.rules.find((rule) => rule.currency === currency) ?? null;
  const superOf = (currency: string) => data.superCurrencies.find((entry) => entry.currency === currency) ?? null;
  const rowOf = (currency: string) => data.balance?.currencies[currency] ?? null;
  const openLoansOf = (currency: string) => data.loans.filter((loan) => loan.currency === currency && loan.state === 'accrual');

  const current = dialog;
  const dialogRule = current ? ruleOf(current.currency) : null;

  return (
    <>
      <header className={styles.header}>
        <h2 id="margin-panel-title" className={styles.title}>
          杠杆借贷
        </h2>
        <div role="tablist" aria-label="杠杆类型" className={styles.tabs}>
          {(['margin', 'cross'] as const).map((option) => (
            <button key={option} type="button" role="tab" aria-selected={option === kind} onClick={() => switchTo(option)}>
              {MODE_LABELS[option]}
            </button>
          ))}
        </div>
      </header>
      {data.error ? (
        <p className={styles.error} role="alert" data-testid="margin-load-error">
          {data.error}
        </p>
      ) : null}
      <div className={styles.scroll} role="region" aria-label="杠杆资产" tabIndex={0} data-testid="margin-assets" data-kind={kind} data-loaded={loaded}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">币种</th>
              <th scope="col">资产</th>
              <th scope="col">已借</th>
              <th scope="col">利息</th>
              <th scope="col">可借</th>
              {kind === 'cross' ? (
                <>
                  <th scope="col">剩余额度</th>
                  <th scope="col">最小</th>
                </>
              ) : null}
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {currencies.map((currency) => {
              const row = rowOf(currency);
              const rule = ruleOf(currency);
              const entry = superOf(currency);
              const unit = unitOf(currency);
              return (
                <tr key={currency} data-testid={`margin-row-${currency}`}>
                  <th scope="row">{unit}</th>
                  <td data-testid={`margin-asset-${currency}`}>{loaded ? amount(row?.available ?? '0') : '--'}</td>
                  <td data-testid={`margin-loaned-${currency}`}>{loaded ? amount(row?.loan ?? '0') : '--'}</td>
                  <td data-testid={`margin-interest-${currency}`}>{loaded ? amount(row?.interest ?? '0') : '--'}</td>
                  <td data-testid={`margin-loanable-${currency}`}>{loaded ? amount(rule?.loanable ?? '0') : '--'}</td>
                  {kind === 'cross' ? (
                    <>
                      <td data-testid={`margin-quota-${currency}`}>{loaded ? amount(entry?.remainQuota) : '--'}</td>
                      <td data-testid={`margin-min-${currency}`}>{loaded ? amount(entry?.minAmount ?? rule?.bounds.min) : '--'}</td>
                    </>
                  ) : null}
                  <td>
                    <div className={styles.rowActions}>
                      <button type="button" disabled={!loaded || !rule} onClick={() => setDialog({ type: 'loan', currency })} aria-label={`借币 ${unit}`}>
                        借币
                      </button>
                      <button
                        type="button"
                        disabled={!loaded || openLoansOf(currency).length === 0}
                        onClick={() => setDialog({ type: 'repay', currency })}
                        aria-label={`还币 ${unit}`}
                      >
                        还币
                      </button>
                      <button type="button" disabled={!loaded} onClick={() => setDialog({ type: 'transfer', currency })} aria-label={`划转 ${unit}`}>
                        划转
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h3 className={styles.subtitle}>借贷记录</h3>
      {/* Focusable: on a phone the tables scroll sideways, and the keyboard must reach that. */}
      <div className={styles.scroll} role="region" aria-label="借贷记录" tabIndex={0}>
        <table className={styles.table} data-testid="margin-loans">
          <thead>
            <tr>
              <th scope="col">时间</th>
              <th scope="col">币种</th>
              <th scope="col">借币数量</th>
              <th scope="col">未还本金</th>
              <th scope="col">未还利息</th>
              <th scope="col">状态</th>
            </tr>
          </thead>
          <tbody>
            {data.loans.length === 0 ? (
              <tr>
                <td colSpan={6} className={styles.empty}>
                  {loaded ? NO_LOANS_TEXT : '--'}
                </td>
              </tr>
            ) : (
              data.loans.map((loan) => (
                <tr key={loan.id} data-loan-id={loan.id} data-state={loan.state}>
                  <td>{timeFormat.format(loan.createdAt)}</td>
                  <td>{unitOf(loan.currency)}</td>
                  <td>{amount(loan.amount)}</td>
                  <td>{amount(loan.loanBalance)}</td>
                  <td>{amount(loan.interestBalance)}</td>
                  <td>{loanStateLabel(loan.state)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {current?.type === 'loan' && dialogRule ? (
        <MarginLoanDialog kind={kind} symbol={symbol.symbol} currency={current.currency} unit={unitOf(current.currency)} rule={dialogRule} onClose={() => setDialog(null)} onDone={done} />
      ) : null}
      {current?.type === 'repay' ? (
        <MarginRepayDialog
          kind={kind}
          unit={unitOf(current.currency)}
          loans={openLoansOf(current.currency)}
          available={rowOf(current.currency)?.available ?? '0'}
          onClose={() => setDialog(null)}
          onDone={done}
          onChanged={reload}
        />
      ) : null}
      {current?.type === 'transfer' ? (
        <MarginTransferDialog
          kind={kind}
          symbol={symbol.symbol}
          currency={current.currency}
          unit={unitOf(current.currency)}
          spotAvailable={data.spotAvailable[current.currency] ?? (spotId ? '0' : null)}
          marginAvailable={rowOf(current.currency)?.available ?? '0'}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      ) : null}
    </>
  );
}
