// Chains of `/v1/settings/common/chains`, kept as the expanded, camel-cased records (spec
// section 3: "chain keys are camel-cased"); only the two keys that identify one are required.

import { expandV1Chain } from './expand';

export type SettingsChain = Record<string, unknown> & { currency: string; chain: string };

export function isSettingsChain(item: unknown): item is SettingsChain {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return false;
  const { currency, chain } = item as Record<string, unknown>;
  return typeof currency === 'string' && currency !== '' && typeof chain === 'string' && chain !== '';
}

/** The expanded record; null without a currency or chain. */
export function toSettingsChain(record: Readonly<Record<string, unknown>>): SettingsChain | null {
  const expanded = expandV1Chain(record);
  return isSettingsChain(expanded) ? expanded : null;
}

/** A chain belongs to one currency: `usdt` has `usdterc20` and `trc20usdt`. */
export function chainKey(chain: Pick<SettingsChain, 'currency' | 'chain'>): string {
  return `${chain.currency}:${chain.chain}`;
}
