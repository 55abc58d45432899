'use client';

// KYC (身份认证) on TanStack Query: the kyc service's auth info and equity configuration, the
// custody service's progress (fiat KYC state number) and professional auth info. Each write
// (starting a verification, the basic step, the documents) invalidates kycKeys.all, and the
// session's user is read again so the header's level follows. Step tickets are held per form
// (useKycStepTicket), asked for when first needed and again when the server says one is stale.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { KYC_CODES } from '@/lib/contracts/kyc';
import type { KycDocumentSide } from '@/lib/kyc/documents';
import type { KycBasicInfo } from '@/lib/kyc/identity';
import type { ApiResult } from '@/services/http';
import { kycKeys } from './keys';
import { lazyService, TOASTING_CALL, unwrap } from './failure';

const kycService = lazyService(() => import('@/services/kyc/kyc'));
const custodyKycService = lazyService(() => import('@/services/custody/kyc'));

export function useKycAuthInfo(enabled = true) {
  return useQuery({ queryKey: kycKeys.authInfo(), queryFn: async () => unwrap(await (await kycService()).fetchKycAuthInfo()), enabled, ...TOASTING_CALL });
}

/** What each level allows: reference data for the visit. */
export function useKycEquity() {
  return useQuery({ queryKey: kycKeys.equity(), queryFn: async () => unwrap(await (await kycService()).fetchKycEquityConfig()), staleTime: Infinity, ...TOASTING_CALL });
}

export function useKycProgress(enabled = true) {
  return useQuery({ queryKey: kycKeys.progress(), queryFn: async () => unwrap(await (await custodyKycService()).fetchFiatKycInfo()), enabled, ...TOASTING_CALL });
}

export function useUserAuth(enabled = true) {
  return useQuery({ queryKey: kycKeys.userAuth(), queryFn: async () => unwrap(await (await custodyKycService()).fetchUserAuth()), enabled, ...TOASTING_CALL });
}

function useKycChanged() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: kycKeys.all }), [client]);
}

/**
 * The step ticket of a form: asked for on first use and kept; `run` sends a call with it and,
 * when the server answers that the ticket is stale (13002), asks for a new one and sends once more.
 */
export function useKycStepTicket() {
  const ticket = useRef<Promise<ApiResult<{ ticket: string }>> | null>(null);
  return useCallback(async <T,>(send: (ticket: string) => Promise<ApiResult<T>>): Promise<ApiResult<T>> => {
    for (let attempt = 0; ; attempt += 1) {
      ticket.current ??= kycService().then((service) => service.fetchKycStepTicket());
      const current = await ticket.current;
      if (!current.success) {
        ticket.current = null;
        return current;
      }
      const result = await send(current.data.ticket);
      if (result.success || String(result.code) !== String(KYC_CODES.ticketInvalid) || attempt > 0) return result;
      ticket.current = null;
    }
  }, []);
}

/** Starts the next verification (after a refusal, or for the next level). */
export function useStartKyc() {
  const changed = useKycChanged();
  return useMutation({
    mutationFn: async () => unwrap(await (await kycService()).fetchKycStepTicket()),
    onSuccess: changed,
  });
}

export function useSubmitKycBasic() {
  const changed = useKycChanged();
  const withTicket = useKycStepTicket();
  return useMutation({
    mutationFn: async (basic: KycBasicInfo) => {
      const service = await kycService();
      return unwrap(await withTicket((ticket) => service.submitKycBasic(ticket, basic)));
    },
    onSuccess: changed,
  });
}

export function useSubmitKycDocuments(withTicket: ReturnType<typeof useKycStepTicket>) {
  const changed = useKycChanged();
  return useMutation({
    mutationFn: async (files: Record<KycDocumentSide, string>) => {
      const service = await kycService();
      return unwrap(await withTicket((ticket) => service.submitKycDocuments(ticket, files)));
    },
    onSuccess: changed,
  });
}

/** The upload of one side, for the FileUpload field, with the form's ticket. */
export function useKycUpload(withTicket: ReturnType<typeof useKycStepTicket>, side: KycDocumentSide) {
  return useCallback(
    async (file: File, onProgress: (percent: number) => void, signal: AbortSignal) => {
      const service = await kycService();
      return withTicket((ticket) => service.uploadKycDocument(ticket, side, file, onProgress, signal));
    },
    [withTicket, side],
  );
}
