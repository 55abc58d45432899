'use client';

// The withdraw form's submit, as one mutation run by the shared guarded submit (a double click
// sends once): the draft from the form's rules (lib/wallet/withdraw-form buildWithdrawDraft), the risk check
// of the destination (unless the risk was acknowledged on the risk page), the client order id
// kept per form in session storage (decideWithdrawSubmit: reuse, look up, retry or new), then
// the create call of queries/ (useCreateWithdraw, which owns its invalidations and wording).
// The outcome says what the form shows next: the confirmation dialog, the risk, or the notice
// that the same withdrawal was already submitted. A failure is the mutation's error.

import { useMutation } from '@tanstack/react-query';
import { createClientOrderId, decideWithdrawSubmit, withdrawFormKey, type ClientOrderLookup } from '@/lib/wallet';
import { useCreateWithdraw } from '@/queries/deposit-withdraw';
import { unwrap } from '@/queries/failure';
import { checkWithdrawRisk, fetchWithdrawByClientOrderId } from '@/services/wallet/withdraw';
import type { WithdrawSummary } from './confirm-dialog';
import { buildWithdrawDraft, figuresOf, type WithdrawContext, type WithdrawFormValues } from '@/lib/wallet/withdraw-form';
import { readPending, readRiskAck, writePending } from '@/lib/wallet/withdraw-texts';

const QUIET = { silent: true } as const;

export type WithdrawOutcome =
  | { kind: 'confirm'; withdrawId: string; summary: WithdrawSummary }
  | { kind: 'risk'; reason: string }
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
      const riskAcknowledged = !internal && readRiskAck(currency);
      const draft = buildWithdrawDraft(values, ctx, riskAcknowledged);
      if (draft === null) return { kind: 'none' };
      const destination = internal ? values.toUser.trim() : values.address.trim();
      const tag = !internal && ctx.chain?.addrWithTag ? values.tag.trim() : '';
      if (!internal && !riskAcknowledged) {
        const risk = unwrap(await checkWithdrawRisk({ currency, chain: values.chain, address: destination, tag }, QUIET));
        if (risk.risky) return { kind: 'risk', reason: risk.reason };
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
      const pending = readPending(currency);
      const now = Date.now();
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
        if (foundState === 'verifying') return { kind: 'confirm', withdrawId: decision.withdrawId, summary };
        writePending(currency, null);
        return { kind: 'existing' };
      }
      const clientOrderId = decision.action === 'retry' ? decision.clientOrderId : createClientOrderId(now);
      if (decision.action === 'new') writePending(currency, { clientOrderId, formKey, createdAt: now });
      const withdrawId = await create.mutateAsync({ values: { ...draft, clientOrderId }, requestId: clientOrderId });
      return { kind: 'confirm', withdrawId, summary };
    },
  });
}
