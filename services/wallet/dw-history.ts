// Deposit and withdraw records (WALLET.md 5.3, 5.4): `/v1/query/deposit-withdraw`, paged by
// `from` + `direct` with no cursor in the reply (the next page starts at the last row's id).
// Amounts arrive as JSON numbers with up to 18 decimals or as strings (WALLET.md 13.1): both
// become decimal text; ids stay text. State labels are a lib/wallet rule, not here.

import { get, type ApiResult, type ShorthandOptions } from '@/services/http';
import { parseListEnvelope } from '@/services/http/parse';
import { toDecimalText } from '@/lib/decimal';
import * as calls from '@/lib/contracts/pro/deposit-withdraw';
import { toIdText } from '@/services/trading/account-convert';
import { toCount } from '@/lib/wallet/chain';

export type DwType = 'deposit' | 'withdraw';

export interface DwRecord {
  id: string;
  type: DwType;
  /** FAST: an internal transfer (no tx hash). */
  fast: boolean;
  currency: string;
  chain: string;
  txHash: string;
  amount: string;
  fee: string;
  address: string;
  addressTag: string;
  /** The wire state as sent (deposit: confirming, confirmed, safe, …; withdraw: submitted, pass, …). */
  state: string;
  clientOrderId: string | null;
  /** Deposits: confirmations so far, when sent. */
  confirmations: number | null;
  errorCode: string | null;
  errorMessage: string | null;
  createdAt: number;
  updatedAt: number;
}

function toTime(value: string | number): number | null {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isSafeInteger(number) && number >= 0 ? number : null;
}

export function toDwRecord(raw: calls.RawDwRecord): DwRecord | null {
  const id = toIdText(raw.id);
  const amount = toDecimalText(raw.amount);
  const fee = toDecimalText(raw.fee);
  const createdAt = toTime(raw['created-at']);
  const updatedAt = toTime(raw['updated-at']);
  if (id === null || amount === null || fee === null || createdAt === null || updatedAt === null) return null;
  if (raw.type !== 'deposit' && raw.type !== 'withdraw') return null;
  const confirmations = raw['wallet-confirm'];
  return {
    id,
    type: raw.type,
    fast: raw['sub-type'] === 'FAST',
    currency: raw.currency.trim().toLowerCase(),
    chain: raw.chain,
    txHash: raw['tx-hash'] ?? '',
    amount,
    fee,
    address: raw.address,
    addressTag: raw['address-tag'] ?? '',
    state: raw.state,
    clientOrderId: raw['client-order-id'] || null,
    confirmations: confirmations === undefined || confirmations === null ? null : toCount(confirmations),
    errorCode: raw['error-code'] || null,
    errorMessage: raw['error-msg'] || null,
    createdAt,
    updatedAt,
  };
}

export interface DwHistoryParams {
  type: DwType;
  currency?: string;
  /** Record id to start from (included); absent: the newest (next) or the oldest (prev). */
  from?: string;
  /** 1–500; 20 by default. */
  size?: number;
  /** next: newest first (default); prev: oldest first. */
  direct?: 'prev' | 'next';
}

/** GET `depositWithdraw.depositWithdrawHistory`: size and direct always sent (WALLET.md 5.4). */
export async function fetchDwHistory({ type, currency, from, size = 20, direct = 'next' }: DwHistoryParams, options?: ShorthandOptions): Promise<ApiResult<DwRecord[]>> {
  const params: Record<string, string> = { type, size: String(size), direct };
  if (currency) params.currency = currency.trim().toLowerCase();
  if (from) params.from = from;
  return parseListEnvelope(await get('pro', calls.depositWithdrawHistory.path(), params, options), calls.rawDwRecordSchema, toDwRecord);
}

/** The `from` of the page after `rows` (its last row's id), or null when the page was not full. */
export function nextPageFrom(rows: readonly DwRecord[], size: number, direct: 'prev' | 'next' = 'next'): string | null {
  const last = rows.at(-1);
  if (!last || rows.length < size) return null;
  const id = BigInt(last.id);
  return String(direct === 'next' ? id - 1n : id + 1n);
}
