// Which wire call moves money for each allowed pair (WALLET.md 7), chosen once here so the
// service, the mock and mocks/README.md "Transfers" say the same thing:
// - spot ⇄ margin (isolated, per pair): POST /v1/dw/transfer-in|out/margin {symbol, currency, amount}
// - spot ⇄ superMargin (cross):         POST /v1/cross-margin/transfer-in|out {currency, amount}
// - spot ⇄ dm (coin futures):           POST /v1/futures/transfer {currency, amount, type: pro-to-futures | futures-to-pro}
// - spot ⇄ swap, linear, otc:           POST /v2/account/transfer {from, to ∈ spot, swap, linear-swap, otc; currency, amount, margin-account}
// - spot ⇄ c2cBorrow (no public API):   POST /v1/account/transfer (generic, account type `borrow`)
// The ledger's subtype is the HTX transferType of the move (S2 spelling, spot rather than pro).

import type { TransferKind } from './kinds';

export type V2AccountName = 'spot' | 'swap' | 'linear-swap' | 'otc';
export type GenericAccountType = 'spot' | 'margin' | 'borrow';

export type TransferRoute =
  | { call: 'margin'; direction: 'in' | 'out' }
  | { call: 'cross'; direction: 'in' | 'out' }
  | { call: 'futures'; type: 'pro-to-futures' | 'futures-to-pro' }
  | { call: 'v2'; from: V2AccountName; to: V2AccountName; marginAccount: string | null }
  | { call: 'generic'; fromType: GenericAccountType; toType: GenericAccountType };

const V2_NAMES: Partial<Record<TransferKind, V2AccountName>> = { spot: 'spot', swap: 'swap', linear: 'linear-swap', otc: 'otc' };

/** The margin-account of a v2 transfer: the cross USDT account for linear swaps, the coin's swap for coin swaps. */
export function v2MarginAccount(kind: TransferKind, currency: string): string | null {
  if (kind === 'linear') return 'USDT';
  if (kind === 'swap') return `${currency.trim().toUpperCase()}-USD`;
  return null;
}

/** The call of an allowed pair (one side spot), or null for a pair that cannot move money. */
export function transferRoute(from: TransferKind, to: TransferKind, currency = ''): TransferRoute | null {
  if (from === to || (from !== 'spot' && to !== 'spot')) return null;
  const other = from === 'spot' ? to : from;
  const direction = from === 'spot' ? 'in' : 'out';
  switch (other) {
    case 'margin':
      return { call: 'margin', direction };
    case 'superMargin':
      return { call: 'cross', direction };
    case 'dm':
      return { call: 'futures', type: from === 'spot' ? 'pro-to-futures' : 'futures-to-pro' };
    case 'swap':
    case 'linear':
    case 'otc':
      return { call: 'v2', from: V2_NAMES[from] ?? 'spot', to: V2_NAMES[to] ?? 'spot', marginAccount: v2MarginAccount(other, currency) };
    case 'c2cBorrow':
      return { call: 'generic', fromType: from === 'spot' ? 'spot' : 'borrow', toType: to === 'spot' ? 'spot' : 'borrow' };
    default:
      return null;
  }
}

const LEDGER_NAMES: Record<TransferKind, string> = {
  spot: 'spot',
  margin: 'margin',
  superMargin: 'super-margin',
  otc: 'otc',
  dm: 'futures',
  swap: 'swap',
  linear: 'linear-swap',
  c2cBorrow: 'c2c-borrow',
};

/** The ledger subtype of a move: `spot-to-margin`, `futures-to-spot`, `dm-spot-to-swap`, … */
export function transferType(from: TransferKind, to: TransferKind): string {
  const type = `${LEDGER_NAMES[from]}-to-${LEDGER_NAMES[to]}`;
  return from === 'swap' || to === 'swap' ? `dm-${type}` : type;
}

/** Whether an account of `kind` holds `currency` (for the isolated pair: its base or quote). */
export function supportsCurrency(kind: TransferKind, currency: string, symbol = ''): boolean {
  const code = currency.trim().toLowerCase();
  if (code === '') return false;
  if (kind === 'linear') return code === 'usdt';
  if (kind === 'dm' || kind === 'swap') return code !== 'usdt' && code !== 'husd';
  if (kind === 'margin') {
    const pair = symbol.trim().toLowerCase();
    return pair !== '' && pair !== code && (pair.startsWith(code) || pair.endsWith(code));
  }
  return true;
}
