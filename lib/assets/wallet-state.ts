// The state of one wallet (one account kind) in the wallet store (exchange-wallet-fiat.md
// sections 4 and 6): it starts loading and is loaded after its first answer; a failed load
// moves it to not-open, empty or dead (wallet-errors.ts). A sub-user's kind that is never
// fetched is empty from the start.

import { type AccountKind, isFetchedFor } from './account-kinds';
import { classifyWalletFailure, type WalletErrorCode, type WalletFailureOptions, type WalletFailureState } from './wallet-errors';

export type WalletState = 'loading' | 'loaded' | WalletFailureState;

/** What every assets page says of a wallet in each state (a failure's own message comes first). */
export const WALLET_STATE_TEXT = {
  loading: '加载中…',
  loaded: '正常',
  'not-open': '未开通',
  empty: '暂无资产',
  dead: '资产加载失败',
} as const satisfies Record<WalletState, string>;

/** Where a wallet starts: empty for a kind a sub-user's page does not fetch, loading otherwise. */
export function initialWalletState(kind: AccountKind, userType: number | string | null | undefined): WalletState {
  return isFetchedFor(kind, userType) ? 'loading' : 'empty';
}

export type WalletLoadOutcome = { ok: true } | { ok: false; code: WalletErrorCode; message?: string | null };

export interface WalletTransition {
  state: WalletState;
  /** The message to toast; null: silent. */
  toast: string | null;
}

/**
 * The state after a load (the first or a 15 s refresh): loaded on success, else what the failure
 * means for this kind. A later refresh that fails makes a loaded wallet dead too (section 4: a
 * failed balance load sets the wallet-dead flag); one that succeeds brings a dead wallet back.
 */
export function walletStateAfterLoad(kind: AccountKind, outcome: WalletLoadOutcome, options: WalletFailureOptions = {}): WalletTransition {
  if (outcome.ok) return { state: 'loaded', toast: null };
  return classifyWalletFailure(kind, outcome.code, outcome.message, options);
}

/** The wallet has had its answer (any state but loading); its balances can be shown or are known empty. */
export function isWalletSettled(state: WalletState): boolean {
  return state !== 'loading';
}
