'use client';

// One side of the order form (exchange-wallet-fiat.md sections 2, 5): the trigger price
// (stop-limit and algo), the price (limit, stop-limit, algo limit; it starts at the last price
// and follows a pick from the book), the amount (or, for a market buy, the value to spend), a
// balance share, the total in decimal, and the place button. Every number goes through the one
// amount input (full-width digits and separators normalised, decimals cut to the pair's
// precision). Input is checked before anything is sent, the balance and the minimum order value
// included (the field shows why); after a refused submit the messages follow the values, so a
// corrected field clears at once. A rejected order keeps what was typed; a second click while the
// first placement (or its confirmation) is under way places nothing. Where the order goes and
// whether it asks first is the form's business: the pane hands a checked payload to `place`.

import { useEffect, useId, useState } from 'react';
import { useGuardedAction } from '@/components/dialog/guarded-submit';
import { useStore } from 'zustand';
import { AmountInput } from '@/components/form/amount-input';
import { formatNumber } from '@/lib/decimal';
import { amountTextOf } from '@/lib/decimal/amount-text';
import {
  balanceShareFill,
  buildOrderPayload,
  fullBalance,
  orderInputFields,
  orderSummaryOf,
  precisionOf,
  totalOf,
  validateOrderInput,
  type AlgoKind,
  type MarginMode,
  type OrderInputField,
  type OrderMode,
  type OrderPayload,
  type OrderSide,
  type OrderSummary,
  type SymbolLimits,
} from '@/lib/trading';
import type { MarketSymbol } from '@/lib/settings/symbols';
import { EMPTY_PLACEHOLDER } from '@/lib/format/placeholder';
import { createMarketStore, type MarketStore } from '@/stores/market-store';
import { showToast } from '@/stores/toast-store';
import styles from './order-form.module.css';

export const ORDER_PLACED_TEXT = '下单成功';
const SHARES = [25, 50, 75, 100] as const;

export type { OrderSummary } from '@/lib/trading';

/** How a placement ended: placed, refused by the server (its message), or not confirmed. */
export type PlaceOutcome = { kind: 'placed' } | { kind: 'failed'; message: string } | { kind: 'cancelled' };

export interface OrderPaneProps {
  side: OrderSide;
  mode: OrderMode;
  /** What an algo order places once triggered. */
  algoKind?: AlgoKind;
  symbol: MarketSymbol;
  limits: SymbolLimits;
  accountId: string | null;
  /** Quote balance for a buy, base balance for a sell; null while unknown. */
  available: string | null;
  /** The loan still available to borrow for this side (margin mode open); null when unknown or none. */
  loanAvailable: string | null;
  marginMode?: MarginMode;
  picked: { price: string; at: number } | null;
  /** The pair's market data: the price field starts with its last price (the ticker's close). */
  market?: MarketStore;
  /** Why this pane cannot place orders, or null. */
  disabledReason: string | null;
  /** Places (after a confirmation when needed); the form decides where and how. */
  place(payload: OrderPayload, summary: OrderSummary): Promise<PlaceOutcome>;
  /** After a placement; the place mutation has already reloaded the orders and balances. */
  onPlaced?(): void;
}

/** Without market data the price starts empty (never written to). */
const NO_MARKET: MarketStore = createMarketStore({ symbol: '' });

const FIELD_LABELS: Readonly<Record<OrderInputField, string>> = { stopPrice: '触发价', price: '价格', amount: '数量', total: '交易额' };

export function OrderPane({
  side,
  mode,
  algoKind = 'limit',
  symbol,
  limits,
  accountId,
  available,
  loanAvailable,
  marginMode = 'common',
  picked,
  market = NO_MARKET,
  disabledReason,
  place,
  onPlaced,
}: OrderPaneProps) {
  const id = useId();
  const [values, setValues] = useState<Record<OrderInputField, string>>(() => ({
    stopPrice: '',
    price: amountTextOf(picked?.price ?? market.getState().ticker?.close, limits.pricePrecision),
    amount: '',
    total: '',
  }));
  // Once the price is set (the last price, a pick, typing) the ticker no longer re-renders the pane.
  const [priceSet, setPriceSet] = useState(() => values.price !== '');
  const lastPrice = useStore(market, (state) => (priceSet ? null : (state.ticker?.close ?? null)));
  // Set by a refused submit, cleared by a placed order: while set, the messages follow the values.
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const set = (field: OrderInputField) => (value: string) => {
    if (field === 'price') setPriceSet(true);
    setValues((current) => ({ ...current, [field]: value }));
  };

  useEffect(() => {
    if (!picked) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a pick from the book is an explicit user action
    setPriceSet(true);
    setValues((current) => ({ ...current, price: amountTextOf(picked.price, limits.pricePrecision) }));
  }, [picked, limits.pricePrecision]);

  useEffect(() => {
    // The first ticker brings the last price when the page had none: it fills the empty price.
    const text = amountTextOf(lastPrice, limits.pricePrecision);
    if (text === '') return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the price starts with the last price once it is known
    setPriceSet(true);
    setValues((current) => (current.price === '' ? { ...current, price: text } : current));
  }, [lastPrice, limits.pricePrecision]);

  const fields = orderInputFields(side, mode, algoKind);
  const isMarket = !fields.includes('price');
  const marketBuy = isMarket && side === 'buy';
  const base = symbol.baseDisplayName;
  const quote = symbol.quoteDisplayName;
  const label = `${side === 'buy' ? '买入' : '卖出'} ${base}`;
  const shownTotal = isMarket ? null : totalOf(values.price, values.amount, symbol.totalPrecision);
  // In margin mode open the loan still available is spent on top of the balance.
  const spendable = available === null ? null : fullBalance({ available, loanAvailable, marginMode });
  const precision = side === 'buy' ? symbol.totalPrecision : symbol.amountPrecision;
  const checked = validateOrderInput({ side, mode, algoKind, ...values, symbolLimits: limits, available: spendable });
  const errors = checking && !checked.ok ? checked.errors : {};

  const share = (percent: number) => {
    const fill = balanceShareFill({
      side,
      mode,
      algoKind,
      percent,
      spendable,
      price: values.price,
      amountPrecision: symbol.amountPrecision,
      totalPrecision: symbol.totalPrecision,
    });
    if (fill) set(fill.field)(fill.value);
  };

  // One placement (with its confirmation) at a time: a second click while one is under way places nothing.
  const { run: placeOnce, pending: placing } = useGuardedAction(async (payload: OrderPayload, summary: OrderSummary) => {
    const outcome = await place(payload, summary);
    if (outcome.kind === 'failed') {
      setFailure(outcome.message);
      return;
    }
    if (outcome.kind === 'cancelled') return;
    showToast('success', ORDER_PLACED_TEXT);
    setChecking(false);
    setValues((current) => ({ ...current, amount: '', total: '' }));
    onPlaced?.();
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (placing || disabledReason || !accountId) return;
    setFailure(null);
    if (!checked.ok) {
      setChecking(true);
      return;
    }
    const payload = buildOrderPayload({ accountId, symbol: symbol.symbol, side, mode, algoKind, ...checked.values });
    if (!payload) return;
    void placeOnce(payload, orderSummaryOf(side, mode, algoKind, checked.values));
  };

  const field = (name: OrderInputField, unit: string) => (
    <AmountInput
      key={name}
      id={`${id}-${name}`}
      name={name}
      label={FIELD_LABELS[name]}
      value={values[name]}
      onChange={set(name)}
      precision={precisionOf(name, limits)}
      unit={unit}
      error={errors[name]}
      disabled={Boolean(disabledReason)}
    />
  );

  return (
    <form className={`${styles.pane} ${styles[side]}`} onSubmit={submit} noValidate aria-label={label} data-testid={`order-pane-${side}`}>
      <p className={styles.available}>
        可用 <span data-testid={`available-${side}`}>{spendable === null ? EMPTY_PLACEHOLDER : formatNumber(spendable, precision)}</span> {side === 'buy' ? quote : base}
      </p>
      {fields.includes('stopPrice') ? field('stopPrice', quote) : null}
      {isMarket ? <p className={styles.marketPrice}>以市场最优价格成交</p> : field('price', quote)}
      {marketBuy ? field('total', quote) : field('amount', base)}
      <div className={styles.shares} role="group" aria-label="按可用余额比例">
        {SHARES.map((percent) => (
          <button key={percent} type="button" onClick={() => share(percent)} disabled={Boolean(disabledReason) || spendable === null}>
            {percent}%
          </button>
        ))}
      </div>
      {isMarket ? null : (
        <p className={styles.total}>
          交易额 <output>{shownTotal === null ? EMPTY_PLACEHOLDER : shownTotal}</output> {quote}
        </p>
      )}
      {failure ? (
        <p className={styles.error} role="alert" data-testid={`order-failure-${side}`}>
          {failure}
        </p>
      ) : null}
      <button type="submit" className={styles.submit} disabled={Boolean(disabledReason) || placing} aria-busy={placing}>
        {disabledReason ?? label}
      </button>
    </form>
  );
}
