// One chain of `/v2/reference/currencies` (PROTOCOL.md 4.7, WALLET.md 6) read once into the Chain
// the rules take: the fee rule in the web's vocabulary (fixed, range, proportion), the tag flags,
// minimums, precision, confirmations, and the address and tag patterns the mock adds to the
// reference data (ours; null when the server sends none). Counts arrive as numbers or strings
// and quotas as null (WALLET.md 6): both are read here. services/wallet/chains parses the
// answer with it, and the mock parses its own reference rows with it before it checks a
// withdrawal or an address, so the form and the mock read one chain the same way.

import { toDecimalText } from '@/lib/decimal';
import type { RawChain } from '@/lib/contracts/pro/deposit-withdraw';
import { DAG_CURRENCIES } from './chain-type';
import { toWithdrawFeeType } from './fee';
import type { Chain } from './types';

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

/** The chain of a currency (lower case), or null when a field a rule needs cannot be read. */
export function parseChain(currency: string, raw: RawChain): Chain | null {
  const feeType = toWithdrawFeeType(raw.withdrawFeeType);
  const safeConfirms = toCount(raw.numOfConfirmations);
  const fastConfirms = toCount(raw.numOfFastConfirmations);
  const withdrawPrecision = toCount(raw.withdrawPrecision);
  const minDepositAmount = toDecimalText(raw.minDepositAmt);
  const minWithdrawAmount = toDecimalText(raw.minWithdrawAmt);
  const maxWithdrawAmount = toDecimalText(raw.maxWithdrawAmt);
  if (!feeType || safeConfirms === null || fastConfirms === null || withdrawPrecision === null || !minDepositAmount || !minWithdrawAmount || !maxWithdrawAmount) return null;
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
    depositEnable: raw.depositStatus === 'allowed',
    withdrawEnable: raw.withdrawStatus === 'allowed',
    safeConfirms,
    fastConfirms,
    minDepositAmount,
    minWithdrawAmount,
    maxWithdrawAmount,
    quotaPerDay: optionalText(raw.withdrawQuotaPerDay),
    withdrawPrecision,
    feeType,
    fixedFee: feeType === 'fixed' ? optionalText(raw.transactFeeWithdraw) : null,
    minFee: optionalText(raw.minTransactFeeWithdraw),
    maxFee: optionalText(raw.maxTransactFeeWithdraw),
    feeRate: optionalText(raw.transactFeeRateWithdraw),
    dynamicFee: raw.isDynamic === true,
    addrWithTag: raw.addrWithTag === true,
    addrDepositTag: raw.addrDepositTag === true,
    suspendDepositDesc: raw.suspendDepositDesc ?? '',
    suspendWithdrawDesc: raw.suspendWithdrawDesc ?? '',
    isDag: DAG_CURRENCIES.includes(currency) || DAG_CURRENCIES.includes(raw.chain),
    addressRegex: validPattern(raw.addressRegex),
    tagRegex: validPattern(raw.tagRegex),
  };
}
