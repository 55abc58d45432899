'use client';

// 充币 of one currency (/finance/deposit/{currency}/; exchange-wallet-fiat.md sections 4, 6, 8):
// the currency switcher, then by the deposit chain type — paused (the reason, no address), iota
// (a fresh address on request), newold (the old chain marked), multi (a chain choice) or
// single — the chain, the security alert (isMakeSure, unless acknowledged for good), the
// address with its QR code and copy buttons (the tag too on tag chains), the notices (minimum,
// confirmations, tiny deposits) and the newest deposits of the currency. A disabled user
// (country 183) sees the reason and no address; an unknown currency says so and links back.

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { QueryState } from '@/components/query-state/query-state';
import { Button } from '@/components/form';
import { pathOf } from '@/components/custody/links';
import { isDisabledUser } from '@/lib/session/user';
import type { Language } from '@/lib/routing/segments';
import {
  defaultChainChoice,
  depositAddressStatus,
  depositChainOptions,
  depositChainType,
  depositNotices,
  DEPOSIT_TEXTS,
  needsAddressConfirmation,
  walletAccess,
  type Chain,
  type WalletCurrency,
  type ChainOption,
} from '@/lib/wallet';
import { queryErrorText } from '@/queries/failure';
import {
  useAcknowledgeUserAlert,
  useChains,
  useDepositAddress,
  useGenerateDepositAddress,
  useTinyDeposits,
  useUserAlert,
} from '@/queries/deposit-withdraw';
import { sessionStore } from '@/stores/session-store';
import { showToast } from '@/stores/toast-store';
import { AddressCard } from './address-card';
import { ChainChoice } from './chain-choice';
import { useDepositList } from './currencies';
import { CurrencyPicker } from './currency-picker';
import { rememberDepositCurrency } from './recent-currencies';
import { RecentDeposits } from './recent-deposits';
import { SecurityAlertDialog } from './security-alert-dialog';
import styles from './deposit.module.css';

export const BACK_TO_LIST_TEXT = '全部币种';
export const SWITCH_CURRENCY_TEXT = '切换币种';
export const UNKNOWN_CURRENCY_TEXT = '暂不支持该币种充币，请返回币种列表重新选择';
export const NOTICES_TITLE = '充币须知';
/** A blocked user's records: no chain names to look up (stable, so the table's columns are too). */
const NO_CHAINS: readonly Chain[] = [];

export const ACKNOWLEDGE_FAILED_TEXT = '设置失败，下次充币时仍会提示';

function Notices({ chain, tinyCount }: { chain: Chain; tinyCount: number | undefined }) {
  const notices = depositNotices(chain, tinyCount);
  return (
    <section className={styles.card} aria-labelledby="deposit-notices-title" data-testid="deposit-notices">
      <h3 id="deposit-notices-title" className={styles.cardTitle}>
        {NOTICES_TITLE}
      </h3>
      {notices.tinyDeposit ? (
        <p className={styles.warning} role="status" data-testid="deposit-tiny-notice">
          {notices.tinyDeposit}
        </p>
      ) : null}
      <ul className={styles.notices}>
        {notices.minDeposit ? <li data-testid="deposit-min">{notices.minDeposit}</li> : null}
        {notices.confirms ? <li data-testid="deposit-confirms">{notices.confirms}</li> : null}
        <li>{notices.onlyThisCurrency}</li>
        {notices.tagWarning ? <li>{notices.tagWarning}</li> : null}
      </ul>
    </section>
  );
}

function Switcher({ list, lang, currency }: { list: readonly WalletCurrency[]; lang: Language; currency: WalletCurrency }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.switcher}>
      <div className={styles.switcherHead}>
        <h2 className={styles.currencyTitle} data-testid="deposit-currency">
          <span className={styles.currencyCode}>{currency.displayName}</span> <span className={styles.currencyName}>{currency.fullName}</span>
        </h2>
        <div className={styles.switcherActions}>
          <Button aria-expanded={open} aria-controls={open ? 'deposit-switcher-panel' : undefined} onClick={() => setOpen((value) => !value)} data-testid="deposit-switch">
            {SWITCH_CURRENCY_TEXT}
          </Button>
          <Link href={pathOf('finance/deposit', lang)} className={styles.textLink}>
            {BACK_TO_LIST_TEXT}
          </Link>
        </div>
      </div>
      {open ? (
        <div id="deposit-switcher-panel" className={styles.switcherPanel}>
          <CurrencyPicker list={list} lang={lang} current={currency.currency} autoFocus />
        </div>
      ) : null}
    </div>
  );
}

interface ChainArea {
  currency: string;
  options: ChainOption[];
  selected: ChainOption;
  type: 'iota' | 'newold' | 'multi' | 'single';
  loggedIn: boolean;
  onSelect(chain: string): void;
}

/** Gate, address, notices of the chosen chain. */
function DepositArea({ currency, options, selected, type, loggedIn, onSelect }: ChainArea) {
  const alert = useUserAlert(loggedIn);
  const acknowledge = useAcknowledgeUserAlert();
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(() => new Set());
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const chain = selected.chain;
  const alertKnown = alert.data !== undefined || alert.isError;
  // Until the alert's answer is in, the card waits (loading) rather than flash the gate.
  const gated = alertKnown && needsAddressConfirmation({ confirmed: confirmed.has(chain), alertAcknowledged: alert.data?.acknowledged === true });

  const address = useDepositAddress(currency, chain, loggedIn && alertKnown && !gated);
  const tiny = useTinyDeposits(currency, chain, loggedIn);
  const generate = useGenerateDepositAddress();
  const status = alertKnown ? depositAddressStatus({ pending: address.isPending, failed: address.isError, address: address.data?.address }) : 'loading';
  const errorText = queryErrorText(address.error);

  // Section 8: an address failure is also said as an error toast, once per failure.
  const toasted = useRef(0);
  useEffect(() => {
    if (address.isError && address.errorUpdatedAt !== toasted.current) {
      toasted.current = address.errorUpdatedAt;
      showToast('error', errorText);
    }
  }, [address.isError, address.errorUpdatedAt, errorText]);

  const confirm = (forGood: boolean) => {
    setConfirmed((previous) => new Set(previous).add(chain));
    if (forGood) acknowledge.mutate(undefined, { onError: () => showToast('error', ACKNOWLEDGE_FAILED_TEXT) });
  };

  const onGenerate = () =>
    generate.mutate(
      { currency, chain },
      {
        onSuccess: () => showToast('success', DEPOSIT_TEXTS.iotaAddressGenerated),
        onError: (error) => showToast('error', queryErrorText(error)),
      },
    );

  const tagRequired = selected.info.addrDepositTag === true;
  return (
    <>
      <section className={`${styles.card} ${styles.chainCard}`} aria-label="选择链">
        <ChainChoice type={type} options={options} selected={selected} onSelect={onSelect} />
      </section>
      <div className={styles.columns}>
        <AddressCard
          currency={currency}
          chainName={selected.name}
          gated={gated}
          onOpenAlert={() => setClosedFor(null)}
          status={status}
          address={address.data}
          errorText={errorText}
          onRetry={() => void address.refetch()}
          tagRequired={tagRequired}
          iota={type === 'iota'}
          generating={generate.isPending}
          onGenerate={onGenerate}
        />
        <Notices chain={selected.info} tinyCount={tiny.data?.count} />
      </div>
      {gated && closedFor !== chain ? (
        <SecurityAlertDialog
          key={chain}
          currency={currency}
          chainName={selected.name}
          withTag={tagRequired}
          busy={acknowledge.isPending}
          onConfirm={confirm}
          onClose={() => setClosedFor(chain)}
        />
      ) : null}
    </>
  );
}

function ChainsSection({ currency, userDisabled, loggedIn, initialChain }: { currency: string; userDisabled: boolean; loggedIn: boolean; initialChain: string | null }) {
  const chains = useChains(currency);
  const chainList = chains.data ?? NO_CHAINS;
  const [chosen, setChosen] = useState<string | null>(initialChain);
  return (
    <>
      <QueryState query={chains}>
        {(data) => {
          const kind = depositChainType({ currency, chains: data, userDisabled });
          if (kind.type === 'deposit-pause') {
            return (
              <p className={styles.blocked} role="alert" data-testid="deposit-paused">
                {kind.reason}
              </p>
            );
          }
          const options = depositChainOptions(currency, data);
          const selected = options.find((option) => option.chain === chosen && option.enabled) ?? defaultChainChoice(options, initialChain);
          if (!selected) return null;
          return (
            <div className={styles.area} data-testid="deposit-area" data-chain-type={kind.type} data-chain={selected.chain}>
              <DepositArea currency={currency} options={options} selected={selected} type={kind.type} loggedIn={loggedIn} onSelect={setChosen} />
            </div>
          );
        }}
      </QueryState>
      <RecentDeposits currency={currency} chains={chainList} loggedIn={loggedIn} />
    </>
  );
}

export interface DepositScreenProps {
  lang: Language;
  /** The currency of the URL (lower case, validated as a code by the route). */
  currency: string;
  /** A chain asked for by the link (?chain=), chosen first when open. */
  initialChain?: string | null;
}

export function DepositScreen({ lang, currency: rawCurrency, initialChain = null }: DepositScreenProps) {
  const user = useStore(sessionStore, (state) => state.user);
  const loggedIn = user !== null;
  const userDisabled = user !== null && isDisabledUser(user);
  const currency = rawCurrency.trim().toLowerCase();
  const { query, list } = useDepositList(loggedIn);
  const current = list?.find((entry) => entry.currency === currency);

  useEffect(() => {
    if (current) rememberDepositCurrency(current.currency);
  }, [current]);

  const access = walletAccess({ action: 'deposit', userDisabled, kycPassed: true, currency: {} });

  return (
    <div className={styles.page} data-testid="deposit-screen">
      <QueryState query={{ ...query, data: list }}>
        {(data) =>
          current ? (
            <>
              <Switcher list={data} lang={lang} currency={current} />
              {access.allowed ? (
                <ChainsSection currency={currency} userDisabled={userDisabled} loggedIn={loggedIn} initialChain={initialChain} />
              ) : (
                <>
                  <p className={styles.blocked} role="alert" data-testid="deposit-blocked" data-reason={access.reason}>
                    {access.message}
                  </p>
                  <RecentDeposits currency={currency} chains={NO_CHAINS} loggedIn={loggedIn} />
                </>
              )}
            </>
          ) : (
            <div className={`${styles.card} ${styles.gate}`} data-testid="deposit-unknown-currency">
              <p role="alert">{UNKNOWN_CURRENCY_TEXT}</p>
              <Link href={pathOf('finance/deposit', lang)} className={styles.textLink}>
                返回币种列表
              </Link>
            </div>
          )
        }
      </QueryState>
    </div>
  );
}
