'use client';

// The wallet's kinds as the pages show and value them: which kinds a user's pages show (a
// sub-user's visibility answer, the mining switch), a detail page's access to its kind by the
// same rule, each kind's worth and the one total every page reads (useWalletValuation). The
// kinds' queries and views are ./wallet-kinds'.

import { useMemo } from 'react';
import { ACCOUNT_KIND_INFO, type AccountKind, isFetchedFor, isSubUser } from '@/lib/assets/account-kinds';
import { kindAccess, type KindAccess, visibleAccountKinds, withMiningSwitch } from '@/lib/assets/visibility';
import { type AssetValue, totalValuation, type ValuationMarket, valueIn, walletTotal, type WalletTotal } from '@/lib/assets/valuation';
import { useSubAccountVisibility } from '@/queries/finance';
import { useMiningVisibility } from '@/queries/wallet';
import { useAllWalletKinds, type WalletKindOptions, type WalletKindView } from './wallet-kinds';

const valuations = new WeakMap<WalletKindView, { market: ValuationMarket; value: AssetValue | null }>();

/**
 * A kind's worth in btc and usdt: its rows' totals valued, or the value the kind states itself.
 * Kept per view and market: a page re-rendered by another kind's answer does not value this
 * kind's rows (hundreds of currencies for some users) again.
 */
export function kindValuation(view: WalletKindView, market: ValuationMarket): AssetValue | null {
  const cached = valuations.get(view);
  if (cached && cached.market === market) return cached.value;
  const value = valueKind(view, market);
  valuations.set(view, { market, value });
  return value;
}

function valueKind(view: WalletKindView, market: ValuationMarket): AssetValue | null {
  if (view.state === 'not-open' || view.state === 'empty') return { btc: '0', usdt: '0' };
  if (view.state !== 'loaded' || !view.data) return null;
  const { rows, extra } = view.data;
  if (extra.points !== undefined) return null;
  if (extra.usdtValue !== undefined) {
    return extra.usdtValue === null ? null : { usdt: extra.usdtValue, btc: valueIn(extra.usdtValue, 'usdt', 'btc', market) };
  }
  const total = totalValuation(
    rows.map((row) => ({ currency: row.currency, amount: row.total })),
    market,
  );
  return { btc: total.btc, usdt: total.usdt };
}

/**
 * The kinds the user's assets pages show, in the overview's order (a sub-user's by the
 * visibility answer, kept 4 h per locale, asked once `canFetch`); empty while the user is unknown.
 */
export function useShownAccountKinds(userType: number | null, lang: string, canFetch = true): readonly AccountKind[] {
  const sub = isSubUser(userType);
  const visibility = useSubAccountVisibility(lang, sub && canFetch);
  // The mining switch hides the mining account on every page that lists or values it; a
  // sub-user's page never asks (mining is not fetched for it, section 6).
  const miningSwitch = useMiningVisibility(canFetch, { enabled: userType !== null && isFetchedFor('mining', userType) });
  const miningTabShown = miningSwitch.data ? miningSwitch.data.visible : null;
  return useMemo(
    () => (userType === null ? [] : withMiningSwitch(visibleAccountKinds(userType, sub ? (visibility.data ?? null) : null), miningTabShown)),
    [userType, sub, visibility.data, miningTabShown],
  );
}

/**
 * A detail page's access to `kind` by the overview's rule (lib/assets kindAccess): null while
 * the user, a sub-user's visibility answer or the mining switch is still to come.
 */
export function useKindAccess(kind: AccountKind, userType: number | null, lang: string, canFetch = true): KindAccess | null {
  const sub = isSubUser(userType);
  const needsVisibility = sub && ACCOUNT_KIND_INFO[kind].bizType !== null;
  const visibility = useSubAccountVisibility(lang, needsVisibility && canFetch);
  const needsSwitch = kind === 'mining' && userType !== null && isFetchedFor('mining', userType);
  const miningSwitch = useMiningVisibility(canFetch, { enabled: needsSwitch });
  if (userType === null) return null;
  // Without the answer the overview shows only the kinds without a biz type: so does the page.
  if (needsVisibility && !visibility.data) return visibility.isError ? 'hidden-by-parent' : null;
  if (needsSwitch && !miningSwitch.data) return miningSwitch.isError ? 'shown' : null;
  return kindAccess(kind, userType, visibility.data ?? null, miningSwitch.data ? miningSwitch.data.visible : null);
}

export interface WalletValuationOptions extends Omit<WalletKindOptions, 'visible'> {
  lang: string;
  /** Prices and rates; null until the last prices are in (every value unknown until then). */
  market: ValuationMarket | null;
}

export interface WalletValuation {
  /** Every kind's view, in ACCOUNT_KINDS order (the kinds not shown are not fetched). */
  views: readonly WalletKindView[];
  /** The kinds this user's pages show (sub-account visibility, the mining switch), in order. */
  shownViews: readonly WalletKindView[];
  /** Each kind's worth at `market`; null while unknown. */
  values: ReadonlyMap<AccountKind, AssetValue | null>;
  /** The one total every page shows: the shown kinds' values summed (lib/assets walletTotal), unknown when a kind failed. */
  total: WalletTotal;
  /** Every shown kind has answered and the market is in. */
  settled: boolean;
}

/**
 * The user's wallet valued: the shown kinds, each kind's worth, and the total. The overview, the
 * custody statement, the account list and 我的账户 all read their total here, so the figure is
 * the same on every page and is the sum of the rows each page lists.
 */
export function useWalletValuation({ lang, market, ...options }: WalletValuationOptions): WalletValuation {
  const shownKinds = useShownAccountKinds(options.userType, lang, options.loggedIn);
  const shown = useMemo(() => new Set<AccountKind>(shownKinds), [shownKinds]);
  const views = useAllWalletKinds(options, shown);
  const values = useMemo(() => new Map(views.map((view) => [view.kind, market ? kindValuation(view, market) : null] as const)), [views, market]);
  const shownViews = useMemo(() => views.filter((view) => shown.has(view.kind)), [views, shown]);
  const total = useMemo(() => walletTotal(shownViews.map((view) => ({ kind: view.kind, value: values.get(view.kind) ?? null, failed: view.state === 'dead' }))), [shownViews, values]);
  const settled = market !== null && shownViews.length > 0 && shownViews.every((view) => view.state !== 'loading');
  return useMemo(() => ({ views, shownViews, values, total, settled }), [views, shownViews, values, total, settled]);
}
