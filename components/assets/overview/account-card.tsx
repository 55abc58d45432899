'use client';

// One account kind on the overview: its name, its worth in BTC and ≈ the conversion currency,
// and its own state — loading, loaded, not open (with the way to open it where one exists),
// empty, or failed with a retry. Rendered only when its view or value changes (memo in the
// overview), so a refresh that changed nothing re-renders no card.

import Link from 'next/link';
import { accountKindName } from '@/lib/assets/account-kinds';
import { formatFiatAmount, HIDDEN_AMOUNT } from '@/lib/assets/conversion';
import { fiatValuation, VALUATION_FAILED_TEXT, valuationText } from '@/lib/assets/valuation';
import { WALLET_STATE_TEXT } from '@/lib/assets/wallet-state';
import { formatNumber } from '@/lib/decimal';
import { countRender } from '@/lib/perf/render-count';
import type { ExchangeRate } from '@/lib/settings/rates';
import type { WalletKindView } from '../wallet-kinds';
import styles from './assets-overview.module.css';

export const KIND_STATE_TEXT = {
  loading: WALLET_STATE_TEXT.loading,
  notOpen: WALLET_STATE_TEXT['not-open'],
  open: '去开通',
  empty: WALLET_STATE_TEXT.empty,
  dead: WALLET_STATE_TEXT.dead,
  retry: '重试',
  view: '查看',
} as const;

export interface AccountCardProps {
  view: WalletKindView;
  valueBtc: string | null;
  valueUsdt: string | null;
  hidden: boolean;
  fiat: string;
  rates: readonly ExchangeRate[];
  detailHref: string | null;
  openHref: string | null;
}

function StateLine({ view, openHref }: Pick<AccountCardProps, 'view' | 'openHref'>) {
  switch (view.state) {
    case 'loading':
      return <p className={styles.muted}>{KIND_STATE_TEXT.loading}</p>;
    case 'not-open':
      return (
        <p className={styles.muted}>
          {KIND_STATE_TEXT.notOpen}
          {openHref ? (
            <>
              {' '}
              <a href={openHref} className={styles.inlineLink}>
                {KIND_STATE_TEXT.open}
              </a>
            </>
          ) : null}
        </p>
      );
    case 'empty':
      return <p className={styles.muted}>{KIND_STATE_TEXT.empty}</p>;
    case 'dead':
      return (
        <p className={styles.failed} role="alert">
          {view.failureMessage || KIND_STATE_TEXT.dead}{' '}
          <button type="button" className={styles.retry} onClick={view.retry} disabled={view.fetching}>
            {KIND_STATE_TEXT.retry}
          </button>
        </p>
      );
    default:
      return null;
  }
}

export function AccountCard({ view, valueBtc, valueUsdt, hidden, fiat, rates, detailHref, openHref }: AccountCardProps) {
  countRender('asset-card');
  countRender(`asset-card:${view.kind}`);
  const name = accountKindName(view.kind);
  const points = view.data?.extra.points;
  const showValue = view.state === 'loaded' || view.state === 'empty' || view.state === 'not-open';
  return (
    <li className={styles.card} data-testid={`asset-card-${view.kind}`} data-state={view.state}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardName}>{name}</h3>
        {detailHref && view.state === 'loaded' ? (
          <Link href={detailHref} className={styles.inlineLink} aria-label={`${KIND_STATE_TEXT.view}${name}`}>
            {KIND_STATE_TEXT.view}
          </Link>
        ) : null}
      </div>
      {points !== undefined ? (
        <p className={styles.cardValue}>{hidden ? HIDDEN_AMOUNT : `${formatNumber(points, 2, { thousands: true, padZeros: false })} 点`}</p>
      ) : showValue ? (
        <>
          <p className={styles.cardValue}>{hidden ? HIDDEN_AMOUNT : `${valuationText(valueBtc, 'btc')} BTC`}</p>
          <p className={styles.cardFiat}>≈ {formatFiatAmount(fiatValuation(valueUsdt, rates, fiat), fiat, { hidden })}</p>
        </>
      ) : view.state === 'dead' ? (
        // Its balance call failed: the worth is unknown, never shown as a zero.
        <p className={styles.cardValue} data-testid={`asset-card-${view.kind}-failed`}>
          {VALUATION_FAILED_TEXT}
        </p>
      ) : null}
      <StateLine view={view} openHref={openHref} />
    </li>
  );
}
