'use client';

// The crm service on TanStack Query: the KOL form's configuration and countries (reference data,
// kept for the visit), the share-code check per code, the programme's rates and contacts, the
// user's C2C application. A KOL commit and a lifted-query lookup are mutations: their answer
// belongs to the form that sent them. A C2C application invalidates crmKeys.c2cApplication().

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { C2cApplyRequest, KolCommitRequest, LiftedQueryRequest, RecruitmentContactTopic } from '@/lib/contracts/crm';
import { crmKeys } from './keys';
import { lazyService, TOASTING_CALL, unwrap } from './failure';

const kolService = lazyService(() => import('@/services/crm/kol'));
const recruitmentService = lazyService(() => import('@/services/crm/recruitment'));
const liftedQueryService = lazyService(() => import('@/services/crm/lifted-query'));
const c2cService = lazyService(() => import('@/services/crm/c2c-apply'));

/** Reference data that does not change during a visit. */
const REFERENCE = { staleTime: Infinity, ...TOASTING_CALL } as const;

export function useKolFormConfig() {
  return useQuery({ queryKey: crmKeys.kolFormConfig(), queryFn: async () => unwrap(await (await kolService()).fetchKolFormConfig()), ...REFERENCE });
}

export function useKolCountries() {
  return useQuery({ queryKey: crmKeys.kolCountries(), queryFn: async () => unwrap(await (await kolService()).fetchKolCountries()), ...REFERENCE });
}

/** The server's word on a well-formed share code ('' asks nothing). */
export function useShareCodeCheck(code: string) {
  return useQuery({
    queryKey: crmKeys.shareCode(code),
    queryFn: async () => unwrap(await (await kolService()).checkShareCode(code)),
    enabled: code !== '',
    staleTime: 30_000,
    retry: false,
  });
}

export function useKolCommit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (application: KolCommitRequest) => unwrap(await (await kolService()).commitKolApplication(application)),
    // A single-use code is spent by the application: ask again next time.
    onSuccess: () => void client.invalidateQueries({ queryKey: [...crmKeys.all, 'shareCode'] }),
  });
}

export function useRecruitmentRates() {
  return useQuery({ queryKey: crmKeys.recruitmentRates(), queryFn: async () => unwrap(await (await recruitmentService()).fetchRecruitmentRates()), ...REFERENCE });
}

export function useRecruitmentContacts(topic: RecruitmentContactTopic) {
  return useQuery({
    queryKey: crmKeys.recruitmentContacts(topic),
    queryFn: async () => unwrap(await (await recruitmentService()).fetchRecruitmentContacts(topic)),
    ...REFERENCE,
  });
}

export function useLiftedQuery() {
  return useMutation({ mutationFn: async (query: LiftedQueryRequest) => unwrap(await (await liftedQueryService()).lookUpLiftedCases(query)) });
}

export function useC2cApplication() {
  return useQuery({ queryKey: crmKeys.c2cApplication(), queryFn: async () => unwrap(await (await c2cService()).fetchC2cApplication()), ...TOASTING_CALL });
}

export function useSubmitC2cApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (application: C2cApplyRequest) => unwrap(await (await c2cService()).submitC2cApplication(application)),
    onSuccess: (application) => client.setQueryData(crmKeys.c2cApplication(), application),
  });
}
