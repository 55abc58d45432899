// The deposit-withdraw mock's reference data (mocks/README.md "Deposit and withdraw"):
// currencies and their chains with fee types, tags, minimums, precisions and an address pattern
// per chain, and deterministic deposit addresses that fit those patterns. The state of
// deposits and withdrawals is mocks/db/deposit-withdraw.ts. Every check of a withdrawal or a
// book address runs the app's own rules (lib/wallet) on the chain as the app reads it: the
// mock's reference row parsed with lib/wallet's parseChain (chainOf), so the form and the mock
// cannot disagree on a fee, a minimum, a precision or an address pattern.

import { createHash } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { feeFits as ruleFeeFits, feeRuleOf, parseChain, validateAddress, validateTag, type Chain } from '@/lib/wallet';
import { MARKET_CHAINS, MARKET_CURRENCIES } from './market-data';

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

const parsedChains = new WeakMap<ChainRef, Chain>();

/** The chain as the app's rules read it: the reference row this mock sends, parsed by the app's parser. */
export function chainOf(ref: ChainRef): Chain {
  let chain = parsedChains.get(ref);
  if (!chain) {
    chain = parseChain(ref.currency, chainJson(ref)) ?? undefined;
    if (!chain) throw new Error(`reference chain ${ref.chain} does not parse`);
    parsedChains.set(ref, chain);
  }
  return chain;
}

/** Whether an address (and tag) fits the chain's pattern (lib/wallet's validateAddress / validateTag). */
export function isValidAddress(ref: ChainRef, address: string, tag: string): boolean {
  const chain = chainOf(ref);
  return validateAddress(address, chain) === null && validateTag(tag, chain) === null;
}

/** Whether a fee sent with `amount` fits the chain's rule (lib/wallet's feeFits, the form's fee). */
export function feeFits(ref: ChainRef, amount: Decimal, fee: Decimal): boolean {
  const chain = chainOf(ref);
  const rule = feeRuleOf(chain);
  return rule !== null && ruleFeeFits(rule, amount.toFixed(), fee.toFixed(), chain.withdrawPrecision);
}

// ---- addresses ------------------------------------------------------------------------------

function digest(seed: string, length: number): number[] {
  const bytes: number[] = [];
  for (let round = 0; bytes.length < length; round += 1) bytes.push(...createHash('sha256').update(`${seed}#${round}`).digest());
  return bytes.slice(0, length);
}

/** `length` characters of `alphabet`, the same for the same seed (addresses, transaction hashes). */
export function draw(seed: string, alphabet: string, length: number): string {
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
