// Prime token launches (exchange-wallet-fiat.md sections 3 "Prime (token launch)" and 4 "Prime:
// state 2 means ended. BID phase when the round type is lucky, or the previous is lucky with
// state 0. PO phase when round type is limit."). A launch has rounds; a limit round sells at
// its issue price (PO, 申购), a lucky round is a draw (BID, 竞价). A user buys within a limit.

import { Decimal, decimalText, toDecimal } from '@/lib/decimal';
import { readAmountText } from '@/lib/decimal/amount-text';
import { INSUFFICIENT_BALANCE, INVALID_NUMBER } from './input-messages';

export type PrimeRoundType = 'lucky' | 'limit';
export const PRIME_TYPES = ['prime', 'primeLite', 'listingTransfer'] as const;
export type PrimeType = (typeof PRIME_TYPES)[number];

export interface PrimeRound {
  roundNum: number;
  roundIssuePrice: string;
  roundCirculation: string;
  roundLimitOrderSellPrice: string;
}

export interface PrimeStatus {
  round: number;
  /** 0 not started, 1 under way, 2 ended. */
  state: number;
  /** lucky or limit; '' when unknown. */
  roundTradeType: string;
  preRoundType: string;
}

export interface PrimeInfo {
  currency: string;
  rounds: PrimeRound[];
  primeType: string;
  status: PrimeStatus;
}

export type PrimePhase = 'ended' | 'bid' | 'po' | 'none';

export const PRIME_PHASE_LABELS: Readonly<Record<PrimePhase, string>> = {
  none: '未开始',
  po: 'PO 申购中',
  bid: 'BID 竞价中',
  ended: '已结束',
};

export const PRIME_ENDED_STATE = 2;

/** Section 4, in its order: ended first, then BID, then PO; anything else has not started. */
export function primePhase(status: Pick<PrimeStatus, 'state' | 'roundTradeType' | 'preRoundType'>): PrimePhase {
  if (status.state === PRIME_ENDED_STATE) return 'ended';
  if (status.roundTradeType === 'lucky' || (status.preRoundType === 'lucky' && status.state === 0)) return 'bid';
  if (status.roundTradeType === 'limit') return 'po';
  return 'none';
}

/** The round the status points at, or null. */
export function currentRound(info: Pick<PrimeInfo, 'rounds' | 'status'>): PrimeRound | null {
  return info.rounds.find((round) => round.roundNum === info.status.round) ?? null;
}

/** A user's limit in the current round, in the launched currency. */
export interface PrimeUserLimit {
  maxAmount: string;
  usedAmount: string;
}

/** What the user may still buy: max − used, never below zero; null when unreadable. */
export function remainingLimit(limit: PrimeUserLimit): string | null {
  const max = toDecimal(limit.maxAmount);
  const used = toDecimal(limit.usedAmount);
  if (max === null || used === null) return null;
  return decimalText(Decimal.max(max.minus(used), 0));
}

export type PrimeResultState = 'pending' | 'settled';

export const PRIME_RESULT_LABELS: Readonly<Record<PrimeResultState, string>> = { pending: '待开奖', settled: '已完成' };

/** A PO or BID result: pending until the round is drawn; then the amount received. */
export interface PrimeResult {
  kind: 'po' | 'bid';
  round: number;
  amount: string;
  price: string;
  state: PrimeResultState;
  /** Received once settled; '0' while pending. */
  filledAmount: string;
}

export const PRIME_AMOUNT_REQUIRED = '请输入数量';
export const PRIME_NOT_POSITIVE = '数量必须大于0';
export const PRIME_NOT_OPEN = '当前不在申购时间';

export function primeDecimalsMessage(places: number): string {
  return `数量最多${places}位小数`;
}

export function primeLimitMessage(remaining: string, currency: string): string {
  return `超出可申购额度 ${remaining} ${currency.toUpperCase()}`;
}

export interface PrimeCheckInput {
  typed: string | null | undefined;
  phase: PrimePhase;
  /** The order the form places: PO in a limit round, BID in a lucky one. */
  kind: 'po' | 'bid';
  round: PrimeRound | null;
  amountPrecision: number;
  currency: string;
  limit?: PrimeUserLimit | null;
  /** Quote available; not checked when unknown. */
  available?: string | null;
}

export type PrimeCheckResult = { ok: true; amount: string; price: string; value: string } | { ok: false; error: string };

/** A PO or BID amount at the round's issue price, within the user's limit and the balance. */
export function checkPrimeOrder(input: PrimeCheckInput): PrimeCheckResult {
  if (input.phase !== input.kind || input.round === null) return { ok: false, error: PRIME_NOT_OPEN };
  const read = readAmountText(input.typed);
  if (read.kind === 'empty') return { ok: false, error: PRIME_AMOUNT_REQUIRED };
  if (read.kind === 'invalid') return { ok: false, error: read.reason === 'negative' ? PRIME_NOT_POSITIVE : INVALID_NUMBER };
  const amount = new Decimal(read.text);
  if (!amount.gt(0)) return { ok: false, error: PRIME_NOT_POSITIVE };
  if (amount.decimalPlaces() > input.amountPrecision) return { ok: false, error: primeDecimalsMessage(input.amountPrecision) };
  const remaining = input.limit ? remainingLimit(input.limit) : null;
  if (remaining !== null && amount.gt(remaining)) return { ok: false, error: primeLimitMessage(remaining, input.currency) };
  const price = toDecimal(input.round.roundIssuePrice);
  if (price === null) return { ok: false, error: PRIME_NOT_OPEN };
  const value = amount.times(price);
  const available = toDecimal(input.available);
  if (available !== null && value.gt(available)) return { ok: false, error: INSUFFICIENT_BALANCE };
  return { ok: true, amount: decimalText(amount), price: decimalText(price), value: decimalText(value) };
}

/** Which order the phase takes: PO in a limit round, BID in a lucky one, none otherwise. */
export function primeOrderKind(phase: PrimePhase): 'po' | 'bid' | null {
  return phase === 'po' || phase === 'bid' ? phase : null;
}
