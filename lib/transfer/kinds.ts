// The accounts money moves between on the transfer screen (exchange-wallet-fiat.md section 3
// "Accounts", section 6 "the otc entry is removed from the transfer-account list", section 7
// "transfers between accounts (otc, margin, super margin, contract, c2c, general)"). HTX moves
// money through spot: every transfer has spot on one side. The rule chosen here: choosing a
// non-spot account on one side while the other side is non-spot too switches the other side to
// spot (the screen says so); choosing spot on both sides puts the previous account on the other.

import { ACCOUNT_KIND_INFO } from '@/lib/assets/account-kinds';
import { SUB_USER_OTC_REASON } from '@/lib/sub-account/own-access';
import { SUB_USER_NO_AUTHORITY_REASON } from '@/lib/trading/order-access';

export const TRANSFER_KINDS = ['spot', 'margin', 'superMargin', 'otc', 'dm', 'swap', 'linear', 'c2cBorrow'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/** The sub-user type (user_type 2). */
export const SUB_USER_TYPE = 2;

export const SPOT_HUB_TEXT = '资金划转需经过币币账户：转出与转入账户中至少一方为币币账户';

export function isTransferKind(value: unknown): value is TransferKind {
  return typeof value === 'string' && (TRANSFER_KINDS as readonly string[]).includes(value);
}

/** The Chinese name of an account kind (the assets pages' names). */
export function transferKindName(kind: TransferKind): string {
  return kind === 'margin' ? '逐仓杠杆账户' : ACCOUNT_KIND_INFO[kind].name;
}

export interface TransferUser {
  /** user_type; 2 is a sub-user. */
  userType: number | null;
  /** A sub-user's authority per margin type ('open' enables); ignored for other users. */
  authorities?: Partial<Record<'margin' | 'super-margin', string | null>>;
}

/** Kinds a sub-user's wallet does not hold (section 6: otc, c2c borrow are not fetched). */
const SUB_USER_HIDDEN: readonly TransferKind[] = ['otc', 'c2cBorrow'];

/**
 * The kinds the user may pick, in TRANSFER_KINDS order: a sub-user never sees otc (nor c2c
 * borrow, which a sub-account does not hold), and sees isolated / cross margin only with that
 * margin authority open.
 */
export function transferKindsFor({ userType, authorities = {} }: TransferUser): TransferKind[] {
  if (userType !== SUB_USER_TYPE) return [...TRANSFER_KINDS];
  return TRANSFER_KINDS.filter((kind) => {
    if (SUB_USER_HIDDEN.includes(kind)) return false;
    if (kind === 'margin') return authorities.margin === 'open';
    if (kind === 'superMargin') return authorities['super-margin'] === 'open';
    return true;
  });
}

export const SUB_USER_NO_C2C_REASON = '子账户不支持C2C借贷';

const CLOSED_REASON: Readonly<Partial<Record<TransferKind, string>>> = {
  otc: SUB_USER_OTC_REASON,
  c2cBorrow: SUB_USER_NO_C2C_REASON,
  margin: SUB_USER_NO_AUTHORITY_REASON,
  superMargin: SUB_USER_NO_AUTHORITY_REASON,
};

/** The kinds a user may not pick, each with why (a sub-user's only; nothing for other users). */
export function closedTransferKinds(user: TransferUser): Array<{ kind: TransferKind; reason: string }> {
  const offered = transferKindsFor(user);
  return TRANSFER_KINDS.filter((kind) => !offered.includes(kind)).map((kind) => ({ kind, reason: CLOSED_REASON[kind] ?? '' }));
}

/** Whether money may move from → to directly: two different accounts, one of them spot. */
export function isAllowedPair(from: TransferKind, to: TransferKind): boolean {
  if (from === to) return false;
  return from === 'spot' || to === 'spot';
}

export interface TransferSides {
  from: TransferKind;
  to: TransferKind;
}

/**
 * One side picked: the other side follows the spot rule. Picking a non-spot account while the
 * other side is not spot sets the other side to spot; picking the account the other side holds
 * (or spot on both sides) swaps the sides.
 */
export function pickSide(sides: TransferSides, side: 'from' | 'to', kind: TransferKind): TransferSides {
  const other = side === 'from' ? 'to' : 'from';
  const next = { ...sides, [side]: kind } as TransferSides;
  if (next[other] === kind) next[other] = sides[side];
  if (!isAllowedPair(next.from, next.to)) next[other] = 'spot';
  return next;
}

/** The swap button: from and to change places. */
export function swapSides({ from, to }: TransferSides): TransferSides {
  return { from: to, to: from };
}

/** The non-spot side of an allowed pair (the account the call is about), or null for spot → spot. */
export function productSide({ from, to }: TransferSides): TransferKind | null {
  if (from !== 'spot') return from;
  if (to !== 'spot') return to;
  return null;
}

/** Sides within the kinds offered: unknown or hidden kinds fall back to spot → the first other kind. */
export function sidesWithin(sides: Partial<TransferSides>, offered: readonly TransferKind[]): TransferSides {
  const ok = (kind: TransferKind | undefined): kind is TransferKind => kind !== undefined && offered.includes(kind);
  const fallbackTo = offered.find((kind) => kind !== 'spot') ?? 'spot';
  let from: TransferKind = ok(sides.from) ? sides.from : 'spot';
  let to: TransferKind = ok(sides.to) ? sides.to : from === 'spot' ? fallbackTo : 'spot';
  if (from === to) to = from === 'spot' ? fallbackTo : 'spot';
  if (!isAllowedPair(from, to)) {
    if (ok(sides.from) && sides.from !== 'spot') to = 'spot';
    else from = 'spot';
  }
  return { from, to };
}

/** Whether the user holds an account of each kind: true, false (not opened, not held), null (not known yet). */
export type HeldKinds = Readonly<Partial<Record<TransferKind, boolean | null>>>;

export const NO_RECEIVER_TEXT = '暂无可转入的账户：请先开通杠杆、合约或其他账户';

export interface DefaultSides {
  sides: TransferSides;
  /** Some account the user holds can receive from spot. False: say so, nothing can move. */
  receivable: boolean;
  /** The accounts are still being asked about: the choice may still change. */
  pending: boolean;
}

/**
 * The pair the screen opens with. A pair the link asked for (`?from=&to=`), or the user picked, is
 * kept (within the kinds offered). Otherwise money leaves spot, where a new user's money is, for the first kind
 * offered (in TRANSFER_KINDS order) that the user holds — never for one they do not have, whose
 * figures would read --. While an earlier kind is still unknown the choice waits for it, so the
 * screen does not jump; when no kind the user holds can receive, `receivable` is false.
 */
export function defaultTransferSides(offered: readonly TransferKind[], held: HeldKinds, asked: Partial<TransferSides> = {}): DefaultSides {
  // The pair a link or the user chose: kept; its own figures say what is wrong with it.
  if (asked.from !== undefined || asked.to !== undefined) return { sides: sidesWithin(asked, offered), receivable: true, pending: false };
  for (const kind of offered) {
    if (kind === 'spot') continue;
    const holds = held[kind];
    if (holds === false) continue;
    if (holds === true) return { sides: { from: 'spot', to: kind }, receivable: true, pending: false };
    return { sides: sidesWithin({ from: 'spot', to: kind }, offered), receivable: true, pending: true };
  }
  return { sides: sidesWithin({}, offered), receivable: false, pending: false };
}
