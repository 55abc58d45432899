'use client';

// 提币 of one currency (/cn/finance/withdraw/{currency}/): who may withdraw (WithdrawGate), the
// sell link for a whitelisted seller, the form on the currency's chains with the spot balance,
// the quota, the address book and the past withdrawal addresses (the poisoning guard), and the
// recent withdrawals under it.

import Link from 'next/link';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { QueryState } from '@/components/query-state/query-state';
import { WithdrawHoldBanner } from '@/components/security-center/withdraw-hold';
import { useCustodyUser } from '@/components/custody/use-custody';
import { useWithdrawAddressBook } from '@/queries/withdraw-address';
import type { Language } from '@/lib/routing/segments';
import { chainName as ruleChainName, withdrawChainOptions, withdrawSellLink, type Chain } from '@/lib/wallet';
import { useChains, useRecentDwHistory, useWithdrawInfo, useWithdrawQuota } from '@/queries/deposit-withdraw';
import { queryErrorText } from '@/queries/failure';
import { showToast } from '@/stores/toast-store';
import { useSellWhitelist } from '@/queries/finance';
import { useMarketSymbols } from '@/queries/market';
import { useSpotBalance } from '@/queries/wallet';
import custody from '@/components/custody/custody.module.css';
import { RecentWithdrawals } from './recent-withdrawals';
import { WithdrawForm } from './withdraw-form';
import { WithdrawGate } from './withdraw-gate';
import { WITHDRAW_TEXTS, withdrawListPath } from '@/lib/wallet/withdraw-texts';
import styles from './withdraw.module.css';

const NO_SYMBOLS: readonly never[] = [];
const NO_CHAINS: readonly Chain[] = [];

export interface WithdrawScreenProps {
  lang: Language;
  currency: string;
}

const NO_CURRENCIES: readonly string[] = [];

/** The sell link for a currency on the user's sell whitelist (section 6: whitelisted sellers). */
function SellLink({ currency, lang, enabled }: { currency: string; lang: Language; enabled: boolean }) {
  const sellWhitelist = useSellWhitelist(enabled).data ?? NO_CURRENCIES;
  const symbols = useMarketSymbols().data ?? NO_SYMBOLS;
  const href = withdrawSellLink({ currency, sellWhitelist, symbols, lang });
  if (href === null) return null;
  return (
    <a href={href} className={styles.link} data-testid="withdraw-sell-link">
      {WITHDRAW_TEXTS.sell(currency)}
    </a>
  );
}

function WithdrawBody({ lang, currency }: WithdrawScreenProps) {
  const { ready } = useCustodyUser();
  const code = currency.trim().toLowerCase();
  const chains = useChains(code);
  const spot = useSpotBalance(ready);
  const book = useWithdrawAddressBook(code, undefined, { enabled: ready });
  const recent = useRecentDwHistory('withdraw', code, ready);
  const chainList = chains.data ?? NO_CHAINS;
  const options = useMemo(() => withdrawChainOptions(code, chainList), [code, chainList]);
  const [chosen, setChosen] = useState('');
  const quotaChain = chosen || (options.find((option) => option.enabled && option.isDefault) ?? options.find((option) => option.enabled))?.chain || '';
  const quota = useWithdrawQuota(code, quotaChain, ready);
  // The pre-withdraw info of the chosen chain: a dynamic fixed fee is taken from it (the
  // reference data's may be stale); its failure is a toast of the server's message (section 8).
  const info = useWithdrawInfo(code, quotaChain, ready);
  const infoData = info.data;
  const infoError = info.error;
  useEffect(() => {
    if (infoError) showToast('error', queryErrorText(infoError));
  }, [infoError]);
  const liveChains = useMemo(
    () =>
      chainList.map((chain) =>
        infoData && infoData.chain === chain.chain && infoData.dynamicFee && chain.feeType === 'fixed' && infoData.fee !== null ? { ...chain, fixedFee: infoData.fee } : chain,
      ),
    [chainList, infoData],
  );
  const available = spot.data ? (spot.data.rows.find((row) => row.currency === code)?.available ?? '0') : null;
  // Usable once what the form checks against is in: the balance, the chosen chain's quota and the book.
  // A failed quota or book does not hold the form: the server still checks on create.
  const formReady = spot.data !== undefined && !quota.isPending && !book.isPending;
  const history = useMemo(() => [...new Set((recent.data ?? []).filter((record) => !record.fast && record.address !== '').map((record) => record.address))], [recent.data]);
  const chainName = useCallback(
    (chain: string) => {
      const found = liveChains.find((entry) => entry.chain === chain);
      return found ? ruleChainName(found) : chain.toUpperCase();
    },
    [liveChains],
  );
  const [formKey, setFormKey] = useState(0);
  const quotaData = quota.data;
  const quotaOf = useCallback((chain: string) => (chain === quotaChain ? (quotaData ?? null) : null), [quotaChain, quotaData]);
  const refetchRecent = recent.refetch;

  return (
    <div className={custody.page} data-testid="withdraw-screen">
      <nav className={styles.nav} aria-label="提币导航">
        <Link href={withdrawListPath(lang)}>{WITHDRAW_TEXTS.listTitle}</Link>
        <SellLink currency={code} lang={lang} enabled={ready} />
      </nav>
      <WithdrawHoldBanner />
      <section className={custody.card} aria-labelledby="withdraw-form-title">
        <div className={custody.cardHead}>
          <h2 id="withdraw-form-title" className={custody.cardTitle}>
            {WITHDRAW_TEXTS.submit} {code.toUpperCase()}
          </h2>
        </div>
        <QueryState query={chains} errorFallback={WITHDRAW_TEXTS.chainsFailed}>
          {() =>
            options.every((option) => !option.enabled) ? (
              <p className={custody.notice} role="status" data-testid="withdraw-no-chain">
                {options[0]?.suspendText ?? WITHDRAW_TEXTS.noOpenChain}
              </p>
            ) : (
              <WithdrawForm
                key={formKey}
                lang={lang}
                currency={code}
                chains={liveChains}
                available={available}
                ready={formReady}
                quotaOf={quotaOf}
                book={book.entries ?? []}
                settings={book.settings}
                bookNow={book.now}
                history={history}
                onChainChange={setChosen}
                onPlaced={() => {
                  setFormKey((key) => key + 1);
                  void refetchRecent();
                }}
              />
            )
          }
        </QueryState>
      </section>
      <RecentWithdrawals records={recent.data} chainName={chainName} loading={recent.isPending && ready} error={recent.error} onRetry={() => void refetchRecent()} />
    </div>
  );
}

export function WithdrawScreen(props: WithdrawScreenProps) {
  return (
    <WithdrawGate>
      <WithdrawBody {...props} />
    </WithdrawGate>
  );
}
