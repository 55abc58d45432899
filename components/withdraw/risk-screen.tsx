'use client';

// 提币风险评估 (/cn/finance/withdraw-risk/?back=…): why the destination was judged risky, the
// 提币风险提示 agreement, and the acknowledgement (a checkbox, then 我已知晓风险), which returns to
// the withdraw form. The destination is the one the form left in session storage when the user
// followed its risk link; the page asks the risk check again for it, and both the reason shown
// and the consent kept are that answer's: the consent id with the exact currency, chain, address
// and tag the server flagged. Nothing in the URL is shown as the system's finding, so a crafted
// link cannot produce a consent, and a consent never covers another address. The return path
// must be a same-site path of the withdraw form (safeWithdrawReturnPath): anything else falls
// back to the currency list.

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { Button, Checkbox } from '@/components/form';
import type { Language } from '@/lib/routing/segments';
import custody from '@/components/custody/custody.module.css';
import { useCustodyUser } from '@/components/custody/use-custody';
import { useWithdrawRiskCheck } from '@/queries/deposit-withdraw';
import { WithdrawGate } from './withdraw-gate';
import {
  currencyOfPath,
  readRiskTarget,
  riskReasonText,
  routePath,
  safeWithdrawReturnPath,
  WITHDRAW_TEXTS,
  withdrawListPath,
  writeRiskConsent,
} from '@/lib/wallet/withdraw-texts';
import styles from './withdraw.module.css';

export interface WithdrawRiskScreenProps {
  lang: Language;
  /** The query string's return path, as given (validated here). */
  back?: string;
}

const noSubscription = () => () => undefined;

/** The stored destination of the currency as text (the snapshot); none on the server and the first render. */
function useStoredTarget(currency: string | null) {
  const raw = useSyncExternalStore(
    noSubscription,
    () => (currency === null ? null : JSON.stringify(readRiskTarget(currency))),
    () => null,
  );
  return useMemo(() => (raw === null || currency === null ? null : readRiskTarget(currency)), [raw, currency]);
}

export function WithdrawRiskScreen({ lang, back }: WithdrawRiskScreenProps) {
  const router = useRouter();
  const [agreed, setAgreed] = useState(false);
  const { ready } = useCustodyUser();
  const target = safeWithdrawReturnPath(back) ?? withdrawListPath(lang);
  const currency = currencyOfPath(target);
  const destination = useStoredTarget(currency);
  const check = useWithdrawRiskCheck(destination, ready);
  const answer = check.data?.risky && check.data.consentId ? check.data : null;
  const reason = answer ? riskReasonText(answer.reason) : '';
  const acknowledge = () => {
    if (currency === null || destination === null || answer === null || answer.consentId === null) return;
    writeRiskConsent(currency, { consentId: answer.consentId, ...destination });
    router.push(target);
  };
  const status = destination === null || (check.isSuccess && answer === null) ? WITHDRAW_TEXTS.riskNothing : check.isError ? WITHDRAW_TEXTS.riskCheckFailed : answer === null ? WITHDRAW_TEXTS.riskChecking : null;
  return (
    <WithdrawGate>
      <section className={custody.card} aria-labelledby="withdraw-risk-title" data-testid="withdraw-risk-screen">
        <div className={custody.cardHead}>
          <h2 id="withdraw-risk-title" className={custody.cardTitle}>
            {WITHDRAW_TEXTS.riskPageTitle}
          </h2>
        </div>
        <p>{WITHDRAW_TEXTS.riskPageIntro}</p>
        {answer !== null && destination !== null ? (
          <>
            <p className={styles.mono} data-testid="withdraw-risk-page-address">
              {destination.address}
              {destination.tag ? ` (${destination.tag})` : ''}
            </p>
            {reason ? (
              <p className={styles.danger}>
                {WITHDRAW_TEXTS.riskReasonLabel}：<span data-testid="withdraw-risk-page-reason">{reason}</span>
              </p>
            ) : null}
            <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} data-testid="withdraw-risk-agree">
              {WITHDRAW_TEXTS.riskAgreePrefix}
              <Link href={routePath('cn/agreement/withdrawrisk', lang)} target="_blank" rel="noopener noreferrer" className={styles.link} data-testid="withdraw-risk-agreement">
                {WITHDRAW_TEXTS.riskAgreement}
              </Link>
            </Checkbox>
          </>
        ) : (
          <p role="status" data-testid="withdraw-risk-status">
            {status}
          </p>
        )}
        <div className={styles.actions}>
          {answer !== null ? (
            <Button variant="primary" disabled={!agreed} onClick={acknowledge} data-testid="withdraw-risk-ack">
              {WITHDRAW_TEXTS.riskAckButton}
            </Button>
          ) : null}
          <Link href={target} className={styles.link} data-testid="withdraw-risk-back">
            {WITHDRAW_TEXTS.riskBack}
          </Link>
        </div>
      </section>
    </WithdrawGate>
  );
}
