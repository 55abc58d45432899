// The notices of the deposit screen for the chosen chain (exchange-wallet-fiat.md sections 2, 4
// and 8): the minimum deposit, the confirmations, the tag warning on tag chains, the tiny-deposit
// notice (deposits below the minimum that were not credited), the address status and the IOTA
// success toast.

import { toDecimal, decimalText } from '@/lib/decimal';
import { chainName } from './chain-type';
import type { Chain } from './types';

export const DEPOSIT_TEXTS = {
  /** Section 8: the IOTA address generation success toast. */
  iotaAddressGenerated: '新地址已生成',
  tagWarning: '充币需同时填写充币地址和地址标签（Memo/Tag），缺少任一项将导致资产丢失',
  onlyThisCurrency: '请勿向上述地址充值任何非该币种资产，否则资产将不可找回',
} as const;

/** '最小充币数量为 0.001 BTC，小于最小数量的充值将不会上账且无法退回' */
export function minDepositText(min: string, currency: string): string {
  return `最小充币数量为 ${min} ${currency.toUpperCase()}，小于最小数量的充值将不会上账且无法退回`;
}

/** '充币需要 12 个网络确认后到账，64 个网络确认后可提币' (either part alone when only one is known). */
export function confirmsText(fast: number | null, safe: number | null): string | null {
  if (fast !== null && safe !== null && safe > fast) return `充币需要 ${fast} 个网络确认后到账，${safe} 个网络确认后可提币`;
  const credited = fast ?? safe;
  return credited === null ? null : `充币需要 ${credited} 个网络确认后到账`;
}

/** '您有 2 笔小于最小充币数量的充值未上账' */
export function tinyDepositText(count: number): string {
  return `您有 ${count} 笔小于最小充币数量的充值未上账`;
}

function confirmations(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

export interface DepositNotices {
  chainName: string;
  /** Null when the chain gives no positive minimum. */
  minDeposit: string | null;
  confirms: string | null;
  /** Shown prominently on chains whose deposits need the tag. */
  tagWarning: string | null;
  /** Null when there are no uncredited tiny deposits. */
  tinyDeposit: string | null;
  onlyThisCurrency: string;
}

export function depositNotices(chain: Chain, tinyDepositCount: number | null | undefined = 0): DepositNotices {
  const min = toDecimal(chain.minDepositAmount);
  const tiny = typeof tinyDepositCount === 'number' && Number.isInteger(tinyDepositCount) && tinyDepositCount > 0 ? tinyDepositCount : 0;
  return {
    chainName: chainName(chain),
    minDeposit: min !== null && min.isPositive() && !min.isZero() ? minDepositText(decimalText(min), chain.currency) : null,
    confirms: confirmsText(confirmations(chain.fastConfirms), confirmations(chain.safeConfirms)),
    tagWarning: chain.addrDepositTag === true || chain.addrWithTag === true ? DEPOSIT_TEXTS.tagWarning : null,
    tinyDeposit: tiny > 0 ? tinyDepositText(tiny) : null,
    onlyThisCurrency: DEPOSIT_TEXTS.onlyThisCurrency,
  };
}

export type DepositAddressStatus = 'loading' | 'error' | 'complete';

/** Section 4: loading until answered, error on failure (or an answer without an address), else complete. */
export function depositAddressStatus(query: { pending: boolean; failed: boolean; address: string | null | undefined }): DepositAddressStatus {
  if (query.failed) return 'error';
  if (query.pending) return 'loading';
  return (query.address ?? '').trim() === '' ? 'error' : 'complete';
}
