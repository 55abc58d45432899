// The withdraw form's checks and figures, from lib/wallet's rules (pure: the form passes what it
// knows). Each field gets the rule's exact message; the figures (fee, 到账数量, 全部) are
// decimal strings.

import { readAmountText } from '@/lib/decimal/amount-text';
import {
  feeRange,
  feeRuleOf,
  findLookalikeAddresses,
  maxWithdrawable,
  normalizeAddress,
  otherChainsMatching,
  receivedAmount,
  validateAddress,
  validateRangeFee,
  validateTag,
  validateWithdrawAmount,
  whitelistAvailability,
  withdrawFee,
  WHITELIST_TEXTS,
  type ChainInfo,
  type FeeRange,
  type KnownAddress,
  type PoisoningMatch,
  type WithdrawAmountRules,
  type WithdrawFeeRule,
  type WithdrawQuota,
} from '@/lib/wallet';
import { HOUR_MS, type BookEntry, type WhitelistSettings } from '@/lib/wallet-book';
import { WITHDRAW_TEXTS } from './withdraw-rules';

export type WithdrawMode = 'chain' | 'internal';

export interface WithdrawFormValues {
  mode: WithdrawMode;
  chain: string;
  /** The book entry picked, '' when typed. */
  bookId: string;
  address: string;
  tag: string;
  amount: string;
  /** The range fee typed or slid. */
  fee: string;
  preferFast: boolean;
  /** Internal transfer: the receiver's UID, e-mail or phone. */
  toUser: string;
  /** The poisoning warning was acknowledged. */
  poisonAck: boolean;
}

export type WithdrawFormErrors = Partial<Record<keyof WithdrawFormValues, string>>;

export interface WithdrawContext {
  currency: string;
  chain: ChainInfo | null;
  /** Every chain of the currency (the other-chain offer). */
  chains: readonly ChainInfo[];
  available: string;
  quota: WithdrawQuota | null;
  book: readonly BookEntry[];
  usable: readonly BookEntry[];
  settings: WhitelistSettings | undefined;
  /** Addresses of past withdrawals of the currency. */
  history: readonly string[];
  now: number;
}

export function precisionOf(chain: ChainInfo | null): number {
  return chain?.withdrawPrecision ?? 8;
}

function ruleOf(chain: ChainInfo | null): WithdrawFeeRule | null {
  return chain ? feeRuleOf(chain) : null;
}

/** The typed amount as a number text, or null while it is none. */
function amountNumber(typed: string): string | null {
  const reading = readAmountText(typed);
  return reading.kind === 'number' ? reading.text : null;
}

export function rangeOf(chain: ChainInfo | null): FeeRange | null {
  const rule = ruleOf(chain);
  return rule ? feeRange(rule, precisionOf(chain)) : null;
}

/** The fee in effect: 0 for an internal transfer; a range fee only while the typed one is valid. */
export function feeOf(values: Pick<WithdrawFormValues, 'mode' | 'amount' | 'fee'>, ctx: Pick<WithdrawContext, 'currency' | 'chain'>): string | null {
  if (values.mode === 'internal') return '0';
  const rule = ruleOf(ctx.chain);
  if (rule === null) return null;
  if (rule.feeType === 'range' && validateRangeFee(rule, values.fee, ctx.currency, precisionOf(ctx.chain)) !== null) return null;
  return withdrawFee(rule, { amount: amountNumber(values.amount), chosenFee: values.fee, withdrawPrecision: precisionOf(ctx.chain) });
}

/** 到账数量: amount − fee (0 while unreadable). */
export function receivedOf(values: Pick<WithdrawFormValues, 'mode' | 'amount' | 'fee'>, ctx: Pick<WithdrawContext, 'currency' | 'chain'>): string {
  return receivedAmount(amountNumber(values.amount), feeOf(values, ctx) ?? '0', precisionOf(ctx.chain));
}

export function amountRules(values: Pick<WithdrawFormValues, 'mode' | 'amount' | 'fee'>, ctx: WithdrawContext): WithdrawAmountRules {
  const internal = values.mode === 'internal';
  return {
    currency: ctx.currency,
    precision: precisionOf(ctx.chain),
    minAmount: internal ? null : (ctx.chain?.minWithdrawAmount ?? null),
    maxAmount: ctx.chain?.maxWithdrawAmount ?? null,
    available: ctx.available,
    quota: ctx.quota,
    fee: feeOf(values, ctx),
    feeRule: internal ? null : ruleOf(ctx.chain),
  };
}

/** What 全部 fills in. */
export function maxOf(values: Pick<WithdrawFormValues, 'mode' | 'amount' | 'fee'>, ctx: WithdrawContext): string {
  return maxWithdrawable(amountRules(values, ctx));
}

/** The book entry with this address (and tag) on the chain. */
export function bookEntryOf(ctx: Pick<WithdrawContext, 'book' | 'currency'>, chain: string, address: string, tag: string): BookEntry | null {
  const wanted = normalizeAddress(address);
  return ctx.book.find((entry) => entry.currency === ctx.currency && entry.chain === chain && entry.address === wanted && (entry.tag ?? '') === normalizeAddress(tag)) ?? null;
}

/** With the whitelist on, why a destination may not be used now; null when it may. */
export function whitelistRefusal(values: Pick<WithdrawFormValues, 'chain' | 'address' | 'tag'>, ctx: WithdrawContext): string | null {
  if (!ctx.settings?.enabled) return null;
  const entry = bookEntryOf(ctx, values.chain, values.address, ctx.chain?.addrWithTag ? values.tag : '');
  if (entry !== null && ctx.usable.some((usable) => usable.id === entry.id)) return null;
  if (entry === null) return WHITELIST_TEXTS.notInBook;
  const availability = whitelistAvailability({
    enabled: true,
    delayMs: ctx.settings.delayHours * HOUR_MS,
    entry: { addedAt: entry.whiteAt ?? entry.addedAt, status: entry.status },
    now: ctx.now,
  });
  return availability.message ?? WHITELIST_TEXTS.notInBook;
}

/**
 * Whether case counts in the chain's addresses: as the chain says, else not for hex addresses
 * (an EVM pattern starting with 0x: a checksum-cased copy is the same address, and a look-alike
 * in another case is still a look-alike), else it does.
 */
export function addressCaseSensitive(chain: Pick<ChainInfo, 'addressCaseSensitive' | 'addressRegex'> | null): boolean {
  if (chain?.addressCaseSensitive !== undefined) return chain.addressCaseSensitive;
  return !/^\^?(\(\?:)?0x/.test(chain?.addressRegex ?? '');
}

/** Known addresses that look like the typed one (address poisoning). */
export function lookalikesOf(address: string, ctx: Pick<WithdrawContext, 'book' | 'history' | 'currency' | 'chain'>): PoisoningMatch[] {
  const known: KnownAddress[] = [
    ...ctx.book.filter((entry) => entry.currency === ctx.currency).map((entry) => ({ address: entry.address, source: 'book' as const, alias: entry.alias })),
    ...ctx.history.map((item) => ({ address: item, source: 'history' as const })),
  ];
  return findLookalikeAddresses(address, known, { caseSensitive: addressCaseSensitive(ctx.chain) });
}

/** The other chains whose address pattern the typed address fits, when it does not fit the chosen one. */
export function otherChainsOf(address: string, ctx: Pick<WithdrawContext, 'chain' | 'chains'>): ChainInfo[] {
  if (ctx.chain === null || validateAddress(address, ctx.chain) === null) return [];
  return otherChainsMatching(address, ctx.chains, ctx.chain);
}

export function withdrawFormErrors(values: WithdrawFormValues, ctx: WithdrawContext): WithdrawFormErrors {
  const errors: WithdrawFormErrors = {};
  const internal = values.mode === 'internal';
  if (internal) {
    if (values.toUser.trim() === '') errors.toUser = WITHDRAW_TEXTS.internalUserRequired;
  } else if (ctx.chain !== null) {
    const address = validateAddress(values.address, ctx.chain) ?? whitelistRefusal(values, ctx);
    if (address !== null) errors.address = address;
    const tag = validateTag(values.tag, ctx.chain);
    if (tag !== null) errors.tag = tag;
    if (!values.poisonAck && errors.address === undefined && lookalikesOf(values.address, ctx).length > 0) errors.poisonAck = WITHDRAW_TEXTS.poisonAckRequired;
    const rule = ruleOf(ctx.chain);
    if (rule?.feeType === 'range') {
      const fee = validateRangeFee(rule, values.fee, ctx.currency, precisionOf(ctx.chain));
      if (fee !== null) errors.fee = fee;
    }
  }
  const amount = validateWithdrawAmount(values.amount, amountRules(values, ctx));
  if (amount !== null) errors.amount = amount;
  return errors;
}
