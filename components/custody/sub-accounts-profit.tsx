'use client';

// A parent account's sub-accounts today: account name and UID, what it is worth (the same
// valuation as the sub-account list: its holdings at the last prices), and today's profit-loss
// and rate (custody balance profit-loss, sub variant). Shown to a main user who has sub-accounts (or
// whose list failed, to say so); a sub-user has none and does not ask.

import { useMemo } from 'react';
import { DataTable, type DataColumn } from '@/components/records/data-table';
import { useSubAccountValue } from '@/components/assets/use-sub-account-value';
import { valuationText } from '@/lib/assets/valuation';
import { isSubAccount } from '@/lib/session/user';
import { queryErrorText } from '@/queries/failure';
import { useSubProfitLoss } from '@/queries/finance';
import type { SubProfitLoss } from '@/services/custody/custody';
import { ProfitAmount, ProfitRate } from './profit-text';
import { useCustodyUser } from './use-custody';
import styles from './custody.module.css';

export const SUB_ACCOUNTS_TITLE = '子账户盈亏';

function SubAccountValue({ subUid }: { subUid: string }) {
  const value = useSubAccountValue(subUid);
  return <span data-testid={`sub-value-${subUid}`}>{valuationText(value, 'usdt', 2)}</span>;
}

const COLUMNS: DataColumn<SubProfitLoss>[] = [
  {
    key: 'name',
    title: '子账户',
    rowHeader: true,
    render: (sub) => (
      <>
        {sub.accountName}
        <br />
        <span className={styles.muted}>UID {sub.subUid}</span>
      </>
    ),
  },
  { key: 'balance', title: '资产 (USDT)', label: '资产 (USDT)', align: 'right', render: (sub) => <SubAccountValue subUid={sub.subUid} /> },
  { key: 'profitLoss', title: '今日盈亏 (USDT)', label: '今日盈亏 (USDT)', align: 'right', render: (sub) => <ProfitAmount value={sub.profitLoss} unit="" /> },
  { key: 'rate', title: '收益率', align: 'right', render: (sub) => <ProfitRate ratio={sub.profitLossRate} /> },
];

function subRowProps(sub: SubProfitLoss) {
  return { 'data-testid': `sub-row-${sub.subUid}` };
}

export function SubAccountsProfit() {
  const { user } = useCustodyUser();
  const main = user !== null && !isSubAccount(user);
  const query = useSubProfitLoss(main);
  const rows = useMemo(() => query.data ?? [], [query.data]);
  if (!main || (query.data !== undefined && query.data.length === 0)) return null;
  return (
    <section className={styles.card} aria-labelledby="sub-profit-title" data-testid="sub-profit">
      <div className={styles.cardHead}>
        <h2 id="sub-profit-title" className={styles.cardTitle}>
          {SUB_ACCOUNTS_TITLE}
        </h2>
      </div>
      <DataTable
        columns={COLUMNS}
        rows={rows}
        rowKey={(sub) => sub.subUid}
        rowProps={subRowProps}
        label={`${SUB_ACCOUNTS_TITLE}明细`}
        loading={query.isPending}
        error={query.data === undefined && query.error && !query.isFetching ? queryErrorText(query.error) : null}
        onRetry={() => void query.refetch()}
        cards
        testId="sub-profit-table"
      />
    </section>
  );
}
