// The withdraw form's rules, run by useWithdrawSubmit and laid out by WithdrawForm (pure: the form
// passes what it knows): each field's message from lib/wallet's and lib/wallet-book's rules, the
// figures shown before the click (the fee by its type, 到账数量 = the amount typed, 实际扣除 =
// amount + fee, 全部) and the draft the create call sends. The amount typed is what arrives and
// is sent as `amount`; the fee is charged on top (lib/wallet/fee), so the mock, which checks the
// received draft with the same rules, accepts what this module accepts.

import { readAmountText } from '@/lib/decimal/amount-text';
import { DEFAULT_PRECISION, Decimal, decimalText } from '@/lib/decimal';
import {
  feeRange,
  feeRuleOf,
  findLookalikeAddresses,
  maxWithdrawable,
  normalizeAddress,
  otherChainsMatching,
  totalDebit,
  validateAddress,
  validateRangeFee,
  validateTag,
  validateWithdrawAmount,
  withdrawFee,
  riskConsentMatches,
  type Chain,
  type RiskConsent,
  type RiskTarget,
  type WithdrawDraft,
  type FeeRange,
  type KnownAddress,
  type PoisoningMatch,
  type WithdrawAmountRules,
  type WithdrawFeeRule,
  type Quota,
} from '@/lib/wallet';
import { whitelistRefusal as bookRefusal, type BookEntry, type WhitelistRefusal, type WhitelistSettings } from '@/lib/wallet-book';
import { WITHDRAW_TEXTS } from './withdraw-texts';

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
  chain: Chain | null;
  /** Every chain of the currency (the other-chain offer). */
  chains: readonly Chain[];
  available: string;
  quota: Quota | null;
  book: readonly BookEntry[];
  settings: WhitelistSettings | undefined;
  /** Addresses of past withdrawals of the currency. */
  history: readonly string[];
  now: number;
}

export function precisionOf(chain: Chain | null): number {
  return chain?.withdrawPrecision ?? 8;
}

function ruleOf(chain: Chain | null): WithdrawFeeRule | null {
  return chain ? feeRuleOf(chain) : null;
}

/** The typed amount as a number text, or null while it is none. */
function amountNumber(typed: string): string | null {
  const reading = readAmountText(typed);
  return reading.kind === 'number' ? reading.text : null;
}

export function rangeOf(chain: Chain | null): FeeRange | null {
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

export interface WithdrawFigures {
  /** The fee in effect, null while it cannot be worked out. */
  fee: string | null;
  /** 到账数量: the amount typed, cut to the precision ('0' while unreadable). */
  arrives: string;
  /** 实际扣除: what leaves the balance, amount + fee; null while either is unknown. */
  leaves: string | null;
}

/** The figures the user confirms before the click. */
export function figuresOf(values: Pick<WithdrawFormValues, 'mode' | 'amount' | 'fee'>, ctx: Pick<WithdrawContext, 'currency' | 'chain'>): WithdrawFigures {
  const fee = feeOf(values, ctx);
  const typed = amountNumber(values.amount);
  const places = ctx.chain?.withdrawPrecision ?? DEFAULT_PRECISION;
  const arrives = typed === null ? '0' : decimalText(new Decimal(typed).toDecimalPlaces(places, Decimal.ROUND_DOWN));
  return { fee, arrives, leaves: typed === null ? null : totalDebit(arrives, fee) };
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

/** Where an on-chain withdrawal of these values goes (the risk check's and the consent's target); null for an internal transfer. */
export function riskTargetOfValues(values: Pick<WithdrawFormValues, 'mode' | 'chain' | 'address' | 'tag'>, ctx: Pick<WithdrawContext, 'currency' | 'chain'>): RiskTarget | null {
  if (values.mode === 'internal') return null;
  return { currency: ctx.currency.toLowerCase(), chain: values.chain, address: values.address.trim(), tag: ctx.chain?.addrWithTag ? values.tag.trim() : '' };
}

/** The risk consent that covers these values: only one issued for this exact destination. */
export function consentFor(values: Pick<WithdrawFormValues, 'mode' | 'chain' | 'address' | 'tag'>, ctx: Pick<WithdrawContext, 'currency' | 'chain'>, consent: RiskConsent | null): RiskConsent | null {
  const target = riskTargetOfValues(values, ctx);
  return target !== null && riskConsentMatches(consent, target) ? consent : null;
}

/**
 * The create call's draft of valid values (null while the fee is unknown): the amount typed as
 * `amount`, the fee on top; a picked book entry by its id (the server takes its address and tag),
 * a typed address as it is; an internal transfer names its receiver and pays no fee. A risk
 * consent is sent (verifyRiskAddress with its id) only for the destination it was issued for.
 */
export function buildWithdrawDraft(values: WithdrawFormValues, ctx: Pick<WithdrawContext, 'currency' | 'chain' | 'book'>, riskConsent: RiskConsent | null): WithdrawDraft | null {
  const internal = values.mode === 'internal';
  const fee = feeOf(values, ctx);
  const amount = amountNumber(values.amount);
  if (fee === null || amount === null || (!internal && ctx.chain === null)) return null;
  const base = { currency: ctx.currency, chain: values.chain, amount, fee };
  if (internal) return { ...base, toUserName: values.toUser.trim() };
  const entry = values.bookId === '' ? null : (ctx.book.find((item) => item.id === values.bookId && item.address === normalizeAddress(values.address)) ?? null);
  const tag = ctx.chain?.addrWithTag ? values.tag.trim() : '';
  const consent = consentFor(values, ctx, riskConsent);
  return {
    ...base,
    ...(entry ? { addressId: entry.id } : { address: values.address.trim(), ...(tag ? { tag } : {}) }),
    ...(values.preferFast ? { preferFast: true } : {}),
    ...(consent ? { verifyRiskAddress: true, riskConsentId: consent.consentId } : {}),
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

/** Why the destination may not be used now (the whitelist, a book row still verified); null when it may. */
export function whitelistRefusalOf(values: Pick<WithdrawFormValues, 'chain' | 'address' | 'tag'>, ctx: WithdrawContext): WhitelistRefusal | null {
  if (!ctx.settings) return null;
  const entry = bookEntryOf(ctx, values.chain, values.address, ctx.chain?.addrWithTag ? values.tag : '');
  return bookRefusal(entry, ctx.settings, ctx.now);
}

/**
 * Whether case counts in the chain's addresses: as the chain says, else not for hex addresses
 * (an EVM pattern starting with 0x: a checksum-cased copy is the same address, and a look-alike
 * in another case is still a look-alike), else it does.
 */
export function addressCaseSensitive(chain: Pick<Chain, 'addressCaseSensitive' | 'addressRegex'> | null): boolean {
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
export function otherChainsOf(address: string, ctx: Pick<WithdrawContext, 'chain' | 'chains'>): Chain[] {
  if (ctx.chain === null || validateAddress(address, ctx.chain) === null) return [];
  return otherChainsMatching(address, ctx.chains, ctx.chain);
}

export function withdrawFormErrors(values: WithdrawFormValues, ctx: WithdrawContext): WithdrawFormErrors {
  const errors: WithdrawFormErrors = {};
  const internal = values.mode === 'internal';
  if (internal) {
    if (values.toUser.trim() === '') errors.toUser = WITHDRAW_TEXTS.internalUserRequired;
  } else if (ctx.chain !== null) {
    const address = validateAddress(values.address, ctx.chain) ?? whitelistRefusalOf(values, ctx)?.text ?? null;
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
