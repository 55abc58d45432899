// Transfers between the user's accounts (exchange-wallet-fiat.md section 7 "transfers between
// accounts"; WALLET.md 7) on the pro family with its token: the from-account's figures for the
// transferable rule, and the move itself on the wire call lib/transfer/route.ts chooses for the
// pair (isolated and cross margin through the margin service's existing calls). Failures keep
// the server's code and message, so the form shows its own words.

import { TERMLESS_POINT_GROUP, transferRoute, type TransferKind, type TransferSource } from '@/lib/transfer';
import * as calls from '@/lib/contracts/pro/transfer';
import { wireIdSchema } from '@/lib/contracts/wire';
import { post, requestFailedEnvelope, type ApiResult, type ShorthandOptions } from '@/services/http';
import { parseEnvelope } from '@/services/http/parse';
import { sendWithCustodyAuth } from '@/services/custody/custody';
import { crossTransfer, fetchCrossBalance, fetchMarginBalance, marginTransfer } from '@/services/trading/margin';
import { toIdText } from '@/services/trading/convert';
import { fetchC2cBalance, fetchSpotBalance } from './balances';
import { fetchContractBalance, fetchLinearCrossBalance, fetchSwapBalance } from './derivatives';
import { fetchOtcBalance } from './otc';

export interface TransferParams {
  from: TransferKind;
  to: TransferKind;
  /** Lower-case code. */
  currency: string;
  /** The isolated pair when a side is margin; '' otherwise. */
  symbol: string;
  /** Checked decimal text. */
  amount: string;
}

export interface TransferReceipt {
  /** The transfer id the server gave. */
  id: string;
}

function ok<T>(data: T): ApiResult<T> {
  return { success: true, code: 200, message: '', data };
}

function row<R extends { currency: string }>(rows: readonly R[], currency: string): R | undefined {
  return rows.find((entry) => entry.currency === currency);
}

/** The from-account's figures of one currency (zero where it holds none), for `transferableOf`. */
export async function fetchTransferSource(kind: TransferKind, currency: string, symbol: string, options?: ShorthandOptions): Promise<ApiResult<TransferSource>> {
  const code = currency.trim().toLowerCase();
  switch (kind) {
    case 'spot': {
      const result = await fetchSpotBalance(options);
      return result.success ? ok({ kind, available: row(result.data.rows, code)?.available ?? '0' }) : result;
    }
    case 'margin':
    case 'superMargin': {
      if (kind === 'margin' && symbol.trim() === '') return ok({ kind, available: '0', loan: '0', interest: '0' });
      const result = kind === 'margin' ? await fetchMarginBalance(symbol, options) : await fetchCrossBalance(options);
      if (!result.success) return result;
      const entry = result.data.currencies[code];
      return ok({ kind, available: entry?.available ?? '0', loan: entry?.loan ?? '0', interest: entry?.interest ?? '0' });
    }
    case 'otc': {
      const result = await fetchOtcBalance(options);
      return result.success ? ok({ kind, available: row(result.data, code)?.available ?? '0' }) : result;
    }
    case 'dm':
    case 'swap': {
      const result = kind === 'dm' ? await fetchContractBalance(undefined, options) : await fetchSwapBalance(undefined, options);
      return result.success ? ok({ kind, available: row(result.data, code)?.available ?? '0' }) : result;
    }
    case 'linear': {
      const result = await fetchLinearCrossBalance('USDT', options);
      return result.success ? ok({ kind, available: row(result.data, code)?.available ?? '0' }) : result;
    }
    case 'c2cBorrow': {
      const result = await fetchC2cBalance({ accountType: 'borrow', currency: code }, options);
      if (!result.success) return result;
      const entry = row(result.data.rows, code);
      return ok({ kind, available: entry?.available ?? '0', transferOutLimit: entry?.transferOutLimit ?? '0', withdrawRisk: entry?.withdrawRisk ?? false });
    }
  }
}

const receipt = (raw: string | number): TransferReceipt | null => {
  const id = toIdText(raw);
  return id === null ? null : { id };
};

/** The generic call names both accounts by id: the spot account and the C2C borrow account. */
async function genericIds(options?: ShorthandOptions): Promise<ApiResult<{ spot: string; borrow: string }>> {
  const [spot, c2c] = await Promise.all([fetchSpotBalance(options), fetchC2cBalance({ accountType: 'borrow' }, options)]);
  if (!spot.success) return spot;
  if (!c2c.success) return c2c;
  return ok({ spot: spot.data.accountId, borrow: c2c.data.accountId });
}

/**
 * Moves `amount` of `currency` from one account to the other; `uid` is the user's (the generic
 * call names it). Resolves to the server's transfer id.
 */
export async function submitTransfer({ from, to, currency, symbol, amount }: TransferParams, uid: number, options?: ShorthandOptions): Promise<ApiResult<TransferReceipt>> {
  const code = currency.trim().toLowerCase();
  const route = transferRoute(from, to, code);
  if (!route) return requestFailedEnvelope();
  switch (route.call) {
    case 'margin': {
      const result = await marginTransfer(route.direction, { symbol, currency: code, amount }, options);
      return result.success ? ok({ id: result.data }) : result;
    }
    case 'cross': {
      const result = await crossTransfer(route.direction, { currency: code, amount }, options);
      return result.success ? ok({ id: result.data }) : result;
    }
    case 'futures':
      // The wire documents a JSON number here (WALLET.md 7.3); the text is checked to the currency's precision.
      return parseEnvelope(
        await post('pro', calls.futuresTransfer.path(), { currency: code, amount: Number(amount), type: route.type }, options),
        wireIdSchema,
        receipt,
      );
    case 'v2': {
      const body: calls.AccountTransferRequest = { from: route.from, to: route.to, currency: code, amount: Number(amount) };
      if (route.marginAccount) body['margin-account'] = route.marginAccount;
      return parseEnvelope(await post('pro', calls.accountTransfer.path(), body, options), wireIdSchema, receipt);
    }
    case 'generic': {
      const ids = await genericIds(options);
      if (!ids.success) return ids;
      const account = (type: 'spot' | 'margin' | 'borrow') => (type === 'spot' ? ids.data.spot : ids.data.borrow);
      const body: calls.GenericTransferRequest = {
        'from-user': uid,
        'from-account-type': route.fromType,
        'from-account': account(route.fromType),
        'to-user': uid,
        'to-account-type': route.toType,
        'to-account': account(route.toType),
        currency: code,
        amount,
      };
      return parseEnvelope(await post('pro', calls.genericTransfer.path(), body, options), calls.genericTransferDataSchema, (data) => receipt(data['transact-id']));
    }
  }
}

/**
 * POST `transfer.pointTransfer` (custody): termless points from the user to `toUid`; resolves to
 * the transfer id.
 */
export async function submitPointTransfer({ fromUid, toUid, amount }: { fromUid: number; toUid: string; amount: string }, options?: ShorthandOptions): Promise<ApiResult<TransferReceipt>> {
  const body: calls.PointTransferRequest = { fromUid: String(fromUid), toUid, groupId: TERMLESS_POINT_GROUP, amount };
  // Custody carries the pro token itself (services/custody).
  const result = await sendWithCustodyAuth((sent) => post('custody', calls.pointTransfer.path(), body, sent), options);
  return parseEnvelope(result, calls.pointTransferDataSchema, (data) => ({ id: data.transactId }));
}
