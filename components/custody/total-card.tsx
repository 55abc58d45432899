'use client';

// The custody statement's head: the account's total from the custody service's profit-loss
// call (its USDT valuation), in BTC and ≈ the user's display fiat, with today's profit-loss and
// rate coloured by sign. A hide switch masks every figure.

import { useState } from 'react';
import { QueryState } from '@/components/query-state/query-state';
import { formatFiatAmount, HIDDEN_AMOUNT } from '@/lib/assets/conversion';
import { fiatValuation, valuationText, valueIn } from '@/lib/assets/valuation';
import { formatTime } from '@/lib/format';
import { useProfitLoss, useYesterdayProfit } from '@/queries/finance';
import { EMPTY_PLACEHOLDER } from '@/lib/format';
import { ProfitAmount, ProfitRate } from './profit-text';
import { useCustodyMarket, useCustodyUser } from './use-custody';
import styles from './custody.module.css';

export const TOTAL_TITLE = '总资产估值';
export const HIDE_TEXT = '隐藏金额';
export const SHOW_TEXT = '显示金额';

export function CustodyTotalCard() {
  const { ready, fiat } = useCustodyUser();
  const query = useProfitLoss(ready);
  // Yesterday's profit beside today's; while it is not ready (10301) or failed it reads --.
  const yesterday = useYesterdayProfit(ready);
  const { market, rates } = useCustodyMarket();
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
      <QueryState query={query}>
        {(pl) => {
          const usdt = pl.currency === 'usdt' ? pl.balance : market ? valueIn(pl.balance, pl.currency, 'usdt', market) : null;
          const btc = market ? valueIn(pl.balance, pl.currency, 'btc', market) : null;
          return (
            <>
              <p className={styles.figure} data-testid="custody-total-btc">
                {hidden ? HIDDEN_AMOUNT : valuationText(btc, 'btc')}
                <span className={styles.unit}>BTC</span>
              </p>
              <p className={styles.sub} data-testid="custody-total-fiat">
                ≈ {formatFiatAmount(fiatValuation(usdt, rates, fiat), fiat, { hidden })}
              </p>
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
                  <dt>昨日收益</dt>
                  <dd>
                    {hidden ? (
                      HIDDEN_AMOUNT
                    ) : yesterday.data ? (
                      <ProfitAmount value={yesterday.data.profit} unit={yesterday.data.currency.toUpperCase()} testId="custody-yesterday-profit" />
                    ) : (
                      EMPTY_PLACEHOLDER
                    )}
                  </dd>
                </div>
                <div>
                  <dt>更新时间</dt>
                  <dd>{formatTime(pl.updatedAt)}</dd>
                </div>
              </dl>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
