'use client';

// Which of the transfer screen's accounts the user holds, for the pair it opens with
// (lib/transfer defaultTransferSides): each kind's own balance query (the wallet's, shared with
// the assets pages' cache) — answered is held, not opened or failed is not, still asking is not
// known yet. Isolated margin is held when a working pair account exists.

import { useMemo } from 'react';
import { useWalletKind, type WalletKindView } from '@/components/assets/wallet-kinds';
import type { HeldKinds, TransferKind } from '@/lib/transfer';

function heldOf(view: WalletKindView): boolean | null {
  if (view.state === 'loading') return null;
  if (view.state !== 'loaded') return false;
  if (view.kind === 'margin') return (view.data?.extra.marginAccounts?.length ?? 0) > 0;
  return true;
}

export function useHeldTransferKinds(offered: readonly TransferKind[], loggedIn: boolean, userType: number | null): HeldKinds {
  const options = { loggedIn, userType, live: false } as const;
  const margin = useWalletKind('margin', { ...options, visible: offered.includes('margin') });
  const superMargin = useWalletKind('superMargin', { ...options, visible: offered.includes('superMargin') });
  const otc = useWalletKind('otc', { ...options, visible: offered.includes('otc') });
  const dm = useWalletKind('dm', { ...options, visible: offered.includes('dm') });
  const swap = useWalletKind('swap', { ...options, visible: offered.includes('swap') });
  const linear = useWalletKind('linear', { ...options, visible: offered.includes('linear') });
  const c2cBorrow = useWalletKind('c2cBorrow', { ...options, visible: offered.includes('c2cBorrow') });
  const m = heldOf(margin);
  const s = heldOf(superMargin);
  const o = heldOf(otc);
  const d = heldOf(dm);
  const w = heldOf(swap);
  const l = heldOf(linear);
  const c = heldOf(c2cBorrow);
  return useMemo(() => ({ spot: true, margin: m, superMargin: s, otc: o, dm: d, swap: w, linear: l, c2cBorrow: c }), [m, s, o, d, w, l, c]);
}
