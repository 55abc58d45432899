'use client';

// 资金划转 (/{lang}/finance/transfer/): from-account and to-account pickers over the kinds the
// user has (a sub-user without otc, margin only with its authority), a swap button, the currency
// with the from-account's transferable amount, the isolated pair where a side is per pair, the
// amount with 全部, and both accounts' balances (beside the form on a desktop, above it on a
// phone), changed at once when the server confirmed a move. Opened from a row's 划转 with
// `?from=&to=&currency=&symbol=` filled in. HTX moves money through spot: picking a non-spot
// account on both sides puts spot on the other side (the hint says so).

import Link from 'next/link';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { useCustodyUser } from '@/components/custody/use-custody';
import { useGuardedAction } from '@/components/dialog/guarded-submit';
import { requestAttempt, type RequestAttempt } from '@/components/dialog/request-id';
import { AmountInput } from '@/components/form/amount-input';
import { Button } from '@/components/form/button';
import { Select } from '@/components/form/select';
import { formatNumber } from '@/lib/decimal';
import { buildPath, getRoute } from '@/lib/routing/manifest';
import type { Language } from '@/lib/routing/segments';
import {
  checkTransfer,
  closedTransferKinds,
  defaultTransferSides,
  NO_RECEIVER_TEXT,
  pickSide,
  POINT_TEXTS,
  SPOT_HUB_TEXT,
  supportsCurrency,
  swapSides,
  SUB_USER_TYPE,
  TRANSFER_TEXTS,
  transferableOf,
  transferKindName,
  transferKindsFor,
  type TransferField,
  type TransferKind,
  type TransferPrefill,
  type TransferSides,
} from '@/lib/transfer';
import { queryErrorText } from '@/queries/failure';
import { useAuthorities } from '@/queries/trading';
import { useSubmitTransfer, useTransferSource } from '@/queries/transfer';
import { useMarginBalances, useSpotBalance } from '@/queries/wallet';
import { showToast } from '@/stores/toast-store';
import { PointTransferDialog } from './point-transfer-dialog';
import { useHeldTransferKinds } from './use-held-kinds';
import styles from './transfer.module.css';
import { EMPTY_PLACEHOLDER } from '@/lib/format';

export const TRANSFER_SCREEN_TEXTS = {
  from: '从',
  to: '到',
  swap: '交换转出与转入账户',
  currency: '币种',
  symbol: '杠杆交易对',
  amount: '划转数量',
  transferable: '可划转',
  submit: '确定划转',
  records: '划转记录',
  balances: '账户余额',
  loading: EMPTY_PLACEHOLDER,
} as const;

const COMMON_CURRENCIES = ['usdt', 'btc', 'eth', 'ht'];
const NO_SYMBOLS: readonly string[] = [];
const PRECISION = 8;

export interface TransferScreenProps {
  lang: Language;
  prefill: TransferPrefill;
}

function recordsPath(lang: Language): string {
  return `${buildPath(getRoute('finance/record'), { lang })}?tab=transfer`;
}

function shown(value: string | null | undefined): string {
  return value === null || value === undefined ? TRANSFER_SCREEN_TEXTS.loading : formatNumber(value, PRECISION, { padZeros: false });
}

export function TransferScreen({ lang, prefill }: TransferScreenProps) {
  const id = useId();
  const { user, ready } = useCustodyUser();
  const userType = user?.user_type ?? null;
  const isSub = userType === SUB_USER_TYPE;
  const authorities = useAuthorities(ready && isSub);
  const offered = useMemo(() => transferKindsFor({ userType, authorities: authorities.data ?? {} }), [userType, authorities.data]);
  // A sub-account reads why an account is missing from its lists, once its authorities are in.
  const closed = useMemo(
    () => (isSub && (authorities.data || authorities.isError) ? closedTransferKinds({ userType, authorities: authorities.data ?? {} }) : []),
    [isSub, userType, authorities.data, authorities.isError],
  );

  const [chosenSides, setSides] = useState<Partial<TransferSides>>({ ...(prefill.from ? { from: prefill.from } : {}), ...(prefill.to ? { to: prefill.to } : {}) });
  // Until the user picks, the pair is spot → the first account they hold (lib/transfer).
  const held = useHeldTransferKinds(offered, ready, userType);
  const opening = useMemo(() => defaultTransferSides(offered, held, chosenSides), [offered, held, chosenSides]);
  const { sides, receivable } = opening;
  const { from, to } = sides;
  const marginSide = from === 'margin' || to === 'margin';

  const marginAccounts = useMarginBalances('', ready && offered.includes('margin'), { live: false });
  const symbols = useMemo(() => marginAccounts.data?.map((account) => account.subtype).filter(Boolean) ?? NO_SYMBOLS, [marginAccounts.data]);
  const spot = useSpotBalance(ready, { live: false });

  const [chosenCurrency, setCurrency] = useState(prefill.currency || 'usdt');
  const [chosenSymbol, setSymbol] = useState(prefill.symbol);
  const symbol = marginSide
    ? chosenSymbol !== '' && (symbols.length === 0 || symbols.includes(chosenSymbol))
      ? chosenSymbol
      : (symbols.find((pair) => supportsCurrency('margin', chosenCurrency, pair)) ?? symbols[0] ?? '')
    : '';

  const currencies = useMemo(() => {
    const candidates = new Set<string>([chosenCurrency, ...COMMON_CURRENCIES, ...(spot.data?.rows.map((row) => row.currency) ?? [])]);
    return [...candidates].filter((code) => code !== '' && supportsCurrency(from, code, symbol) && supportsCurrency(to, code, symbol)).sort();
  }, [chosenCurrency, spot.data, from, to, symbol]);
  const currency = currencies.includes(chosenCurrency) ? chosenCurrency : (currencies[0] ?? '');

  const fromSource = useTransferSource(from, currency, symbol, ready);
  const toSource = useTransferSource(to, currency, symbol, ready);
  const transferable = fromSource.data ? transferableOf(fromSource.data, PRECISION) : null;

  const [amount, setAmount] = useState('');
  const [error, setError] = useState<{ field: TransferField; message: string } | null>(null);
  const submit = useSubmitTransfer(user?.uid ?? 0);
  // One request id per attempt: a retry of the same values carries the same one.
  const attempt = useRef<RequestAttempt | null>(null);
  const [pointOpen, setPointOpen] = useState(false);
  const serverError = submit.error ? queryErrorText(submit.error) : null;

  const { reset: resetSubmit } = submit;
  const changed = () => {
    setError(null);
    resetSubmit();
  };
  const pick = (side: 'from' | 'to', kind: TransferKind) => {
    setSides(pickSide(sides, side, kind));
    changed();
  };

  const { run: send } = useGuardedAction(async () => {
    resetSubmit();
    const check = checkTransfer({ from, to, currency, symbol, amount }, { transferable, precision: PRECISION });
    if (!check.ok) {
      setError({ field: check.field, message: check.message });
      return;
    }
    if (!transferable) {
      setError({ field: 'amount', message: TRANSFER_TEXTS.transferableUnknown });
      return;
    }
    setError(null);
    const values = { from, to, currency, symbol, amount: check.amount };
    attempt.current = requestAttempt(attempt.current, values);
    try {
      await submit.mutateAsync({ values, requestId: attempt.current.id });
      attempt.current = null;
      showToast('success', TRANSFER_TEXTS.success);
      setAmount('');
    } catch {
      // Shown from submit.error (the hook's wording); what was typed stays.
    }
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const kindOptions = offered.map((kind) => ({ value: kind, label: transferKindName(kind) }));
  const unit = currency.toUpperCase();
  const fieldError = (field: TransferField) => (error?.field === field ? error.message : null);
  const sourceError = fromSource.error ? queryErrorText(fromSource.error) : null;

  return (
    <div className={styles.screen} data-testid="transfer-screen">
      <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="transfer-form">
        <p className={styles.hint}>{SPOT_HUB_TEXT}</p>
        {closed.length > 0 ? (
          <ul className={styles.hint} data-testid="transfer-closed-kinds">
            {closed.map(({ kind, reason }) => (
              <li key={kind}>
                {transferKindName(kind)}：{reason}
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.accounts}>
          <div className={styles.field}>
            <label htmlFor={`${id}-from`}>{TRANSFER_SCREEN_TEXTS.from}</label>
            <Select id={`${id}-from`} className={styles.picker} value={from} options={kindOptions} onChange={(event) => pick('from', event.target.value as TransferKind)} data-testid="transfer-from" />
          </div>
          <button type="button" className={styles.swap} aria-label={TRANSFER_SCREEN_TEXTS.swap} onClick={() => { setSides(swapSides(sides)); changed(); }} data-testid="transfer-swap">
            ⇄
          </button>
          <div className={styles.field}>
            <label htmlFor={`${id}-to`}>{TRANSFER_SCREEN_TEXTS.to}</label>
            <Select id={`${id}-to`} className={styles.picker} value={to} options={kindOptions} onChange={(event) => pick('to', event.target.value as TransferKind)} data-testid="transfer-to" />
          </div>
        </div>
        {fieldError('accounts') ? <p className={styles.error} role="alert">{fieldError('accounts')}</p> : null}
        {!receivable ? (
          <p className={styles.error} role="alert" data-testid="transfer-no-receiver">
            {NO_RECEIVER_TEXT}
          </p>
        ) : null}

        {marginSide ? (
          <div className={styles.field}>
            <label htmlFor={`${id}-symbol`}>{TRANSFER_SCREEN_TEXTS.symbol}</label>
            <Select
              id={`${id}-symbol`}
              className={styles.picker}
              value={symbol}
              options={(symbols.length > 0 ? symbols : symbol ? [symbol] : []).map((pair) => ({ value: pair, label: pair.toUpperCase() }))}
              onChange={(event) => { setSymbol(event.target.value); changed(); }}
              data-testid="transfer-symbol"
            />
            {fieldError('symbol') ? <p className={styles.error} role="alert">{fieldError('symbol')}</p> : null}
          </div>
        ) : null}

        <div className={styles.field}>
          <label htmlFor={`${id}-currency`}>{TRANSFER_SCREEN_TEXTS.currency}</label>
          <Select
            id={`${id}-currency`}
            className={styles.picker}
            value={currency}
            options={currencies.map((code) => ({ value: code, label: code.toUpperCase() }))}
            onChange={(event) => { setCurrency(event.target.value); changed(); }}
            data-testid="transfer-currency"
          />
          {fieldError('currency') ? <p className={styles.error} role="alert">{fieldError('currency')}</p> : null}
        </div>

        <AmountInput
          id={`${id}-amount`}
          label={TRANSFER_SCREEN_TEXTS.amount}
          value={amount}
          onChange={(value) => { setAmount(value); changed(); }}
          unit={unit}
          max={transferable && !transferable.blocked ? transferable.amount : null}
          error={fieldError('amount')}
          errorTestId="transfer-amount-error"
        />
        <p className={styles.transferable} data-testid="transfer-transferable">
          {TRANSFER_SCREEN_TEXTS.transferable} {shown(transferable?.amount)} {unit}
        </p>
        {transferable?.blocked ? <p className={styles.error}>{transferable.blocked}</p> : null}
        {sourceError ? <p className={styles.error} role="alert" data-testid="transfer-source-error">{sourceError}</p> : null}
        {serverError ? <p className={styles.error} role="alert" data-testid="transfer-server-error">{serverError}</p> : null}

        <div className={styles.footer}>
          <Button type="submit" variant="primary" className={styles.submit} loading={submit.isPending} disabled={!ready || !receivable || fromSource.isPending} data-testid="transfer-submit">
            {TRANSFER_SCREEN_TEXTS.submit}
          </Button>
          <Link href={recordsPath(lang)} className={styles.link} data-testid="transfer-records-link">
            {TRANSFER_SCREEN_TEXTS.records}
          </Link>
          <Button variant="link" onClick={() => setPointOpen(true)} disabled={!ready} data-testid="point-transfer-open">
            {POINT_TEXTS.title}
          </Button>
        </div>
      </form>

      <aside className={styles.balances} aria-label={TRANSFER_SCREEN_TEXTS.balances} data-testid="transfer-balances">
        <dl className={styles.balance}>
          <dt>{transferKindName(from)}</dt>
          <dd data-testid="transfer-from-balance">{shown(fromSource.data?.available)} {unit}</dd>
        </dl>
        <dl className={styles.balance}>
          <dt>{transferKindName(to)}</dt>
          <dd data-testid="transfer-to-balance">{shown(toSource.data?.available)} {unit}</dd>
        </dl>
      </aside>
      {pointOpen && user ? <PointTransferDialog uid={user.uid} onClose={() => setPointOpen(false)} /> : null}
    </div>
  );
}
