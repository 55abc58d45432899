'use client';

// The account detail page (/{LANG}/finance/account/{name}/): one account kind's currencies with
// total, available and frozen (the wallet's sums), their value in BTC and ≈ the user's fiat, a
// search, sorting, 隐藏小额资产 and per row the actions that apply. Margin shows one section per
// pair. Balances refresh every 15 s while the page is visible (useWalletKind), the account
// socket's pushes move cached rows in between (useBalancePushes), and only changed rows render.

import Link from 'next/link';
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { Checkbox } from '@/components/form/checkbox';
import { Select, type SelectOption } from '@/components/form/select';
import { TextInput } from '@/components/form/text-input';
import { useBalancePushes } from '@/components/assets/use-balance-pushes';
import { useWalletKind, type WalletKindView } from '@/components/assets/wallet-kinds';
import { kindValuation, useKindAccess } from '@/components/assets/wallet-valuation';
import { KindRefused } from './kind-refused';
import { ACCOUNT_KIND_INFO, type AccountKind, workingAccounts } from '@/lib/assets/account-kinds';
import { conversionCurrencyOf, formatFiatAmount, HIDDEN_AMOUNT } from '@/lib/assets/conversion';
import { fiatValuation, valuationText } from '@/lib/assets/valuation';
import { WALLET_STATE_TEXT } from '@/lib/assets/wallet-state';
import { buildPath, getRoute } from '@/lib/routing/manifest';
import type { ExchangeRate } from '@/lib/settings/rates';
import { pairSlug, type MarketSymbol } from '@/lib/settings/symbols';
import { isDisabledUser } from '@/lib/session/user';
import type { SortState } from '@/lib/records/sort';
import { useExchangeRates } from '@/queries/finance';
import { useMarketSymbols } from '@/queries/market';
import { useLastPrices } from '@/queries/prices';
import { useC2cBalance, useWalletAccounts } from '@/queries/wallet';
import type { BalanceRow } from '@/services/wallet/convert';
import { sessionStore } from '@/stores/session-store';
import { showToast } from '@/stores/toast-store';
import { AssetTable, DISABLED_USER_REASON, type RowActionContext } from './asset-table';
import { shownRows, toRowView, type AssetRowView, type RowMarket } from './detail-rows';
import { useAmountsHidden } from '../use-amounts-hidden';
import { useCurrencySettings } from './use-currency-settings';
import styles from './account-detail.module.css';

export const NOT_OPEN_TEXT = WALLET_STATE_TEXT['not-open'];
export const OPEN_ACCOUNT_TEXT = '立即开通';
export const DEAD_TEXT = WALLET_STATE_TEXT.dead;
export const EMPTY_TEXT = WALLET_STATE_TEXT.empty;
export const LOADING_TEXT = WALLET_STATE_TEXT.loading;
export const HIDE_SMALL_TEXT = '隐藏小额资产';
export const SEARCH_LABEL = '搜索币种';
export const BACK_TEXT = '返回资产总览';
export const SORT_LABEL = '排序';

/** The phone's sort picker (the table's header buttons are out of sight on cards). */
const SORT_OPTIONS: readonly SelectOption[] = [
  { value: '', label: '默认排序' },
  { value: 'currency:ascending', label: '币种 A-Z' },
  { value: 'currency:descending', label: '币种 Z-A' },
  { value: 'total:descending', label: '总额从高到低' },
  { value: 'total:ascending', label: '总额从低到高' },
  { value: 'value:descending', label: '估值从高到低' },
  { value: 'value:ascending', label: '估值从低到高' },
];

function sortOf(value: string): SortState | null {
  const [key, direction] = value.split(':');
  return key && (direction === 'ascending' || direction === 'descending') ? { key, direction } : null;
}

export interface AccountDetailProps {
  kind: AccountKind;
  lang: string;
  /** The account socket (resolveSocketUrl('account')). */
  socketUrl: string;
  /** The server's last prices (symbol → close), until the client's first answer. */
  initialPrices?: Readonly<Record<string, string>>;
  /** Where 立即开通 goes for a contract account that is not open (the futures host); null: no link. */
  openHref?: string | null;
}

const NO_PRICES: Readonly<Record<string, string>> = {};
const NO_RATES: readonly ExchangeRate[] = [];
const NO_SYMBOLS: readonly MarketSymbol[] = [];

function useRowViews(rows: readonly BalanceRow[] | undefined, market: RowMarket): readonly AssetRowView[] {
  return useMemo(() => (rows ?? []).map((row) => toRowView(row, market)), [rows, market]);
}

function TotalValue({ view, market, hidden }: { view: WalletKindView; market: RowMarket; hidden: boolean }) {
  const total = useMemo(() => kindValuation(view, market) ?? { btc: null, usdt: null }, [view, market]);
  const fiat = fiatValuation(total.usdt, market.rates, market.fiat);
  return (
    <p className={styles.total}>
      <span className={styles.totalLabel}>总资产折合</span>
      <span className={styles.totalBtc} data-testid="account-total-btc" aria-busy={total.btc === null}>
        {hidden ? HIDDEN_AMOUNT : `${valuationText(total.btc, 'btc')} BTC`}
      </span>
      <span className={styles.totalFiat} data-testid="account-total-fiat">
        ≈ {formatFiatAmount(fiat, market.fiat, { hidden })}
      </span>
    </p>
  );
}

function MarginSection({ account, symbols, market, context, search, hideSmall, hidden, sort, onSortChange, testIdPrefix = 'margin-section' }: {
  /** margin-section (isolated margin) or borrow-section (C2C borrow). */
  testIdPrefix?: string;
  sort: SortState | null;
  onSortChange(sort: SortState): void;
  /** A per-symbol account: isolated margin, or a C2C borrow account. */
  account: { subtype: string; rows: readonly BalanceRow[] };
  symbols: readonly MarketSymbol[];
  market: RowMarket;
  context: RowActionContext;
  search: string;
  hideSmall: boolean;
  hidden: boolean;
}) {
  const symbol = symbols.find((item) => item.symbol === account.subtype);
  const title = symbol?.displayName ?? account.subtype.toUpperCase();
  const slug = symbol ? pairSlug(symbol) : null;
  const sectionContext = useMemo(() => ({ ...context, sectionPair: slug }), [context, slug]);
  const views = useRowViews(account.rows, market);
  const shown = useMemo(() => shownRows(views, { search, hideSmall }), [views, search, hideSmall]);
  return (
    <section className={styles.section} aria-label={title} data-testid={`${testIdPrefix}-${account.subtype}`}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      <AssetTable
        rows={shown}
        label={`${title} 资产`}
        hidden={hidden}
        fiat={market.fiat}
        actions={sectionContext}
        filtered={views.length > 0}
        sort={sort}
        onSortChange={onSortChange}
        testId={`asset-table-${account.subtype}`}
      />
    </section>
  );
}

type SectionProps = Omit<Parameters<typeof MarginSection>[0], 'account' | 'testIdPrefix'>;

/** One C2C borrow account (a pro account of type borrow, per subtype) with its own rows and state. */
function BorrowSection({ account, ...props }: SectionProps & { account: { id: string; subtype: string } }) {
  const c2c = useC2cBalance(true, { accountType: 'borrow', accountId: account.id });
  const rows = c2c.data?.rows;
  const balances = useMemo(() => (rows ? { subtype: account.subtype, rows } : null), [rows, account.subtype]);
  if (!balances) {
    return c2c.error ? (
      <p role="alert" className={styles.notice} data-testid={`borrow-section-${account.subtype}`} data-state="dead">
        <span>{DEAD_TEXT}</span>
        <button type="button" className={styles.retry} onClick={() => void c2c.refetch()}>
          重试
        </button>
      </p>
    ) : (
      <p role="status" className={styles.notice} data-testid={`borrow-section-${account.subtype}`} data-state="loading">
        {LOADING_TEXT}
      </p>
    );
  }
  return <MarginSection {...props} account={balances} testIdPrefix="borrow-section" />;
}

/**
 * The page after the access check: a kind this user's overview does not show (a sub-account's
 * kind its parent hid, mining with its switch off) is refused with the way back, and its
 * balances are never asked for. The server component checks first when it can (kind-access.ts).
 */
export function AccountDetail(props: AccountDetailProps) {
  const { kind, lang } = props;
  const user = useStore(sessionStore, (state) => state.user);
  const access = useKindAccess(kind, user?.user_type ?? null, lang, user !== null);
  if (access !== null && access !== 'shown') return <KindRefused kind={kind} access={access} backHref={buildPath(getRoute('finance/account'), { lang })} />;
  return <AccountDetailBody {...props} allowed={access === 'shown'} />;
}

function AccountDetailBody({ kind, lang, socketUrl, initialPrices, openHref = null, allowed }: AccountDetailProps & { allowed: boolean }) {
  const user = useStore(sessionStore, (state) => state.user);
  const userType = allowed ? (user?.user_type ?? null) : null;
  const disabledUser = user ? isDisabledUser(user) : false;
  const fiat = conversionCurrencyOf(user);

  // dm and swap's 1011 is toasted here (section 8: the page asks for it).
  const view = useWalletKind(kind, { loggedIn: true, userType, toastOnEmpty: true });
  // The account socket follows once the rows are in (its first message per currency repeats them).
  useBalancePushes({ socketUrl, enabled: user !== null && view.state !== 'loading' });
  // A failure that asks for a toast (otc's message; dm and swap 1011 when asked) says it once.
  useEffect(() => {
    if (view.toast) showToast('error', view.toast);
  }, [view.toast]);
  const prices = useLastPrices(initialPrices).data ?? NO_PRICES;
  const rates = useExchangeRates().data ?? NO_RATES;
  const symbols = useMarketSymbols().data ?? NO_SYMBOLS;
  const currencies = useCurrencySettings().data ?? null;
  const [hidden, setHidden] = useAmountsHidden();
  const [search, setSearch] = useState('');
  const [hideSmall, setHideSmall] = useState(false);
  const [sort, setSort] = useState<SortState | null>(null);

  const market = useMemo<RowMarket>(() => ({ prices, rates, fiat }), [prices, rates, fiat]);
  const context = useMemo<RowActionContext>(
    () => ({ kind, lang, userType, disabledUser, symbols, currencies }),
    [kind, lang, userType, disabledUser, symbols, currencies],
  );
  const rows = view.data?.rows;
  const views = useRowViews(rows, market);
  const shown = useMemo(() => shownRows(views, { search, hideSmall }), [views, search, hideSmall]);

  const name = ACCOUNT_KIND_INFO[kind].name;
  const overview = buildPath(getRoute('finance/account'), { lang });
  const marginAccounts = kind === 'margin' ? view.data?.extra.marginAccounts : undefined;
  // C2C borrow accounts are kept per subtype (section 3): one section each, from the account list.
  const accountList = useWalletAccounts(true, { enabled: kind === 'c2cBorrow' && view.state === 'loaded' });
  const borrowAccounts = useMemo(
    () => (kind === 'c2cBorrow' ? workingAccounts(accountList.data ?? []).filter((account) => account.type.trim().toLowerCase() === 'borrow') : []),
    [kind, accountList.data],
  );

  let body;
  if (view.state === 'loading') {
    body = (
      <p role="status" className={styles.notice} data-testid="account-state" data-state="loading">
        {LOADING_TEXT}
      </p>
    );
  } else if (view.state === 'not-open') {
    body = (
      <p className={styles.notice} data-testid="account-state" data-state="not-open">
        <span>{NOT_OPEN_TEXT}</span>
        {openHref ? (
          <a href={openHref} className={styles.open}>
            {OPEN_ACCOUNT_TEXT}
          </a>
        ) : null}
      </p>
    );
  } else if (view.state === 'empty') {
    body = (
      <p className={styles.notice} data-testid="account-state" data-state="empty">
        {EMPTY_TEXT}
      </p>
    );
  } else if (view.state === 'dead') {
    body = (
      <div role="alert" className={styles.notice} data-testid="account-state" data-state="dead">
        <span>{view.failureMessage || DEAD_TEXT}</span>
        <button type="button" className={styles.retry} onClick={view.retry}>
          重试
        </button>
      </div>
    );
  } else if (borrowAccounts.length > 0) {
    body = borrowAccounts.map((account) => (
      <BorrowSection key={account.id} account={account} symbols={symbols} market={market} context={context} search={search} hideSmall={hideSmall} hidden={hidden} sort={sort} onSortChange={setSort} />
    ));
  } else if (marginAccounts) {
    body = marginAccounts.map((account) => (
      <MarginSection key={account.accountId} account={account} symbols={symbols} market={market} context={context} search={search} hideSmall={hideSmall} hidden={hidden} sort={sort} onSortChange={setSort} />
    ));
  } else {
    body = <AssetTable rows={shown} label={`${name}资产`} hidden={hidden} fiat={fiat} actions={context} filtered={views.length > 0} sort={sort} onSortChange={setSort} />;
  }

  return (
    <div className={styles.detail} data-testid="account-detail" data-kind={kind} data-state={view.state} data-fetching={view.fetching || undefined}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h2 className={styles.name} data-testid="account-name">
            {name}
          </h2>
          <Link href={overview} className={styles.back}>
            {BACK_TEXT}
          </Link>
        </div>
        {view.state === 'loaded' && view.data ? <TotalValue view={view} market={market} hidden={hidden} /> : null}
        <button type="button" className={styles.eye} aria-pressed={hidden} onClick={() => setHidden(!hidden)} data-testid="amounts-hidden">
          {hidden ? '显示金额' : '隐藏金额'}
        </button>
      </header>
      {disabledUser ? (
        <p role="note" className={styles.restricted} data-testid="deposit-withdraw-closed">
          {DISABLED_USER_REASON}
        </p>
      ) : null}
      {view.state === 'loaded' ? (
        <div className={styles.filters}>
          <label className={styles.search}>
            <span className="visually-hidden">{SEARCH_LABEL}</span>
            <TextInput type="search" value={search} placeholder={SEARCH_LABEL} aria-label={SEARCH_LABEL} onChange={(event) => setSearch(event.target.value)} data-testid="asset-search" />
          </label>
          <Checkbox checked={hideSmall} onChange={(event) => setHideSmall(event.target.checked)} data-testid="hide-small">
            {HIDE_SMALL_TEXT}
          </Checkbox>
          <label className={styles.sort}>
            <span className="visually-hidden">{SORT_LABEL}</span>
            <Select
              options={SORT_OPTIONS}
              aria-label={SORT_LABEL}
              value={sort ? `${sort.key}:${sort.direction}` : ''}
              onChange={(event) => setSort(sortOf(event.target.value))}
              data-testid="asset-sort"
            />
          </label>
        </div>
      ) : null}
      {body}
    </div>
  );
}
