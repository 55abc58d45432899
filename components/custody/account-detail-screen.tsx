'use client';

// 账户详情 (/cn/finance/account/{name}/): one account kind's currencies as a statement — 币种,
// 总额, 可用, 冻结, 估值 — with 充币 and 提币 per row (closed for a user who may not, with the
// reason), the kind's total above, and its state: 未开通, 暂无资产, or a failure with 重试.

import Link from 'next/link';
import { useEffect, useMemo } from 'react';
import { KindRefused } from '@/components/assets/account-detail/kind-refused';
import { useWalletKind } from '@/components/assets/wallet-kinds';
import { kindValuation, useKindAccess } from '@/components/assets/wallet-valuation';
import { showToast } from '@/stores/toast-store';
import { DataTable, type DataColumn } from '@/components/records/data-table';
import { ACCOUNT_KIND_INFO, type AccountKind } from '@/lib/assets/account-kinds';
import { formatFiatAmount } from '@/lib/assets/conversion';
import { assetValue, fiatValuation, valuationText, type ValuationMarket } from '@/lib/assets/valuation';
import { formatNumber } from '@/lib/decimal';
import type { Language } from '@/lib/routing/segments';
import type { BalanceRow } from '@/services/wallet/convert';
import { depositPath, pathOf, withdrawPath } from './links';
import { ActionLink, useCustodyActions, type CustodyActions } from './quick-links';
import { useCustodyMarket, useCustodyUser } from './use-custody';
import { WALLET_STATE_TEXT } from '@/lib/assets/wallet-state';
import { KIND_REFUSED_TEXT } from '@/lib/assets/visibility';
import styles from './custody.module.css';

export const NOT_OPEN_TEXT = '该账户未开通';
export const EMPTY_KIND_TEXT = WALLET_STATE_TEXT.empty;

const AMOUNT_DECIMALS = 8;

function amount(value: string): string {
  return formatNumber(value, AMOUNT_DECIMALS, { maxLength: Infinity });
}

function columnsFor(lang: Language, market: ValuationMarket | null, actions: CustodyActions): DataColumn<BalanceRow>[] {
  return [
    { key: 'currency', title: '币种', rowHeader: true, render: (row) => row.currency.toUpperCase() },
    { key: 'total', title: '总额', align: 'right', render: (row) => amount(row.total) },
    { key: 'available', title: '可用', align: 'right', render: (row) => amount(row.available) },
    { key: 'frozen', title: '冻结', align: 'right', render: (row) => amount(row.frozen) },
    {
      key: 'value',
      title: '估值 (BTC)',
      label: '估值 (BTC)',
      align: 'right',
      render: (row) => valuationText(market ? assetValue(row.total, row.currency, market).btc : null, 'btc'),
    },
    {
      key: 'actions',
      title: '操作',
      align: 'right',
      render: (row) => (
        <span className={styles.actions}>
          <ActionLink href={depositPath(row.currency, lang)} open={actions.deposit} reason={actions.reason} testId={`deposit-${row.currency}`}>
            充币
          </ActionLink>
          <ActionLink href={withdrawPath(row.currency, lang)} open={actions.withdraw} reason={actions.reason} testId={`withdraw-${row.currency}`}>
            提币
          </ActionLink>
        </span>
      ),
    },
  ];
}

function detailRowProps(row: BalanceRow) {
  return { 'data-testid': `detail-row-${row.currency}` };
}

export const BACK_TEXT = KIND_REFUSED_TEXT.backToAccounts;

/** The detail after the access check: a kind this user's pages do not show is refused with the way back. */
export function CustodyAccountDetail({ kind, lang }: { kind: AccountKind; lang: Language }) {
  const { user } = useCustodyUser();
  const access = useKindAccess(kind, user?.user_type ?? null, lang, user !== null);
  if (access !== null && access !== 'shown') return <KindRefused kind={kind} access={access} backHref={pathOf('cn/finance/account', lang)} backText={BACK_TEXT} />;
  return <CustodyAccountDetailBody kind={kind} lang={lang} allowed={access === 'shown'} />;
}

function CustodyAccountDetailBody({ kind, lang, allowed }: { kind: AccountKind; lang: Language; allowed: boolean }) {
  const { user, fiat } = useCustodyUser();
  // dm and swap's 1011 is toasted here (section 8: the page asks for it), like otc's failures.
  const view = useWalletKind(kind, { loggedIn: user !== null, userType: allowed ? (user?.user_type ?? null) : null, toastOnEmpty: true });
  useEffect(() => {
    if (view.toast) showToast('error', view.toast);
  }, [view.toast]);
  const { market, rates } = useCustodyMarket();
  const actions = useCustodyActions();
  const columns = useMemo(() => columnsFor(lang, market, actions), [lang, market, actions]);
  const name = ACCOUNT_KIND_INFO[kind].name;
  const total = view.state === 'loaded' && market ? kindValuation(view, market) : null;

  let emptyText: string = EMPTY_KIND_TEXT;
  if (view.state === 'not-open') emptyText = NOT_OPEN_TEXT;

  return (
    <div className={styles.page} data-testid="custody-account-detail" data-kind={kind}>
      <section className={styles.card} aria-labelledby="account-detail-title">
        <div className={styles.cardHead}>
          <h2 id="account-detail-title" className={styles.cardTitle}>
            {name}
          </h2>
          <span className={styles.actions}>
            <Link href={pathOf('cn/finance/record', lang)}>财务记录</Link>
            <Link href={pathOf('cn/finance/account', lang)}>{BACK_TEXT}</Link>
          </span>
        </div>
        <p className={styles.figure} data-testid="account-detail-btc">
          {valuationText(total?.btc ?? null, 'btc')}
          <span className={styles.unit}>BTC</span>
        </p>
        <p className={styles.sub} data-testid="account-detail-fiat">
          ≈ {formatFiatAmount(fiatValuation(total?.usdt ?? null, rates, fiat), fiat)}
        </p>
        {actions.reason ? (
          <p className={styles.notice} data-testid="custody-actions-closed">
            {actions.reason}
          </p>
        ) : null}
      </section>
      <div className={styles.card}>
        <DataTable
          columns={columns}
          rows={view.state === 'loaded' && view.data ? view.data.rows : []}
          rowKey={(row) => row.currency}
          rowProps={detailRowProps}
          label={`${name}币种`}
          loading={view.state === 'loading'}
          emptyText={emptyText}
          error={view.state === 'dead' ? view.failureMessage || '加载失败' : null}
          onRetry={view.retry}
          cards
          testId="account-detail-table"
        />
      </div>
    </div>
  );
}
