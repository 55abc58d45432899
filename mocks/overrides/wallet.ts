// Intent-named overrides of the wallet's balance calls for tests and scenarios: one account
// kind's calls fail with a code and message (in the kind's own envelope), answer empty, or never
// answer. Built on the contracts, never on paths. Inside Vitest the root is msw/node's gateway root.

import { HttpResponse, type RequestHandler } from 'msw';
import type { CallContract } from '@/lib/contracts/define';
import * as dm from '@/lib/contracts/dm';
import * as otc from '@/lib/contracts/otc';
import * as margin from '@/lib/contracts/pro/margin';
import * as trading from '@/lib/contracts/pro/trading';
import * as wallet from '@/lib/contracts/pro/wallet';
import * as swap from '@/lib/contracts/swap';
import type { WalletFailure, WalletKind } from '../db/wallet';
import { proOk, ucOk, v2Ok } from '../http/respond';
import { IN_PROCESS_ROOT, routeAt } from '../http/route';
import { contractOk, failAs, FAILURE_STYLE } from '../wallet/respond';

export interface WalletOverrideOptions {
  /** Where the handlers are mounted; msw/node's gateway root by default. */
  root?: string;
  /** Answer one request of each call only. */
  once?: boolean;
}

/** The balance calls of each kind (spot: also the balance by account id, whatever the account). */
export const BALANCE_CALLS: Readonly<Record<WalletKind, readonly CallContract[]>> = {
  spot: [wallet.spotBalance, wallet.allBalance, trading.accountBalance],
  margin: [margin.balance],
  superMargin: [margin.crossBalance],
  otc: [otc.otcBalance],
  dm: [dm.contractAccountInfo],
  swap: [swap.swapAccountInfo],
  linear: [swap.linearAccountInfo, swap.linearCrossAccountInfo],
  option: [dm.optionAccountInfo],
  minepool: [wallet.minepoolBalance],
  c2cBorrow: [wallet.c2cBalance],
  cryptoLoans: [wallet.pledgeTotals, wallet.pledgeList],
  mining: [wallet.miningMarket],
  gridding: [wallet.gridBalance],
  point: [wallet.pointAccount],
  stableCoin: [wallet.stableCoinInfo],
  finance: [wallet.financeAccountState],
  valuation: [wallet.assetValuation, wallet.valuation],
};

function each(kind: WalletKind, resolver: () => Response, { root = IN_PROCESS_ROOT, once }: WalletOverrideOptions): RequestHandler[] {
  return BALANCE_CALLS[kind].map((call) => routeAt(root, call, resolver, once === undefined ? undefined : { once }));
}

/** Every balance call of `kind` fails with this code and message (e.g. dm 1220, gridding 300003). */
export function failBalance(kind: WalletKind, failure: WalletFailure, options: WalletOverrideOptions = {}): RequestHandler[] {
  return each(kind, () => failAs(kind, failure), options);
}

/** Every list-shaped balance call of `kind` answers an empty list (the single-object calls keep their handler). */
export function emptyBalance(kind: WalletKind, options: WalletOverrideOptions = {}): RequestHandler[] {
  const lists = new Set<CallContract>([
    wallet.allBalance,
    wallet.gridBalance,
    wallet.minepoolBalance,
    wallet.pledgeList,
    otc.otcBalance,
    dm.contractAccountInfo,
    dm.optionAccountInfo,
    swap.swapAccountInfo,
    swap.linearAccountInfo,
    swap.linearCrossAccountInfo,
    margin.balance,
  ]);
  const { root = IN_PROCESS_ROOT, once } = options;
  const style = FAILURE_STYLE[kind];
  const empty = () => (style === 'contract' ? contractOk([]) : style === 'uc' ? ucOk([]) : style === 'v2' ? v2Ok([]) : proOk([]));
  return BALANCE_CALLS[kind].filter((call) => lists.has(call)).map((call) => routeAt(root, call, empty, once === undefined ? undefined : { once }));
}

/** Every balance call of `kind` never gets an answer (a network failure to the app). */
export function dropBalance(kind: WalletKind, options: WalletOverrideOptions = {}): RequestHandler[] {
  return each(kind, () => HttpResponse.error(), options);
}
