'use client';

// A sub-account's overview says which accounts its parent hid from it (the asset-page
// visibility answer, the same cached query the shown kinds come from), so a missing card reads
// as a choice of the parent's rather than a fault. Nothing for a main user, or until the answer is in.

import { accountKindName, isSubUser } from '@/lib/assets/account-kinds';
import { visibleAccountKinds } from '@/lib/assets/visibility';
import { HIDDEN_BY_PARENT_REASON, hiddenAccountKinds } from '@/lib/sub-account/own-access';
import { useSubAccountVisibility } from '@/queries/finance';
import styles from './assets-overview.module.css';

export function HiddenByParentNote({ userType, lang, enabled }: { userType: number | null; lang: string; enabled: boolean }) {
  const sub = isSubUser(userType);
  const visibility = useSubAccountVisibility(lang, sub && enabled);
  if (!sub || !visibility.data) return null;
  const hidden = hiddenAccountKinds(visibleAccountKinds(userType, visibility.data));
  if (hidden.length === 0) return null;
  return (
    <p className={styles.parentNote} data-testid="assets-hidden-by-parent">
      {hidden.map(accountKindName).join('、')}：{HIDDEN_BY_PARENT_REASON}
    </p>
  );
}
