'use client';

// 提币风险评估 (/cn/finance/withdraw-risk/?reason=…&back=…): why the destination was judged risky
// (the reason from the query string, shown as text only), the 提币风险提示 agreement, and the
// acknowledgement (a checkbox, then 我已知晓风险), which returns to the withdraw form; the form
// then creates with verifyRiskAddress=true. The return path must be a same-site path of the
// withdraw form (safeWithdrawReturnPath): anything else falls back to the currency list.

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button, Checkbox } from '@/components/form';
import type { Language } from '@/lib/routing/segments';
import custody from '@/components/custody/custody.module.css';
import { WithdrawGate } from './withdraw-gate';
import { currencyOfPath, riskReasonText, routePath, safeWithdrawReturnPath, WITHDRAW_TEXTS, withdrawListPath, writeRiskAck } from '@/lib/wallet/withdraw-texts';
import styles from './withdraw.module.css';

export interface WithdrawRiskScreenProps {
  lang: Language;
  /** The query string's reason, as given. */
  reason?: string;
  /** The query string's return path, as given (validated here). */
  back?: string;
}

export function WithdrawRiskScreen({ lang, reason, back }: WithdrawRiskScreenProps) {
  const router = useRouter();
  const [agreed, setAgreed] = useState(false);
  const text = riskReasonText(reason);
  const target = safeWithdrawReturnPath(back) ?? withdrawListPath(lang);
  const acknowledge = () => {
    const currency = currencyOfPath(target);
    if (currency !== null) writeRiskAck(currency, true);
    router.push(target);
  };
  return (
    <WithdrawGate>
      <section className={custody.card} aria-labelledby="withdraw-risk-title" data-testid="withdraw-risk-screen">
        <div className={custody.cardHead}>
          <h2 id="withdraw-risk-title" className={custody.cardTitle}>
            {WITHDRAW_TEXTS.riskPageTitle}
          </h2>
        </div>
        <p>{WITHDRAW_TEXTS.riskPageIntro}</p>
        {text ? (
          <p className={styles.danger}>
            {WITHDRAW_TEXTS.riskReasonLabel}：<span data-testid="withdraw-risk-page-reason">{text}</span>
          </p>
        ) : null}
        <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} data-testid="withdraw-risk-agree">
          {WITHDRAW_TEXTS.riskAgreePrefix}
          <Link href={routePath('cn/agreement/withdrawrisk', lang)} target="_blank" rel="noopener noreferrer" className={styles.link} data-testid="withdraw-risk-agreement">
            {WITHDRAW_TEXTS.riskAgreement}
          </Link>
        </Checkbox>
        <div className={styles.actions}>
          <Button variant="primary" disabled={!agreed} onClick={acknowledge} data-testid="withdraw-risk-ack">
            {WITHDRAW_TEXTS.riskAckButton}
          </Button>
          <Link href={target} className={styles.link} data-testid="withdraw-risk-back">
            {WITHDRAW_TEXTS.riskBack}
          </Link>
        </div>
      </section>
    </WithdrawGate>
  );
}
