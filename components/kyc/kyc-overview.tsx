'use client';

// The user's level and what each level allows (equity configuration; limits as decimal text
// formatted with decimal.js).

import crm from '@/components/crm/crm.module.css';
import { QueryState } from '@/components/query-state/query-state';
import { withdrawLimitText } from '@/lib/kyc/equity';
import { kycLevelText, toKycLevel } from '@/lib/kyc/levels';
import { useKycEquity } from '@/queries/kyc';
import styles from './kyc.module.css';

export function KycOverview({ level }: { level: string | null | undefined }) {
  const equity = useKycEquity();
  const current = toKycLevel(level);
  return (
    <div className={styles.overview}>
      <section className={crm.card} aria-labelledby="kyc-level-title">
        <h2 id="kyc-level-title" className={crm.cardTitle}>
          当前认证等级
        </h2>
        <p className={styles.level} data-testid="kyc-level">
          {kycLevelText(current)}
        </p>
        <p className={crm.muted}>认证等级越高，可用的功能与每日提币额度越多。</p>
      </section>
      <section className={crm.card} aria-labelledby="kyc-equity-title">
        <h2 id="kyc-equity-title" className={crm.cardTitle}>
          等级权益
        </h2>
        <QueryState query={equity}>
          {(config) => (
            <table className={styles.equity}>
              <thead>
                <tr>
                  <th scope="col">等级</th>
                  <th scope="col">每日提币额度</th>
                  <th scope="col">可用功能</th>
                </tr>
              </thead>
              <tbody>
                {config.levels.map((row) => (
                  <tr key={row.level} data-current={row.level === current}>
                    <td data-label="等级">{kycLevelText(row.level)}</td>
                    <td data-label="每日提币额度">{withdrawLimitText(row.dailyWithdrawLimit, row.currency)}</td>
                    <td data-label="可用功能">{row.features.join('、')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </QueryState>
      </section>
    </div>
  );
}
