// The screen's query parameters (`?from=<kind>&to=<kind>&currency=<code>&symbol=<pair>`): what a
// row's 划转 link passes, read back into the form's first values.

import { isTransferKind, type TransferKind } from './kinds';

export interface TransferPrefill {
  from?: TransferKind;
  to?: TransferKind;
  currency: string;
  symbol: string;
}

type Params = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

function first(params: Params, name: string): string {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name];
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' ? text.trim() : '';
}

const CODE = /^[a-z0-9]{1,20}$/;

export function readTransferParams(params: Params): TransferPrefill {
  const from = first(params, 'from');
  const to = first(params, 'to');
  const currency = first(params, 'currency').toLowerCase();
  const symbol = first(params, 'symbol').toLowerCase();
  return {
    ...(isTransferKind(from) ? { from } : {}),
    ...(isTransferKind(to) ? { to } : {}),
    currency: CODE.test(currency) ? currency : '',
    symbol: CODE.test(symbol) ? symbol : '',
  };
}

/** The screen's query string for a prefill (kinds, currency and pair that are set). */
export function transferQuery(prefill: Partial<TransferPrefill>): string {
  const query = new URLSearchParams();
  if (prefill.from) query.set('from', prefill.from);
  if (prefill.to) query.set('to', prefill.to);
  if (prefill.currency) query.set('currency', prefill.currency);
  if (prefill.symbol) query.set('symbol', prefill.symbol);
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}
