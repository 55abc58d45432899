'use client';

// What the order form loads for a logged-in user besides balances (exchange-wallet-fiat.md
// sections 5 and 6): the pair's fee rates and the user's fee info, the ORDER_CONFIRM switch,
// and, for a sub-user, the margin authority per type. Failures leave the value unknown
// (fees read '--', the switch off, margin closed); nothing here toasts.

import { useCallback, useEffect, useState } from 'react';
import { failureText } from '@/services/http';
import { AUTHORITY_TYPES, fetchSubUserAuthority, type AuthorityType } from '@/services/trading/authority';
import { fetchSymbolFee, fetchUserFeeInfo, type SymbolFee, type UserFeeInfo } from '@/services/trading/fees';
import { fetchOrderConfirmSwitch, saveOrderConfirmSwitch } from '@/services/trading/order-confirm';

export type Authorities = Partial<Record<AuthorityType, string | null>>;

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
  const [symbolFee, setSymbolFee] = useState<SymbolFee | null>(null);
  const [userFee, setUserFee] = useState<UserFeeInfo | null>(null);
  const [confirmSwitch, setConfirmSwitch] = useState(false);
  const [authorities, setAuthorities] = useState<Authorities | null>(null);

  useEffect(() => {
    if (!loggedIn) return;
    let active = true;
    void fetchSymbolFee(symbol, { silent: true }).then((result) => {
      if (active && result.success) setSymbolFee(result.data);
    });
    void fetchUserFeeInfo({ silent: true }).then((result) => {
      if (active && result.success) setUserFee(result.data);
    });
    void fetchOrderConfirmSwitch({ silent: true }).then((result) => {
      if (active && result.success) setConfirmSwitch(result.data);
    });
    return () => {
      active = false;
    };
  }, [loggedIn, symbol]);

  useEffect(() => {
    if (!loggedIn || !isSubUser) return;
    let active = true;
    void Promise.all(AUTHORITY_TYPES.map((type) => fetchSubUserAuthority(type, { silent: true }))).then((results) => {
      if (!active) return;
      const loaded: Authorities = {};
      for (const result of results) if (result.success) loaded[result.data.type] = result.data.authority;
      setAuthorities(loaded);
    });
    return () => {
      active = false;
    };
  }, [loggedIn, isSubUser]);

  const saveConfirmSwitch = useCallback(async (on: boolean) => {
    const result = await saveOrderConfirmSwitch(on);
    if (!result.success) return failureText(result);
    setConfirmSwitch(result.data);
    return null;
  }, []);

  return { symbolFee, userFee, confirmSwitch, saveConfirmSwitch, authorities };
}
