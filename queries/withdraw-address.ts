'use client';

// The withdraw address book on TanStack Query: the list (whole or one currency's / chain's
// part), the chains an address may be saved for, the whitelist settings and one address's white
// withdraw state. Not polled: the book changes by the user's own actions, which invalidate
// `withdrawAddressKeys.all`. useWithdrawAddressBook is what the withdraw form's picker reads:
// the entries, the settings and the entries usable now (re-rendered when a delay runs out).

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { nextChangeAt, usableEntries, type BookEntry, type WhitelistSettings } from '@/lib/wallet-book';
import { WITHDRAW_ADDRESS_SCENE } from '@/lib/contracts/pro/withdraw-address';
import type { SecurityCodesPayload } from '@/lib/security/verification-factors';
import { verifiedCall } from '@/services/uc/verified-call';
import {
  addWithdrawAddress,
  fetchAddressChains,
  fetchWhiteSettings,
  fetchWhiteWithdrawState,
  fetchWithdrawAddresses,
  removeWithdrawAddress,
  setWithdrawAddressWhiteLevel,
  updateWhiteSettings,
  type NewWithdrawAddress,
  type WhiteStateQuery,
} from '@/services/wallet/withdraw-address';
import { unwrap } from './failure';
import { useFormMutation } from './form-mutation';
import { withdrawAddressKeys } from './keys';

const QUIET = { silent: true } as const;

export interface BookQueryOptions {
  /** False until the user is logged in (the calls need the pro token). */
  enabled?: boolean;
}

/** The book, or one currency's / chain's part of it ('' = all). */
export function useWithdrawAddresses(currency = '', chain = '', { enabled = true }: BookQueryOptions = {}) {
  const wantedCurrency = currency.trim().toLowerCase();
  const wantedChain = chain.trim();
  return useQuery({
    queryKey: withdrawAddressKeys.list(wantedCurrency, wantedChain),
    queryFn: async () => unwrap(await fetchWithdrawAddresses({ currency: wantedCurrency, chain: wantedChain }, QUIET)),
    enabled,
  });
}

/** The chains an address may be saved for; they rarely change. */
export function useAddressChains({ enabled = true }: BookQueryOptions = {}) {
  return useQuery({ queryKey: withdrawAddressKeys.chains(), queryFn: async () => unwrap(await fetchAddressChains(QUIET)), enabled, staleTime: 10 * 60_000 });
}

/** WhiteWithdrawAddressEnable and WhiteWithdrawAddressDelayTime. */
export function useWhiteSettings({ enabled = true }: BookQueryOptions = {}) {
  return useQuery({ queryKey: withdrawAddressKeys.whiteSettings(), queryFn: async () => unwrap(await fetchWhiteSettings(QUIET)), enabled });
}

/** Whether a withdrawal may go to this address now (asked only for a complete address). */
export function useWhiteWithdrawState(query: WhiteStateQuery, { enabled = true }: BookQueryOptions = {}) {
  const tag = query.tag?.trim() ?? '';
  return useQuery({
    queryKey: withdrawAddressKeys.whiteState(query.currency.trim().toLowerCase(), query.chain.trim(), query.address.trim(), tag),
    queryFn: async () => unwrap(await fetchWhiteWithdrawState(query, QUIET)),
    enabled: enabled && query.currency.trim() !== '' && query.chain.trim() !== '' && query.address.trim() !== '',
  });
}

/** How often the clock moves while an address is held by its delay (the time left counts down in minutes). */
export const BOOK_CLOCK_TICK_MS = 30_000;

/**
 * The clock the book is judged at: read again whenever the entries or the settings change, and
 * every BOOK_CLOCK_TICK_MS while an address is still inside its delay.
 */
export function useBookClock(entries: readonly BookEntry[] | undefined, settings: WhitelistSettings | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!entries || !settings) return undefined;
    const refresh = setTimeout(() => setNow(Date.now()), 0);
    if (nextChangeAt(entries, settings, Date.now()) === null) return () => clearTimeout(refresh);
    const tick = setInterval(() => setNow(Date.now()), BOOK_CLOCK_TICK_MS);
    return () => {
      clearTimeout(refresh);
      clearInterval(tick);
    };
  }, [entries, settings]);
  return now;
}

export interface WithdrawAddressBook {
  /** Undefined until the list is in. */
  entries: BookEntry[] | undefined;
  /** Undefined until the settings are in. */
  settings: WhitelistSettings | undefined;
  /** The entries a withdrawal may go to now (empty until both are in). */
  usable: BookEntry[];
  /** The clock the usability was judged at. */
  now: number;
  isPending: boolean;
  /** The first failure of the two calls. */
  error: unknown;
  isFetching: boolean;
  refetch(): void;
}

/**
 * The book for the withdraw form's picker and the book page: the entries (of a currency and
 * chain when given), the whitelist settings, and those usable now; it re-renders when the next
 * delay runs out.
 */
export function useWithdrawAddressBook(currency?: string, chain?: string, options: BookQueryOptions = {}): WithdrawAddressBook {
  const list = useWithdrawAddresses(currency ?? '', chain ?? '', options);
  const settings = useWhiteSettings(options);
  const now = useBookClock(list.data, settings.data);
  const usable = useMemo(() => (list.data && settings.data ? usableEntries(list.data, settings.data, now) : []), [list.data, settings.data, now]);
  const refetchList = list.refetch;
  const refetchSettings = settings.refetch;
  const refetch = useCallback(() => {
    void refetchList();
    void refetchSettings();
  }, [refetchList, refetchSettings]);
  return {
    entries: list.data,
    settings: settings.data,
    usable,
    now,
    isPending: list.isPending || settings.isPending,
    error: list.error ?? settings.error,
    isFetching: list.isFetching || settings.isFetching,
    refetch,
  };
}

/** Reloads everything of the book (after a change the page made itself). */
export function useRefreshWithdrawAddressBook() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: withdrawAddressKeys.all }), [queryClient]);
}

/** What every change of the book invalidates: the lists, the settings and the white states. */
const BOOK_CHANGED = [withdrawAddressKeys.all] as const;

interface Verified {
  /** The typed codes of the security verification (scene withdraw_address). */
  security: SecurityCodesPayload;
}

/** 添加地址: verified, then saved. */
export function useAddWithdrawAddress() {
  return useFormMutation({
    call: ({ security, address }: Verified & { address: NewWithdrawAddress }) => verifiedCall(WITHDRAW_ADDRESS_SCENE, security, () => addWithdrawAddress(address)),
    invalidates: BOOK_CHANGED,
  });
}

/** 删除地址. */
export function useRemoveWithdrawAddress() {
  return useFormMutation({
    call: ({ security, id }: Verified & { id: string }) => verifiedCall(WITHDRAW_ADDRESS_SCENE, security, () => removeWithdrawAddress(id)),
    invalidates: BOOK_CHANGED,
  });
}

/** 加入白名单 / 移出白名单 of one address. */
export function useSetWhiteLevel() {
  return useFormMutation({
    call: ({ security, id, white }: Verified & { id: string; white: boolean }) =>
      verifiedCall(WITHDRAW_ADDRESS_SCENE, security, () => setWithdrawAddressWhiteLevel(id, white)),
    invalidates: BOOK_CHANGED,
  });
}

/** The whitelist switch and its delay. */
export function useUpdateWhiteSettings() {
  return useFormMutation({
    call: ({ security, settings }: Verified & { settings: WhitelistSettings }) => verifiedCall(WITHDRAW_ADDRESS_SCENE, security, () => updateWhiteSettings(settings)),
    invalidates: BOOK_CHANGED,
  });
}
