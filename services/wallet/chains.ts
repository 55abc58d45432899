// Currencies and chains of the deposit and withdraw screens (exchange-wallet-fiat.md section 3
// "Chains and deposit currencies"; PROTOCOL.md 4.7; WALLET.md 6): `/v2/reference/currencies`
// parsed once into the Chain the lib/wallet rules read (lib/wallet/chain parseChain), the
// default chain first. The screens hand these chains to the rules as they are.

import { parseChain, type Chain } from '@/lib/wallet';
import { get, type ApiResult, type ShorthandOptions } from '@/services/http';
import { parseListEnvelope } from '@/services/http/parse';
import * as calls from '@/lib/contracts/pro/deposit-withdraw';

export interface CurrencyChains {
  currency: string;
  delisted: boolean;
  chains: Chain[];
}

/** A currency with its chains; a chain that cannot be read is left out, the default chain first. */
export function toCurrencyChains(raw: calls.RawReferenceCurrency): CurrencyChains | null {
  const currency = raw.currency.trim().toLowerCase();
  if (!currency) return null;
  const chains = raw.chains.map((chain) => parseChain(currency, chain)).filter((chain): chain is Chain => chain !== null);
  chains.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  return { currency, delisted: raw.instStatus === 'delisted', chains };
}

/** GET `depositWithdraw.referenceCurrencies`: every currency, or one (lower case). */
export async function fetchCurrencyChains(currency?: string, options?: ShorthandOptions): Promise<ApiResult<CurrencyChains[]>> {
  const params = currency ? { currency: currency.trim().toLowerCase() } : undefined;
  return parseListEnvelope(await get('pro', calls.referenceCurrencies.path(), params, options), calls.rawReferenceCurrencySchema, toCurrencyChains);
}

/** The chains of one currency (empty when the server knows none). */
export async function fetchChains(currency: string, options?: ShorthandOptions): Promise<ApiResult<Chain[]>> {
  const result = await fetchCurrencyChains(currency, options);
  if (!result.success) return result;
  return { ...result, data: result.data.find((entry) => entry.currency === currency.trim().toLowerCase())?.chains ?? [] };
}

/** Every chain of every currency (the address book's currency and chain choice). */
export async function fetchAllChains(options?: ShorthandOptions): Promise<ApiResult<Chain[]>> {
  const result = await fetchCurrencyChains(undefined, options);
  if (!result.success) return result;
  return { ...result, data: result.data.flatMap((entry) => entry.chains) };
}
