import type { ReactNode } from 'react';
import Link from 'next/link';
import { BackButton } from '@/components/shell/back-button';
import { UserMenu } from '@/components/shell/user-menu';
import { BRAND } from '@/lib/routing/manifest';
import type { Language } from '@/lib/routing/segments';
import { headerMenu } from '@/lib/shell/menu';
import styles from './finance-layout.module.css';

/**
 * The finance layout (the exchange wallet's pages). The specification keeps it bare, without
 * the site header and footer; a slim bar with the brand, 返回 and the user menu keeps the user
 * from being stranded on it.
 */
export function FinanceLayout({ lang, children }: { lang: Language; children: ReactNode }) {
  const menu = headerMenu(lang, true);
  return (
    <div className="layout layout--finance" data-layout="finance">
      <header className={styles.bar}>
        <div className={styles.inner}>
          <Link href={menu.home.href} className={styles.brand}>
            {BRAND}
          </Link>
          <BackButton fallbackHref={menu.home.href} className={styles.back} />
          <div className={styles.account}>
            <UserMenu links={menu.user} />
          </div>
        </div>
      </header>
      <main className="layout__main">{children}</main>
    </div>
  );
}
