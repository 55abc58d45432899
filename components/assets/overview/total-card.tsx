'use client';

// The overview's head: the total valuation in BTC and ≈ the conversion currency, the eye button
// that hides every amount as ****, yesterday's profit, and the ways to move money. A disabled
// user (country 183) sees deposit and withdraw closed, with the reason.

import { formatFiatAmount, HIDDEN_AMOUNT } from '@/lib/assets/conversion';
import { fiatValuation, type ValuationMarket, type WalletTotal, walletTotalText } from '@/lib/assets/valuation';
import type { ExchangeRate } from '@/lib/settings/rates';
import { YesterdayProfitFigure } from '../yesterday-profit';
import type { OverviewLinks } from './overview-links';
import styles from './assets-overview.module.css';
import { EMPTY_PLACEHOLDER } from '@/lib/format';

export const TOTAL_TEXT = {
  title: '总资产估值',
  hide: '隐藏金额',
  show: '显示金额',
  yesterday: '昨日收益',
  incomplete: '部分账户未能估值',
  disabled: '您的账户已被限制充币和提币',
  deposit: '充币',
  withdraw: '提币',
  transfer: '划转',
  record: '财务记录',
} as const;

export interface TotalCardProps {
  total: WalletTotal;
  settled: boolean;
  fiat: string;
  rates: readonly ExchangeRate[];
  market: ValuationMarket;
  hidden: boolean;
  onHiddenChange(hidden: boolean): void;
  links: OverviewLinks;
  disabledUser: boolean;
  /** Yesterday's profit is asked for once the balances are in. */
  profitEnabled: boolean;
}

export function TotalCard({ total, settled, fiat, rates, market, hidden, onHiddenChange, links, disabledUser, profitEnabled }: TotalCardProps) {
  return (
    <section className={styles.total} aria-labelledby="assets-total-title">
      <div className={styles.totalHead}>
        <h2 id="assets-total-title" className={styles.totalTitle}>
          {TOTAL_TEXT.title}
        </h2>
        <button
          type="button"
          className={styles.eye}
          aria-pressed={hidden}
          onClick={() => onHiddenChange(!hidden)}
          data-testid="assets-hide-toggle"
        >
          {hidden ? TOTAL_TEXT.show : TOTAL_TEXT.hide}
        </button>
      </div>
      <p className={styles.totalBtc} data-testid="assets-total-btc" aria-busy={!settled}>
        {/* A failed balance call makes the total unknown: 估值失败, never a zero. */}
        {hidden ? HIDDEN_AMOUNT : settled ? walletTotalText(total, 'btc') : EMPTY_PLACEHOLDER}
        {settled && total.failed && !hidden ? null : <> <span className={styles.unit}>BTC</span></>}
      </p>
      <p className={styles.totalFiat}>
        <span data-testid="assets-total-fiat">≈ {settled ? formatFiatAmount(fiatValuation(total.usdt, rates, fiat), fiat, { hidden }) : EMPTY_PLACEHOLDER}</span>
        {/* On the same line: a note appearing later must not move what is below. */}
        {settled && !total.complete && !total.failed ? <span className={styles.incomplete}>（{TOTAL_TEXT.incomplete}）</span> : null}
      </p>
      <p className={styles.yesterday}>
        <span className={styles.muted}>{TOTAL_TEXT.yesterday}</span>{' '}
        <YesterdayProfitFigure enabled={profitEnabled} hidden={hidden} fiat={fiat} rates={rates} market={market} testId="assets-yesterday-profit" toneClass={styles} />
      </p>
      {disabledUser ? (
        <p className={styles.notice} role="note">
          {TOTAL_TEXT.disabled}
        </p>
      ) : null}
      <nav className={styles.actions} aria-label="资金操作">
        {disabledUser ? (
          <>
            <span className={styles.actionDisabled} aria-disabled="true">
              {TOTAL_TEXT.deposit}
            </span>
            <span className={styles.actionDisabled} aria-disabled="true">
              {TOTAL_TEXT.withdraw}
            </span>
          </>
        ) : (
          <>
            <a href={links.deposit} className={styles.actionPrimary}>
              {TOTAL_TEXT.deposit}
            </a>
            <a href={links.withdraw} className={styles.action}>
              {TOTAL_TEXT.withdraw}
            </a>
          </>
        )}
        <a href={links.transfer} className={styles.action}>
          {TOTAL_TEXT.transfer}
        </a>
        <a href={links.record} className={styles.action}>
          {TOTAL_TEXT.record}
        </a>
      </nav>
    </section>
  );
}
