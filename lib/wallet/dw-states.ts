// Deposit and withdraw record states (WALLET.md 5.4 and 13.7): label, tone, whether a state is
// final and which withdrawals can still be cancelled.
//
// Deposits: unknown → confirming → confirmed (credited, can trade) → safe (can withdraw), or
// orphan. `confirmed` is a success but not final (it may still become safe or orphan).
// Withdrawals: verifying/submitted → reexamine → pass → pre-transfer → wallet-transfer →
// confirmed, exits failed, canceled, reject, wallet-reject, confirm-error, repealed,
// risk-action-fail, risk-action-timeout. `repealed` (terminated by the system) reads 已撤销 as the
// Chinese docs translate it, with the cancelled tone. Cancelling is allowed while verifying,
// submitted or reexamine – before the review passed (WALLET.md 5.2; no source says more).
// A state the table does not know is shown as sent, pending, not final, not cancellable.

export type DwTone = 'pending' | 'success' | 'failed' | 'cancelled';
export type DwKind = 'deposit' | 'withdraw';

export const DEPOSIT_STATES = ['unknown', 'confirming', 'confirmed', 'safe', 'orphan'] as const;
export const WITHDRAW_STATES = [
  'verifying',
  'failed',
  'submitted',
  'reexamine',
  'canceled',
  'pass',
  'reject',
  'pre-transfer',
  'wallet-transfer',
  'wallet-reject',
  'confirmed',
  'confirm-error',
  'repealed',
  'risk-action-fail',
  'risk-action-timeout',
] as const;

export type DepositState = (typeof DEPOSIT_STATES)[number];
export type WithdrawState = (typeof WITHDRAW_STATES)[number];

export interface DwStateInfo {
  label: string;
  tone: DwTone;
  final: boolean;
}

const DEPOSIT: Readonly<Record<DepositState, DwStateInfo>> = {
  unknown: { label: '待确认', tone: 'pending', final: false },
  confirming: { label: '确认中', tone: 'pending', final: false },
  confirmed: { label: '已到账', tone: 'success', final: false },
  safe: { label: '已完成', tone: 'success', final: true },
  orphan: { label: '已失效', tone: 'failed', final: true },
};

const WITHDRAW: Readonly<Record<WithdrawState, DwStateInfo>> = {
  verifying: { label: '待验证', tone: 'pending', final: false },
  failed: { label: '验证失败', tone: 'failed', final: true },
  submitted: { label: '已提交', tone: 'pending', final: false },
  reexamine: { label: '审核中', tone: 'pending', final: false },
  canceled: { label: '已撤销', tone: 'cancelled', final: true },
  pass: { label: '审核通过', tone: 'pending', final: false },
  reject: { label: '审核未通过', tone: 'failed', final: true },
  'pre-transfer': { label: '准备转出', tone: 'pending', final: false },
  'wallet-transfer': { label: '转出中', tone: 'pending', final: false },
  'wallet-reject': { label: '转出失败', tone: 'failed', final: true },
  confirmed: { label: '已完成', tone: 'success', final: true },
  'confirm-error': { label: '确认失败', tone: 'failed', final: true },
  repealed: { label: '已撤销', tone: 'cancelled', final: true },
  'risk-action-fail': { label: '风控验证失败', tone: 'failed', final: true },
  'risk-action-timeout': { label: '风控验证超时', tone: 'failed', final: true },
};

export const CANCELLABLE_WITHDRAW_STATES: readonly WithdrawState[] = ['verifying', 'submitted', 'reexamine'];

function stateKey(state: string | null | undefined): string {
  return (state ?? '').trim().toLowerCase();
}

function lookup<K extends string>(table: Readonly<Record<K, DwStateInfo>>, key: string): DwStateInfo | undefined {
  return Object.hasOwn(table, key) ? table[key as K] : undefined;
}

/** Label, tone and finality of a record state; unknown states keep their text, pending. */
export function dwStateInfo(kind: DwKind, state: string | null | undefined): DwStateInfo {
  const key = stateKey(state);
  const known = lookup<string>(kind === 'deposit' ? DEPOSIT : WITHDRAW, key);
  return known ?? { label: key === '' ? '--' : (state ?? '').trim(), tone: 'pending', final: false };
}

export function isFinalDwState(kind: DwKind, state: string | null | undefined): boolean {
  return dwStateInfo(kind, state).final;
}

export function canCancelWithdraw(state: string | null | undefined): boolean {
  return (CANCELLABLE_WITHDRAW_STATES as readonly string[]).includes(stateKey(state));
}

/** Withdraw states whose record carries error-code / error-msg (WALLET.md 5.4). */
export function withdrawStateHasError(state: string | null | undefined): boolean {
  return ['reject', 'wallet-reject', 'failed'].includes(stateKey(state));
}
