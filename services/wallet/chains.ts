// Currencies and chains of the deposit and withdraw screens (exchange-wallet-fiat.md section 3
// "Chains and deposit currencies"; PROTOCOL.md 4.7; WALLET.md 6): `/v2/reference/currencies`
// read into one model per chain with the fee rule in the web's vocabulary (fixed, range,
// proportion), the tag flags, minimums, precision, confirmations, and the address and tag
// patterns the mock adds to the reference data (ours; null when the server sends none).
// Counts arrive as numbers or strings and quotas as null (WALLET.md 6): both are read here.

import type { ChainInfo as RuleChain } from '@/lib/wallet/types';
import { get, type ApiResult, type ShorthandOptions } from '@/services/http';
import { parseListEnvelope } from '@/services/http/parse';
import { toDecimalText } from '@/lib/decimal';
import * as calls from '@/lib/contracts/pro/deposit-withdraw';

export type FeeType = 'fixed' | 'range' | 'proportion';
export type ChainType = 'old' | 'tooold' | 'other';

export interface ChainInfo {
  currency: string;
  chain: string;
  displayName: string;
  baseChain: string;
  protocol: string;
  isDefault: boolean;
  visible: boolean;
  /** old / tooold: a chain being replaced (the deposit page's newold type); other otherwise. */
  chainType: ChainType;
  depositEnabled: boolean;
  withdrawEnabled: boolean;
  confirmations: number;
  fastConfirmations: number;
  minDeposit: string;
  minWithdraw: string;
  maxWithdraw: string;
  /** null: no daily limit sent. */
  quotaPerDay: string | null;
  precision: number;
  feeType: FeeType;
  /** Fixed fee; null for the other types. */
  fee: string | null;
  minFee: string | null;
  maxFee: string | null;
  feeRate: string | null;
  /** A fixed fee that floats: fetch it again before submitting. */
  dynamicFee: boolean;
  /** Addresses of the chain carry a tag (memo): the withdraw form asks for one. */
  addrWithTag: boolean;
  /** Deposits need the tag: the deposit page shows it prominently. */
  addrDepositTag: boolean;
  suspendDepositDesc: string;
  suspendWithdrawDesc: string;
  /** Anchored JavaScript pattern sources, or null when not sent. */
  addressRegex: string | null;
  tagRegex: string | null;
}

export interface CurrencyChains {
  currency: string;
  delisted: boolean;
  chains: ChainInfo[];
}

const FEE_TYPES: Record<string, FeeType> = { fixed: 'fixed', circulated: 'range', ratio: 'proportion', range: 'range', proportion: 'proportion' };

/** A count sent as a number or a string; null when it is neither a non-negative integer. */
export function toCount(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : null;
}

function optionalText(value: unknown): string | null {
  return value === undefined || value === null ? null : toDecimalText(value);
}

function validPattern(source: string | null | undefined): string | null {
  if (!source) return null;
  try {
    new RegExp(source);
    return source;
  } catch {
    return null;
  }
}

export function toChainInfo(currency: string, raw: calls.RawChain): ChainInfo | null {
  const feeType = FEE_TYPES[raw.withdrawFeeType.trim().toLowerCase()];
  const confirmations = toCount(raw.numOfConfirmations);
  const fastConfirmations = toCount(raw.numOfFastConfirmations);
  const precision = toCount(raw.withdrawPrecision);
  const minDeposit = toDecimalText(raw.minDepositAmt);
  const minWithdraw = toDecimalText(raw.minWithdrawAmt);
  const maxWithdraw = toDecimalText(raw.maxWithdrawAmt);
  if (!feeType || confirmations === null || fastConfirmations === null || precision === null || !minDeposit || !minWithdraw || !maxWithdraw) return null;
  const chainType = raw.chainType === 'old' || raw.chainType === 'tooold' ? raw.chainType : 'other';
  return {
    currency,
    chain: raw.chain,
    displayName: raw.displayName,
    baseChain: raw.baseChain ?? raw.displayName,
    protocol: raw.baseChainProtocol ?? '',
    isDefault: raw.isDefault === true,
    visible: raw.visible !== false,
    chainType,
    depositEnabled: raw.depositStatus === 'allowed',
    withdrawEnabled: raw.withdrawStatus === 'allowed',
    confirmations,
    fastConfirmations,
    minDeposit,
    minWithdraw,
    maxWithdraw,
    quotaPerDay: optionalText(raw.withdrawQuotaPerDay),
    precision,
    feeType,
    fee: feeType === 'fixed' ? optionalText(raw.transactFeeWithdraw) : null,
    minFee: optionalText(raw.minTransactFeeWithdraw),
    maxFee: optionalText(raw.maxTransactFeeWithdraw),
    feeRate: optionalText(raw.transactFeeRateWithdraw),
    dynamicFee: raw.isDynamic === true,
    addrWithTag: raw.addrWithTag === true,
    addrDepositTag: raw.addrDepositTag === true,
    suspendDepositDesc: raw.suspendDepositDesc ?? '',
    suspendWithdrawDesc: raw.suspendWithdrawDesc ?? '',
    addressRegex: validPattern(raw.addressRegex),
    tagRegex: validPattern(raw.tagRegex),
  };
}

/** A currency with its chains; a chain that cannot be read is left out, the default chain first. */
export function toCurrencyChains(raw: calls.RawReferenceCurrency): CurrencyChains | null {
  const currency = raw.currency.trim().toLowerCase();
  if (!currency) return null;
  const chains = raw.chains.map((chain) => toChainInfo(currency, chain)).filter((chain): chain is ChainInfo => chain !== null);
  chains.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  return { currency, delisted: raw.instStatus === 'delisted', chains };
}

/** GET `depositWithdraw.referenceCurrencies`: every currency, or one (lower case). */
export async function fetchCurrencyChains(currency?: string, options?: ShorthandOptions): Promise<ApiResult<CurrencyChains[]>> {
  const params = currency ? { currency: currency.trim().toLowerCase() } : undefined;
  return parseListEnvelope(await get('pro', calls.referenceCurrencies.path(), params, options), calls.rawReferenceCurrencySchema, toCurrencyChains);
}

/** The chains of one currency (empty when the server knows none). */
export async function fetchChains(currency: string, options?: ShorthandOptions): Promise<ApiResult<ChainInfo[]>> {
  const result = await fetchCurrencyChains(currency, options);
  if (!result.success) return result;
  return { ...result, data: result.data.find((entry) => entry.currency === currency.trim().toLowerCase())?.chains ?? [] };
}

/**
 * A chain as the lib/wallet rules read it (chain type, fee, amount and address checks): the
 * one place the service model's names meet the rules' names.
 */
export function toRuleChain(chain: ChainInfo): RuleChain {
  return {
    chain: chain.chain,
    currency: chain.currency,
    displayName: chain.displayName,
    isDefault: chain.isDefault,
    visible: chain.visible,
    chainType: chain.chainType,
    depositEnable: chain.depositEnabled,
    withdrawEnable: chain.withdrawEnabled,
    addrWithTag: chain.addrWithTag,
    addrDepositTag: chain.addrDepositTag,
    suspendDepositDesc: chain.suspendDepositDesc,
    suspendWithdrawDesc: chain.suspendWithdrawDesc,
    isDag: chain.currency === 'iota' || chain.chain === 'iota',
    addressRegex: chain.addressRegex,
    tagRegex: chain.tagRegex,
    minDepositAmount: chain.minDeposit,
    fastConfirms: chain.fastConfirmations,
    safeConfirms: chain.confirmations,
    withdrawPrecision: chain.precision,
    minWithdrawAmount: chain.minWithdraw,
    maxWithdrawAmount: chain.maxWithdraw,
    feeType: chain.feeType,
    fixedFee: chain.fee,
    minFee: chain.minFee,
    maxFee: chain.maxFee,
    feeRate: chain.feeRate,
  };
}
