'use client';

// The confirm step of a conversion: what is converted (each source and its worth), the fee,
// what arrives, the quote's countdown; 确认兑换 is disabled while a quote or the conversion is
// under way. A failure is said here and the dialog stays.

import { Dialog } from '@/components/dialog/dialog';
import { Button } from '@/components/form/button';
import { formatNumber } from '@/lib/decimal';
import { quoteRemainingSeconds } from '@/lib/convert/quote';
import { CONVERT_DECIMALS } from '@/lib/convert/modes';
import styles from './convert.module.css';
import { CONVERT_TEXTS } from './texts';
import type { QuoteFlow } from './use-quote-flow';

const amount = (value: string) => formatNumber(value, CONVERT_DECIMALS, { padZeros: false });

export function ConvertConfirmDialog({ flow, target }: { flow: QuoteFlow; target: string }) {
  const { quote } = flow;
  const unit = target.toUpperCase();
  return (
    <Dialog
      open={flow.open}
      title={CONVERT_TEXTS.confirmTitle}
      onClose={flow.close}
      busy={flow.converting}
      testId="convert-confirm"
      width={440}
      footer={
        <>
          <Button onClick={flow.close} disabled={flow.converting}>
            {CONVERT_TEXTS.cancel}
          </Button>
          <Button variant="primary" onClick={() => void flow.confirm()} loading={flow.converting} disabled={quote === null || flow.quoting} data-testid="convert-confirm-submit">
            {CONVERT_TEXTS.confirm}
          </Button>
        </>
      }
    >
      {flow.notice && (
        <p className={styles.notice} role="status" data-testid="convert-notice">
          {flow.notice}
        </p>
      )}
      {flow.error && (
        <p className={styles.error} role="alert" data-testid="convert-error">
          {flow.error}
        </p>
      )}
      {quote === null ? (
        flow.quoting && <p className={styles.note}>{CONVERT_TEXTS.quoting}</p>
      ) : (
        <dl className={styles.figures} data-testid="convert-quote" data-quote-id={quote.quoteId}>
          {quote.sources.map((source) => (
            <div key={source.currency} className={styles.figureRow}>
              <dt>
                {amount(source.amount)} {source.currency.toUpperCase()}
              </dt>
              <dd>
                ≈ {amount(source.value)} {unit}
              </dd>
            </div>
          ))}
          <dt>{CONVERT_TEXTS.fee}</dt>
          <dd data-testid="convert-quote-fee">
            {amount(quote.fee)} {unit}
          </dd>
          <dt>{CONVERT_TEXTS.arrives}</dt>
          <dd data-testid="convert-quote-amount">
            {amount(quote.amount)} {unit}
          </dd>
        </dl>
      )}
      {quote !== null && (
        <p className={styles.note} data-testid="convert-countdown">
          {CONVERT_TEXTS.countdown(quoteRemainingSeconds(quote, flow.now, quote.clockOffsetMs))}
        </p>
      )}
    </Dialog>
  );
}
