'use client';

// 我的点卡 (the point card's page, where the assets overview and the custody account list lead
// for the point account): the points left, each group with when it expires, 点卡划转 (the point
// transfer dialog of the transfer screen), and the point transfers in the custody records.

import Link from 'next/link';
import { useState } from 'react';
import { Button } from '@/components/form';
import { QueryState } from '@/components/query-state/query-state';
import { PointTransferDialog } from '@/components/transfer/point-transfer-dialog';
import { formatNumber } from '@/lib/decimal/format';
import { formatTime } from '@/lib/format';
import type { Language } from '@/lib/routing/segments';
import { usePointAccount } from '@/queries/wallet';
import { pathOf } from './links';
import { useCustodyUser } from './use-custody';
import styles from './custody.module.css';

export const POINTS_TEXT = {
  balance: '点卡余额',
  unit: '点',
  groups: '点卡明细',
  amount: '剩余点数',
  expiry: '到期时间',
  termless: '长期有效',
  noGroups: '暂无点卡',
  transfer: '点卡划转',
  records: '点卡划转记录',
} as const;

export function PointsScreen({ lang }: { lang: Language }) {
  const { user } = useCustodyUser();
  const account = usePointAccount(user !== null);
  const [transferring, setTransferring] = useState(false);
  return (
    <div className={styles.card} data-testid="points-screen">
      <QueryState query={account}>
        {(points) => (
          <>
            <div className={styles.cardHead}>
              <h2 className={styles.cardTitle}>{POINTS_TEXT.balance}</h2>
              <Button onClick={() => setTransferring(true)} disabled={user === null} data-testid="points-transfer">
                {POINTS_TEXT.transfer}
              </Button>
            </div>
            <p className={styles.figure} data-testid="points-balance">
              {formatNumber(points.balance, 2, { thousands: true, padZeros: false })} <span className={styles.unit}>{POINTS_TEXT.unit}</span>
            </p>
            <h3 className={styles.cardTitle}>{POINTS_TEXT.groups}</h3>
            {points.groups.length === 0 ? (
              <p className={styles.muted}>{POINTS_TEXT.noGroups}</p>
            ) : (
              <ul data-testid="points-groups">
                {points.groups.map((group) => (
                  <li key={group.groupId}>
                    {POINTS_TEXT.amount} {formatNumber(group.remainAmt, 2, { thousands: true, padZeros: false })} {POINTS_TEXT.unit}，{POINTS_TEXT.expiry}{' '}
                    {group.expiryDate === null ? POINTS_TEXT.termless : formatTime(group.expiryDate)}
                  </li>
                ))}
              </ul>
            )}
            <Link href={`${pathOf('cn/finance/record', lang)}?tab=point`} className={styles.linkButton} data-testid="points-records">
              {POINTS_TEXT.records}
            </Link>
          </>
        )}
      </QueryState>
      {transferring && user ? <PointTransferDialog uid={user.uid} onClose={() => setTransferring(false)} /> : null}
    </div>
  );
}
