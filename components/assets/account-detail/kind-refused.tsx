// An account the user's pages do not show, reached by its address (a sub-account's kind its
// parent hid, the mining account with its switch off): said plainly, with the way back. The
// server component renders it when it can tell; the client part when the answer comes later.

import Link from 'next/link';
import { KIND_REFUSED_TEXT, type KindAccess } from '@/lib/assets/visibility';
import { accountKindName, type AccountKind } from '@/lib/assets/account-kinds';
import styles from './account-detail.module.css';

export function KindRefused({ kind, access, backHref, backText = KIND_REFUSED_TEXT.back }: { kind: AccountKind; access: Exclude<KindAccess, 'shown'>; backHref: string; backText?: string }) {
  return (
    <div className={styles.detail} data-testid="account-refused" data-kind={kind} data-access={access}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h2 className={styles.name}>{accountKindName(kind)}</h2>
        </div>
      </header>
      <p role="alert" className={styles.notice}>
        {access === 'hidden-by-parent' ? KIND_REFUSED_TEXT.hiddenByParent : KIND_REFUSED_TEXT.miningClosed}
      </p>
      <p>
        <Link href={backHref} className={styles.back} data-testid="account-refused-back">
          {backText}
        </Link>
      </p>
    </div>
  );
}
