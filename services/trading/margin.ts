// Margin and cross-margin lending (exchange-wallet-fiat.md sections 3 "Lending", 5 "Loan bounds
// ... Full balance", 6 "Cross-margin data only when logged in", 7 "Margin and super-margin loan,
// repay, transfer, history; margin settings by symbol; margin overview; super-margin
// currencies"), and margin AUTO order placement, on the pro family with its token. Failures
// keep the server's err-code / err-msg, so the dialogs show its own words.

import { fullBalance, type ExchangeType, type MarginMode, type OrderPayload } from '@/lib/trading';
import { get, post, request, requestFailedEnvelope, type ApiResult, type ShorthandOptions } from '@/services/http';
import { parseEnvelope, parseListEnvelope } from '@/services/http/parse';
import { toIdText } from './convert';
import {
  toLoanRule,
  toMarginBalance,
  toMarginLoan,
  toSuperMarginCurrency,
  toSymbolLoanInfo,
  type LoanRule,
  type MarginBalance,
  type MarginLoan,
  type SuperMarginCurrency,
} from './margin-convert';
import * as calls from '@/lib/contracts/pro/margin';
import {
  marginIdDataSchema,
  rawLoanRuleSchema,
  rawLoanSchema,
  rawMarginAccountSchema,
  rawSuperMarginCurrencySchema,
  rawSymbolLoanInfoSchema,
} from '@/lib/contracts/pro/margin';

export type { LoanRule, MarginBalance, MarginCurrencyBalance, MarginLoan, SuperMarginCurrency, SymbolLoanInfo } from './margin-convert';

export type TransferDirection = 'in' | 'out';
/** Which margin account a call is about: isolated (per pair) or cross (super-margin). */
export type MarginKind = 'margin' | 'cross';

export interface MarginMoveParams {
  symbol: string;
  currency: string;
  /** Decimal text. */
  amount: string;
}

export type CrossMoveParams = Omit<MarginMoveParams, 'symbol'>;

function symbolParam(symbol: string): string {
  return symbol.trim().toLowerCase();
}

const toId = (raw: string | number) => toIdText(raw);

/** GET `margin.loanInfo`?symbols= : the pair's currency rules; a pair without margin gives []. */
export async function fetchMarginLoanInfo(symbol: string, options?: ShorthandOptions): Promise<ApiResult<LoanRule[]>> {
  const wanted = symbolParam(symbol);
  const result = parseListEnvelope(await get('pro', calls.loanInfo.path(), { symbols: wanted }, options), rawSymbolLoanInfoSchema, toSymbolLoanInfo);
  if (!result.success) return result;
  return { ...result, data: result.data.find((info) => info.symbol === wanted)?.currencies ?? [] };
}

/** GET `margin.balance`?symbol= : the pair's isolated-margin account. */
export async function fetchMarginBalance(symbol: string, options?: ShorthandOptions): Promise<ApiResult<MarginBalance>> {
  const result = parseListEnvelope(await get('pro', calls.balance.path(), { symbol: symbolParam(symbol) }, options), rawMarginAccountSchema, toMarginBalance);
  if (!result.success) return result;
  const account = result.data[0];
  return account ? { ...result, data: account } : requestFailedEnvelope();
}

/** POST `margin.loan` {symbol, currency, amount}; resolves to the loan id. */
export async function marginLoan({ symbol, currency, amount }: MarginMoveParams, options?: ShorthandOptions): Promise<ApiResult<string>> {
  return parseEnvelope(await post('pro', calls.loan.path(), { symbol: symbolParam(symbol), currency, amount }, options), marginIdDataSchema, toId);
}

/** POST `margin.repay` {amount}; resolves to the loan id. */
export async function marginRepay(loanId: string, amount: string, options?: ShorthandOptions): Promise<ApiResult<string>> {
  return parseEnvelope(await post('pro', calls.repay.path({ id: loanId }), { amount }, options), marginIdDataSchema, toId);
}

/** GET `margin.loans`?symbol=&states= : the pair's loans, newest first. */
export async function fetchMarginLoans(symbol: string, states?: readonly string[], options?: ShorthandOptions): Promise<ApiResult<MarginLoan[]>> {
  const params: Record<string, string> = { symbol: symbolParam(symbol) };
  if (states && states.length > 0) params.states = states.join(',');
  return parseListEnvelope(await get('pro', calls.loans.path(), params, options), rawLoanSchema, toMarginLoan);
}

/** POST `margin.transferIn` or transfer-out/margin {symbol, currency, amount}: spot ⇄ the pair's margin account. */
export async function marginTransfer(direction: TransferDirection, { symbol, currency, amount }: MarginMoveParams, options?: ShorthandOptions): Promise<ApiResult<string>> {
  const path = direction === 'in' ? calls.transferIn.path() : calls.transferOut.path();
  return parseEnvelope(await post('pro', path, { symbol: symbolParam(symbol), currency, amount }, options), marginIdDataSchema, toId);
}

/** GET `margin.crossLoanInfo` : one rule per currency. */
export async function fetchCrossLoanInfo(options?: ShorthandOptions): Promise<ApiResult<LoanRule[]>> {
  return parseListEnvelope(await get('pro', calls.crossLoanInfo.path(), undefined, options), rawLoanRuleSchema, toLoanRule);
}

/** GET `margin.crossBalance`. */
export async function fetchCrossBalance(options?: ShorthandOptions): Promise<ApiResult<MarginBalance>> {
  return parseEnvelope(await get('pro', calls.crossBalance.path(), undefined, options), rawMarginAccountSchema, toMarginBalance);
}

/** POST `margin.crossLoan` {currency, amount}; resolves to the loan id. */
export async function crossLoan({ currency, amount }: CrossMoveParams, options?: ShorthandOptions): Promise<ApiResult<string>> {
  return parseEnvelope(await post('pro', calls.crossLoan.path(), { currency, amount }, options), marginIdDataSchema, toId);
}

/** POST `margin.crossRepay` {amount}. */
export async function crossRepay(loanId: string, amount: string, options?: ShorthandOptions): Promise<ApiResult<string>> {
  return parseEnvelope(await post('pro', calls.crossRepay.path({ id: loanId }), { amount }, options), marginIdDataSchema, toId);
}

/** GET `margin.crossLoans` : the cross-margin loans, newest first. */
export async function fetchCrossLoans(options?: ShorthandOptions): Promise<ApiResult<MarginLoan[]>> {
  return parseListEnvelope(await get('pro', calls.crossLoans.path(), undefined, options), rawLoanSchema, toMarginLoan);
}

/** POST `margin.crossTransferIn` or transfer-out {currency, amount}. */
export async function crossTransfer(direction: TransferDirection, { currency, amount }: CrossMoveParams, options?: ShorthandOptions): Promise<ApiResult<string>> {
  const path = direction === 'in' ? calls.crossTransferIn.path() : calls.crossTransferOut.path();
  return parseEnvelope(await post('pro', path, { currency, amount }, options), marginIdDataSchema, toId);
}

/** GET `margin.superMarginCurrencies` : currency, state, loanable, loan-currency, user-loan-min-amount, remain-loan-quota. */
export async function fetchSuperMarginCurrencies(options?: ShorthandOptions): Promise<ApiResult<SuperMarginCurrency[]>> {
  return parseListEnvelope(await get('pro', calls.superMarginCurrencies.path(), undefined, options), rawSuperMarginCurrencySchema, toSuperMarginCurrency);
}

/**
 * POST `margin.autoPlace`?trade-purpose=open|close with the normal place body: open borrows
 * what the order lacks, close repays the received currency's loans from the fills.
 */
export async function placeAutoOrder(payload: OrderPayload, mode: Exclude<MarginMode, 'common'>, options?: ShorthandOptions): Promise<ApiResult<string>> {
  const result = await request('pro', { ...options, url: calls.autoPlace.path(), method: 'POST', params: { 'trade-purpose': mode }, data: payload });
  return parseEnvelope(result, marginIdDataSchema, toId);
}

/**
 * What can still be borrowed of `currency` for an order of `exchangeType` on `symbol`: the
 * loan-info's loanable-amt (isolated: the pair's rule; cross: the currency's rule). '0' for spot
 * and for a currency without a rule; null when the call failed.
 */
export async function loanableOf(exchangeType: ExchangeType, symbol: string, currency: string, options?: ShorthandOptions): Promise<string | null> {
  if (exchangeType !== 'margin' && exchangeType !== 'cross-margin') return '0';
  const wanted = currency.trim().toLowerCase();
  const result = exchangeType === 'margin' ? await fetchMarginLoanInfo(symbol, options) : await fetchCrossLoanInfo(options);
  if (!result.success) return null;
  return result.data.find((rule) => rule.currency === wanted)?.loanable ?? '0';
}

/** The order form's full balance in a margin mode: own available, plus loanable in open mode. */
export function marginFullBalance(available: string | null, loanable: string | null, marginMode: MarginMode): string {
  return fullBalance({ available, loanAvailable: loanable, marginMode });
}
