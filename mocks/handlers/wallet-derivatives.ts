// Derivative account balances of the dm (delivery, option) and swap (coin swaps, USDT swaps
// isolated and cross) families (exchange-wallet-fiat.md section 3 "Derivatives row: symbol,
// margin_balance"): rows from db.wallet, the contract login's token, contract envelopes.
// An optional body narrows the answer to one coin or contract.

import type { RequestHandler } from 'msw';
import { contractAccountInfo, optionAccountInfo } from '@/lib/contracts/dm';
import { linearAccountInfo, linearCrossAccountInfo, swapAccountInfo } from '@/lib/contracts/swap';
import { db } from '../db';
import { rowTotal, walletFailureOf, type ProductKind, type ProductRow, type WalletKind } from '../db/wallet';
import { readJsonObject } from '../http/request';
import { route } from '../http/route';
import { visibleRows } from '../wallet/valuation';
import { contractFail, contractOk, contractUser, CONTRACT_LOGIN_REQUIRED, failAs } from '../wallet/respond';

type Row = Record<string, string>;

function figures(row: ProductRow): Row {
  return {
    margin_balance: rowTotal(row).toFixed(),
    margin_available: row.available.toFixed(),
    margin_frozen: row.frozen.toFixed(),
    withdraw_available: row.available.toFixed(),
  };
}

/** Delivery and option rows are keyed by coin (BTC) or margin asset (USDT). */
function coinRow(key: string, row: ProductRow): Row {
  return { symbol: key, ...figures(row) };
}

/** Swap rows are keyed by contract code: BTC-USD (coin-margined: margin in BTC), BTC-USDT (USDT-margined: margin in USDT). */
function contractRow(key: string, row: ProductRow): Row {
  const [coin = key, quote = ''] = key.split('-');
  return { symbol: coin, contract_code: key, margin_asset: quote === 'USDT' ? 'USDT' : coin, ...figures(row) };
}

function crossRow(key: string, row: ProductRow): Row {
  return { margin_mode: 'cross', margin_account: key, margin_asset: key, margin_static: rowTotal(row).toFixed(), ...figures(row) };
}

function accountHandler(kind: WalletKind, storage: ProductKind, bodyKey: string, toRow: (key: string, row: ProductRow) => Row) {
  return async ({ request }: { request: Request }) => {
    const uid = contractUser(request);
    if (uid === undefined) return contractFail(CONTRACT_LOGIN_REQUIRED.code, CONTRACT_LOGIN_REQUIRED.message);
    const failure = walletFailureOf(db.wallet, uid, kind);
    if (failure) return failAs(kind, failure);
    const body = (await readJsonObject(request)) ?? {};
    const wanted = typeof body[bodyKey] === 'string' ? String(body[bodyKey]).toUpperCase() : undefined;
    const rows = [...visibleRows(uid, storage)].filter(([key]) => wanted === undefined || key.toUpperCase() === wanted);
    return contractOk(rows.map(([key, row]) => toRow(key, row)));
  };
}

export function walletDmHandlers(base: string): RequestHandler[] {
  return [
    // POST {symbol?} → delivery accounts per coin
    route(base, contractAccountInfo, accountHandler('dm', 'dm', 'symbol', coinRow)),
    // POST {symbol?} → option accounts per coin / margin asset
    route(base, optionAccountInfo, accountHandler('option', 'option', 'symbol', coinRow)),
  ];
}

export function walletSwapHandlers(base: string): RequestHandler[] {
  return [
    // POST {contract_code?} → coin-margined swap accounts
    route(base, swapAccountInfo, accountHandler('swap', 'swap', 'contract_code', contractRow)),
    // POST {contract_code?} → isolated USDT-margined accounts
    route(base, linearAccountInfo, accountHandler('linear', 'linear', 'contract_code', contractRow)),
    // POST {margin_account?} → the cross USDT-margined account
    route(base, linearCrossAccountInfo, accountHandler('linear', 'linearCross', 'margin_account', crossRow)),
  ];
}
