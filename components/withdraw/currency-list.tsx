'use client';

// 提币 (/cn/finance/withdraw/): the withdraw currencies (lib/wallet withdrawCurrencyList: no fiat
// asset, an invisible currency only while held, by weight) with the spot account's available
// balance, a search box over code and names, each leading to its withdraw form.

import Link from 'next/link';
import { useDeferredValue, useMemo, useState } from 'react';
import { QueryState } from '@/components/query-state/query-state';
import { TextInput } from '@/components/form';
import { useCustodyUser } from '@/components/custody/use-custody';
import type { Language } from '@/lib/routing/segments';
import { searchCurrencies, withdrawCurrencyList } from '@/lib/wallet';
import { useDepositCurrencies } from '@/queries/deposit-withdraw';
import { useSpotBalance } from '@/queries/wallet';
import custody from '@/components/custody/custody.module.css';
import { WithdrawGate } from './withdraw-gate';
import { WITHDRAW_TEXTS, withdrawFormPath } from '@/lib/wallet/withdraw-texts';
import styles from './withdraw.module.css';

export function WithdrawCurrencyList({ lang }: { lang: Language }) {
  const { ready } = useCustodyUser();
  const currencies = useDepositCurrencies(ready);
  const spot = useSpotBalance(ready);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const balances = useMemo(() => Object.fromEntries((spot.data?.rows ?? []).map((row) => [row.currency, row.available])), [spot.data]);
  const list = useMemo(() => withdrawCurrencyList(currencies.data ?? [], balances), [currencies.data, balances]);
  const shown = useMemo(() => searchCurrencies(list, deferred), [list, deferred]);
  return (
    <WithdrawGate>
      <section className={custody.card} aria-labelledby="withdraw-list-title" data-testid="withdraw-currency-list">
        <div className={custody.cardHead}>
          <h2 id="withdraw-list-title" className={custody.cardTitle}>
            {WITHDRAW_TEXTS.listTitle}
          </h2>
        </div>
        <TextInput
          type="search"
          aria-label={WITHDRAW_TEXTS.searchLabel}
          placeholder={WITHDRAW_TEXTS.searchPlaceholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className={styles.search}
          data-testid="withdraw-currency-search"
        />
        <QueryState query={currencies}>
          {() =>
            shown.length === 0 ? (
              <p role="status" data-testid="withdraw-currency-empty">
                {WITHDRAW_TEXTS.noCurrency}
              </p>
            ) : (
              <ul className={styles.currencyList}>
                {shown.map((currency) => (
                  <li key={currency.currency}>
                    <Link href={withdrawFormPath(currency.currency, lang)} className={styles.currencyItem} data-testid="withdraw-currency" data-currency={currency.currency}>
                      <span>
                        <strong>{currency.displayName}</strong> <span className={custody.muted}>{currency.fullName}</span>
                      </span>
                      <span>
                        <span className={custody.muted}>{WITHDRAW_TEXTS.available} </span>
                        <span data-testid="withdraw-currency-available">{balances[currency.currency] ?? '0'}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>
    </WithdrawGate>
  );
}
