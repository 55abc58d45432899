'use client';

// The order form of the exchange page (exchange-wallet-fiat.md sections 2, 5, 6): limit and
// market orders on the spot account, buy and sell side by side, a price picked in the book
// filling both prices. A visitor sees a login prompt that comes back here; the form is
// disabled with the reason when the pair cannot be traded.

import Link from 'next/link';
import { useState } from 'react';
import { useStore } from 'zustand';
import { loginRedirect } from '@/lib/routing/navigation';
import type { Language } from '@/lib/routing/segments';
import type { MarketSymbol } from '@/lib/settings/symbols';
import type { SymbolLimits } from '@/lib/trading';
import { spotAvailable, type TradingStore } from '@/stores/trading-store';
import { OrderPane } from './order-pane';
import styles from './order-form.module.css';

const MODES = [
  { mode: 'limit', label: '限价' },
  { mode: 'market', label: '市价' },
] as const;

/** Why the pair cannot be traded now, or null. */
export function tradingDisabledReason(symbol: MarketSymbol): string | null {
  if (symbol.state === 'offline') return '该币对已下线';
  if (symbol.state !== 'online' || !symbol.tradeEnabled) return '该币对暂停交易';
  if (symbol.countryDisabled && !symbol.whiteEnabled) return '当前地区暂不支持该币对';
  return null;
}

export function OrderForm({
  symbol,
  limits,
  store,
  picked,
  loggedIn,
  lang,
  path,
  onPlaced,
}: {
  symbol: MarketSymbol;
  limits: SymbolLimits;
  store: TradingStore;
  picked: { price: string; at: number } | null;
  loggedIn: boolean;
  lang: string;
  path: string;
  onPlaced(): void;
}) {
  const [mode, setMode] = useState<'limit' | 'market'>('limit');
  const accountId = useStore(store, (state) => state.spotAccountId);
  const quoteAvailable = useStore(store, (state) => spotAvailable(state, symbol.quote));
  const baseAvailable = useStore(store, (state) => spotAvailable(state, symbol.base));
  const loadError = useStore(store, (state) => state.loadError);
  const reason = tradingDisabledReason(symbol);

  return (
    <section className={styles.form} aria-labelledby="order-form-title" data-testid="order-form">
      <header className={styles.header}>
        <h2 id="order-form-title" className={styles.title}>
          币币交易
        </h2>
        <div role="tablist" aria-label="委托类型" className={styles.modes}>
          {MODES.map((option) => (
            <button key={option.mode} type="button" role="tab" aria-selected={option.mode === mode} onClick={() => setMode(option.mode)}>
              {option.label}
            </button>
          ))}
        </div>
      </header>
      {loggedIn ? (
        <>
          {loadError ? (
            <p className={styles.error} role="alert">
              {loadError}
            </p>
          ) : null}
          <div className={styles.panes}>
            {(['buy', 'sell'] as const).map((side) => (
              <OrderPane
                key={`${side}-${mode}`}
                side={side}
                mode={mode}
                symbol={symbol}
                limits={limits}
                accountId={accountId}
                available={side === 'buy' ? quoteAvailable : baseAvailable}
                picked={picked}
                disabledReason={reason}
                onPlaced={onPlaced}
              />
            ))}
          </div>
        </>
      ) : (
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
