// Deposits and withdrawals of the mock (exchange-wallet-fiat.md sections 3, 4, 7, 8; WALLET.md 2,
// 4, 5, 6, 13): the currency and chain reference (fee rules, tags, minimums, precisions and an
// address pattern per chain, ours), deterministic deposit addresses per user, currency and chain
// (iota makes a new one on request), simulated deposits that confirm block by block and credit
// the spot account, withdrawals as a state machine that freezes, releases and debits the spot
// balance, daily quotas, risky addresses, the per-user fail switches and the user alerts.
// Balance moves go through db.trading's changeBalance, so each one pushes accounts.update.
// Functions take the states they touch (like wallet.ts); the handlers pass db's.

import { canCancelWithdraw, WITHDRAW_STATES as WITHDRAW_STATE_LIST, type DepositState, type WithdrawState } from '@/lib/wallet/dw-states';
import { readWithdrawAmount, riskConsentMatches, riskTargetOf, type AmountProblem, type RiskConsent, type RiskTarget } from '@/lib/wallet';
import { addressesOf, isWhitelisted, whiteSettingsOf } from './withdraw-address';
import { Decimal } from 'decimal.js';
import { accountsOf, balanceOf, changeBalance, type TradingAccount, type TradingState } from './trading';
import { recordLedger } from './ledger';
import {
  addressFor,
  chainOf,
  type ChainRef,
  type DepositAddress,
  draw,
  feeFits,
  findChainRef,
  isValidAddress,
  resolveChain,
} from './dw-reference';
import { SEED_UIDS } from './users';

// The reference data and the deposit addresses live in ./dw-reference; their names stay
// importable from here.
export {
  ADDRESS_PATTERNS,
  addressFor,
  type AddressKind,
  type ChainRef,
  chainJson,
  type CurrencyRef,
  type DepositAddress,
  DW_CURRENCIES,
  feeFits,
  type FeeType,
  findChainRef,
  findCurrencyRef,
  isValidAddress,
  resolveChain,
} from './dw-reference';

// ---- records --------------------------------------------------------------------------------

// Every state of WALLET.md 5.4, from the one list the app's labels use.
export type { DepositState, WithdrawState } from '@/lib/wallet/dw-states';
export { WITHDRAW_STATES } from '@/lib/wallet/dw-states';

/** States a withdrawal can still be cancelled in (WALLET.md 5.2: before pre-transfer). */
export const CANCELLABLE_STATES: readonly WithdrawState[] = WITHDRAW_STATE_LIST.filter((state) => canCancelWithdraw(state));
/** End states that give the frozen amount back. */
const RELEASING_STATES: readonly WithdrawState[] = ['canceled', 'reject', 'wallet-reject', 'failed', 'repealed', 'confirm-error', 'risk-action-fail', 'risk-action-timeout'];
/** The normal path after place, one step per advance. */
const NEXT_STATE: Partial<Record<WithdrawState, WithdrawState>> = {
  submitted: 'pass',
  reexamine: 'pass',
  pass: 'pre-transfer',
  'pre-transfer': 'wallet-transfer',
  'wallet-transfer': 'confirmed',
};

export interface DwRecord {
  id: number;
  type: 'deposit' | 'withdraw';
  subType: 'NORMAL' | 'FAST';
  uid: number;
  currency: string;
  chain: string;
  txHash: string;
  amount: Decimal;
  fee: Decimal;
  address: string;
  addressTag: string;
  state: DepositState | WithdrawState;
  createdAt: number;
  updatedAt: number;
  clientOrderId?: string;
  errorCode?: string;
  errorMsg?: string;
  // deposits
  confirmationsBase?: number;
  confirmedFrom?: number;
  credited?: boolean;
  // withdrawals
  /** The amount + fee held frozen in the spot account while the withdrawal is under way. */
  held?: Decimal;
  placedAt?: number;
  /** An internal transfer: the receiving uid. */
  toUid?: number;
  /** The user acknowledged the address's risk when creating (verifyRiskAddress): place lets it through. */
  riskChecked?: boolean;
}

export interface DwFailure {
  code: number | string;
  message: string;
}

export type DwFailureKind = 'depositAddress' | 'withdrawInfo';

export interface WhiteSetting {
  enabled: boolean;
  delayHours: number;
}

export interface DepositWithdrawState {
  nextId: number;
  records: DwRecord[];
  /** `${uid}:${currency}:${chain}` → how many new iota addresses were made. */
  dagGenerations: Map<string, number>;
  /** address → reason: the risk check and place answer the reason. */
  riskyAddresses: Map<string, string>;
  /** consent id → the user and the exact destination a risky risk-check answer was issued for. */
  riskConsents: Map<string, RiskConsent & { uid: number }>;
  failures: Map<string, DwFailure>;
  /** `${uid}:${alertId}` acknowledged. */
  alerts: Set<string>;
  /** `${uid}:${currency}:${chain}` → deposits below the minimum, not credited. */
  tinyDeposits: Map<string, number>;
}

/** One confirmation per mock minute, on top of the ones the control adds. */
export const BLOCK_MS = 60_000;
/** Record ids grow from here (WALLET.md 5.1: ids are increasing). */
export const FIRST_RECORD_ID = 101_000_000;
const SEED_TIME = Date.UTC(2024, 4, 20, 8, 0, 0);

/** Checks the whitelist of the address book: true when the address may receive. */
export type WhitelistCheck = (input: { uid: number; currency: string; chain: string; address: string; tag: string }) => boolean;

const bookCheck: WhitelistCheck = ({ uid, currency, chain, address, tag }) => isWhitelisted(uid, currency, chain, address, tag);
let whitelistCheck: WhitelistCheck = bookCheck;

/** Replaces the address book's check (tests); null restores it. */
export function setWhitelistCheck(check: WhitelistCheck | null): void {
  whitelistCheck = check ?? bookCheck;
}

function seedRecords(): DwRecord[] {
  const uid = SEED_UIDS.ordinary;
  const base = { uid, subType: 'NORMAL' as const, addressTag: '', createdAt: SEED_TIME, updatedAt: SEED_TIME + 600_000 };
  return [
    {
      ...base,
      id: FIRST_RECORD_ID - 3,
      type: 'deposit',
      currency: 'usdt',
      chain: 'trc20usdt',
      txHash: draw('seed-tx-1', '0123456789abcdef', 64),
      amount: new Decimal('1200'),
      fee: new Decimal(0),
      address: addressFor('tron', `${uid}:usdt:trc20usdt`),
      state: 'safe',
      credited: true,
    },
    {
      ...base,
      id: FIRST_RECORD_ID - 2,
      type: 'withdraw',
      currency: 'usdt',
      chain: 'usdterc20',
      txHash: `0x${draw('seed-tx-2', '0123456789abcdef', 64)}`,
      amount: new Decimal('300'),
      fee: new Decimal('10'),
      address: addressFor('evm', 'seed-destination'),
      state: 'confirmed',
      createdAt: SEED_TIME + 3_600_000,
      updatedAt: SEED_TIME + 4_200_000,
    },
    {
      ...base,
      id: FIRST_RECORD_ID - 1,
      type: 'withdraw',
      currency: 'btc',
      chain: 'btc',
      txHash: '',
      amount: new Decimal('0.05'),
      fee: new Decimal('0.0005'),
      address: addressFor('btc', 'seed-destination'),
      state: 'reject',
      errorCode: 'risk-reject',
      errorMsg: '风控审核未通过',
      createdAt: SEED_TIME + 7_200_000,
      updatedAt: SEED_TIME + 7_800_000,
    },
  ];
}

export function createDepositWithdrawState(): DepositWithdrawState {
  return {
    nextId: FIRST_RECORD_ID,
    records: seedRecords(),
    dagGenerations: new Map(),
    riskyAddresses: new Map(),
    riskConsents: new Map(),
    failures: new Map(),
    alerts: new Set(),
    tinyDeposits: new Map(),
  };
}

function pairKey(uid: number, currency: string, chain: string): string {
  return `${uid}:${currency}:${chain}`;
}

/**
 * The user's deposit address on a chain: derived from uid, currency and chain. Tag chains share
 * one exchange address and tell users apart by a numeric tag; iota addresses are used once, so
 * each generation gives a new one that replaces the last.
 */
export function depositAddressOf(state: DepositWithdrawState, uid: number, ref: ChainRef): DepositAddress {
  if (ref.addrWithTag) {
    const tag = String(100_000 + (uid % 900_000));
    return { address: addressFor(ref.kind, `exchange:${ref.currency}:${ref.chain}`), tag };
  }
  const generation = state.dagGenerations.get(pairKey(uid, ref.currency, ref.chain)) ?? 0;
  return { address: addressFor(ref.kind, `${pairKey(uid, ref.currency, ref.chain)}:${generation}`), tag: '' };
}

/** iota: a new address for the user (genDag); the previous one no longer shows. */
export function generateDagAddress(state: DepositWithdrawState, uid: number, ref: ChainRef): DepositAddress {
  const key = pairKey(uid, ref.currency, ref.chain);
  state.dagGenerations.set(key, (state.dagGenerations.get(key) ?? 0) + 1);
  return depositAddressOf(state, uid, ref);
}

function failureKey(uid: number, kind: DwFailureKind): string {
  return `${uid}:${kind}`;
}

export function setDwFailure(state: DepositWithdrawState, uid: number, kind: DwFailureKind, failure: DwFailure | null): void {
  if (failure) state.failures.set(failureKey(uid, kind), failure);
  else state.failures.delete(failureKey(uid, kind));
}

export function dwFailureOf(state: DepositWithdrawState, uid: number, kind: DwFailureKind): DwFailure | undefined {
  return state.failures.get(failureKey(uid, kind));
}

/** The user's whitelist setting: the address book's (one setting per user, changed on the book's page). */
export function whiteSettingOf(_state: DepositWithdrawState, uid: number): WhiteSetting {
  const { enabled, delayHours } = whiteSettingsOf(uid);
  return { enabled, delayHours };
}

export function tinyDepositCountOf(state: DepositWithdrawState, uid: number, currency: string, chain: string): number {
  return state.tinyDeposits.get(pairKey(uid, currency, chain)) ?? 0;
}

function spotAccount(trading: TradingState, uid: number): TradingAccount | undefined {
  return accountsOf(trading, uid).find((account) => account.type === 'spot');
}

/** What the user may withdraw: the spot account's available amount. */
export function spotAvailable(trading: TradingState, uid: number, currency: string): Decimal {
  const account = spotAccount(trading, uid);
  return account ? balanceOf(trading, account.id, currency).trade : new Decimal(0);
}

function move(trading: TradingState, uid: number, currency: string, delta: { trade?: Decimal; frozen?: Decimal }, at: number): void {
  const account = spotAccount(trading, uid);
  if (account) changeBalance(trading, account, currency, delta, 'other', at);
}

/** The ledger entry of a deposit credit, a withdrawal or its fee (or their release), on the spot account. */
function ledgerLeg(trading: TradingState, record: DwRecord, uid: number, type: 'deposit' | 'withdraw' | 'withdraw-fee', amount: Decimal, at: number): void {
  const account = spotAccount(trading, uid);
  if (!account || amount.isZero()) return;
  recordLedger({ uid, account: 'spot', accountId: account.id, currency: record.currency, amount, type, subtype: record.chain, ref: String(record.id), time: at });
}

// ---- deposits -------------------------------------------------------------------------------

export interface SimulatedDeposit {
  uid: number;
  currency: string;
  chain: string;
  amount: Decimal;
  /** Confirmations it already has (0 by default). */
  confirmations?: number;
  fromAddress?: string;
}

export function confirmationsOf(record: DwRecord, at: number): number {
  return (record.confirmationsBase ?? 0) + Math.max(0, Math.floor((at - (record.confirmedFrom ?? at)) / BLOCK_MS));
}

/** Moves one deposit to the state its confirmations give; credits the spot account once, on confirmed. */
function settleDeposit(record: DwRecord, ref: ChainRef | undefined, trading: TradingState, at: number): void {
  if (record.type !== 'deposit' || record.state === 'safe' || record.state === 'orphan' || !ref) return;
  const confirmations = confirmationsOf(record, at);
  const next: DepositState = confirmations >= ref.confirmations ? 'safe' : confirmations >= Math.max(1, ref.fastConfirmations) ? 'confirmed' : 'confirming';
  if (next === record.state) return;
  record.state = next;
  record.updatedAt = at;
  if (!record.credited) {
    record.credited = true;
    move(trading, record.uid, record.currency, { trade: record.amount }, at);
    ledgerLeg(trading, record, record.uid, 'deposit', record.amount, at);
  }
}

/** Every deposit brought up to the mock clock (the handlers and controls call it first). */
export function settleDeposits(state: DepositWithdrawState, trading: TradingState, at: number): void {
  for (const record of state.records) {
    if (record.type === 'deposit') settleDeposit(record, findChainRef(record.currency, record.chain), trading, at);
  }
}

/**
 * An incoming deposit: in `confirming` with its confirmations; one more per mock minute or per
 * advance. Below the chain's minimum it only counts as a tiny deposit (not credited) and null is returned.
 */
export function simulateDeposit(state: DepositWithdrawState, trading: TradingState, input: SimulatedDeposit, at: number): DwRecord | null {
  const ref = findChainRef(input.currency, input.chain);
  if (!ref) throw new Error(`unknown chain ${input.chain} of ${input.currency}`);
  if (input.amount.lt(ref.minDeposit)) {
    const key = pairKey(input.uid, ref.currency, ref.chain);
    state.tinyDeposits.set(key, (state.tinyDeposits.get(key) ?? 0) + 1);
    return null;
  }
  const own = depositAddressOf(state, input.uid, ref);
  const record: DwRecord = {
    id: state.nextId++,
    type: 'deposit',
    subType: 'NORMAL',
    uid: input.uid,
    currency: ref.currency,
    chain: ref.chain,
    txHash: (ref.kind === 'evm' ? '0x' : '') + draw(`tx:${state.nextId}:${input.uid}:${at}`, '0123456789abcdef', 64),
    amount: input.amount,
    fee: new Decimal(0),
    address: own.address,
    addressTag: own.tag,
    state: 'confirming',
    createdAt: at,
    updatedAt: at,
    confirmationsBase: input.confirmations ?? 0,
    confirmedFrom: at,
    credited: false,
  };
  state.records.push(record);
  settleDeposit(record, ref, trading, at);
  return record;
}

/** Adds confirmations to a deposit (the control's advance) and settles it. */
export function advanceDeposit(state: DepositWithdrawState, trading: TradingState, id: number, confirmations: number, at: number): DwRecord | string {
  const record = state.records.find((entry) => entry.id === id && entry.type === 'deposit');
  if (!record) return `no deposit ${id}`;
  record.confirmationsBase = (record.confirmationsBase ?? 0) + confirmations;
  settleDeposit(record, findChainRef(record.currency, record.chain), trading, at);
  return record;
}

// ---- withdrawals ----------------------------------------------------------------------------

export interface DwError {
  code: string;
  message: string;
}

/** The errors the create, place, limit check and cancel answer (WALLET.md 5.1, 12; the rest chosen, mocks/README.md). */
export const DW_ERRORS = {
  chain: { code: 'base-currency-chain-error', message: 'The current currency chain does not exist' },
  disabled: { code: 'base-operation-forbidden', message: '该币种暂停提币' },
  subUser: { code: 'base-operation-forbidden', message: '子账户不支持提币' },
  disabledUser: { code: 'base-operation-forbidden', message: '该账户暂不支持充提币' },
  amount: { code: 'validation-format-error', message: 'Invalid amount.' },
  minimum: { code: 'dw-withdraw-min-limit', message: 'The withdrawal amount is less than the minimum limit.' },
  maximum: { code: 'dw-withdraw-max-limit', message: 'The withdrawal amount exceeds the maximum limit.' },
  quota: { code: 'dw-withdraw-quota-limit', message: 'The withdrawal amount exceeds the remaining daily quota.' },
  fee: { code: 'base-withdraw-fee-error', message: 'withdrawal fee is not within limits' },
  address: { code: 'invalid-address', message: 'Invalid address.' },
  addressId: { code: 'api-not-support-temp-addr', message: 'API withdrawal does not support temporary addresses' },
  whitelist: { code: 'dw-withdraw-address-not-in-white-list', message: '提币地址不在白名单中' },
  user: { code: 'dw-withdraw-user-not-found', message: '收款用户不存在' },
  risky: { code: 'dw-withdraw-risk-address', message: '' },
  riskConsent: { code: 'dw-withdraw-risk-consent-invalid', message: '风险确认与提币地址不符，请重新确认' },
  state: { code: 'dw-withdraw-state-error', message: 'The withdrawal cannot be changed in its current state.' },
  notFound: { code: 'dw-withdraw-not-found', message: 'The withdrawal does not exist.' },
} as const satisfies Record<string, DwError>;

export function insufficientBalance(available: Decimal): DwError {
  return { code: 'dw-insufficient-balance', message: `Insufficient balance. You can only transfer \`${available.toFixed()}\` at most.` };
}

const NOT_COUNTED: readonly string[] = ['verifying', 'canceled', 'reject', 'wallet-reject', 'failed', 'repealed', 'confirm-error'];
const SINGAPORE_OFFSET_MS = 8 * 3_600_000;

function singaporeDay(at: number): number {
  return Math.floor((at + SINGAPORE_OFFSET_MS) / 86_400_000);
}

/** The daily quota still open on a chain (WALLET.md 4: per Singapore day), used by placed withdrawals. */
export function remainingQuota(state: DepositWithdrawState, uid: number, ref: ChainRef, at: number): Decimal {
  const day = singaporeDay(at);
  const used = state.records
    .filter((record) => record.type === 'withdraw' && record.uid === uid && record.currency === ref.currency && record.chain === ref.chain)
    .filter((record) => record.placedAt !== undefined && singaporeDay(record.placedAt) === day && !NOT_COUNTED.includes(record.state))
    .reduce((sum, record) => sum.plus(record.amount), new Decimal(0));
  const remaining = new Decimal(ref.quotaPerDay).minus(used);
  return remaining.isNegative() ? new Decimal(0) : remaining;
}

/** The error of each amount check of lib/wallet's readWithdrawAmount. */
function amountError(kind: AmountProblem, available: Decimal): DwError {
  switch (kind) {
    case 'minimum':
      return DW_ERRORS.minimum;
    case 'maximum':
      return DW_ERRORS.maximum;
    case 'quota':
      return DW_ERRORS.quota;
    case 'insufficient':
      return insufficientBalance(available);
    default:
      return DW_ERRORS.amount;
  }
}

/**
 * An amount sent for the chain, checked by the form's own rule (lib/wallet readWithdrawAmount):
 * precision, minimum (not for an internal transfer), per-request maximum, daily quota left and,
 * when `available` is given, amount + fee within it. Null when it passes.
 */
export function amountProblem(
  state: DepositWithdrawState,
  uid: number,
  ref: ChainRef,
  amount: string,
  at: number,
  options: { fee?: string; available?: Decimal; internal?: boolean } = {},
): DwError | null {
  const chain = chainOf(ref);
  const reading = readWithdrawAmount(amount, {
    currency: ref.currency,
    precision: chain.withdrawPrecision ?? 8,
    minAmount: options.internal ? null : chain.minWithdrawAmount,
    maxAmount: chain.maxWithdrawAmount,
    available: options.available?.toFixed() ?? null,
    quota: { remainDailyQuota: remainingQuota(state, uid, ref, at).toFixed() },
    fee: options.fee ?? null,
  });
  return reading.ok ? null : amountError(reading.kind, options.available ?? new Decimal(0));
}

/** Minimum, maximum and quota of an amount; null when it passes. */
export function checkLimits(state: DepositWithdrawState, uid: number, ref: ChainRef, amount: Decimal, at: number): DwError | null {
  return amountProblem(state, uid, ref, amount.toFixed(), at);
}

export function riskReasonOf(state: DepositWithdrawState, address: string): string | undefined {
  return state.riskyAddresses.get(address.trim());
}

/**
 * A risky risk-check answer's consent id: valid for this user and exactly this destination (the
 * currency, the chain as resolved, the address and the tag).
 */
export function issueRiskConsent(state: DepositWithdrawState, uid: number, target: RiskTarget): string {
  const consentId = `rc${globalThis.crypto.randomUUID().replace(/-/g, '')}`;
  state.riskConsents.set(consentId, { uid, consentId, ...riskTargetOf(target) });
  return consentId;
}

/**
 * Whether a create with verifyRiskAddress may go to `target`: the address is one the exchange
 * flags, and the consent id is one it issued to this user for exactly that destination
 * (lib/wallet riskConsentMatches, the rule the form sends by).
 */
export function riskConsentHolds(state: DepositWithdrawState, uid: number, consentId: string | undefined, target: RiskTarget): boolean {
  if (riskReasonOf(state, target.address) === undefined) return false;
  const consent = consentId ? state.riskConsents.get(consentId) : undefined;
  return consent !== undefined && consent.uid === uid && riskConsentMatches(consent, target);
}

export interface WithdrawRequest {
  uid: number;
  currency: string;
  chain?: string;
  amount: string;
  fee: string;
  address: string;
  tag: string;
  /** A book entry of the user (its address and tag are taken); sent instead of the address. */
  addressId?: number;
  clientOrderId?: string;
  /** Internal transfer to this user: no chain, no fee. */
  toUid?: number;
  preferFast?: boolean;
  /** The user acknowledged the destination's risk (the risk check's verifyRiskAddress action). */
  verifyRiskAddress?: boolean;
  /** The risk check's consent id for the destination, required with verifyRiskAddress. */
  riskConsentId?: string;
}

function findWithdraw(state: DepositWithdrawState, uid: number, id: number): DwRecord | undefined {
  return state.records.find((record) => record.id === id && record.uid === uid && record.type === 'withdraw');
}

export function findByClientOrderId(state: DepositWithdrawState, uid: number, clientOrderId: string): DwRecord | undefined {
  return state.records.find((record) => record.type === 'withdraw' && record.uid === uid && record.clientOrderId === clientOrderId);
}

/**
 * Where a withdrawal goes: the book entry `addressId` names (its address and tag; an address
 * sent beside it must be the same), else the address sent. Null for an id the user's book of
 * this currency and chain does not hold.
 */
function destinationOf(request: WithdrawRequest, ref: ChainRef): { address: string; tag: string } | null {
  if (request.addressId === undefined) return { address: request.address, tag: request.tag };
  const entry = addressesOf(request.uid).find((stored) => stored.id === request.addressId && stored.currency === ref.currency && stored.chain === ref.chain);
  if (!entry || (request.address.trim() !== '' && request.address.trim() !== entry.address)) return null;
  return { address: entry.address, tag: entry.addressTag };
}

/**
 * Phase one: checks the request and keeps the order in `verifying`. A client order id the user
 * already used returns that withdrawal (idempotent).
 */
export function createWithdraw(state: DepositWithdrawState, trading: TradingState, request: WithdrawRequest, at: number): DwRecord | DwError {
  if (request.clientOrderId) {
    const existing = findByClientOrderId(state, request.uid, request.clientOrderId);
    if (existing) return existing;
  }
  const ref = resolveChain(request.currency, request.chain);
  if (!ref) return DW_ERRORS.chain;
  if (!ref.withdrawEnable) return { ...DW_ERRORS.disabled, message: ref.suspendWithdrawDesc || DW_ERRORS.disabled.message };
  const internal = request.toUid !== undefined;
  if (internal && request.verifyRiskAddress) return DW_ERRORS.riskConsent;
  const destination = internal ? { address: '', tag: '' } : destinationOf(request, ref);
  if (destination === null) return DW_ERRORS.addressId;
  if (!/^\d+(\.\d+)?$/.test(request.amount.trim())) return DW_ERRORS.amount;
  const amount = new Decimal(request.amount.trim());
  const fee = /^\d+(\.\d+)?$/.test(request.fee.trim()) ? new Decimal(request.fee.trim()) : null;
  if (!fee || (internal ? !fee.isZero() : !feeFits(ref, amount, fee))) return DW_ERRORS.fee;
  if (!internal) {
    if (!isValidAddress(ref, destination.address, destination.tag)) return DW_ERRORS.address;
    // A risk consent covers only the destination it was issued for: another address, one never
    // flagged, or no consent at all is refused, never let through on the flag alone.
    if (request.verifyRiskAddress && !riskConsentHolds(state, request.uid, request.riskConsentId, { currency: ref.currency, chain: ref.chain, ...destination })) {
      return DW_ERRORS.riskConsent;
    }
    if (whiteSettingOf(state, request.uid).enabled && !whitelistCheck({ uid: request.uid, currency: ref.currency, chain: ref.chain, ...destination })) {
      return DW_ERRORS.whitelist;
    }
  }
  const available = spotAvailable(trading, request.uid, ref.currency);
  const problem = amountProblem(state, request.uid, ref, request.amount, at, { fee: fee.toFixed(), available, internal });
  if (problem) return problem;
  const record: DwRecord = {
    id: state.nextId++,
    type: 'withdraw',
    subType: internal || request.preferFast ? 'FAST' : 'NORMAL',
    uid: request.uid,
    currency: ref.currency,
    chain: ref.chain,
    txHash: '',
    amount,
    fee,
    address: internal ? `UID:${request.toUid}` : destination.address,
    addressTag: destination.tag,
    state: 'verifying',
    createdAt: at,
    updatedAt: at,
    ...(request.clientOrderId ? { clientOrderId: request.clientOrderId } : {}),
    ...(internal ? { toUid: request.toUid } : {}),
    ...(request.verifyRiskAddress ? { riskChecked: true } : {}),
  };
  state.records.push(record);
  return record;
}

function setState(record: DwRecord, next: WithdrawState, trading: TradingState, at: number): void {
  const held = record.held;
  if (held && RELEASING_STATES.includes(next)) {
    move(trading, record.uid, record.currency, { trade: held, frozen: held.negated() }, at);
    record.held = undefined;
    // The withdrawal did not happen: its entries are given back.
    ledgerLeg(trading, record, record.uid, 'withdraw', record.amount, at);
    ledgerLeg(trading, record, record.uid, 'withdraw-fee', record.fee, at);
  } else if (held && next === 'confirmed') {
    move(trading, record.uid, record.currency, { frozen: held.negated() }, at);
    record.held = undefined;
    if (record.toUid !== undefined) move(trading, record.toUid, record.currency, { trade: record.amount }, at);
  }
  if (next === 'wallet-transfer' && record.txHash === '' && record.subType === 'NORMAL') {
    record.txHash = (record.chain.includes('erc20') || record.chain === 'eth' ? '0x' : '') + draw(`wtx:${record.id}`, '0123456789abcdef', 64);
  }
  record.state = next;
  record.updatedAt = at;
}

/**
 * Phase two, after the verification codes passed: checks balance, quota and risk again,
 * freezes amount + fee and submits. An internal transfer completes at once and credits the receiver.
 */
export function placeWithdraw(state: DepositWithdrawState, trading: TradingState, uid: number, id: number, at: number): DwRecord | DwError {
  const record = findWithdraw(state, uid, id);
  if (!record) return DW_ERRORS.notFound;
  if (record.state !== 'verifying') return record.placedAt !== undefined ? record : DW_ERRORS.state;
  const ref = findChainRef(record.currency, record.chain);
  if (!ref) return DW_ERRORS.chain;
  // A risky address stops the withdrawal unless the user acknowledged its risk on create.
  const reason = record.toUid === undefined && !record.riskChecked ? riskReasonOf(state, record.address) : undefined;
  if (reason !== undefined) return { code: DW_ERRORS.risky.code, message: reason };
  const limit = checkLimits(state, uid, ref, record.amount, at);
  if (limit) return limit;
  const total = record.amount.plus(record.fee);
  const available = spotAvailable(trading, uid, record.currency);
  if (available.lt(total)) return insufficientBalance(available);
  move(trading, uid, record.currency, { trade: total.negated(), frozen: total }, at);
  ledgerLeg(trading, record, uid, 'withdraw', record.amount.negated(), at);
  ledgerLeg(trading, record, uid, 'withdraw-fee', record.fee.negated(), at);
  record.held = total;
  record.placedAt = at;
  setState(record, 'submitted', trading, at);
  if (record.toUid !== undefined) {
    setState(record, 'confirmed', trading, at);
    const receiverId = state.nextId;
    ledgerLeg(trading, { ...record, id: receiverId }, record.toUid, 'deposit', record.amount, at);
    state.records.push({
      id: state.nextId++,
      type: 'deposit',
      subType: 'FAST',
      uid: record.toUid,
      currency: record.currency,
      chain: record.chain,
      txHash: '',
      amount: record.amount,
      fee: new Decimal(0),
      address: `UID:${uid}`,
      addressTag: '',
      state: 'safe',
      createdAt: at,
      updatedAt: at,
      credited: true,
    });
  }
  return record;
}

export function cancelWithdraw(state: DepositWithdrawState, trading: TradingState, uid: number, id: number, at: number): DwRecord | DwError {
  const record = findWithdraw(state, uid, id);
  if (!record) return DW_ERRORS.notFound;
  if (!CANCELLABLE_STATES.includes(record.state as WithdrawState)) return DW_ERRORS.state;
  setState(record, 'canceled', trading, at);
  return record;
}

/** The control's advance: one step along submitted → pass → pre-transfer → wallet-transfer → confirmed. */
export function advanceWithdraw(state: DepositWithdrawState, trading: TradingState, id: number, at: number): DwRecord | string {
  const record = state.records.find((entry) => entry.id === id && entry.type === 'withdraw');
  if (!record) return `no withdrawal ${id}`;
  const next = NEXT_STATE[record.state as WithdrawState];
  if (!next) return `withdrawal ${id} is ${record.state}: nothing follows`;
  setState(record, next, trading, at);
  return record;
}

/** The control's set: any state after place; reject, wallet-reject, failed carry an error. */
export function setWithdrawState(
  state: DepositWithdrawState,
  trading: TradingState,
  id: number,
  next: WithdrawState,
  at: number,
  error?: { code?: string; message?: string },
): DwRecord | string {
  const record = state.records.find((entry) => entry.id === id && entry.type === 'withdraw');
  if (!record) return `no withdrawal ${id}`;
  if (record.state === 'verifying' || next === 'verifying') return `withdrawal ${id}: place it first`;
  if (RELEASING_STATES.includes(record.state as WithdrawState) || record.state === 'confirmed') return `withdrawal ${id} has ended (${record.state})`;
  if (next === 'reject' || next === 'wallet-reject' || next === 'failed') {
    record.errorCode = error?.code ?? (next === 'reject' ? 'risk-reject' : 'wallet-reject');
    record.errorMsg = error?.message ?? (next === 'reject' ? '风控审核未通过' : '链上转账失败');
  }
  setState(record, next, trading, at);
  return record;
}

// ---- history --------------------------------------------------------------------------------

export interface HistoryQuery {
  uid: number;
  type: 'deposit' | 'withdraw';
  currency?: string;
  from?: number;
  size: number;
  direct: 'prev' | 'next';
}

/** WALLET.md 5.4: `prev` ascending from `from` (1 by default), `next` descending from `from` (newest by default); `from` included. */
export function historyOf(state: DepositWithdrawState, query: HistoryQuery): DwRecord[] {
  const rows = state.records
    .filter((record) => record.uid === query.uid && record.type === query.type && (!query.currency || record.currency === query.currency))
    .sort((a, b) => a.id - b.id);
  if (query.direct === 'prev') return rows.filter((record) => query.from === undefined || record.id >= query.from).slice(0, query.size);
  return rows
    .reverse()
    .filter((record) => query.from === undefined || record.id <= query.from)
    .slice(0, query.size);
}

/** A record as WALLET.md 5.4 sends it: amounts and fee as JSON numbers (the docs' form). */
export function recordJson(record: DwRecord, at: number) {
  return {
    id: record.id,
    type: record.type,
    'sub-type': record.subType,
    currency: record.currency,
    chain: record.chain,
    'tx-hash': record.txHash,
    amount: record.amount.toNumber(),
    address: record.address,
    'address-tag': record.addressTag,
    'from-addr-tag': '',
    fee: record.fee.toNumber(),
    state: record.state,
    ...(record.clientOrderId ? { 'client-order-id': record.clientOrderId } : {}),
    ...(record.type === 'deposit' ? { 'wallet-confirm': record.confirmationsBase === undefined ? 0 : confirmationsOf(record, at) } : {}),
    ...(record.errorCode ? { 'error-code': record.errorCode, 'error-msg': record.errorMsg ?? '' } : {}),
    'created-at': record.createdAt,
    'updated-at': record.updatedAt,
  };
}
