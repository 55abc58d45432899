'use client';

// 充币 / 提币 / 划转 / 财务记录. Deposit and withdraw follow lib/assets' row-action rule: a
// disabled user (country 183) may do neither, a sub-user may not withdraw; a closed action
// stays in place, marked unavailable, with the reason below.

import Link from 'next/link';
import { useMemo } from 'react';
import { currencyRowActions } from '@/lib/assets/row-actions';
import type { Language } from '@/lib/routing/segments';
import { isDisabledUser } from '@/lib/session/user';
import { pathOf } from './links';
import { useCustodyUser } from './use-custody';
import styles from './custody.module.css';

export const DISABLED_USER_REASON = '您的账户受限，暂不支持充币和提币';
export const SUB_ACCOUNT_WITHDRAW_REASON = '子账户不支持提币，请使用母账户提币';

export interface CustodyActions {
  deposit: boolean;
  withdraw: boolean;
  /** Why an action is closed; null when both are open. */
  reason: string | null;
}

/** What the user may do with any currency (the currency's own switches are the withdraw page's). */
export function useCustodyActions(): CustodyActions {
  const { user } = useCustodyUser();
  const disabledUser = user !== null && isDisabledUser(user);
  const userType = user?.user_type ?? null;
  return useMemo(() => {
    const actions = currencyRowActions({ currency: '', depositEnabled: true, withdrawEnabled: true, userType, disabledUser, symbols: [] });
    const reason = disabledUser ? DISABLED_USER_REASON : !actions.withdraw ? SUB_ACCOUNT_WITHDRAW_REASON : null;
    return { deposit: actions.deposit, withdraw: actions.withdraw, reason };
  }, [userType, disabledUser]);
}

/** A link, or when closed a span that says so (no href: nothing to follow). */
export function ActionLink({ href, open, children, reason, className, testId }: { href: string; open: boolean; children: string; reason: string | null; className?: string; testId?: string }) {
  if (open) {
    return (
      <Link href={href} className={className} data-testid={testId}>
        {children}
      </Link>
    );
  }
  return (
    <span className={className} aria-disabled="true" title={reason ?? undefined} data-testid={testId}>
      {children}
    </span>
  );
}

export function CustodyQuickLinks({ lang }: { lang: Language }) {
  const actions = useCustodyActions();
  return (
    <nav className={styles.card} aria-label="快捷入口" data-testid="custody-quick-links">
      <ul className={styles.links}>
        <li>
          <ActionLink href={pathOf('finance/deposit', lang)} open={actions.deposit} reason={actions.reason} className={styles.linkButton} testId="quick-deposit">
            充币
          </ActionLink>
        </li>
        <li>
          <ActionLink href={pathOf('cn/finance/withdraw', lang)} open={actions.withdraw} reason={actions.reason} className={styles.linkButton} testId="quick-withdraw">
            提币
          </ActionLink>
        </li>
        <li>
          <Link href={pathOf('finance/transfer', lang)} className={styles.linkButton}>
            划转
          </Link>
        </li>
        <li>
          <Link href={pathOf('cn/finance/record', lang)} className={styles.linkButton}>
            财务记录
          </Link>
        </li>
      </ul>
      {actions.reason ? (
        <p className={styles.notice} data-testid="custody-actions-closed">
          {actions.reason}
        </p>
      ) : null}
    </nav>
  );
}
