'use client';

// 我的资产 (/cn/assets/): the custody statement — the total and today's profit-loss, quick
// links, each account kind's valuation and state, the profit-statistics activation and, for a
// parent account, its sub-accounts' profit-loss.

import type { Language } from '@/lib/routing/segments';
import { AccountKindsTable } from './account-kinds-table';
import { ProfitActivationCard } from './profit-activation-card';
import { CustodyQuickLinks } from './quick-links';
import { SubAccountsProfit } from './sub-accounts-profit';
import { CustodyTotalCard } from './total-card';
import styles from './custody.module.css';

export function CustodyAssetsScreen({ lang }: { lang: Language }) {
  return (
    <div className={styles.page} data-testid="custody-assets">
      <CustodyTotalCard lang={lang} />
      <CustodyQuickLinks lang={lang} />
      <section className={styles.card} aria-labelledby="custody-kinds-title">
        <div className={styles.cardHead}>
          <h2 id="custody-kinds-title" className={styles.cardTitle}>
            账户资产
          </h2>
        </div>
        <AccountKindsTable lang={lang} label="各账户资产估值" />
      </section>
      <ProfitActivationCard />
      <SubAccountsProfit />
    </div>
  );
}
