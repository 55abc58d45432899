'use client';

// One side of the order form: price (limit), amount (or, for a market buy, the value to
// spend), a balance share, the total in decimal, and the place button. Input is checked before
// anything is sent (the field shows why); a rejected order keeps what was typed; a second
// click while the first placement is on its way places nothing.

import { useEffect, useId, useRef, useState } from 'react';
import { formatNumber } from '@/lib/decimal';
import {
  buildOrderPayload,
  percentOfBalance,
  shareOfBalance,
  totalOf,
  validateOrderInput,
  type OrderInputErrors,
  type OrderMode,
  type OrderSide,
  type SymbolLimits,
} from '@/lib/trading';
import type { MarketSymbol } from '@/lib/settings/symbols';
import { failureText } from '@/services/http';
import { placeOrder } from '@/services/trading/orders';
import { showToast } from '@/stores/toast-store';
import styles from './order-form.module.css';

export const ORDER_PLACED_TEXT = '下单成功';
const SHARES = [25, 50, 75, 100] as const;

export interface OrderPaneProps {
  side: OrderSide;
  mode: Extract<OrderMode, 'limit' | 'market'>;
  symbol: MarketSymbol;
  limits: SymbolLimits;
  accountId: string | null;
  /** Quote balance for a buy, base balance for a sell; null while unknown. */
  available: string | null;
  picked: { price: string; at: number } | null;
  /** Why this pane cannot place orders, or null. */
  disabledReason: string | null;
  onPlaced(): void;
}

export function OrderPane({ side, mode, symbol, limits, accountId, available, picked, disabledReason, onPlaced }: OrderPaneProps) {
  const id = useId();
  const [price, setPrice] = useState('');
  const [amount, setAmount] = useState('');
  const [total, setTotal] = useState('');
  const [errors, setErrors] = useState<OrderInputErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const inFlight = useRef(false);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a pick from the book is an explicit user action
    if (picked) setPrice(picked.price);
  }, [picked]);

  const marketBuy = mode === 'market' && side === 'buy';
  const base = symbol.baseDisplayName;
  const quote = symbol.quoteDisplayName;
  const label = `${side === 'buy' ? '买入' : '卖出'} ${base}`;
  const shownTotal = mode === 'limit' ? totalOf(price, amount, symbol.totalPrecision) : null;

  const share = (percent: number) => {
    if (marketBuy) {
      const value = shareOfBalance(available, percent, symbol.totalPrecision);
      if (value !== null) setTotal(value);
      return;
    }
    const value = percentOfBalance(available, percent, mode === 'limit' ? price : '1', side, symbol.amountPrecision);
    if (value !== null) setAmount(value);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (inFlight.current || disabledReason || !accountId) return;
    setFailure(null);
    const checked = validateOrderInput({ side, mode, price, amount, total, symbolLimits: limits, available });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const payload = buildOrderPayload({ accountId, symbol: symbol.symbol, side, mode, ...checked.values });
    if (!payload) return;
    inFlight.current = true;
    setPlacing(true);
    const result = await placeOrder(payload);
    inFlight.current = false;
    setPlacing(false);
    if (!result.success) {
      setFailure(failureText(result));
      return;
    }
    showToast('success', ORDER_PLACED_TEXT);
    setAmount('');
    setTotal('');
    onPlaced();
  };

  const field = (name: 'price' | 'amount' | 'total', text: string, value: string, set: (value: string) => void, unit: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`}>{text}</label>
      <div className={styles.inputWrap}>
        <input
          id={`${id}-${name}`}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => set(event.target.value)}
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
        可用 <span data-testid={`available-${side}`}>{available === null ? '--' : formatNumber(available, side === 'buy' ? symbol.totalPrecision : symbol.amountPrecision)}</span>{' '}
        {side === 'buy' ? quote : base}
      </p>
      {mode === 'limit' ? field('price', '价格', price, setPrice, quote) : <p className={styles.marketPrice}>以市场最优价格成交</p>}
      {marketBuy ? field('total', '交易额', total, setTotal, quote) : field('amount', '数量', amount, setAmount, base)}
      <div className={styles.shares} role="group" aria-label="按可用余额比例">
        {SHARES.map((percent) => (
          <button key={percent} type="button" onClick={() => share(percent)} disabled={Boolean(disabledReason) || available === null}>
            {percent}%
          </button>
        ))}
      </div>
      {mode === 'limit' ? (
        <p className={styles.total}>
          交易额 <output>{shownTotal === null ? '--' : shownTotal}</output> {quote}
        </p>
      ) : null}
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
