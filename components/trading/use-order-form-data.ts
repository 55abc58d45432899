'use client';

// What the order form loads for a logged-in user besides balances (exchange-wallet-fiat.md
// sections 5 and 6): the pair's fee rates and the user's fee info, the ORDER_CONFIRM switch,
// and, for a sub-user, the margin authority per type. Failures leave the value unknown
// (fees read '--', the switch off, margin closed); nothing here toasts.

import { useCallback } from 'react';
import { queryErrorText } from '@/queries/failure';
import { useAuthorities, useConfirmSwitch, useSaveConfirmSwitch, useSymbolFee, useUserFee, type Authorities } from '@/queries/trading';
import type { SymbolFee, UserFeeInfo } from '@/services/trading/fees';

export type { Authorities } from '@/queries/trading';

export interface OrderFormData {
  symbolFee: SymbolFee | null;
  userFee: UserFeeInfo | null;
  confirmSwitch: boolean;
  /** Stores the switch; resolves to null or the failure's text. */
  saveConfirmSwitch(on: boolean): Promise<string | null>;
  /** A sub-user's authorities once loaded; null before (and for main users). */
  authorities: Authorities | null;
}

export function useOrderFormData({ loggedIn, symbol, isSubUser }: { loggedIn: boolean; symbol: string; isSubUser: boolean }): OrderFormData {
  const symbolFee = useSymbolFee(symbol, loggedIn);
  const userFee = useUserFee(loggedIn);
  const confirmSwitch = useConfirmSwitch(loggedIn);
  const authorities = useAuthorities(loggedIn && isSubUser);
  const save = useSaveConfirmSwitch();
  const { mutateAsync } = save;

  const saveConfirmSwitch = useCallback(
    (on: boolean) =>
      mutateAsync(on).then(
        () => null,
        (error: unknown) => queryErrorText(error),
      ),
    [mutateAsync],
  );

  return {
    symbolFee: symbolFee.data ?? null,
    userFee: userFee.data ?? null,
    confirmSwitch: confirmSwitch.data ?? false,
    saveConfirmSwitch,
    authorities: authorities.data ?? null,
  };
}
