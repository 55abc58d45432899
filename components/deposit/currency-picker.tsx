'use client';

// The deposit currency picker: a search box (code, name or full name; section 5), the recent
// choices while the box is empty, and every matching currency, each a link to its deposit
// page. The list page shows it whole; the deposit page opens it as its currency switcher.

import Link from 'next/link';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { TextInput } from '@/components/form';
import { depositPath } from '@/components/custody/links';
import { recentCurrencies, searchCurrencies } from '@/lib/wallet';
import type { Language } from '@/lib/routing/segments';
import type { WalletCurrency } from '@/lib/wallet';
import { useRecentDeposits } from './recent-currencies';
import styles from './deposit.module.css';

export const SEARCH_LABEL = '搜索币种';
export const SEARCH_PLACEHOLDER = '搜索币种代码或名称';
export const RECENT_TITLE = '最近选择';
export const NO_CURRENCY_MATCH_TEXT = '未找到相关币种';

function CurrencyLink({ currency, lang, testId, current }: { currency: WalletCurrency; lang: Language; testId: string; current: boolean }) {
  return (
    <Link href={depositPath(currency.currency, lang)} className={styles.currencyLink} data-testid={testId} aria-current={current ? 'page' : undefined}>
      <span className={styles.currencyCode}>{currency.displayName}</span>{' '}
      <span className={styles.currencyName}>{currency.fullName}</span>
    </Link>
  );
}

export interface CurrencyPickerProps {
  list: readonly WalletCurrency[];
  lang: Language;
  /** The currency of the page the picker is on (marked, still listed). */
  current?: string;
  autoFocus?: boolean;
}

export function CurrencyPicker({ list, lang, current, autoFocus = false }: CurrencyPickerProps) {
  const inputId = useId();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const recentCodes = useRecentDeposits();
  const recent = useMemo(() => recentCurrencies(recentCodes, list), [recentCodes, list]);
  const shown = useMemo(() => searchCurrencies(list, deferred), [list, deferred]);

  return (
    <div className={styles.picker} data-testid="deposit-currency-picker">
      <label htmlFor={inputId} className="visually-hidden">
        {SEARCH_LABEL}
      </label>
      <TextInput
        id={inputId}
        type="search"
        value={query}
        placeholder={SEARCH_PLACEHOLDER}
        onChange={(event) => setQuery(event.target.value)}
        className={styles.search}
        autoComplete="off"
        // The switcher opens on a click: the box takes the focus, typing filters at once.
        autoFocus={autoFocus}
      />
      {query.trim() === '' && recent.length > 0 ? (
        <section aria-label={RECENT_TITLE} className={styles.recent} data-testid="deposit-recent">
          <h3 className={styles.subTitle}>{RECENT_TITLE}</h3>
          <ul className={styles.chips}>
            {recent.map((currency) => (
              <li key={currency.currency}>
                <CurrencyLink currency={currency} lang={lang} testId={`deposit-recent-${currency.currency}`} current={currency.currency === current} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {shown.length === 0 ? (
        <p role="status" className={styles.muted} data-testid="deposit-currency-empty">
          {NO_CURRENCY_MATCH_TEXT}
        </p>
      ) : (
        <ul className={styles.currencyList} aria-label="币种列表" data-testid="deposit-currency-list">
          {shown.map((currency) => (
            <li key={currency.currency}>
              <CurrencyLink currency={currency} lang={lang} testId={`deposit-currency-${currency.currency}`} current={currency.currency === current} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
