// The deposit chain type (exchange-wallet-fiat.md section 4) and the chains a deposit or a
// withdrawal may use (section 3 "Chains and deposit currencies"):
//
// - deposit-pause: the user is disabled (section 6) or the currency takes no deposits; the screen
//   shows the reason (the chain's suspendDepositDesc when it has one);
// - iota: a DAG currency, whose address is generated per deposit (genDag);
// - newold: an old chain is kept beside its new one; the old one is marked;
// - multi: more than one chain to choose from;
// - single: one chain.
//
// A chain of type 'tooold' is retired: never offered for deposit, for withdrawal only while it
// still allows withdrawals (so stranded funds can leave).

import type { Chain } from './types';

export type DepositChainType = 'deposit-pause' | 'iota' | 'newold' | 'multi' | 'single';

export const OLD_CHAIN_TYPE = 'old';
export const RETIRED_CHAIN_TYPE = 'tooold';
/** Currencies whose deposit address is a DAG address generated on request. */
export const DAG_CURRENCIES: readonly string[] = ['iota'];

export const CHAIN_TEXTS = {
  /** A disabled user (country 183) can neither deposit nor withdraw (project text). */
  userDisabled: '您的账户暂不支持充提币，如有疑问请联系客服',
  depositSuspended: '该币种暂停充币，恢复时间请关注官方公告',
  chainDepositSuspended: '该链暂停充币',
  chainWithdrawSuspended: '该链暂停提币',
  withdrawSuspended: '该币种暂停提币，恢复时间请关注官方公告',
  /** Marker shown beside an old chain. */
  oldChain: '旧链',
} as const;

export interface ChainOption {
  chain: string;
  /** Name to show: displayName, else the chain id upper-cased. */
  name: string;
  isDefault: boolean;
  /** An old chain beside a new one (chainType 'old'). */
  isOld: boolean;
  /** Deposits (or withdrawals) open on this chain. */
  enabled: boolean;
  /** Why it is closed: the chain's suspend text, else a generic one; null while open. */
  suspendText: string | null;
  info: Chain;
}

export interface DepositChainTypeInput {
  currency: string;
  chains: readonly Chain[];
  /** The user is disabled (country 183; lib/session/user `isDisabledUser`). */
  userDisabled: boolean;
  /** The currency's own deposit switch; true when not given. */
  depositEnabled?: boolean;
}

export interface DepositChainTypeResult {
  type: DepositChainType;
  /** deposit-pause only: the text to show. */
  reason: string | null;
}

function descText(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export function chainName(chain: Pick<Chain, 'chain' | 'displayName'>): string {
  return descText(chain.displayName) ?? chain.chain.toUpperCase();
}

export function isOldChain(chain: Pick<Chain, 'chainType'>): boolean {
  return chain.chainType?.trim().toLowerCase() === OLD_CHAIN_TYPE;
}

export function isRetiredChain(chain: Pick<Chain, 'chainType'>): boolean {
  return chain.chainType?.trim().toLowerCase() === RETIRED_CHAIN_TYPE;
}

function sameCurrency(chain: Chain, currency: string): boolean {
  return chain.currency.trim().toLowerCase() === currency.trim().toLowerCase();
}

/** Default first, then new chains, then old ones; otherwise the source order. */
function orderOptions(options: ChainOption[]): ChainOption[] {
  const rank = (option: ChainOption) => (option.isDefault ? 0 : option.isOld ? 2 : 1);
  return options.map((option, index) => ({ option, index })).sort((a, b) => rank(a.option) - rank(b.option) || a.index - b.index).map(({ option }) => option);
}

/**
 * The chains of `currency` shown on the deposit screen: visible and not retired, each with its
 * state; closed ones stay in the list (greyed) with their suspend text.
 */
export function depositChainOptions(currency: string, chains: readonly Chain[]): ChainOption[] {
  const options = chains
    .filter((chain) => sameCurrency(chain, currency) && chain.visible && !isRetiredChain(chain))
    .map((chain) => ({
      chain: chain.chain,
      name: chainName(chain),
      isDefault: chain.isDefault,
      isOld: isOldChain(chain),
      enabled: chain.depositEnable,
      suspendText: chain.depositEnable ? null : (descText(chain.suspendDepositDesc) ?? CHAIN_TEXTS.chainDepositSuspended),
      info: chain,
    }));
  return orderOptions(options);
}

/**
 * The chains of `currency` shown on the withdraw screen: visible ones, and a retired chain only
 * while it still allows withdrawals.
 */
export function withdrawChainOptions(currency: string, chains: readonly Chain[]): ChainOption[] {
  const options = chains
    .filter((chain) => sameCurrency(chain, currency) && chain.visible && (!isRetiredChain(chain) || chain.withdrawEnable))
    .map((chain) => ({
      chain: chain.chain,
      name: chainName(chain),
      isDefault: chain.isDefault,
      isOld: isOldChain(chain) || isRetiredChain(chain),
      enabled: chain.withdrawEnable,
      suspendText: chain.withdrawEnable ? null : (descText(chain.suspendWithdrawDesc) ?? CHAIN_TEXTS.chainWithdrawSuspended),
      info: chain,
    }));
  return orderOptions(options);
}

/**
 * The chain selected first: `preferred` (the last one used) when offered and open, else the
 * default chain when open, else the first open one; null when every chain is closed.
 */
export function defaultChainChoice(options: readonly ChainOption[], preferred?: string | null): ChainOption | null {
  const open = options.filter((option) => option.enabled);
  return open.find((option) => option.chain === preferred) ?? open.find((option) => option.isDefault) ?? open[0] ?? null;
}

/** The suspend text of a paused currency: the default chain's, else any chain's, else generic. */
function pauseReason(chains: readonly Chain[]): string {
  const ordered = [...chains].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  for (const chain of ordered) {
    const text = descText(chain.suspendDepositDesc);
    if (text !== null) return text;
  }
  return CHAIN_TEXTS.depositSuspended;
}

/** Section 4's deposit chain type, in this order: pause, iota, newold, multi, single. */
export function depositChainType(input: DepositChainTypeInput): DepositChainTypeResult {
  if (input.userDisabled) return { type: 'deposit-pause', reason: CHAIN_TEXTS.userDisabled };
  const own = input.chains.filter((chain) => sameCurrency(chain, input.currency));
  const options = depositChainOptions(input.currency, own);
  if (input.depositEnabled === false || !options.some((option) => option.enabled)) {
    return { type: 'deposit-pause', reason: pauseReason(own) };
  }
  const currency = input.currency.trim().toLowerCase();
  if (DAG_CURRENCIES.includes(currency) || options.some((option) => option.info.isDag === true)) return { type: 'iota', reason: null };
  if (options.some((option) => option.isOld)) return { type: 'newold', reason: null };
  if (options.length > 1) return { type: 'multi', reason: null };
  return { type: 'single', reason: null };
}

/**
 * Section 4: the address is hidden behind a confirmation (isMakeSure) until the user confirms,
 * unless the security alert was acknowledged earlier ("don't show again").
 */
export function needsAddressConfirmation(state: { confirmed: boolean; alertAcknowledged: boolean }): boolean {
  return !state.confirmed && !state.alertAcknowledged;
}
