'use client';

// The custody statement's head: the user's total — the same valuation the assets overview shows
// (components/assets/wallet-kinds useWalletValuation: the shown kinds' values summed), so it is
// the sum of the account rows below — in BTC and ≈ the user's display fiat, with today's
// profit-loss and rate from the custody service and yesterday's profit, coloured by sign. A hide
// switch masks every figure.

import { useState } from 'react';
import { QueryState } from '@/components/query-state/query-state';
import { useWalletValuation } from '@/components/assets/wallet-valuation';
import { YesterdayProfitFigure } from '@/components/assets/yesterday-profit';
import { formatFiatAmount, HIDDEN_AMOUNT } from '@/lib/assets/conversion';
import { fiatValuation, walletTotalText } from '@/lib/assets/valuation';
import { EMPTY_PLACEHOLDER, formatTime } from '@/lib/format';
import type { Language } from '@/lib/routing/segments';
import { useProfitLoss } from '@/queries/finance';
import { ProfitAmount, ProfitRate } from './profit-text';
import { useCustodyMarket, useCustodyUser } from './use-custody';
import styles from './custody.module.css';

export const TOTAL_TITLE = '总资产估值';
export const HIDE_TEXT = '隐藏金额';
export const SHOW_TEXT = '显示金额';
export const INCOMPLETE_TEXT = '部分账户未能估值';

export function CustodyTotalCard({ lang }: { lang: Language }) {
  const { user, ready, fiat } = useCustodyUser();
  const query = useProfitLoss(ready);
  const { market, rates } = useCustodyMarket();
  // dm and swap's 1011 is toasted by the account rows of these pages, not here a second time.
  const { total, settled } = useWalletValuation({ loggedIn: ready, userType: user?.user_type ?? null, lang, market });
  const [hidden, setHidden] = useState(false);

  return (
    <section className={styles.card} aria-labelledby="custody-total-title" data-testid="custody-total">
      <div className={styles.cardHead}>
        <h2 id="custody-total-title" className={styles.cardTitle}>
          {TOTAL_TITLE}
        </h2>
        <button type="button" className={styles.inlineButton} aria-pressed={hidden} onClick={() => setHidden((value) => !value)}>
          {hidden ? SHOW_TEXT : HIDE_TEXT}
        </button>
      </div>
      <p className={styles.figure} data-testid="custody-total-btc" aria-busy={!settled}>
        {/* A failed balance call makes the total unknown: 估值失败, never a zero. */}
        {hidden ? HIDDEN_AMOUNT : settled ? walletTotalText(total, 'btc') : EMPTY_PLACEHOLDER}
        {settled && total.failed && !hidden ? null : <span className={styles.unit}>BTC</span>}
      </p>
      <p className={styles.sub}>
        <span data-testid="custody-total-fiat">≈ {settled ? formatFiatAmount(fiatValuation(total.usdt, rates, fiat), fiat, { hidden }) : EMPTY_PLACEHOLDER}</span>
        {settled && !total.complete && !total.failed ? <span className={styles.muted}>（{INCOMPLETE_TEXT}）</span> : null}
      </p>
      <dl className={styles.stats}>
        <div>
          <dt>昨日收益</dt>
          <dd>
            <YesterdayProfitFigure enabled={ready} hidden={hidden} fiat={fiat} rates={rates} market={market} testId="custody-yesterday-profit" toneClass={styles} />
          </dd>
        </div>
      </dl>
      <QueryState query={query}>
        {(pl) => (
          <dl className={styles.stats}>
            <div>
              <dt>今日盈亏</dt>
              <dd>{hidden ? HIDDEN_AMOUNT : <ProfitAmount value={pl.profitLoss} unit={pl.currency.toUpperCase()} testId="custody-profit-loss" />}</dd>
            </div>
            <div>
              <dt>今日收益率</dt>
              <dd>{hidden ? HIDDEN_AMOUNT : <ProfitRate ratio={pl.profitLossRate} testId="custody-profit-rate" />}</dd>
            </div>
            <div>
              <dt>更新时间</dt>
              <dd>{formatTime(pl.updatedAt)}</dd>
            </div>
          </dl>
        )}
      </QueryState>
    </section>
  );
}
