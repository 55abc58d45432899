// What a sub-account's own session may do, line by line with the reason where something is
// closed (exchange-wallet-fiat.md sections 6 and 7): spot trading always; isolated and cross
// margin by the parent's authority ('open'); no withdrawal, no fiat (otc) and no sub-account
// management of its own; and the asset pages' accounts the parent left visible. The texts are
// the ones the gates themselves show (the order form, the asset table), so the sub-account reads
// the same reason everywhere.

import { ACCOUNT_KIND_INFO, ACCOUNT_KINDS, type AccountKind } from '@/lib/assets/account-kinds';
import { SUB_USER_NO_AUTHORITY_REASON } from '@/lib/trading/order-access';

export const SUB_USER_WITHDRAW_REASON = '子账户暂不支持提币';
export const SUB_USER_OTC_REASON = '子账户不支持法币交易';
/** Also the account service's 10102 message (lib/contracts/uc/sub-account). */
export const SUB_USER_MANAGE_REASON = '仅母账户可管理子账户';
export const HIDDEN_BY_PARENT_REASON = '母账户已设为不可见';

export type OwnAccessKey = 'spot' | 'margin' | 'superMargin' | 'withdraw' | 'otc' | 'manage';

export interface OwnAccessLine {
  key: OwnAccessKey;
  label: string;
  /** null while the authority is still loading. */
  open: boolean | null;
  /** Why it is closed; null when open or still loading. */
  reason: string | null;
}

export interface OwnAccessInput {
  /** The sub-user's authority per margin type; null while loading. */
  authorities: Partial<Record<'margin' | 'super-margin', string | null>> | null;
}

function byAuthority(key: 'margin' | 'superMargin', label: string, authority: string | null | undefined, loading: boolean): OwnAccessLine {
  if (loading) return { key, label, open: null, reason: null };
  const open = authority === 'open';
  return { key, label, open, reason: open ? null : SUB_USER_NO_AUTHORITY_REASON };
}

export function ownAccessLines({ authorities }: OwnAccessInput): OwnAccessLine[] {
  const loading = authorities === null;
  return [
    { key: 'spot', label: '币币交易', open: true, reason: null },
    byAuthority('margin', '逐仓杠杆交易', authorities?.margin, loading),
    byAuthority('superMargin', '全仓杠杆交易', authorities?.['super-margin'], loading),
    { key: 'withdraw', label: '提币', open: false, reason: SUB_USER_WITHDRAW_REASON },
    { key: 'otc', label: '法币交易', open: false, reason: SUB_USER_OTC_REASON },
    { key: 'manage', label: '子账户管理', open: false, reason: SUB_USER_MANAGE_REASON },
  ];
}

/** The asset pages' accounts the parent hid from this sub-account (those with a biz type left out of `shown`), in the overview's order. */
export function hiddenAccountKinds(shown: readonly AccountKind[]): AccountKind[] {
  return ACCOUNT_KINDS.filter((kind) => ACCOUNT_KIND_INFO[kind].bizType !== null && !shown.includes(kind));
}
