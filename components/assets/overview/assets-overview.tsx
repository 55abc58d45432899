'use client';

// The assets overview (exchange-wallet-fiat.md sections 3, 4, 6, 7, 9): the total valuation in
// BTC and in the user's conversion currency (hideable), yesterday's profit and the profit
// analysis, and one card per account kind the user sees, each in its own state. The balances
// refresh every 15 s while the page is visible and move with the account socket in between.

import { memo, useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import type { AccountKind } from '@/lib/assets/account-kinds';
import { conversionCurrencyOf } from '@/lib/assets/conversion';
import { type AssetValue, type ValuationMarket } from '@/lib/assets/valuation';
import { Decimal } from '@/lib/decimal';
import { countRender } from '@/lib/perf/render-count';
import type { Language } from '@/lib/routing/segments';
import { isDisabledUser } from '@/lib/session/user';
import type { ExchangeRate } from '@/lib/settings/rates';
import { useExchangeRates } from '@/queries/finance';
import { useLastPrices } from '@/queries/prices';
import { sessionStore } from '@/stores/session-store';
import { showToast } from '@/stores/toast-store';
import { useAmountsHidden } from '../use-amounts-hidden';
import { useBalancePushes } from '../use-balance-pushes';
import { kindValuation, useAllWalletKinds, useShownAccountKinds, type WalletKindView } from '../wallet-kinds';
import { AccountCard } from './account-card';
import type { OverviewLinks } from './overview-links';
import { AnalysisTips, ProfitPanel } from './profit-panel';
import { TotalCard } from './total-card';
import styles from './assets-overview.module.css';

export interface AssetsOverviewProps {
  lang: Language;
  links: OverviewLinks;
  socketUrl: string;
  initialPrices?: Readonly<Record<string, string>>;
}

/** Toasts a kind's failure message once per failure (otc; 1011 when asked). */
function useKindToasts(views: readonly WalletKindView[]): void {
  const toasts = views.map((view) => (view.toast ? `${view.kind}:${view.toast}` : '')).join('|');
  useEffect(() => {
    for (const entry of toasts.split('|')) {
      const text = entry.slice(entry.indexOf(':') + 1);
      if (entry) showToast('error', text);
    }
  }, [toasts]);
}

function sumValues(values: readonly (AssetValue | null)[]): { btc: string; usdt: string; complete: boolean } {
  let btc = new Decimal(0);
  let usdt = new Decimal(0);
  let complete = true;
  for (const value of values) {
    if (value?.btc == null || value.usdt == null) {
      complete = false;
      continue;
    }
    btc = btc.plus(value.btc);
    usdt = usdt.plus(value.usdt);
  }
  return { btc: btc.toFixed(), usdt: usdt.toFixed(), complete };
}

const MemoAccountCard = memo(AccountCard);
const NO_RATES: readonly ExchangeRate[] = [];

export function AssetsOverview({ lang, links, socketUrl, initialPrices }: AssetsOverviewProps) {
  countRender('assets-overview');
  const user = useStore(sessionStore, (state) => state.user);
  const userType = user ? user.user_type : null;
  const shownKinds = useShownAccountKinds(userType, lang);
  const shown = useMemo(() => new Set<AccountKind>(shownKinds), [shownKinds]);

  const views = useAllWalletKinds({ loggedIn: true, userType }, shown);
  useKindToasts(views);

  const prices = useLastPrices(initialPrices);
  const rates = useExchangeRates();
  const market: ValuationMarket = useMemo(() => ({ prices: prices.data ?? {}, rates: rates.data ?? [] }), [prices.data, rates.data]);
  const rateList = rates.data ?? NO_RATES;
  const [hidden, setHidden] = useAmountsHidden();
  const fiat = conversionCurrencyOf(user);

  const visibleViews = views.filter(
    (view) => shown.has(view.kind) && (view.kind !== 'mining' || view.state !== 'loaded' || view.data?.extra.miningTabShown === true),
  );
  const values = useMemo(() => new Map(views.map((view) => [view.kind, kindValuation(view, market)])), [views, market]);
  const total = sumValues(visibleViews.filter((view) => view.kind !== 'point').map((view) => values.get(view.kind) ?? null));
  const settled = visibleViews.length > 0 && visibleViews.every((view) => view.state !== 'loading');
  // The profit figures, the chart and the tips are asked for once the balances have answered:
  // the total comes first, and the page's first seconds are not spent on a dozen calls at once.
  const [balancesIn, setBalancesIn] = useState(false);
  if (settled && !balancesIn) setBalancesIn(true);
  // The account socket follows once the balances are in: its first message per currency repeats
  // what the calls just brought (hundreds for some users), and the first paint does not wait on it.
  useBalancePushes({ socketUrl, enabled: user !== null && balancesIn });

  return (
    <div className={styles.overview} data-testid="assets-overview">
      <TotalCard
        total={total}
        settled={settled}
        fiat={fiat}
        rates={rateList}
        hidden={hidden}
        onHiddenChange={setHidden}
        links={links}
        disabledUser={user ? isDisabledUser(user) : false}
        profitEnabled={balancesIn}
      />
      <ProfitPanel hidden={hidden} fiat={fiat} rates={rateList} enabled={balancesIn} />
      <section className={styles.accounts} aria-labelledby="assets-accounts-title">
        <div className={styles.sectionHead}>
          <h2 id="assets-accounts-title">我的账户</h2>
          <a href={links.custody} className={styles.sectionLink}>
            托管资产
          </a>
        </div>
        <ul className={styles.cards} data-testid="assets-accounts" aria-busy={userType === null}>
          {userType === null
            ? // Until the user is known, every kind's card holds its place (no shift when they fill in).
              views.map((view) => <MemoAccountCard key={view.kind} view={view} valueBtc={null} valueUsdt={null} hidden={hidden} fiat={fiat} rates={rateList} detailHref={null} openHref={null} />)
            : visibleViews.map((view) => (
              <MemoAccountCard
                key={view.kind}
                view={view}
                valueBtc={values.get(view.kind)?.btc ?? null}
                valueUsdt={values.get(view.kind)?.usdt ?? null}
                hidden={hidden}
                fiat={fiat}
                rates={rateList}
                detailHref={view.kind === 'point' ? links.points : (links.detail[view.kind] ?? null)}
                openHref={links.open[view.kind] ?? null}
              />
            ))}
        </ul>
      </section>
      {/* Last: tips arrive after the figures and must not push them down. */}
      <AnalysisTips enabled={balancesIn} />
    </div>
  );
}
