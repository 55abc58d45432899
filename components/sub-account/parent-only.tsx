'use client';

// Sub-account management is a parent's: a sub-account (user_type 2) gets a page that says so,
// leads back to 个人中心 and shows what its own session may do (OwnAccessPanel), and the user-centre menu shows the link to parents only. While the user
// is still unknown the screen loads; the server's 10102 (仅母账户可管理子账户) leads to the same
// notice, so a sub-account never gets the controls.

import dynamic from 'next/dynamic';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { isSubUser } from '@/lib/assets/account-kinds';
import { buildPath, getRoute } from '@/lib/routing/manifest';
import type { Language } from '@/lib/routing/segments';
import { sessionStore } from '@/stores/session-store';
import { SUB_ACCOUNT_SCREEN_TEXT as T } from './texts';
import styles from './sub-account.module.css';

// Only a sub-account reads it: a parent's page does not load it.
const OwnAccessPanel = dynamic(() => import('./own-access').then((module) => module.OwnAccessPanel), { ssr: false });

export const SUB_ACCOUNT_LIST_ROUTE = 'user-center/sub-account';
export const SUB_ACCOUNT_DETAIL_ROUTE = 'user-center/sub-account/{uid}';

export function subAccountListPath(lang: Language): string {
  return buildPath(getRoute(SUB_ACCOUNT_LIST_ROUTE), { lang });
}

export function subAccountDetailPath(lang: Language, uid: number): string {
  return buildPath(getRoute(SUB_ACCOUNT_DETAIL_ROUTE), { lang, uid: String(uid) });
}

/** What a sub-account reads instead of the management screens: that, and what it may do itself. */
export function NotParentNotice({ lang }: { lang: Language }) {
  const user = useStore(sessionStore, (state) => state.user);
  return (
    <>
      <div className={styles.notice} data-testid="sub-account-not-parent">
        <p role="alert">{T.notParent}</p>
        <Link href={buildPath(getRoute('user-center'), { lang })}>{T.backToUserCenter}</Link>
      </div>
      {user !== null && isSubUser(user.user_type) ? <OwnAccessPanel lang={lang} /> : null}
    </>
  );
}

/** The children for a parent; the notice for a sub-account. */
export function ParentOnly({ lang, children }: { lang: Language; children: ReactNode }) {
  const user = useStore(sessionStore, (state) => state.user);
  if (user !== null && isSubUser(user.user_type)) return <NotParentNotice lang={lang} />;
  return <>{children}</>;
}
