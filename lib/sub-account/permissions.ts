// What a sub-account may do (exchange-wallet-fiat.md section 6; WALLET.md 10.5–10.7): isolated
// margin and cross margin authority ('open' enables, anything else is closed), transferability
// of its spot account to the parent (allowed by default), and the asset page's business types.
// gatesOf() turns one sub-account's permissions into the gates its own session sees, with the
// asset kinds from lib/assets' own visibility rule.

import { BIZ_TYPES, type AccountKind, type BizType } from '@/lib/assets/account-kinds';
import { visibleAccountKinds, type BizVisibility } from '@/lib/assets/visibility';

/** The two margin authorities, by the exchange's names (GET /v1/sub-user/authority?type=). */
export const MARGIN_AUTHORITY_TYPES = ['margin', 'super-margin'] as const;
export type MarginAuthorityType = (typeof MARGIN_AUTHORITY_TYPES)[number];

export type Authority = 'open' | 'closed';

export interface SubAccountPermissions {
  /** Isolated margin (逐仓杠杆). */
  margin: Authority;
  /** Cross margin (全仓杠杆). */
  superMargin: Authority;
  /** The sub-account may move its spot balance to the parent. */
  transferable: boolean;
  /** Shown per business type; a type left out is hidden (lib/assets/visibility). */
  visibility: BizVisibility;
}

/** Every business type shown: what a new sub-account starts with. */
export function allBizVisible(): BizVisibility {
  return Object.fromEntries(Object.values(BIZ_TYPES).map((type) => [type, true])) as BizVisibility;
}

export const DEFAULT_SUB_ACCOUNT_PERMISSIONS: SubAccountPermissions = {
  margin: 'closed',
  superMargin: 'closed',
  transferable: true,
  visibility: allBizVisible(),
};

/** The exchange's wording of an authority: 'open' or nothing (WALLET.md answers null). */
export function isOpen(authority: string | null | undefined): boolean {
  return authority === 'open';
}

/** The tradable-market activation of an authority (WALLET.md 10.5). */
export function activationOf(authority: Authority): 'activated' | 'deactivated' {
  return authority === 'open' ? 'activated' : 'deactivated';
}

export function authorityOf(activation: 'activated' | 'deactivated'): Authority {
  return activation === 'activated' ? 'open' : 'closed';
}

export interface SubAccountGates {
  canTradeIsolatedMargin: boolean;
  canTradeCrossMargin: boolean;
  canTransferOut: boolean;
  /** The asset pages' account kinds, in the overview's order. */
  accountKinds: AccountKind[];
}

/** What the sub-account's own session may do and see. */
export function gatesOf(permissions: SubAccountPermissions): SubAccountGates {
  return {
    canTradeIsolatedMargin: permissions.margin === 'open',
    canTradeCrossMargin: permissions.superMargin === 'open',
    canTransferOut: permissions.transferable,
    accountKinds: visibleAccountKinds(2, permissions.visibility),
  };
}

/** The business types a permissions record hides (what the asset-page visibility answers false for). */
export function hiddenBizTypes(visibility: BizVisibility): BizType[] {
  return Object.values(BIZ_TYPES).filter((type) => visibility[type] !== true);
}
