'use client';

// 财务中心 (/cn/finance/): the custody finance area's entrances as cards — 资产账户, 财务记录,
// 提币, 提币地址管理, 充币 — and the VIP card. Deposit and withdraw stay listed for a user who
// may not use them, marked unavailable with the reason.

import Link from 'next/link';
import type { Language } from '@/lib/routing/segments';
import { pathOf } from './links';
import { useCustodyActions } from './quick-links';
import { VipCard } from './vip-card';
import styles from './custody.module.css';

interface HubEntry {
  id: string;
  routeId: string;
  title: string;
  text: string;
  action?: 'deposit' | 'withdraw';
}

export const HUB_ENTRIES: readonly HubEntry[] = [
  { id: 'account', routeId: 'cn/finance/account', title: '资产账户', text: '查看各账户的余额与估值' },
  { id: 'record', routeId: 'cn/finance/record', title: '财务记录', text: '充币、提币与划转的历史记录' },
  { id: 'withdraw', routeId: 'cn/finance/withdraw', title: '提币', text: '将数字资产提到外部地址', action: 'withdraw' },
  { id: 'address', routeId: 'cn/finance/address', title: '提币地址管理', text: '管理常用提币地址' },
  { id: 'deposit', routeId: 'finance/deposit', title: '充币', text: '获取充币地址，向账户转入资产', action: 'deposit' },
];

export function CustodyFinanceHub({ lang }: { lang: Language }) {
  const actions = useCustodyActions();
  return (
    <div className={styles.page} data-testid="custody-finance">
      <nav aria-label="财务中心">
        <ul className={styles.grid}>
          {HUB_ENTRIES.map((entry) => {
            const open = entry.action === undefined || actions[entry.action];
            const body = (
              <>
                <h2 className={styles.cardTitle}>{entry.title}</h2>
                <p className={styles.sub}>{open ? entry.text : actions.reason}</p>
              </>
            );
            return (
              <li key={entry.id}>
                {open ? (
                  <Link href={pathOf(entry.routeId, lang)} className={`${styles.card} ${styles.hubCard}`} data-testid={`hub-${entry.id}`}>
                    {body}
                  </Link>
                ) : (
                  <div className={`${styles.card} ${styles.hubCard}`} aria-disabled="true" data-testid={`hub-${entry.id}`}>
                    {body}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <VipCard />
    </div>
  );
}
