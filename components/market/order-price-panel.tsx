'use client';

// The order form's price and amount, with the total computed in decimal. A price picked in
// the order book lands in the price field. A visitor sees a login prompt that comes back to
// this page. (Placement, balances and order modes belong to the trading work on this form.)

import Link from 'next/link';
import { useEffect, useId, useState } from 'react';
import { formatNumber, mul } from '@/lib/decimal';
import { loginRedirect } from '@/lib/routing/navigation';
import type { Language } from '@/lib/routing/segments';
import type { MarketSymbol } from '@/lib/settings/symbols';
import styles from './order-price-panel.module.css';

const NUMBER_INPUT = /^\d*(\.\d*)?$/;

export function OrderPricePanel({
  symbol,
  picked,
  loggedIn,
  lang,
  path,
}: {
  symbol: MarketSymbol;
  picked: { price: string; at: number } | null;
  loggedIn: boolean;
  lang: string;
  path: string;
}) {
  const id = useId();
  const [price, setPrice] = useState('');
  const [amount, setAmount] = useState('');
  useEffect(() => {
    // A pick from the book is an explicit user action: it replaces whatever was typed.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (picked) setPrice(picked.price);
  }, [picked]);

  const total = price && amount ? mul(price, amount) : '';
  const totalText = total && total !== 'NaN' ? formatNumber(total, symbol.totalPrecision) : '--';
  const accept = (setter: (value: string) => void) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value.trim();
    // Only plain decimals get in; anything else keeps the previous value (no crash, no loss).
    if (NUMBER_INPUT.test(value)) setter(value);
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="order-form">
      <h2 id={`${id}-title`} className={styles.title}>
        限价委托
      </h2>
      <div className={styles.fields}>
        <label htmlFor={`${id}-price`}>价格({symbol.quoteDisplayName})</label>
        <input id={`${id}-price`} inputMode="decimal" autoComplete="off" value={price} onChange={accept(setPrice)} data-testid="order-price" />
        <label htmlFor={`${id}-amount`}>数量({symbol.baseDisplayName})</label>
        <input id={`${id}-amount`} inputMode="decimal" autoComplete="off" value={amount} onChange={accept(setAmount)} />
        <span className={styles.totalLabel}>交易额({symbol.quoteDisplayName})</span>
        <output className={styles.total} aria-live="off">
          {totalText}
        </output>
      </div>
      {loggedIn ? null : (
        <p className={styles.login} data-testid="order-login-prompt">
          <Link href={loginRedirect(path, '', lang as Language)}>登录</Link>
          <span>或</span>
          <Link href={`/${lang}/register/`}>注册</Link>
          <span>后开始交易</span>
        </p>
      )}
    </section>
  );
}
