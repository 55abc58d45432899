'use client';

// 资产账户 (/cn/finance/account/): the total, then every account kind the user sees with its
// valuation (BTC and ≈ the display fiat), its state (未开通, 暂无资产, a failure with 重试) and
// a link to its detail; the quick links into deposit, withdraw, transfer and records.

import type { Language } from '@/lib/routing/segments';
import { AccountKindsTable } from './account-kinds-table';
import { CustodyQuickLinks } from './quick-links';
import { CustodyTotalCard } from './total-card';
import styles from './custody.module.css';

export function CustodyAccountListScreen({ lang }: { lang: Language }) {
  return (
    <div className={styles.page} data-testid="custody-accounts">
      <CustodyTotalCard lang={lang} />
      <CustodyQuickLinks lang={lang} />
      <section className={styles.card} aria-labelledby="custody-account-list-title">
        <div className={styles.cardHead}>
          <h2 id="custody-account-list-title" className={styles.cardTitle}>
            账户列表
          </h2>
        </div>
        <AccountKindsTable lang={lang} showFiat label="各账户估值与状态" />
      </section>
    </div>
  );
}
