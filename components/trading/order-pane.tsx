'use client';

// One side of the order form (exchange-wallet-fiat.md sections 2, 5): the trigger price
// (stop-limit and algo), the price (limit, stop-limit, algo limit), the amount (or, for a
// market buy, the value to spend), a balance share, the total in decimal, and the place
// button. Input is checked before anything is sent (the field shows why); a rejected order
// keeps what was typed; a second click while the first placement (or its confirmation) is
// under way places nothing. Where the order goes and whether it asks first is the form's
// business: the pane hands a checked payload to `place`.

import { useEffect, useId, useRef, useState } from 'react';
import { formatNumber } from '@/lib/decimal';
import {
  buildOrderPayload,
  fullBalance,
  orderInputFields,
  percentOfBalance,
  shareOfBalance,
  totalOf,
  validateOrderInput,
  type AlgoKind,
  type MarginMode,
  type OrderInputErrors,
  type OrderInputField,
  type OrderMode,
  type OrderPayload,
  type OrderSide,
  type SymbolLimits,
} from '@/lib/trading';
import type { MarketSymbol } from '@/lib/settings/symbols';
import { showToast } from '@/stores/toast-store';
import styles from './order-form.module.css';

export const ORDER_PLACED_TEXT = '下单成功';
const SHARES = [25, 50, 75, 100] as const;

/** What the confirmation dialog lists about an order. */
export interface OrderSummary {
  side: OrderSide;
  mode: OrderMode;
  algoKind: AlgoKind;
  stopPrice: string | null;
  price: string | null;
  amount: string | null;
  /** The value of a market buy. */
  total: string | null;
}

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
  /** Why this pane cannot place orders, or null. */
  disabledReason: string | null;
  /** Places (after a confirmation when needed); the form decides where and how. */
  place(payload: OrderPayload, summary: OrderSummary): Promise<PlaceOutcome>;
  onPlaced(): void;
}

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
  disabledReason,
  place,
  onPlaced,
}: OrderPaneProps) {
  const id = useId();
  const [values, setValues] = useState<Record<OrderInputField, string>>({ stopPrice: '', price: '', amount: '', total: '' });
  const [errors, setErrors] = useState<OrderInputErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const inFlight = useRef(false);

  const set = (field: OrderInputField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a pick from the book is an explicit user action
    if (picked) setValues((current) => ({ ...current, price: picked.price }));
  }, [picked]);

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

  const share = (percent: number) => {
    if (marketBuy) {
      const value = shareOfBalance(spendable, percent, symbol.totalPrecision);
      if (value !== null) set('total')(value);
      return;
    }
    const value = percentOfBalance(spendable, percent, isMarket ? '1' : values.price, side, symbol.amountPrecision);
    if (value !== null) set('amount')(value);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (inFlight.current || disabledReason || !accountId) return;
    setFailure(null);
    const checked = validateOrderInput({ side, mode, algoKind, ...values, symbolLimits: limits, available: spendable });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const payload = buildOrderPayload({ accountId, symbol: symbol.symbol, side, mode, algoKind, ...checked.values });
    if (!payload) return;
    inFlight.current = true;
    setPlacing(true);
    const summary: OrderSummary = {
      side,
      mode,
      algoKind,
      stopPrice: checked.values.stopPrice,
      price: isMarket ? null : checked.values.price,
      amount: marketBuy ? null : checked.values.amount,
      total: marketBuy ? checked.values.total : null,
    };
    const outcome = await place(payload, summary);
    inFlight.current = false;
    setPlacing(false);
    if (outcome.kind === 'failed') {
      setFailure(outcome.message);
      return;
    }
    if (outcome.kind === 'cancelled') return;
    showToast('success', ORDER_PLACED_TEXT);
    setValues((current) => ({ ...current, amount: '', total: '' }));
    onPlaced();
  };

  const field = (name: OrderInputField, unit: string) => (
    <div className={styles.field} key={name}>
      <label htmlFor={`${id}-${name}`}>{FIELD_LABELS[name]}</label>
      <div className={styles.inputWrap}>
        <input
          id={`${id}-${name}`}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          value={values[name]}
          onChange={(event) => set(name)(event.target.value)}
          aria-invalid={Boolean(errors[name])}
          aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
          disabled={Boolean(disabledReason)}
        />
        <span className={styles.unit}>{unit}</span>
      </div>
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className={styles.error} role="alert">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form className={`${styles.pane} ${styles[side]}`} onSubmit={submit} noValidate aria-label={label} data-testid={`order-pane-${side}`}>
      <p className={styles.available}>
        可用 <span data-testid={`available-${side}`}>{spendable === null ? '--' : formatNumber(spendable, precision)}</span> {side === 'buy' ? quote : base}
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
          交易额 <output>{shownTotal === null ? '--' : shownTotal}</output> {quote}
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
