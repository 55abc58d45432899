'use client';

// The margin money side of the exchange page (exchange-wallet-fiat.md sections 3 "Lending", 5,
// 6, 7): for a logged-in user a switch between 逐仓 (the pair's margin account, on a pair that
// has one) and 全仓 (the super-margin account, on every pair); per currency 资产, 已借, 利息, 可借
// (and for 全仓 剩余额度 and 最小); 借币, 还币 and 划转 dialogs; and the 借贷记录 with states.
// Margin is only for logged-in users, and a sub-user only with the authority of the kind open:
// 逐仓 behind the isolated-margin authority (the parent decides: marginAllowed), 全仓 behind the
// super-margin one (asked here); a closed kind shows the reason instead of any data or action.

import dynamic from 'next/dynamic';
import { useCallback, useState } from 'react';
import { DataTable, type DataColumn } from '@/components/records/data-table';
import { TabPanel, Tabs } from '@/components/tabs';
import { formatNumber } from '@/lib/decimal';
import { EMPTY_PLACEHOLDER, formatTime, SHORT_DATE_TIME_PATTERN } from '@/lib/format';
import type { MarketSymbol } from '@/lib/settings/symbols';
import { loanStateLabel } from '@/lib/trading/margin-loans';
import { queryErrorText } from '@/queries/failure';
import { useMarginBalance, useMarginLoanInfo, useMarginLoans, useSuperMarginCurrencies } from '@/queries/margin';
import { useAccounts, useAuthorities, useBalance } from '@/queries/trading';
import { isSubAccount } from '@/lib/session/user';
import { exchangeTypeBlockedReason } from '@/lib/trading/order-access';
import { sessionStore } from '@/stores/session-store';
import { useStore } from 'zustand';
import { marginAccountOf, spotAccountOf } from '@/services/trading/accounts';
import {
  type LoanRule,
  type MarginBalance,
  type MarginKind,
  type MarginLoan,
  type SuperMarginCurrency,
} from '@/services/trading/margin';
import styles from './margin-panel.module.css';

// The dialogs (with the form library and the form dialog) load when one is first opened, not
// with the exchange page.
const MarginLoanDialog = dynamic(() => import('./margin-loan-dialog').then((module) => module.MarginLoanDialog), { ssr: false });
const MarginRepayDialog = dynamic(() => import('./margin-repay-dialog').then((module) => module.MarginRepayDialog), { ssr: false });
const MarginTransferDialog = dynamic(() => import('./margin-transfer-dialog').then((module) => module.MarginTransferDialog), { ssr: false });

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

function amount(value: string | null | undefined): string {
  return value === null || value === undefined ? EMPTY_PLACEHOLDER : formatNumber(value, 8, { padZeros: false });
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

/**
 * The 全仓 (super-margin) gate, worked out like the order form's: logged in, and a sub-user
 * needs the super-margin authority open (section 6). Null open, a reason closed, '' loading.
 */
function useCrossMarginGate(loggedIn: boolean): string | null {
  const user = useStore(sessionStore, (state) => state.user);
  const isSubUser = user ? isSubAccount(user) : false;
  const authorities = useAuthorities(loggedIn && isSubUser);
  return exchangeTypeBlockedReason('cross-margin', { loggedIn, user, authorities: authorities.data ?? null });
}

export function MarginPanel({ symbol, loggedIn, marginAllowed, disabledReason }: MarginPanelProps) {
  const { hasMargin, spotId } = useMarginAccount(loggedIn, symbol.symbol);
  const crossGate = useCrossMarginGate(loggedIn);
  const [chosen, setChosen] = useState<MarginKind>('margin');
  if (!loggedIn || hasMargin === null) return null;
  // 逐仓 needs the pair's isolated-margin account; 全仓 is one account for every pair.
  const kinds: MarginKind[] = hasMargin ? ['margin', 'cross'] : ['cross'];
  const kind = kinds.includes(chosen) ? chosen : 'cross';
  // Each kind behind its own authority: 逐仓 the isolated-margin one (decided by the parent),
  // 全仓 the super-margin one.
  const gate = kind === 'margin' ? (marginAllowed ? null : (disabledReason ?? '')) : crossGate;
  return (
    <section className={styles.panel} aria-labelledby="margin-panel-title" data-testid="margin-panel" data-kind={kind}>
      <header className={styles.header}>
        <h2 id="margin-panel-title" className={styles.title}>
          杠杆借贷
        </h2>
        <Tabs
          items={kinds.map((key) => ({ key, label: MODE_LABELS[key] }))}
          value={kind}
          onChange={setChosen}
          idBase="margin-mode"
          label="杠杆类型"
          sharedPanel
          className={styles.tabs}
        />
      </header>
      <TabPanel idBase="margin-mode" tabKey={kind} shared>
        {gate === null ? (
          <MarginData key={kind} kind={kind} symbol={symbol} spotId={spotId} />
        ) : gate === '' && kind === 'cross' ? null : (
          <p className={styles.reason} role="note" data-testid="margin-disabled-reason">
            {gate || NOT_ALLOWED_TEXT}
          </p>
        )}
      </TabPanel>
    </section>
  );
}

function MarginData({ kind, symbol, spotId }: { kind: MarginKind; symbol: MarketSymbol; spotId: string | null }) {
  const { data, loaded } = usePanelData(kind, symbol.symbol, spotId);
  const [dialog, setDialog] = useState<DialogState>(null);

  // The move's hook fetches the margin figures again; the dialog only closes.
  const done = useCallback(() => setDialog(null), []);

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
      {data.error ? (
        <p className={styles.error} role="alert" data-testid="margin-load-error">
          {data.error}
        </p>
      ) : null}
      <>
        <DataTable
          columns={[
            { key: 'currency', title: '币种', rowHeader: true, render: (currency) => unitOf(currency) },
            { key: 'asset', title: '资产', render: (currency) => (loaded ? amount(rowOf(currency)?.available ?? '0') : EMPTY_PLACEHOLDER), cellProps: (currency) => ({ 'data-testid': `margin-asset-${currency}` }) },
            { key: 'loaned', title: '已借', render: (currency) => (loaded ? amount(rowOf(currency)?.loan ?? '0') : EMPTY_PLACEHOLDER), cellProps: (currency) => ({ 'data-testid': `margin-loaned-${currency}` }) },
            { key: 'interest', title: '利息', render: (currency) => (loaded ? amount(rowOf(currency)?.interest ?? '0') : EMPTY_PLACEHOLDER), cellProps: (currency) => ({ 'data-testid': `margin-interest-${currency}` }) },
            { key: 'loanable', title: '可借', render: (currency) => (loaded ? amount(ruleOf(currency)?.loanable ?? '0') : EMPTY_PLACEHOLDER), cellProps: (currency) => ({ 'data-testid': `margin-loanable-${currency}` }) },
            ...(kind === 'cross'
              ? [
                  { key: 'quota', title: '剩余额度', render: (currency: string) => (loaded ? amount(superOf(currency)?.remainQuota) : EMPTY_PLACEHOLDER), cellProps: (currency: string) => ({ 'data-testid': `margin-quota-${currency}` }) },
                  { key: 'min', title: '最小', render: (currency: string) => (loaded ? amount(superOf(currency)?.minAmount ?? ruleOf(currency)?.bounds.min) : EMPTY_PLACEHOLDER), cellProps: (currency: string) => ({ 'data-testid': `margin-min-${currency}` }) },
                ]
              : []),
            {
              key: 'actions',
              title: '操作',
              render: (currency) => {
                const unit = unitOf(currency);
                return (
                  <div className={styles.rowActions}>
                    <button type="button" disabled={!loaded || !ruleOf(currency)} onClick={() => setDialog({ type: 'loan', currency })} aria-label={`借币 ${unit}`}>
                      借币
                    </button>
                    <button type="button" disabled={!loaded || openLoansOf(currency).length === 0} onClick={() => setDialog({ type: 'repay', currency })} aria-label={`还币 ${unit}`}>
                      还币
                    </button>
                    <button type="button" disabled={!loaded} onClick={() => setDialog({ type: 'transfer', currency })} aria-label={`划转 ${unit}`}>
                      划转
                    </button>
                  </div>
                );
              },
            },
          ] satisfies DataColumn<string>[]}
          rows={currencies}
          rowKey={(currency) => currency}
          rowProps={(currency) => ({ 'data-testid': `margin-row-${currency}` })}
          label="杠杆资产"
          regionProps={{ 'data-testid': 'margin-assets', 'data-kind': kind, 'data-loaded': loaded }}
          loading={!loaded}
          className={styles.records}
        />
        <h3 className={styles.subtitle}>借贷记录</h3>
        <DataTable
          columns={[
            { key: 'time', title: '时间', render: (loan) => formatTime(loan.createdAt, SHORT_DATE_TIME_PATTERN) },
            { key: 'currency', title: '币种', render: (loan) => unitOf(loan.currency) },
            { key: 'amount', title: '借币数量', render: (loan) => amount(loan.amount) },
            { key: 'loanBalance', title: '未还本金', render: (loan) => amount(loan.loanBalance) },
            { key: 'interestBalance', title: '未还利息', render: (loan) => amount(loan.interestBalance) },
            { key: 'state', title: '状态', render: (loan) => loanStateLabel(loan.state) },
          ] satisfies DataColumn<MarginLoan>[]}
          rows={data.loans}
          rowKey={(loan) => loan.id}
          rowProps={(loan) => ({ 'data-loan-id': loan.id, 'data-state': loan.state })}
          label="借贷记录"
          loading={!loaded}
          emptyText={NO_LOANS_TEXT}
          className={styles.records}
          testId="margin-loans"
        />
      </>
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
