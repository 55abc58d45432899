'use client';

// The account service's server data (shell-and-account.md): the dialling codes, a licence's
// state, the third-party bindings, a scene's security strategy and the image captcha (calls
// that toast a network failure themselves, so not retried by the cache); and the
// one-shot third-party callback step, held in the cache so a code is spent once however often
// React mounts the page.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ThirdPlatform } from '@/lib/session/third-auth';
import { fetchCountryCodes, fetchRegisterPhoneCountries } from '@/services/uc/countries';
import { fetchLicenseState } from '@/services/uc/license';
import { fetchImageCaptcha } from '@/services/uc/risk';
import type { SecurityScene } from '@/lib/contracts/uc';
import { fetchSecurityStrategy } from '@/services/uc/security';
import { fetchThirdBindList, unbindThirdAccount } from '@/services/uc/third';
import { ucKeys } from './keys';
import { TOASTING_CALL, unwrap } from './failure';

/**
 * Which dialling codes a phone field offers: every code (login, reset password), or those a
 * phone number may register with (register/phone/country/list).
 */
export type CountryCodeList = 'dialling' | 'register';

const COUNTRY_CODE_LISTS = {
  dialling: { queryKey: ucKeys.countries(), fetch: fetchCountryCodes },
  register: { queryKey: [...ucKeys.countries(), 'register'] as const, fetch: fetchRegisterPhoneCountries },
} as const;

/** The dialling codes change with releases, not with use: asked once per session. */
export function useCountryCodesQuery(list: CountryCodeList = 'dialling') {
  const { queryKey, fetch } = COUNTRY_CODE_LISTS[list];
  return useQuery({ queryKey, queryFn: async () => unwrap(await fetch()), staleTime: Infinity, ...TOASTING_CALL });
}

export function useLicenseState(type: string) {
  return useQuery({ queryKey: ucKeys.license(type), queryFn: async () => unwrap(await fetchLicenseState(type)), staleTime: 0, ...TOASTING_CALL });
}

export function useThirdBindings() {
  return useQuery({ queryKey: ucKeys.thirdBindings(), queryFn: async () => unwrap(await fetchThirdBindList()), staleTime: 0, ...TOASTING_CALL });
}

/** Unbinds a platform; the bindings reload on success. */
export function useUnbindThird() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (platform: ThirdPlatform) => unwrap(await unbindThirdAccount(platform)),
    onSuccess: () => client.invalidateQueries({ queryKey: ucKeys.thirdBindings() }),
  });
}

/**
 * A callback step (third/auth or third/bind) run once per `key` for the whole session: the
 * code it spends cannot be spent twice, so the answer is never refetched or retried.
 */
export function useThirdAuthStep<T>(key: string | null, task: () => Promise<T>) {
  return useQuery({
    queryKey: ucKeys.thirdAuth(key ?? ''),
    queryFn: task,
    enabled: key !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}

/** The account's factors for a scene: the verification step and the page around it share this entry. */
export function useSecurityStrategy(scene: SecurityScene) {
  return useQuery({ queryKey: ucKeys.securityStrategy(scene), queryFn: async () => unwrap(await fetchSecurityStrategy(scene)), staleTime: 0, ...TOASTING_CALL });
}

/** A fresh image captcha per dialog: never served from the cache, refetch() draws a new one. */
export function useImageCaptcha() {
  return useQuery({ queryKey: ucKeys.imageCaptcha(), queryFn: async () => unwrap(await fetchImageCaptcha()), staleTime: 0, gcTime: 0, ...TOASTING_CALL });
}
