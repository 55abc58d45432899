// Deposits and withdrawals of the mock (exchange-wallet-fiat.md sections 3, 4, 7, 8; WALLET.md 2,
// 4, 5, 6, 13): the currency and chain reference (fee rules, tags, minimums, precisions and an
// address pattern per chain, ours), deterministic deposit addresses per user, currency and chain
// (iota makes a new one on request), simulated deposits that confirm block by block and credit
// the spot account, withdrawals as a state machine that freezes, releases and debits the spot
// balance, daily quotas, risky addresses, the per-user fail switches and the user alerts.
// Balance moves go through db.trading's changeBalance, so each one pushes accounts.update.
// Functions take the states they touch (like wallet.ts); the handlers pass db's.

import { canCancelWithdraw, WITHDRAW_STATES as WITHDRAW_STATE_LIST, type DepositState, type WithdrawState } from '@/lib/wallet/dw-states';
import { isWhitelisted, whiteSettingsOf } from './withdraw-address';
import { createHash } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { accountsOf, balanceOf, changeBalance, type TradingAccount, type TradingState } from './trading';
import { MARKET_CHAINS, MARKET_CURRENCIES } from './market-data';
import { SEED_UIDS } from './users';

// ---- reference ------------------------------------------------------------------------------

/** The web's fee types (spec section 3 "Chain info for withdrawal"); the wire says fixed / circulated / ratio. */
export type FeeType = 'fixed' | 'range' | 'proportion';
const WIRE_FEE_TYPE: Record<FeeType, string> = { fixed: 'fixed', range: 'circulated', proportion: 'ratio' };

/** How a chain's deposit addresses look; the generator and the pattern follow from it. */
export type AddressKind = 'btc' | 'evm' | 'tron' | 'xrp' | 'eos' | 'iota' | 'ltc' | 'doge' | 'dot';

export interface ChainRef {
  currency: string;
  chain: string;
  displayName: string;
  baseChain: string;
  baseChainProtocol: string;
  isDefault: boolean;
  /** old (the chain is being replaced: newold), or '' for a current chain. */
  chainType: '' | 'old' | 'tooold';
  kind: AddressKind;
  confirmations: number;
  fastConfirmations: number;
  minDeposit: string;
  minWithdraw: string;
  maxWithdraw: string;
  quotaPerDay: string;
  precision: number;
  feeType: FeeType;
  /** fixed: the fee; range: [minFee, maxFee]; proportion: feeRate bounded by minFee / maxFee. */
  fee?: string;
  minFee?: string;
  maxFee?: string;
  feeRate?: string;
  isDynamic?: boolean;
  depositEnable: boolean;
  withdrawEnable: boolean;
  suspendDepositDesc: string;
  suspendWithdrawDesc: string;
  addrWithTag: boolean;
}

export interface CurrencyRef {
  currency: string;
  fullName: string;
  weight: number;
  showPrecision: number;
  tags: string;
  chains: ChainRef[];
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const B58 = '[1-9A-HJ-NP-Za-km-z]';

/** Our addition to the reference data: the pattern of an address and of a tag per address kind. */
export const ADDRESS_PATTERNS: Record<AddressKind, { address: string; tag?: string }> = {
  btc: { address: `^(?:[13]${B58}{25,34}|bc1[02-9ac-hj-np-z]{11,71})$` },
  evm: { address: '^0x[0-9a-fA-F]{40}$' },
  tron: { address: `^T${B58}{33}$` },
  xrp: { address: `^r${B58}{24,34}$`, tag: '^[0-9]{1,10}$' },
  eos: { address: '^[a-z1-5.]{1,12}$', tag: '^[0-9A-Za-z]{1,64}$' },
  iota: { address: '^[A-Z9]{81}$' },
  ltc: { address: `^[LM3]${B58}{26,33}$` },
  doge: { address: `^D${B58}{33}$` },
  dot: { address: `^1${B58}{46,47}$` },
};

type ChainSeed = Partial<ChainRef> & Pick<ChainRef, 'chain' | 'displayName' | 'kind' | 'feeType'>;

/** Chain figures of the market data (usdt, btc, eth, ht) so both lists agree. */
function marketChain(chain: string): Partial<ChainRef> {
  const record = MARKET_CHAINS.find((entry) => entry.chain === chain);
  if (!record) return {};
  return {
    isDefault: record.default === 1,
    precision: record.wp,
    minDeposit: record.dma,
    minWithdraw: record.wma,
    confirmations: record.sc,
    fastConfirmations: record.fc,
    chainType: record.ct === 'old' ? 'old' : '',
  };
}

function chainRef(currency: string, seed: ChainSeed): ChainRef {
  return {
    currency,
    baseChain: seed.displayName,
    baseChainProtocol: '',
    isDefault: true,
    chainType: '',
    confirmations: 6,
    fastConfirmations: 1,
    minDeposit: '0.001',
    minWithdraw: '0.01',
    maxWithdraw: '1000000',
    quotaPerDay: '5000000',
    precision: 8,
    depositEnable: true,
    withdrawEnable: true,
    suspendDepositDesc: '',
    suspendWithdrawDesc: '',
    addrWithTag: seed.kind === 'xrp' || seed.kind === 'eos',
    ...marketChain(seed.chain),
    ...seed,
  };
}

function fullNameOf(currency: string): string {
  return MARKET_CURRENCIES.find((entry) => entry.cc === currency)?.fn ?? currency.toUpperCase();
}

function currencyRef(currency: string, weight: number, chains: ChainSeed[], showPrecision = 8): CurrencyRef {
  return { currency, fullName: fullNameOf(currency), weight, showPrecision, tags: '', chains: chains.map((chain) => chainRef(currency, chain)) };
}

/**
 * The reference: usdt on three chains (ERC20 default, TRC20, OMNI the old chain: newold), btc
 * with a range fee, eth with a dynamic fixed fee, ht on two chains, xrp and eos with tags, iota
 * (a DAG: new addresses on request), ltc and husd with a proportional fee, doge with deposits
 * paused, dot with withdrawals disabled, trx.
 */
export const DW_CURRENCIES: readonly CurrencyRef[] = [
  currencyRef('usdt', 100, [
    { chain: 'usdterc20', displayName: 'ERC20', baseChainProtocol: 'ERC20', kind: 'evm', feeType: 'fixed', fee: '10', quotaPerDay: '500000' },
    { chain: 'trc20usdt', displayName: 'TRC20', baseChainProtocol: 'TRC20', kind: 'tron', feeType: 'fixed', fee: '1', quotaPerDay: '500000' },
    { chain: 'usdt', displayName: 'OMNI', baseChainProtocol: 'OMNI', kind: 'btc', feeType: 'fixed', fee: '5', quotaPerDay: '100000' },
    // The chain of WALLET.md's address-book fixture row.
    { chain: 'hrc20usdt', displayName: 'HECO', baseChainProtocol: 'HRC20', kind: 'evm', feeType: 'fixed', fee: '0.1', quotaPerDay: '500000' },
  ], 4),
  currencyRef('btc', 99, [{ chain: 'btc', displayName: 'BTC', kind: 'btc', feeType: 'range', minFee: '0.0004', maxFee: '0.001', maxWithdraw: '100', quotaPerDay: '20' }]),
  currencyRef('eth', 98, [{ chain: 'eth', displayName: 'ERC20', kind: 'evm', feeType: 'fixed', fee: '0.005', isDynamic: true, maxWithdraw: '1000', quotaPerDay: '300' }]),
  currencyRef('ht', 97, [
    { chain: 'ht2', displayName: 'HECO', kind: 'evm', feeType: 'fixed', fee: '0.1' },
    { chain: 'hterc20', displayName: 'ERC20', baseChainProtocol: 'ERC20', kind: 'evm', feeType: 'fixed', fee: '2' },
  ]),
  currencyRef('husd', 96, [{ chain: 'husd', displayName: 'ERC20', kind: 'evm', feeType: 'proportion', feeRate: '0.002', minFee: '1', maxFee: '50', minWithdraw: '10', precision: 6 }], 4),
  currencyRef('xrp', 95, [{ chain: 'xrp', displayName: 'XRP', kind: 'xrp', feeType: 'fixed', fee: '0.25', minDeposit: '1', minWithdraw: '20', precision: 6, confirmations: 1 }], 4),
  currencyRef('eos', 94, [{ chain: 'eos', displayName: 'EOS', kind: 'eos', feeType: 'fixed', fee: '0.1', minDeposit: '0.1', minWithdraw: '1', precision: 4, confirmations: 1 }], 4),
  currencyRef('iota', 93, [{ chain: 'iota', displayName: 'IOTA', kind: 'iota', feeType: 'fixed', fee: '0', minDeposit: '1', minWithdraw: '1', precision: 0, confirmations: 1 }], 0),
  currencyRef('ltc', 92, [{ chain: 'ltc', displayName: 'LTC', kind: 'ltc', feeType: 'proportion', feeRate: '0.001', minFee: '0.001', maxFee: '0.1', minWithdraw: '0.01', confirmations: 4 }]),
  currencyRef('trx', 91, [{ chain: 'trx', displayName: 'TRX', kind: 'tron', feeType: 'fixed', fee: '1', minDeposit: '1', minWithdraw: '10', precision: 6, confirmations: 19 }], 4),
  currencyRef('doge', 90, [
    { chain: 'doge', displayName: 'DOGE', kind: 'doge', feeType: 'fixed', fee: '5', minWithdraw: '50', depositEnable: false, suspendDepositDesc: 'DOGE 钱包维护中，暂停充币' },
  ], 4),
  currencyRef('dot', 89, [
    { chain: 'dot', displayName: 'DOT', kind: 'dot', feeType: 'fixed', fee: '0.1', minWithdraw: '1.5', precision: 4, withdrawEnable: false, suspendWithdrawDesc: 'DOT 网络升级，暂停提币' },
  ], 4),
];

export function findCurrencyRef(currency: string): CurrencyRef | undefined {
  return DW_CURRENCIES.find((entry) => entry.currency === currency.trim().toLowerCase());
}

export function findChainRef(currency: string, chain: string): ChainRef | undefined {
  return findCurrencyRef(currency)?.chains.find((entry) => entry.chain === chain.trim());
}

/** The chain a call means: the one named, or the currency's default (USDT without a chain is ERC20, WALLET.md 5.1). */
export function resolveChain(currency: string, chain: string | undefined): ChainRef | undefined {
  const ref = findCurrencyRef(currency);
  if (!ref) return undefined;
  if (chain) return ref.chains.find((entry) => entry.chain === chain.trim());
  return ref.chains.find((entry) => entry.isDefault) ?? ref.chains[0];
}

/** One chain as `/v2/reference/currencies` sends it, with the web's fields and our patterns. */
export function chainJson(ref: ChainRef) {
  const pattern = ADDRESS_PATTERNS[ref.kind];
  return {
    chain: ref.chain,
    displayName: ref.displayName,
    baseChain: ref.baseChain,
    baseChainProtocol: ref.baseChainProtocol,
    isDynamic: ref.feeType === 'fixed' ? ref.isDynamic === true : undefined,
    numOfConfirmations: ref.confirmations,
    numOfFastConfirmations: ref.fastConfirmations,
    minDepositAmt: ref.minDeposit,
    depositStatus: ref.depositEnable ? 'allowed' : 'prohibited',
    minWithdrawAmt: ref.minWithdraw,
    maxWithdrawAmt: ref.maxWithdraw,
    withdrawQuotaPerDay: ref.quotaPerDay,
    withdrawQuotaPerYear: null,
    withdrawQuotaTotal: null,
    withdrawPrecision: ref.precision,
    withdrawFeeType: WIRE_FEE_TYPE[ref.feeType],
    ...(ref.fee !== undefined ? { transactFeeWithdraw: ref.fee } : {}),
    ...(ref.minFee !== undefined ? { minTransactFeeWithdraw: ref.minFee } : {}),
    ...(ref.maxFee !== undefined ? { maxTransactFeeWithdraw: ref.maxFee } : {}),
    ...(ref.feeRate !== undefined ? { transactFeeRateWithdraw: ref.feeRate } : {}),
    withdrawStatus: ref.withdrawEnable ? 'allowed' : 'prohibited',
    addrWithTag: ref.addrWithTag,
    addrDepositTag: ref.addrWithTag,
    isDefault: ref.isDefault,
    visible: true,
    chainType: ref.chainType === '' ? 'other' : ref.chainType,
    suspendDepositDesc: ref.suspendDepositDesc,
    suspendWithdrawDesc: ref.suspendWithdrawDesc,
    addressRegex: pattern.address,
    tagRegex: pattern.tag ?? null,
  };
}

/** Whether an address (and tag) fits the chain's pattern. */
export function isValidAddress(ref: ChainRef, address: string, tag: string): boolean {
  const pattern = ADDRESS_PATTERNS[ref.kind];
  if (!new RegExp(pattern.address).test(address)) return false;
  if (pattern.tag && tag !== '' && !new RegExp(pattern.tag).test(tag)) return false;
  return !ref.addrWithTag || tag !== '';
}

/** The chain's fee rule: null when the fee fits it, else the reason. */
export function feeFits(ref: ChainRef, amount: Decimal, fee: Decimal): boolean {
  if (ref.feeType === 'fixed') return fee.eq(ref.fee ?? 0);
  const min = new Decimal(ref.minFee ?? 0);
  const max = ref.maxFee === undefined ? null : new Decimal(ref.maxFee);
  if (ref.feeType === 'range') return fee.gte(min) && (max === null || fee.lte(max));
  let expected = amount.times(ref.feeRate ?? 0);
  if (expected.lt(min)) expected = min;
  if (max !== null && expected.gt(max)) expected = max;
  return fee.toDecimalPlaces(ref.precision, Decimal.ROUND_UP).eq(expected.toDecimalPlaces(ref.precision, Decimal.ROUND_UP));
}

// ---- addresses ------------------------------------------------------------------------------

function digest(seed: string, length: number): number[] {
  const bytes: number[] = [];
  for (let round = 0; bytes.length < length; round += 1) bytes.push(...createHash('sha256').update(`${seed}#${round}`).digest());
  return bytes.slice(0, length);
}

function draw(seed: string, alphabet: string, length: number): string {
  return digest(seed, length)
    .map((byte) => alphabet[byte % alphabet.length] ?? '')
    .join('');
}

/** A chain's address from a seed text, valid for its pattern. */
export function addressFor(kind: AddressKind, seed: string): string {
  switch (kind) {
    case 'btc':
      return `1${draw(seed, BASE58, 33)}`;
    case 'evm':
      return `0x${draw(seed, '0123456789abcdef', 40)}`;
    case 'tron':
      return `T${draw(seed, BASE58, 33)}`;
    case 'xrp':
      return `r${draw(seed, BASE58, 33)}`;
    case 'eos':
      return `htx${draw(seed, 'abcdefghijklmnopqrstuvwxyz12345', 9)}`;
    case 'iota':
      return draw(seed, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ9', 81);
    case 'ltc':
      return `L${draw(seed, BASE58, 33)}`;
    case 'doge':
      return `D${draw(seed, BASE58, 33)}`;
    case 'dot':
      return `1${draw(seed, BASE58, 46)}`;
  }
}

export interface DepositAddress {
  address: string;
  tag: string;
}

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
  whitelist: { code: 'dw-withdraw-address-not-in-white-list', message: '提币地址不在白名单中' },
  user: { code: 'dw-withdraw-user-not-found', message: '收款用户不存在' },
  risky: { code: 'dw-withdraw-risk-address', message: '' },
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

/** Minimum, maximum and quota of an amount; null when it passes. */
export function checkLimits(state: DepositWithdrawState, uid: number, ref: ChainRef, amount: Decimal, at: number): DwError | null {
  if (amount.lt(ref.minWithdraw)) return DW_ERRORS.minimum;
  if (amount.gt(ref.maxWithdraw)) return DW_ERRORS.maximum;
  if (amount.gt(remainingQuota(state, uid, ref, at))) return DW_ERRORS.quota;
  return null;
}

export function riskReasonOf(state: DepositWithdrawState, address: string): string | undefined {
  return state.riskyAddresses.get(address.trim());
}

export interface WithdrawRequest {
  uid: number;
  currency: string;
  chain?: string;
  amount: string;
  fee: string;
  address: string;
  tag: string;
  clientOrderId?: string;
  /** Internal transfer to this user: no chain, no fee. */
  toUid?: number;
  preferFast?: boolean;
  /** The user acknowledged the destination's risk (the risk check's verifyRiskAddress action). */
  verifyRiskAddress?: boolean;
}

function readPositive(text: string, precision: number): Decimal | null {
  if (!/^\d+(\.\d+)?$/.test(text.trim())) return null;
  const value = new Decimal(text.trim());
  if (value.lte(0) || value.decimalPlaces() > precision) return null;
  return value;
}

function findWithdraw(state: DepositWithdrawState, uid: number, id: number): DwRecord | undefined {
  return state.records.find((record) => record.id === id && record.uid === uid && record.type === 'withdraw');
}

export function findByClientOrderId(state: DepositWithdrawState, uid: number, clientOrderId: string): DwRecord | undefined {
  return state.records.find((record) => record.type === 'withdraw' && record.uid === uid && record.clientOrderId === clientOrderId);
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
  const amount = readPositive(request.amount, ref.precision);
  if (!amount) return DW_ERRORS.amount;
  const fee = /^\d+(\.\d+)?$/.test(request.fee.trim()) ? new Decimal(request.fee.trim()) : null;
  const internal = request.toUid !== undefined;
  if (!fee || (internal ? !fee.isZero() : !feeFits(ref, amount, fee))) return DW_ERRORS.fee;
  if (!internal) {
    if (!isValidAddress(ref, request.address, request.tag)) return DW_ERRORS.address;
    if (whiteSettingOf(state, request.uid).enabled && !whitelistCheck({ uid: request.uid, currency: ref.currency, chain: ref.chain, address: request.address, tag: request.tag })) {
      return DW_ERRORS.whitelist;
    }
  }
  const limit = checkLimits(state, request.uid, ref, amount, at);
  if (limit) return limit;
  const available = spotAvailable(trading, request.uid, ref.currency);
  if (available.lt(amount.plus(fee))) return insufficientBalance(available);
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
    address: internal ? `UID:${request.toUid}` : request.address,
    addressTag: request.tag,
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
  record.held = total;
  record.placedAt = at;
  setState(record, 'submitted', trading, at);
  if (record.toUid !== undefined) {
    setState(record, 'confirmed', trading, at);
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
