'use client';

// What a sub-account reads where a parent manages its sub-accounts: that management is the
// parent's, and what its own session may do, each line open or closed with the reason the gate
// itself shows (lib/sub-account ownAccessLines), the asset pages' accounts the parent hid, and
// the way to its assets, transfers and the exchange.

import Link from 'next/link';
import { accountKindName } from '@/lib/assets/account-kinds';
import { buildPath, getRoute } from '@/lib/routing/manifest';
import type { Language } from '@/lib/routing/segments';
import { HIDDEN_BY_PARENT_REASON, hiddenAccountKinds, ownAccessLines } from '@/lib/sub-account/own-access';
import { DEFAULT_PAIR } from '@/lib/trading/preferences';
import { useAuthorities } from '@/queries/trading';
import { visibleAccountKinds } from '@/lib/assets/visibility';
import { SUB_ACCOUNT_USER_TYPE } from '@/lib/session/user';
import { useSubAccountVisibility } from '@/queries/finance';
import { OWN_ACCESS_TEXT as T } from './texts';
import styles from './sub-account.module.css';

export function OwnAccessPanel({ lang }: { lang: Language }) {
  const authorities = useAuthorities(true);
  const visibility = useSubAccountVisibility(lang);
  // A failed authority call leaves the margin lines closed, as the order form does.
  const lines = ownAccessLines({ authorities: authorities.data ?? (authorities.isError ? {} : null) });
  // Until the visibility answers, nothing is said to be hidden.
  const hidden = visibility.data ? hiddenAccountKinds(visibleAccountKinds(SUB_ACCOUNT_USER_TYPE, visibility.data)) : [];
  const path = (id: string, params: Record<string, string> = {}) => buildPath(getRoute(id), { lang, ...params });
  return (
    <section className={styles.section} aria-labelledby="sub-account-own-access" data-testid="sub-account-own-access">
      <h2 id="sub-account-own-access">{T.title}</h2>
      <p>{T.intro}</p>
      <ul className={styles.accessList}>
        {lines.map((line) => (
          <li key={line.key} data-testid="own-access-line" data-key={line.key} data-open={line.open === null ? 'loading' : String(line.open)}>
            <span>{line.label}</span>
            <span className={line.open ? styles.stateNormal : styles.stateLocked}>{line.open === null ? T.loading : line.open ? T.open : T.closed}</span>
            {line.reason ? <span className={styles.reason}>{line.reason}</span> : null}
          </li>
        ))}
      </ul>
      <p data-testid="own-access-hidden">
        {hidden.length === 0 ? T.noneHidden : `${hidden.map(accountKindName).join('、')}：${HIDDEN_BY_PARENT_REASON}`}
      </p>
      <p className={styles.links}>
        <Link href={path('finance/account')}>{T.assets}</Link>
        <Link href={path('finance/transfer')}>{T.transfer}</Link>
        <Link href={path('exchange/{pair}', { pair: DEFAULT_PAIR })}>{T.exchange}</Link>
      </p>
    </section>
  );
}
