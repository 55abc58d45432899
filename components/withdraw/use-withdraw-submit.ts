'use client';

// The withdraw form's submit, as one mutation run by the shared guarded submit (a double click
// sends once): the draft from the form's rules (lib/wallet/withdraw-form buildWithdrawDraft), the risk check
// of the destination (unless the user consented on the risk page to exactly this destination:
// the consent is bound to the currency, chain, address and tag the server flagged, so any other
// address is checked and shows its own warning), the client order id of the draft shared by the
// tabs in local storage (decideWithdrawSubmit: reuse, look up, retry or new), then the create call
// of queries/ (useCreateWithdraw, which owns its invalidations and wording). The outcome says
// what the form shows next: the confirmation dialog, the risk, or the notice that the same
// withdrawal was already submitted. A failure is the mutation's error.

import { useMutation } from '@tanstack/react-query';
import { createClientOrderId, decideWithdrawSubmit, withdrawFormKey, type ClientOrderLookup, type RiskTarget } from '@/lib/wallet';
import { useCreateWithdraw } from '@/queries/deposit-withdraw';
import { QueryFailure, unwrap } from '@/queries/failure';
import { checkWithdrawRisk, fetchWithdrawByClientOrderId } from '@/services/wallet/withdraw';
import type { WithdrawSummary } from './confirm-dialog';
import { buildWithdrawDraft, consentFor, figuresOf, riskTargetOfValues, type WithdrawContext, type WithdrawFormValues } from '@/lib/wallet/withdraw-form';
import { readPending, readRiskConsent, writePending, writeRiskConsent } from '@/lib/wallet/withdraw-texts';

const QUIET = { silent: true } as const;
/** The create's refusal of a consent that is not for this destination (mocks/README.md). */
export const RISK_CONSENT_INVALID_CODE = 'dw-withdraw-risk-consent-invalid';

export type WithdrawOutcome =
  | { kind: 'confirm'; withdrawId: string; clientOrderId: string; formKey: string; summary: WithdrawSummary }
  | { kind: 'risk'; reason: string; target: RiskTarget }
  | { kind: 'existing' }
  | { kind: 'none' };

export interface WithdrawSubmitInput {
  values: WithdrawFormValues;
  ctx: WithdrawContext;
  /** The name of the chosen chain as the form shows it. */
  chainName: string;
}

/** The submit flow of the withdraw form of `currency`. */
export function useWithdrawSubmit(currency: string) {
  const create = useCreateWithdraw();
  return useMutation({
    mutationFn: async ({ values, ctx, chainName }: WithdrawSubmitInput): Promise<WithdrawOutcome> => {
      const internal = values.mode === 'internal';
      const target = riskTargetOfValues(values, ctx);
      const consent = consentFor(values, ctx, readRiskConsent(currency));
      const draft = buildWithdrawDraft(values, ctx, consent);
      if (draft === null) return { kind: 'none' };
      const destination = internal ? values.toUser.trim() : values.address.trim();
      const tag = target?.tag ?? '';
      if (target !== null && consent === null) {
        const risk = unwrap(await checkWithdrawRisk(target, QUIET));
        if (risk.risky) return { kind: 'risk', reason: risk.reason, target };
      }
      const figures = figuresOf(values, ctx);
      const summary: WithdrawSummary = {
        currency,
        chainName,
        destination,
        tag,
        internal,
        amount: draft.amount,
        fee: draft.fee,
        received: figures.arrives,
        debit: figures.leaves ?? draft.amount,
      };
      const formKey = withdrawFormKey({ currency, chain: values.chain, address: destination, tag, amount: draft.amount, fee: draft.fee, toExchange: internal });
      const now = Date.now();
      const pending = readPending(formKey, now);
      let decision = decideWithdrawSubmit({ pending, formKey, now });
      let foundState: string | null = null;
      if (decision.action === 'lookup') {
        const found = await fetchWithdrawByClientOrderId(decision.clientOrderId, QUIET);
        const lookup: ClientOrderLookup = !found.success
          ? { kind: 'failed' }
          : found.data === null
            ? { kind: 'not-found' }
            : { kind: 'found', withdrawId: found.data.id, state: found.data.state };
        if (lookup.kind === 'found') foundState = lookup.state ?? null;
        decision = decideWithdrawSubmit({ pending, formKey, lookup, now });
      }
      if (decision.action === 'reuse') {
        // The same draft, created in this tab or another: still waiting for its codes, it is
        // confirmed here; placed already, it is not sent again.
        if (foundState === 'verifying') return { kind: 'confirm', withdrawId: decision.withdrawId, clientOrderId: decision.clientOrderId, formKey, summary };
        writePending(formKey, null);
        return { kind: 'existing' };
      }
      const clientOrderId = decision.action === 'retry' ? decision.clientOrderId : createClientOrderId(now);
      if (decision.action === 'new') writePending(formKey, { clientOrderId, createdAt: now });
      try {
        const withdrawId = await create.mutateAsync({ values: { ...draft, clientOrderId }, requestId: clientOrderId });
        return { kind: 'confirm', withdrawId, clientOrderId, formKey, summary };
      } catch (error) {
        // A consent the server does not hold for this destination is dropped: the next submit checks the address again.
        if (error instanceof QueryFailure && String(error.code) === RISK_CONSENT_INVALID_CODE) writeRiskConsent(currency, null);
        throw error;
      }
    },
  });
}
