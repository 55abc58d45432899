'use client';

// The user's account kinds as a statement: each kind's name, valuation (BTC, and ≈ the display
// fiat when asked) and state, with 查看 to its detail page. Each kind's balances are its own
// query (components/assets/wallet-kinds): one that fails shows its message and 重试 in its own
// row, the others stay. Rows become cards on phones.

import Link from 'next/link';
import { useEffect, useMemo } from 'react';
import { useWalletKind, type WalletKindView } from '@/components/assets/wallet-kinds';
import { kindValuation } from '@/components/assets/wallet-valuation';
import { DataTable, type DataColumn } from '@/components/records/data-table';
import { ACCOUNT_KIND_INFO, type AccountKind } from '@/lib/assets/account-kinds';
import { formatFiatAmount } from '@/lib/assets/conversion';
import { fiatValuation, valuationText } from '@/lib/assets/valuation';
import { formatNumber } from '@/lib/decimal';
import type { Language } from '@/lib/routing/segments';
import { kindDetailPath } from './links';
import { useCustodyMarket, useCustodyUser, useVisibleKinds } from './use-custody';
import { WALLET_STATE_TEXT } from '@/lib/assets/wallet-state';
import { showToast } from '@/stores/toast-store';
import styles from './custody.module.css';

export const KIND_STATE_TEXT = WALLET_STATE_TEXT;

/** A kind's view as these pages load it: dm and swap's 1011 asks for its toast (section 8). */
export function useCustodyKind(kind: AccountKind): WalletKindView {
  const { user } = useCustodyUser();
  return useWalletKind(kind, { loggedIn: user !== null, userType: user?.user_type ?? null, toastOnEmpty: true });
}

const useKind = useCustodyKind;

/** A kind's valuation: `0.12345678 BTC` (≈ fiat below when asked); `--` until known. */
export function KindValue({ kind, showFiat = false }: { kind: AccountKind; showFiat?: boolean }) {
  const view = useKind(kind);
  const { fiat } = useCustodyUser();
  const { market, rates } = useCustodyMarket();
  if (kind === 'point' && view.state === 'loaded') {
    return <span data-testid={`kind-value-${kind}`}>{formatNumber(view.data?.extra.points ?? '0', 4, { maxLength: Infinity })} 点</span>;
  }
  // Unknown until the last prices are in, so a half-priced sum is never shown.
  const value = (market && kindValuation(view, market)) ?? { btc: null, usdt: null };
  return (
    <span data-testid={`kind-value-${kind}`}>
      {valuationText(value.btc, 'btc')} BTC
      {showFiat ? (
        <>
          <br />
          <span className={styles.muted}>≈ {formatFiatAmount(fiatValuation(value.usdt, rates, fiat), fiat)}</span>
        </>
      ) : null}
    </span>
  );
}

/** 正常, 未开通, 暂无资产, or a dead wallet's message with 重试. */
export function KindState({ kind }: { kind: AccountKind }) {
  const view = useKind(kind);
  // A failure that asks for a toast (otc's message; dm and swap 1011) says it once, from its row.
  useEffect(() => {
    if (view.toast) showToast('error', view.toast);
  }, [view.toast]);
  if (view.state === 'dead') {
    return (
      <span data-testid={`kind-state-${kind}`} data-state={view.state} role="alert">
        {view.failureMessage || KIND_STATE_TEXT.dead}{' '}
        <button type="button" className={styles.inlineButton} onClick={view.retry}>
          重试
        </button>
      </span>
    );
  }
  return (
    <span data-testid={`kind-state-${kind}`} data-state={view.state} className={view.state === 'loaded' ? undefined : styles.muted}>
      {KIND_STATE_TEXT[view.state]}
    </span>
  );
}

export function AccountKindsTable({ lang, showFiat = false, label = '资产账户' }: { lang: Language; showFiat?: boolean; label?: string }) {
  const { kinds } = useVisibleKinds(lang);
  const columns = useMemo<DataColumn<AccountKind>[]>(
    () => [
      { key: 'name', title: '账户', rowHeader: true, render: (kind) => ACCOUNT_KIND_INFO[kind].name },
      { key: 'value', title: '估值', align: 'right', render: (kind) => <KindValue kind={kind} showFiat={showFiat} /> },
      { key: 'state', title: '状态', render: (kind) => <KindState kind={kind} /> },
      {
        key: 'action',
        title: '操作',
        align: 'right',
        render: (kind) => (
          <Link href={kindDetailPath(kind, lang)} aria-label={`查看${ACCOUNT_KIND_INFO[kind].name}`}>
            查看
          </Link>
        ),
      },
    ],
    [lang, showFiat],
  );
  return (
    <DataTable
      columns={columns}
      rows={kinds}
      rowKey={(kind) => kind}
      rowProps={kindRowProps}
      label={label}
      loading={kinds.length === 0}
      cards
      testId="custody-kinds"
    />
  );
}

function kindRowProps(kind: AccountKind) {
  return { 'data-testid': `kind-row-${kind}` };
}
