'use client';

// 确认提币: phase two of a withdrawal. The summary of the order created in phase one (address or
// receiver, chain, amount, fee, 到账数量 and 实际扣除 = amount + fee), the account's second factors for the `withdraw` scene
// (the codes are sent with the `withdraw` purpose, which the place call checks), then place.
// A refusal stays in the dialog with the server's message (the codes as typed); a risky
// address closes it and the form shows the reason with the risk page's link. On phones the
// dialog is a bottom sheet (components/dialog).

import { useId } from 'react';
import * as z from 'zod/mini';
import { FormDialog } from '@/components/dialog/form-dialog';
import { SECURITY_STEP_DEFAULTS, SecurityVerificationStep, securityStepSchema } from '@/components/security-verification/security-verification-step';
import { usePlaceWithdraw } from '@/queries/deposit-withdraw';
import { QueryFailure } from '@/queries/failure';
import { WITHDRAW_TEXTS } from '@/lib/wallet/withdraw-texts';
import type { PlacedWithdraw } from '@/services/wallet/withdraw';
import styles from './withdraw.module.css';
import { visibleAddress } from '@/lib/format';

export const WITHDRAW_SCENE = 'withdraw' as const;
export const WITHDRAW_CODE_PURPOSE = 'withdraw' as const;
export const RISK_ADDRESS_CODE = 'dw-withdraw-risk-address';

export interface WithdrawSummary {
  currency: string;
  chainName: string;
  /** The address (and tag), or the receiver of an internal transfer. */
  destination: string;
  tag: string;
  internal: boolean;
  amount: string;
  fee: string;
  received: string;
  /** What leaves the balance: amount + fee. */
  debit: string;
}

const schema = z.object({ security: securityStepSchema });

export interface ConfirmWithdrawDialogProps {
  withdrawId: string;
  /** The withdrawal's client order id: a refused place is looked up by it (placed already is no error). */
  clientOrderId?: string;
  summary: WithdrawSummary;
  /** Placed, by this place or (alreadySubmitted) by an earlier one whose answer was lost or another tab's. */
  onPlaced(result: PlacedWithdraw): void;
  /** The place call refused a risky address: its reason. */
  onRisk(reason: string): void;
  onClose(): void;
}

export function ConfirmWithdrawDialog({ withdrawId, clientOrderId, summary, onPlaced, onRisk, onClose }: ConfirmWithdrawDialogProps) {
  const id = useId();
  const unit = summary.currency.toUpperCase();
  const place = usePlaceWithdraw();
  return (
    <FormDialog
      title={WITHDRAW_TEXTS.confirmTitle}
      testId="withdraw-confirm-dialog"
      submitText={WITHDRAW_TEXTS.confirmSubmit}
      schema={schema}
      defaultValues={{ security: SECURITY_STEP_DEFAULTS }}
      mutation={place}
      variables={({ security: codes }) => ({ id: withdrawId, clientOrderId, codes: { emailCode: codes.email_code, smsCode: codes.sms_code, gaCode: codes.ga_code } })}
      onFailure={(error) => {
        if (error instanceof QueryFailure && String(error.code) === RISK_ADDRESS_CODE) onRisk(String(error.failure.message ?? ''));
      }}
      onSuccess={onPlaced}
      onClose={onClose}
      width={480}
    >
      {({ control }) => (
        <>
          <dl className={styles.summary} data-testid="withdraw-summary">
            <dt>{summary.internal ? WITHDRAW_TEXTS.internalUserLabel : WITHDRAW_TEXTS.addressLabel}</dt>
            <dd className={styles.mono} dir="ltr" data-testid="withdraw-summary-address">
              {visibleAddress(summary.destination)}
            </dd>
            {summary.tag ? (
              <>
                <dt>{WITHDRAW_TEXTS.tagLabel}</dt>
                <dd className={styles.mono} dir="ltr" data-testid="withdraw-summary-tag">
                  {visibleAddress(summary.tag)}
                </dd>
              </>
            ) : null}
            {summary.internal ? null : (
              <>
                <dt>{WITHDRAW_TEXTS.chainLabel}</dt>
                <dd data-testid="withdraw-summary-chain">{summary.chainName}</dd>
              </>
            )}
            <dt>{WITHDRAW_TEXTS.amountLabel}</dt>
            <dd data-testid="withdraw-summary-amount">
              {summary.amount} {unit}
            </dd>
            <dt>{WITHDRAW_TEXTS.feeLabel}</dt>
            <dd data-testid="withdraw-summary-fee">
              {summary.fee} {unit}
            </dd>
            <dt>{WITHDRAW_TEXTS.receivedLabel}</dt>
            <dd data-testid="withdraw-summary-received">
              {summary.received} {unit}
            </dd>
            <dt>{WITHDRAW_TEXTS.debitLabel}</dt>
            <dd data-testid="withdraw-summary-debit">
              {summary.debit} {unit}
            </dd>
          </dl>
          <SecurityVerificationStep scene={WITHDRAW_SCENE} purpose={WITHDRAW_CODE_PURPOSE} control={control} idPrefix={`${id}-security`} />
        </>
      )}
    </FormDialog>
  );
}
