'use client';

// The user's level and what each level allows (equity configuration; limits as decimal text
// formatted with decimal.js).

import crm from '@/components/crm/crm.module.css';
import { QueryState } from '@/components/query-state/query-state';
import { DataTable, type DataColumn } from '@/components/records/data-table';
import type { KycEquity } from '@/lib/contracts/kyc';
import { withdrawLimitText } from '@/lib/kyc/equity';
import { kycLevelText, toKycLevel, type KycLevel } from '@/lib/kyc/levels';
import { useKycEquity } from '@/queries/kyc';
import styles from './kyc.module.css';

const EQUITY_COLUMNS: readonly DataColumn<KycEquity>[] = [
  { key: 'level', title: '等级', rowHeader: true, render: (row) => kycLevelText(row.level) },
  { key: 'limit', title: '每日提币额度', render: (row) => withdrawLimitText(row.dailyWithdrawLimit, row.currency) },
  { key: 'features', title: '可用功能', render: (row) => row.features.join('、') },
];

// Stable per level (DataTable re-renders rows when rowProps changes): the user's level is marked.
const markLevel = (level: KycLevel) => (row: KycEquity) => ({ 'data-current': String(row.level === level) });
const MARK_CURRENT: Readonly<Record<KycLevel, (row: KycEquity) => { 'data-current': string }>> = { C0: markLevel('C0'), C1: markLevel('C1'), C2: markLevel('C2') };

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
            <DataTable
              label="等级权益"
              columns={EQUITY_COLUMNS}
              rows={config.levels}
              rowKey={(row) => row.level}
              rowProps={MARK_CURRENT[current]}
              cards
            />
          )}
        </QueryState>
      </section>
    </div>
  );
}
