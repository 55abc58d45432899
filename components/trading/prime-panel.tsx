'use client';

// A prime token launch on its pair (exchange-wallet-fiat.md sections 3, 4 and 7): the phase
// (未开始 / PO 申购中 / BID 竞价中 / 已结束, section 4's rule), the current round, the user's
// limit, a PO form in a limit round or a BID form in a lucky round at the round's issue price,
// and the latest result, fetched again every 5 s while it is pending or the call failed.
// Before placing, the device facts go to "set prime info". A visitor sees a login prompt.

import Link from 'next/link';
import { useId, useState } from 'react';
import { useGuardedAction } from '@/components/dialog/guarded-submit';
import { useStore } from 'zustand';
import { AmountInput } from '@/components/form/amount-input';
import { formatNumber, mul } from '@/lib/decimal';
import { loginRedirect } from '@/lib/routing/navigation';
import type { Language } from '@/lib/routing/segments';
import type { MarketSymbol } from '@/lib/settings/symbols';
import { EMPTY_PLACEHOLDER } from '@/lib/format/placeholder';
import {
  checkPrimeOrder,
  currentRound,
  PRIME_PHASE_LABELS,
  PRIME_RESULT_LABELS,
  primeOrderKind,
  primePhase,
  remainingLimit,
} from '@/lib/trading/prime';
import { getDeviceFingerprint } from '@/services/captcha/fingerprint';
import { queryErrorText } from '@/queries/failure';
import { primeOrderFailureText, type PrimeOrderSubmit, usePrimeInfo, usePrimeOrder, usePrimeResultQuery, usePrimeUserLimit } from '@/queries/prime';
import { sessionStore } from '@/stores/session-store';
import { showToast } from '@/stores/toast-store';
import { spotAvailable, type TradingStore } from '@/stores/trading-store';
import styles from './etp.module.css';

export const PRIME_PLACED_TEXT = '提交成功';
export const PRIME_NO_RESULT_TEXT = '暂无记录';
const FORM_LABELS = { po: 'PO 申购', bid: 'BID 竞价' } as const;

/** The latest PO or BID result; fetched again every 5 s while pending or failed. */
export function usePrimeResult(symbol: string, kind: 'po' | 'bid' | null, enabled: boolean) {
  const query = usePrimeResultQuery(symbol, kind, enabled);
  return { answer: query.data ?? null, failed: query.isError };
}

export interface PrimePanelProps {
  symbol: MarketSymbol;
  loggedIn: boolean;
  store: TradingStore;
  lang: string;
  path: string;
  /**
   * Not called: the order mutation (queries/prime usePrimeOrder) reloads the launch, the limit,
   * the result and the balances itself. Accepted so a page that still passes its refresh compiles.
   */
  onPlaced?(): void;
}

export function PrimePanel({ symbol, loggedIn, store, lang, path }: PrimePanelProps) {
  const id = useId();
  const infoQuery = usePrimeInfo(symbol.symbol);
  const info = infoQuery.data ?? null;
  const infoError = infoQuery.isError ? queryErrorText(infoQuery.error) : null;
  const limit = usePrimeUserLimit(symbol.symbol, loggedIn).data ?? null;
  const placeOrder = usePrimeOrder(symbol.symbol);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const available = useStore(store, (state) => spotAvailable(state, symbol.quote));

  const phase = info ? primePhase(info.status) : null;
  const kind = phase ? primeOrderKind(phase) : null;
  const round = info ? currentRound(info) : null;
  const currency = info?.currency ?? symbol.base;
  const { answer, failed } = usePrimeResult(symbol.symbol, kind, loggedIn);
  const remaining = limit ? remainingLimit(limit) : null;
  const value = round ? mul(typed, round.roundIssuePrice) : 'NaN';

  // One PO or BID at a time: a second click while one is under way places nothing.
  const { run: placeOnce, pending: sending } = useGuardedAction(async (order: PrimeOrderSubmit['order']) => {
    const uid = sessionStore.getState().user?.uid;
    const device = async () => ({ fp: (await getDeviceFingerprint()) ?? '', uid: uid === undefined ? '' : String(uid), ts: Date.now(), device_source: 'web', isAlphaGo: false });
    try {
      // The launch, the limit and the result are asked again by the mutation.
      await placeOrder.mutateAsync({ order, device });
    } catch (failed) {
      setFailure(primeOrderFailureText(failed));
      return;
    }
    showToast('success', PRIME_PLACED_TEXT);
    setTyped('');
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (sending || kind === null || phase === null) return;
    setFailure(null);
    const checked = checkPrimeOrder({ typed, phase, kind, round, amountPrecision: symbol.amountPrecision, currency, limit, available });
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setError(null);
    void placeOnce({ kind, amount: checked.amount, price: checked.price });
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="prime-panel">
      <header className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          {`${symbol.baseDisplayName} Prime`}
        </h2>
        <span data-testid="prime-phase" data-phase={phase ?? 'loading'}>
          {phase ? PRIME_PHASE_LABELS[phase] : EMPTY_PLACEHOLDER}
        </span>
      </header>
      {infoError ? (
        <p className={styles.error} role="alert">
          {infoError}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <dt>当前轮次</dt>
        <dd data-testid="prime-round">{round ? `第 ${round.roundNum} 轮 / 共 ${info?.rounds.length ?? 0} 轮` : EMPTY_PLACEHOLDER}</dd>
        <dt>发行价</dt>
        <dd data-testid="prime-price">{round ? `${round.roundIssuePrice} ${symbol.quoteDisplayName}` : EMPTY_PLACEHOLDER}</dd>
        <dt>本轮发行量</dt>
        <dd>{round ? `${round.roundCirculation} ${symbol.baseDisplayName}` : EMPTY_PLACEHOLDER}</dd>
        <dt>限价卖出价</dt>
        <dd>{round ? `${round.roundLimitOrderSellPrice} ${symbol.quoteDisplayName}` : EMPTY_PLACEHOLDER}</dd>
        {loggedIn ? (
          <>
            <dt>可申购额度</dt>
            <dd data-testid="prime-limit">{limit && remaining !== null ? `${remaining} / ${limit.maxAmount} ${symbol.baseDisplayName}` : EMPTY_PLACEHOLDER}</dd>
          </>
        ) : null}
      </dl>
      {loggedIn && kind ? (
        <form className={styles.form} onSubmit={submit} noValidate aria-label={FORM_LABELS[kind]} data-testid={`prime-form-${kind}`}>
          <p className={styles.muted}>
            可用 <span data-testid="prime-available">{available === null ? EMPTY_PLACEHOLDER : formatNumber(available, symbol.totalPrecision)}</span> {symbol.quoteDisplayName}
          </p>
          <AmountInput
            id={`${id}-amount`}
            name="amount"
            label={kind === 'po' ? '申购数量' : '竞价数量'}
            value={typed}
            onChange={setTyped}
            precision={symbol.amountPrecision}
            unit={symbol.baseDisplayName}
            error={error}
            errorTestId="prime-field-error"
          />
          <p className={styles.muted}>
            需支付 <output data-testid="prime-value">{value === 'NaN' ? EMPTY_PLACEHOLDER : value}</output> {symbol.quoteDisplayName}
          </p>
          {failure ? (
            <p className={styles.error} role="alert" data-testid="prime-failure">
              {failure}
            </p>
          ) : null}
          <button type="submit" className={styles.submit} disabled={sending} aria-busy={sending}>
            {FORM_LABELS[kind]}
          </button>
        </form>
      ) : null}
      {loggedIn && kind ? (
        <div data-testid="prime-result" data-state={answer === null ? 'loading' : answer === 'none' ? 'none' : answer.state}>
          <h3 className={styles.title}>{`${FORM_LABELS[kind]}结果`}</h3>
          {failed ? <p className={styles.error}>结果查询失败，5秒后自动重试</p> : null}
          {answer === 'none' ? <p className={styles.muted}>{PRIME_NO_RESULT_TEXT}</p> : null}
          {answer !== null && answer !== 'none' ? (
            <p className={styles.muted}>
              {`第 ${answer.round} 轮 ${answer.amount} ${symbol.baseDisplayName} · `}
              <span data-testid="prime-result-state">{PRIME_RESULT_LABELS[answer.state]}</span>
              {answer.state === 'settled' ? ` · 获得 ${answer.filledAmount} ${symbol.baseDisplayName}` : null}
            </p>
          ) : null}
        </div>
      ) : null}
      {!loggedIn ? (
        <p className={styles.login} data-testid="prime-login-prompt">
          <Link href={loginRedirect(path, '', lang as Language)}>登录</Link>
          <span>后参与</span>
        </p>
      ) : null}
    </section>
  );
}
