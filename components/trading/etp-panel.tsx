'use client';

// ETP creation 申购 and redemption 赎回 on an ETP pair (exchange-wallet-fiat.md sections 2 and
// 7): the net value, leverage and fees, the exchange limit (single min/max, today's remaining)
// and the position limit, an amount field checked before anything is sent (the field says
// why), the server's message when it refuses (what was typed stays). The exchange limit is
// retried every 30 s after a failure. A visitor sees a login prompt.

import Link from 'next/link';
import { useId, useState } from 'react';
import { useGuardedAction } from '@/components/dialog/guarded-submit';
import { useStore } from 'zustand';
import { AmountInput } from '@/components/form/amount-input';
import { TabPanel, Tabs } from '@/components/tabs';
import { formatNumber } from '@/lib/decimal';
import { loginRedirect } from '@/lib/routing/navigation';
import type { Language } from '@/lib/routing/segments';
import type { MarketSymbol } from '@/lib/settings/symbols';
import { feeRateText } from '@/lib/trading';
import { EMPTY_PLACEHOLDER } from '@/lib/format/placeholder';
import {
  checkEtpInput,
  creationQuote,
  ETP_TRANSACT_LABELS,
  redemptionQuote,
  type EtpTransactType,
} from '@/lib/trading/etp';
import { etpTradeFailureText, useEtpExchangeLimit, useEtpInfo, useEtpPositionLimit, useEtpTrade } from '@/queries/etp';
import { queryErrorText } from '@/queries/failure';
import { showToast } from '@/stores/toast-store';
import { spotAvailable, type TradingStore } from '@/stores/trading-store';
import styles from './etp.module.css';

const ETP_TABS = (['creation', 'redemption'] as const).map((key) => ({ key, label: ETP_TRANSACT_LABELS[key] }));

export const ETP_LIMIT_RETRY_TEXT = '额度加载失败，30秒后自动重试';
export const ETP_DONE_TEXT: Readonly<Record<EtpTransactType, string>> = { creation: '申购成功', redemption: '赎回成功' };

/** Info, exchange limit (retried every 30 s after a failure) and position limit of one ETP. */
export function useEtpData(etpName: string, loggedIn: boolean) {
  const info = useEtpInfo(etpName);
  const limit = useEtpExchangeLimit(etpName, loggedIn);
  const position = useEtpPositionLimit(etpName, loggedIn);
  return {
    info: info.data ?? null,
    infoError: info.isError ? queryErrorText(info.error) : null,
    limit: limit.data ?? null,
    limitFailed: limit.isError,
    position: position.data ?? null,
  };
}

export interface EtpPanelProps {
  symbol: MarketSymbol;
  loggedIn: boolean;
  /** Spot balances of the page (the quote spent, the ETP tokens redeemed). */
  store: TradingStore;
  lang: string;
  /** This page's path, the login prompt's backUrl. */
  path: string;
  /**
   * Not called: the trade mutation (queries/etp useEtpTrade) reloads the ETP's limits, records
   * and the balances itself. Accepted so a page that still passes its refresh compiles.
   */
  onTraded?(): void;
}

export function EtpPanel({ symbol, loggedIn, store, lang, path }: EtpPanelProps) {
  const id = useId();
  const etpName = symbol.base;
  const { info, infoError, limit, limitFailed, position } = useEtpData(etpName, loggedIn);
  const trade = useEtpTrade(etpName);
  const [type, setType] = useState<EtpTransactType>('creation');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const quoteAvailable = useStore(store, (state) => spotAvailable(state, symbol.quote));
  const etpAvailable = useStore(store, (state) => spotAvailable(state, symbol.base));
  const creation = type === 'creation';
  const available = creation ? quoteAvailable : etpAvailable;
  const inputPrecision = creation ? symbol.totalPrecision : symbol.amountPrecision;
  const resultPrecision = creation ? symbol.amountPrecision : symbol.totalPrecision;
  const unit = creation ? symbol.quoteDisplayName : symbol.baseDisplayName;
  const label = ETP_TRANSACT_LABELS[type];

  const switchTo = (next: EtpTransactType) => {
    setType(next);
    setTyped('');
    setError(null);
    setFailure(null);
  };

  const estimate = info
    ? creation
      ? creationQuote(typed, info.netValue, info.creationFeeRate, symbol.amountPrecision)
      : redemptionQuote(typed, info.netValue, info.redemptionFeeRate, symbol.totalPrecision)
    : null;

  // One creation or redemption at a time: a second click while one is under way sends nothing.
  const { run: sendOnce, pending: sending } = useGuardedAction(async (currency: string, quantity: string) => {
    try {
      // The ETP's limits and records (also in the orders panel's ETP tab) reload in the mutation.
      await trade.mutateAsync({ type, currency, quantity });
    } catch (failed) {
      setFailure(etpTradeFailureText(failed));
      return;
    }
    showToast('success', ETP_DONE_TEXT[type]);
    setTyped('');
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (sending || !info) return;
    setFailure(null);
    const checked = checkEtpInput({ type, typed, info, inputPrecision, resultPrecision, available, exchangeLimit: limit, positionLimit: position });
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setError(null);
    void sendOnce(info.currency, checked.input);
  };

  const side = limit ? limit[type] : null;
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="etp-panel">
      <header className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          ETP 申购/赎回
        </h2>
        <Tabs items={ETP_TABS} value={type} onChange={switchTo} idBase={id} label="申购或赎回" sharedPanel className={styles.tabs} />
      </header>
      <TabPanel idBase={id} tabKey={type} shared className={styles.tabBody}>
        {infoError ? (
          <p className={styles.error} role="alert">
            {infoError}
          </p>
        ) : null}
        <dl className={styles.facts}>
          <dt>净值</dt>
          <dd data-testid="etp-net-value">{info ? `${info.netValue} ${symbol.quoteDisplayName}` : EMPTY_PLACEHOLDER}</dd>
          <dt>杠杆倍数</dt>
          <dd>{info ? `${info.leverage}X` : EMPTY_PLACEHOLDER}</dd>
          <dt>管理费率</dt>
          <dd>{info ? feeRateText(info.managementFeeRate) : EMPTY_PLACEHOLDER}</dd>
          <dt>{`${label}费率`}</dt>
          <dd data-testid="etp-fee-rate">{info ? feeRateText(creation ? info.creationFeeRate : info.redemptionFeeRate) : EMPTY_PLACEHOLDER}</dd>
          {loggedIn ? (
            <>
              <dt>单笔限额</dt>
              <dd data-testid="etp-single-limit">{side ? `${side.min} ~ ${side.max} ${unit}` : EMPTY_PLACEHOLDER}</dd>
              <dt>今日剩余额度</dt>
              <dd data-testid="etp-daily-remaining">{side ? `${side.dailyRemaining} ${unit}` : EMPTY_PLACEHOLDER}</dd>
              <dt>持仓限额</dt>
              <dd data-testid="etp-position-limit">{position ? `${position.maxHoldings} ${symbol.baseDisplayName}` : EMPTY_PLACEHOLDER}</dd>
            </>
          ) : null}
        </dl>
        {loggedIn && limitFailed ? (
          <p className={styles.error} role="status" data-testid="etp-limit-failed">
            {ETP_LIMIT_RETRY_TEXT}
          </p>
        ) : null}
        {loggedIn ? (
          <form className={styles.form} onSubmit={submit} noValidate aria-label={label} data-testid="etp-form">
            <p className={styles.muted}>
              可用 <span data-testid="etp-available">{available === null ? EMPTY_PLACEHOLDER : formatNumber(available, creation ? symbol.totalPrecision : symbol.amountPrecision)}</span> {unit}
            </p>
            <AmountInput
              id={`${id}-amount`}
              name="amount"
              label={creation ? '申购金额' : '赎回数量'}
              value={typed}
              onChange={setTyped}
              precision={inputPrecision}
              unit={unit}
              error={error}
              errorTestId="etp-field-error"
            />
            <p className={styles.muted}>
              {creation ? '预计获得' : '预计到账'}{' '}
              <output data-testid="etp-estimate">{estimate ? (creation ? estimate.amount : estimate.value) : EMPTY_PLACEHOLDER}</output>{' '}
              {creation ? symbol.baseDisplayName : symbol.quoteDisplayName}，手续费 <output data-testid="etp-fee">{estimate ? estimate.fee : EMPTY_PLACEHOLDER}</output>{' '}
              {symbol.quoteDisplayName}
            </p>
            {failure ? (
              <p className={styles.error} role="alert" data-testid="etp-failure">
                {failure}
              </p>
            ) : null}
            <button type="submit" className={styles.submit} disabled={sending || !info} aria-busy={sending}>
              {`${label} ${symbol.baseDisplayName}`}
            </button>
          </form>
        ) : (
          <p className={styles.login} data-testid="etp-login-prompt">
            <Link href={loginRedirect(path, '', lang as Language)}>登录</Link>
            <span>后申购或赎回</span>
          </p>
        )}
      </TabPanel>
    </section>
  );
}
