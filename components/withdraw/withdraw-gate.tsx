'use client';

// Who may withdraw at all (exchange-wallet-fiat.md section 6): a disabled user (country 183) and a
// sub-user see the reason and no form (lib/wallet walletAccess; withdrawals are parent-only).

import type { ReactNode } from 'react';
import { SUB_ACCOUNT_WITHDRAW_REASON } from '@/components/custody/quick-links';
import { useCustodyUser } from '@/components/custody/use-custody';
import { isSubUser } from '@/lib/assets/account-kinds';
import { isDisabledUser } from '@/lib/session/user';
import { walletAccess } from '@/lib/wallet';
import custody from '@/components/custody/custody.module.css';

/** Why the user may not withdraw, or null. */
export function useWithdrawBlock(): string | null {
  const { user } = useCustodyUser();
  if (user === null) return null;
  const access = walletAccess({ action: 'withdraw', userDisabled: isDisabledUser(user), kycPassed: true, currency: {} });
  if (!access.allowed) return access.message;
  return isSubUser(user.user_type) ? SUB_ACCOUNT_WITHDRAW_REASON : null;
}

export function WithdrawGate({ children }: { children: ReactNode }) {
  const block = useWithdrawBlock();
  if (block !== null) {
    return (
      <p className={custody.notice} role="status" data-testid="withdraw-blocked">
        {block}
      </p>
    );
  }
  return <>{children}</>;
}
