'use client';

// The assets overview (exchange-wallet-fiat.md sections 3, 4, 6, 7, 9): the total valuation in
// BTC and in the user's conversion currency (hideable), yesterday's profit and the profit
// analysis, and one card per account kind the user sees, each in its own state. The balances
// refresh every 15 s while the page is visible and move with the account socket in between.

import { memo, useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { useAfterIdle } from '@/hooks/use-after-idle';
import type { AccountKind } from '@/lib/assets/account-kinds';
import type { UserInfo } from '@/lib/contracts/uc/session';
import { conversionCurrencyOf } from '@/lib/assets/conversion';
import type { AssetValue, ValuationMarket, WalletTotal } from '@/lib/assets/valuation';
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
import type { WalletKindView } from '../wallet-kinds';
import { useWalletValuation } from '../wallet-valuation';
import { AccountCard } from './account-card';
import { HiddenByParentNote } from './hidden-by-parent';
import type { OverviewLinks } from './overview-links';
import { AnalysisTips, ProfitPanel } from './profit-panel';
import { TotalCard } from './total-card';
import styles from './assets-overview.module.css';

export interface AssetsOverviewProps {
  lang: Language;
  links: OverviewLinks;
  socketUrl: string;
  initialPrices?: Readonly<Record<string, string>>;
  /**
   * The user as the server render read it: the page renders with it (the balances it loaded are
   * in the cache) until the browser's own login check puts the user into the session store.
   */
  initialUser?: UserInfo | null;
  /** The amounts-hidden choice the server render used (its cookie). */
  initialHidden?: boolean;
  /**
   * The server render loaded the balances, so the browser holds live tokens: a kind it could
   * not hand over is asked for at once. Otherwise the calls wait for the browser's login check,
   * which brings the user and the tokens (one ticket exchange, not a dozen failed calls first).
   */
  serverLoaded?: boolean;
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

const MemoAccountCard = memo(AccountCard);
const NO_RATES: readonly ExchangeRate[] = [];

export function AssetsOverview({ lang, links, socketUrl, initialPrices, initialUser = null, initialHidden = false, serverLoaded = false }: AssetsOverviewProps) {
  countRender('assets-overview');
  const storeUser = useStore(sessionStore, (state) => state.user);
  const user = storeUser ?? initialUser;
  const userType = user ? user.user_type : null;
  const canFetch = storeUser !== null || serverLoaded;

  const prices = useLastPrices(initialPrices);
  const rates = useExchangeRates();
  const market: ValuationMarket = useMemo(() => ({ prices: prices.data ?? {}, rates: rates.data ?? [] }), [prices.data, rates.data]);
  // dm and swap's 1011 is toasted on this page (section 8: when the page asks).
  const { views, shownViews: visibleViews, values, total, settled } = useWalletValuation({ loggedIn: canFetch, userType, keepFailures: true, toastOnEmpty: true, lang, market });
  useKindToasts(views);
  const [hidden, setHidden] = useAmountsHidden(initialHidden);

  // The profit figures, the chart and the tips are asked for once the balances have answered
  // and the page has had an idle moment: the total comes first, and the page's first tasks are
  // not spent on a dozen calls at once (with the server's balances, right after hydration).
  const [balancesIn, setBalancesIn] = useState(false);
  if (settled && !balancesIn) setBalancesIn(true);
  const profitEnabled = useAfterIdle(balancesIn);
  // The account socket follows one idle moment later: its first message per currency repeats
  // what the page already shows (hundreds for some users).
  const pushesEnabled = useAfterIdle(profitEnabled);
  useBalancePushes({ socketUrl, enabled: canFetch && pushesEnabled });

  return (
    <>
      <HiddenByParentNote userType={userType} lang={lang} enabled={canFetch} />
      <OverviewBody
        views={views}
        visibleViews={visibleViews}
        values={values}
        total={total}
        market={market}
        rates={rates.data ?? NO_RATES}
        user={user}
        userKnown={userType !== null}
        settled={settled}
        profitEnabled={profitEnabled}
        hidden={hidden}
        onHiddenChange={setHidden}
        links={links}
      />
    </>
  );
}

interface OverviewBodyProps {
  views: readonly WalletKindView[];
  visibleViews: readonly WalletKindView[];
  values: ReadonlyMap<AccountKind, AssetValue | null>;
  total: WalletTotal;
  market: ValuationMarket;
  rates: readonly ExchangeRate[];
  user: UserInfo | null;
  userKnown: boolean;
  settled: boolean;
  profitEnabled: boolean;
  hidden: boolean;
  onHiddenChange(hidden: boolean): void;
  links: OverviewLinks;
}

/**
 * The figures and cards from the wallet's valuation (components/assets/wallet-kinds: the one
 * total every assets page shows).
 */
function OverviewBody({ views, visibleViews, values, total, market, rates: rateList, user, userKnown, settled, profitEnabled, hidden, onHiddenChange: setHidden, links }: OverviewBodyProps) {
  const fiat = conversionCurrencyOf(user);
  return (
    <div className={styles.overview} data-testid="assets-overview">
      <TotalCard
        total={total}
        settled={settled}
        fiat={fiat}
        rates={rateList}
        market={market}
        hidden={hidden}
        onHiddenChange={setHidden}
        links={links}
        disabledUser={user ? isDisabledUser(user) : false}
        profitEnabled={profitEnabled}
      />
      <ProfitPanel hidden={hidden} fiat={fiat} rates={rateList} enabled={profitEnabled} />
      <section className={styles.accounts} aria-labelledby="assets-accounts-title">
        <div className={styles.sectionHead}>
          <h2 id="assets-accounts-title">我的账户</h2>
          <a href={links.custody} className={styles.sectionLink}>
            托管资产
          </a>
        </div>
        <ul className={styles.cards} data-testid="assets-accounts" aria-busy={!userKnown}>
          {!userKnown
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
      <AnalysisTips enabled={profitEnabled} />
    </div>
  );
}
