'use client';

// 提币地址管理 (/cn/finance/address/): the withdraw whitelist (on or off, the delay of a new
// address, what a withdrawal may go to now) and the address book per currency and chain, each
// address with its alias, address, tag, when it was added and whether it can be used now (with
// the whitelist on, an address inside its delay says how long is left). The filter box narrows
// per keystroke over a search key computed once per address (1000 addresses stay instant), the
// currency filter to one currency. Adding, removing, a white-level change and the whitelist
// settings each pass the security verification. Below 750 px the tables become cards and the
// dialogs bottom sheets.

import Link from 'next/link';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { QueryState } from '@/components/query-state/query-state';
import { Button, Select, TextInput } from '@/components/form';
import { pathOf } from '@/components/custody/links';
import { SUB_ACCOUNT_WITHDRAW_REASON } from '@/components/custody/quick-links';
import { useCustodyUser } from '@/components/custody/use-custody';
import { isSubUser } from '@/lib/assets/account-kinds';
import type { Language } from '@/lib/routing/segments';
import {
  bookCurrencies,
  filterBook,
  formatDelay,
  groupBook,
  indexBook,
  type BookEntry,
  type WhitelistSettings,
} from '@/lib/wallet-book';
import { useWithdrawAddressBook } from '@/queries/withdraw-address';
import { useAllChains } from '@/queries/deposit-withdraw';
import { chainName, type Chain } from '@/lib/wallet';
import { AddAddressDialog } from './add-address-dialog';
import { AddressGroup } from './address-group';
import { RemoveAddressDialog } from './remove-address-dialog';
import { WhiteLevelDialog } from './white-level-dialog';
import { WhitelistDialog } from './whitelist-dialog';
import custody from '@/components/custody/custody.module.css';
import styles from './wallet-book.module.css';

export const BACK_TO_ASSETS_TEXT = '返回资产账户';
export const GO_WITHDRAW_TEXT = '去提币';
export const WHITELIST_CARD_TITLE = '提币白名单';
export const WHITELIST_ON_TEXT = '已开启';
export const WHITELIST_OFF_TEXT = '未开启';
export const WHITELIST_EDIT_TEXT = '修改白名单设置';
export const BOOK_TITLE = '地址列表';
export const ADD_ADDRESS_TEXT = '添加地址';
export const EMPTY_BOOK_TEXT = '暂无提币地址，添加常用地址后提币时可直接选择';
export const EMPTY_ADD_TEXT = '立即添加';
export const NO_MATCH_TEXT = '没有符合条件的地址';
export const SEARCH_LABEL = '搜索地址';
export const SEARCH_PLACEHOLDER = '搜索币种、链、备注、地址或标签';
export const CURRENCY_FILTER_LABEL = '币种筛选';
export const ALL_CURRENCIES_TEXT = '全部币种';
export const BOOK_LOAD_FAILED_TEXT = '地址列表加载失败';

/** What a withdrawal may go to now (the white withdraw state as the page says it). */
export function whiteWithdrawStateText(settings: WhitelistSettings, usableCount: number): string {
  return settings.enabled ? `仅可向白名单地址提币，当前 ${usableCount} 个地址可用` : '可向任意地址提币';
}

export function chainNameOf(chains: readonly Chain[] | undefined, currency: string, chain: string): string {
  const found = chains?.find((entry) => entry.currency === currency && entry.chain === chain);
  return found ? chainName(found) : chain.toUpperCase();
}

const NO_CHAINS: readonly Chain[] = [];

type OpenDialog = { kind: 'add' } | { kind: 'remove'; entry: BookEntry } | { kind: 'white'; entry: BookEntry } | { kind: 'settings' };

interface BookData {
  entries: BookEntry[];
  settings: WhitelistSettings;
}

function WhitelistCard({ settings, usableCount, onEdit }: { settings: WhitelistSettings; usableCount: number; onEdit(): void }) {
  return (
    <section className={custody.card} aria-labelledby="whitelist-card-title" data-testid="whitelist-card">
      <div className={custody.cardHead}>
        <h2 id="whitelist-card-title" className={custody.cardTitle}>
          {WHITELIST_CARD_TITLE}
        </h2>
        <Button onClick={onEdit}>{WHITELIST_EDIT_TEXT}</Button>
      </div>
      <dl className={custody.stats}>
        <div>
          <dt>白名单状态</dt>
          <dd data-testid="whitelist-state">{settings.enabled ? WHITELIST_ON_TEXT : WHITELIST_OFF_TEXT}</dd>
        </div>
        <div>
          <dt>新地址生效延迟</dt>
          <dd data-testid="whitelist-delay">{formatDelay(settings.delayHours)}</dd>
        </div>
        <div>
          <dt>提币限制</dt>
          <dd data-testid="white-withdraw-state">{whiteWithdrawStateText(settings, usableCount)}</dd>
        </div>
      </dl>
    </section>
  );
}

export function AddressBookScreen({ lang }: { lang: Language }) {
  const { user, ready } = useCustodyUser();
  // The book is the parent account's (WALLET.md 3 "parent only"), as withdrawing is.
  const subUser = isSubUser(user?.user_type);
  const book = useWithdrawAddressBook(undefined, undefined, { enabled: ready && !subUser });
  // The reference chains (public): an address may be saved for a chain open for withdrawal.
  const chains = useAllChains({ enabled: !subUser });
  const savable = useMemo(() => (chains.data ?? NO_CHAINS).filter((chain) => chain.withdrawEnable), [chains.data]);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [currency, setCurrency] = useState('');
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = useCallback(() => setDialog(null), []);

  const entries = book.entries;
  const indexed = useMemo(() => indexBook(entries ?? []), [entries]);
  const currencies = useMemo(() => bookCurrencies(entries ?? []), [entries]);
  const activeCurrency = currencies.includes(currency) ? currency : '';
  const shown = useMemo(() => filterBook(indexed, { query: deferredQuery, currency: activeCurrency }), [indexed, deferredQuery, activeCurrency]);
  const groups = useMemo(() => groupBook(shown), [shown]);

  const onRemove = useCallback((entry: BookEntry) => setDialog({ kind: 'remove', entry }), []);
  const onWhiteLevel = useCallback((entry: BookEntry) => setDialog({ kind: 'white', entry }), []);
  const canAdd = chains.data !== undefined;
  const openAdd = () => setDialog({ kind: 'add' });

  const data: BookData | undefined = entries && book.settings ? { entries, settings: book.settings } : undefined;
  return (
    <div className={custody.page} data-testid="address-book">
      <nav className={styles.nav} aria-label="提币地址管理导航">
        <Link href={pathOf('cn/finance/account', lang)}>{BACK_TO_ASSETS_TEXT}</Link>
        <Link href={pathOf('cn/finance/withdraw', lang)}>{GO_WITHDRAW_TEXT}</Link>
      </nav>
      {subUser ? (
        <p className={custody.notice} role="status" data-testid="address-book-sub-user">
          {SUB_ACCOUNT_WITHDRAW_REASON}
        </p>
      ) : (
        <QueryState
          query={{ data, error: book.error, isPending: book.isPending, isFetching: book.isFetching, refetch: book.refetch }}
          errorFallback={BOOK_LOAD_FAILED_TEXT}
        >
          {({ entries: all, settings }) => (
            <>
              <WhitelistCard settings={settings} usableCount={book.usable.length} onEdit={() => setDialog({ kind: 'settings' })} />
              <section className={custody.card} aria-labelledby="address-book-title">
                <div className={custody.cardHead}>
                  <h2 id="address-book-title" className={custody.cardTitle}>
                    {BOOK_TITLE}
                  </h2>
                  <Button variant="primary" onClick={openAdd} disabled={!canAdd}>
                    {ADD_ADDRESS_TEXT}
                  </Button>
                </div>
                {all.length === 0 ? (
                  <div className={styles.empty} data-testid="address-book-empty">
                    <p>{EMPTY_BOOK_TEXT}</p>
                    <Button variant="primary" onClick={openAdd} disabled={!canAdd}>
                      {EMPTY_ADD_TEXT}
                    </Button>
                  </div>
                ) : (
                  <>
                    <div className={styles.toolbar}>
                      <TextInput
                        type="search"
                        aria-label={SEARCH_LABEL}
                        placeholder={SEARCH_PLACEHOLDER}
                        value={query}
                        onChange={(event) => setQuery(event.target.value)}
                        className={styles.search}
                        data-testid="address-search"
                      />
                      <Select
                        aria-label={CURRENCY_FILTER_LABEL}
                        value={activeCurrency}
                        onChange={(event) => setCurrency(event.target.value)}
                        options={[{ label: ALL_CURRENCIES_TEXT, value: '' }, ...currencies.map((code) => ({ label: code.toUpperCase(), value: code }))]}
                        className={styles.currency}
                        data-testid="address-currency-filter"
                      />
                      <span className={custody.muted} data-testid="address-count">
                        共 {shown.length} 个地址
                      </span>
                    </div>
                    {groups.length === 0 ? (
                      <p role="status" className={styles.empty} data-testid="address-no-match">
                        {NO_MATCH_TEXT}
                      </p>
                    ) : (
                      groups.map((group) => (
                        <AddressGroup
                          key={group.key}
                          group={group}
                          chainName={chainNameOf(chains.data, group.currency, group.chain)}
                          settings={settings}
                          now={book.now}
                          onRemove={onRemove}
                          onWhiteLevel={onWhiteLevel}
                        />
                      ))
                    )}
                  </>
                )}
              </section>
            </>
          )}
        </QueryState>
      )}
      {dialog?.kind === 'add' && chains.data ? (
        <AddAddressDialog chains={savable} saved={entries ?? []} settings={book.settings} currency={activeCurrency} onClose={close} />
      ) : null}
      {dialog?.kind === 'remove' ? (
        <RemoveAddressDialog entry={dialog.entry} chainName={chainNameOf(chains.data, dialog.entry.currency, dialog.entry.chain)} onClose={close} />
      ) : null}
      {dialog?.kind === 'white' ? <WhiteLevelDialog entry={dialog.entry} settings={book.settings} onClose={close} /> : null}
      {dialog?.kind === 'settings' && book.settings ? <WhitelistDialog settings={book.settings} onClose={close} /> : null}
    </div>
  );
}
