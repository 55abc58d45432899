'use client';

// The order form of the exchange page (exchange-wallet-fiat.md sections 2, 5, 6): exchange types
// (币币, 逐仓杠杆, 全仓杠杆, C2C杠杆) and margin modes, both kept in local storage; order modes
// limit, market, stop-limit (止盈止损) and algo (计划委托, placing a limit or a market order);
// buy and sell side by side on the selected type's account (one at a time behind a 买入 / 卖出
// switch on a phone), the prices starting at the last price and following a pick in the book; the confirmation where section 5 asks for one; the
// pair's fee rates. A visitor sees 登录 and 注册 links that come back here (backUrl). The form is
// disabled with the reason when the pair cannot be traded, the user is disabled, or the pair has
// no account of the type; margin types need a logged-in user and, for a sub-user, the authority
// `open`. Those rules are lib/trading/order-access.ts; this file wires them to the stores.

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useStore } from 'zustand';
import { TabPanel, tabPanelId, Tabs } from '@/components/tabs';
import { loginRedirect, registerPath } from '@/lib/routing/navigation';
import type { Language } from '@/lib/routing/segments';
import { isDisabledUser, isSubAccount } from '@/lib/session/user';
import type { MarketSymbol } from '@/lib/settings/symbols';
import {
  ALGO_KINDS,
  effectiveExchangeType,
  EXCHANGE_TYPES,
  exchangeTypeBlockedReason,
  feeRateText,
  loanExchangeType,
  MARGIN_MODES,
  needsOrderConfirmation,
  offersDontAskAgain,
  offersMarginModes,
  orderDisabledReason,
  orderMarginMode,
  ORDER_MODES_BY_GROUP,
  ORDER_TYPE_GROUPS,
  pointsFeeText,
  readExchangeType,
  readMarginMode,
  shownFeeRates,
  writeExchangeType,
  writeMarginMode,
  DEFAULT_EXCHANGE_TYPE,
  DEFAULT_MARGIN_MODE,
  type AlgoKind,
  type ExchangeType,
  type MarginGateInput,
  type MarginMode,
  type OrderMode,
  type OrderPayload,
  type OrderSide,
  type SymbolLimits,
} from '@/lib/trading';
import { orderFailureText, usePlaceOrder } from '@/queries/trading';
import type { MarketStore } from '@/stores/market-store';
import { sessionStore } from '@/stores/session-store';
import { showToast } from '@/stores/toast-store';
import { accountAvailable, activeAccountId, setOrderChoice, type TradingStore } from '@/stores/trading-store';
import { ALGO_KIND_LABELS, EXCHANGE_TYPE_LABELS, MARGIN_MODE_LABELS, ORDER_MODE_LABELS } from './order-form-labels';
import type { OrderSummary, PlaceOutcome } from './order-pane';
import { useLoanAvailable } from './use-loan-available';
import { useOrderFormData } from './use-order-form-data';
import styles from './order-form.module.css';

// The buy and sell panes are for logged-in users only: a visitor's page never loads them.
const OrderPane = dynamic(() => import('./order-pane').then((module) => module.OrderPane));

// The confirmation dialog's code loads only when an order asks for confirmation.
const OrderConfirmDialog = lazy(() => import('./order-confirm-dialog'));

/** The tabs in order: the common group's limit and market, then 止盈止损 and 计划委托. */
const MODE_TABS: readonly OrderMode[] = ORDER_TYPE_GROUPS.flatMap((group) => ORDER_MODES_BY_GROUP[group]);
const MODE_TAB_ITEMS = MODE_TABS.map((mode) => ({ key: mode, label: ORDER_MODE_LABELS[mode] }));
const SIDE_TAB_ITEMS: readonly { key: OrderSide; label: string }[] = [
  { key: 'buy', label: '买入' },
  { key: 'sell', label: '卖出' },
];

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

interface PendingConfirmation {
  summary: OrderSummary;
  resolve(decision: { confirmed: boolean; dontAskAgain: boolean }): void;
}

export function OrderForm({
  symbol,
  limits,
  store,
  picked,
  market,
  loggedIn,
  lang,
  path,
}: {
  symbol: MarketSymbol;
  limits: SymbolLimits;
  store: TradingStore;
  picked: { price: string; at: number } | null;
  /** The pair's market data: the price fields start with its last price. */
  market?: MarketStore;
  loggedIn: boolean;
  lang: string;
  path: string;
  /**
   * Not called: the place mutation (queries/trading usePlaceOrder) reloads the orders and the
   * balances itself. Accepted so a page that still passes its refresh compiles.
   */
  onPlaced?(): void;
}) {
  const [mode, setMode] = useState<OrderMode>('limit');
  const [algoKind, setAlgoKind] = useState<AlgoKind>('limit');
  const [chosenType, setChosenType] = useState<ExchangeType>(DEFAULT_EXCHANGE_TYPE);
  const [marginMode, setMarginMode] = useState<MarginMode>(DEFAULT_MARGIN_MODE);
  const [pending, setPending] = useState<PendingConfirmation | null>(null);
  const [savingSwitch, setSavingSwitch] = useState(false);
  // On a phone one pane shows at a time, chosen by the 买入 / 卖出 switch (CSS hides the other).
  const [phoneSide, setPhoneSide] = useState<OrderSide>('buy');
  const tabsId = useId();
  const typeTabsId = `${tabsId}-type`;
  const modeTabsId = `${tabsId}-mode`;
  const sideTabsId = `${tabsId}-side`;
  const user = useStore(sessionStore, (state) => state.user);
  const isSubUser = user ? isSubAccount(user) : false;
  const data = useOrderFormData({ loggedIn, symbol: symbol.symbol, isSubUser });
  // The placement owns its reloads (the pair's orders, the balances) and its failure wording.
  const placeOrder = usePlaceOrder(symbol.symbol);
  const gate: MarginGateInput = { loggedIn, user, authorities: data.authorities };
  const exchangeType = effectiveExchangeType(chosenType, gate);

  useEffect(() => {
    // Local storage is read after hydration so the server's and the first client render agree.
    const storage = browserStorage();
    if (!storage) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- restoring the stored choice once, after hydration
    setChosenType(readExchangeType(storage));
    setMarginMode(readMarginMode(storage));
  }, []);

  const marginGate = exchangeTypeBlockedReason('margin', gate);
  useEffect(() => {
    setOrderChoice(store, { exchangeType, marginMode, marginGate });
  }, [store, exchangeType, marginMode, marginGate]);

  const accountId = useStore(store, (state) => activeAccountId({ ...state, exchangeType }, symbol.symbol));
  const accountsLoaded = useStore(store, (state) => state.accounts !== null);
  const quoteAvailable = useStore(store, (state) => accountAvailable(state, accountId, symbol.quote));
  const baseAvailable = useStore(store, (state) => accountAvailable(state, accountId, symbol.base));
  const loadError = useStore(store, (state) => state.loadError);
  // Open mode spends the loan still available on top of the balance (section 5); other modes
  // and spot ask for nothing. A changed balance (a fill, a loan) asks again.
  const loanType = loanExchangeType(exchangeType, marginMode);
  const quoteLoan = useLoanAvailable(symbol.symbol, loanType, symbol.quote, quoteAvailable);
  const baseLoan = useLoanAvailable(symbol.symbol, loanType, symbol.base, baseAvailable);

  const reason = orderDisabledReason({ symbol, userDisabled: Boolean(user && isDisabledUser(user)), exchangeType, accountsLoaded, accountId });
  const typeReasons = EXCHANGE_TYPES.map((type) => exchangeTypeBlockedReason(type, gate));
  const shownTypeReason = typeReasons.find((text) => text) ?? null;

  const chooseType = (type: ExchangeType) => {
    setChosenType(type);
    const storage = browserStorage();
    if (storage) writeExchangeType(storage, type);
  };
  const chooseMarginMode = (next: MarginMode) => {
    setMarginMode(next);
    const storage = browserStorage();
    if (storage) writeMarginMode(storage, next);
  };
  const toggleConfirmSwitch = async () => {
    if (savingSwitch) return;
    setSavingSwitch(true);
    const failure = await data.saveConfirmSwitch(!data.confirmSwitch);
    setSavingSwitch(false);
    if (failure) showToast('error', failure);
  };

  // The mode the orders go with: C2C margin (and spot) offer none, so theirs is common.
  const effectiveMarginMode = orderMarginMode(exchangeType, marginMode);
  const place = async (payload: OrderPayload, summary: OrderSummary): Promise<PlaceOutcome> => {
    const context = { exchangeType, marginMode: effectiveMarginMode };
    if (needsOrderConfirmation({ mode: summary.mode, exchangeType, marginMode: effectiveMarginMode, confirmSwitchOn: data.confirmSwitch })) {
      const decision = await new Promise<{ confirmed: boolean; dontAskAgain: boolean }>((resolve) => setPending({ summary, resolve }));
      setPending(null);
      if (!decision.confirmed) return { kind: 'cancelled' };
      // 不再提示 is about ordinary spot orders only: a 计划委托's confirmation never turns ORDER_CONFIRM off.
      if (decision.dontAskAgain && offersDontAskAgain({ mode: summary.mode, exchangeType })) {
        const failure = await data.saveConfirmSwitch(false);
        if (failure) showToast('error', failure);
      }
    }
    try {
      await placeOrder.mutateAsync({ context, payload });
      return { kind: 'placed' };
    } catch (error) {
      return { kind: 'failed', message: orderFailureText(error) };
    }
  };

  const rates = shownFeeRates(data.symbolFee, data.userFee);

  return (
    <section className={styles.form} aria-labelledby="order-form-title" data-testid="order-form" data-exchange-type={exchangeType}>
      <header className={styles.header}>
        <h2 id="order-form-title" className={styles.title}>
          {EXCHANGE_TYPE_LABELS[exchangeType]}交易
        </h2>
        {loggedIn ? (
          <button
            type="button"
            role="switch"
            className={styles.switch}
            aria-checked={data.confirmSwitch}
            onClick={() => void toggleConfirmSwitch()}
            disabled={savingSwitch}
            data-testid="order-confirm-switch"
          >
            下单确认
          </button>
        ) : null}
      </header>
      <Tabs
        items={EXCHANGE_TYPES.map((type, index) => ({ key: type, label: EXCHANGE_TYPE_LABELS[type], disabled: typeReasons[index] !== null }))}
        value={exchangeType}
        onChange={chooseType}
        idBase={typeTabsId}
        label="交易类型"
        sharedPanel
        className={styles.modes}
        data-testid="exchange-types"
      />
      {shownTypeReason ? (
        <p className={styles.notice} data-testid="exchange-type-reason">
          {shownTypeReason}
        </p>
      ) : null}
      <TabPanel idBase={typeTabsId} tabKey={exchangeType} shared>
        {offersMarginModes(exchangeType) ? (
          <div role="radiogroup" aria-label="杠杆模式" className={styles.modes} data-testid="margin-modes">
            {MARGIN_MODES.map((option) => (
              <button key={option} type="button" role="radio" aria-checked={option === marginMode} onClick={() => chooseMarginMode(option)}>
                {MARGIN_MODE_LABELS[option]}
              </button>
            ))}
          </div>
        ) : null}
        <Tabs items={MODE_TAB_ITEMS} value={mode} onChange={setMode} idBase={modeTabsId} label="委托类型" sharedPanel className={styles.modes} />
        <TabPanel idBase={modeTabsId} tabKey={mode} shared>
          {mode === 'algo' ? (
            <div role="radiogroup" aria-label="触发后委托" className={styles.modes}>
              {ALGO_KINDS.map((kind) => (
                <button key={kind} type="button" role="radio" aria-checked={kind === algoKind} onClick={() => setAlgoKind(kind)}>
                  {ALGO_KIND_LABELS[kind]}
                </button>
              ))}
            </div>
          ) : null}
          {loggedIn ? (
            <>
              {loadError ? (
                <p className={styles.error} role="alert">
                  {loadError}
                </p>
              ) : null}
              {reason ? (
                <p className={styles.notice} role="status" data-testid="order-disabled-reason">
                  {reason}
                </p>
              ) : null}
              <Tabs
                items={SIDE_TAB_ITEMS}
                value={phoneSide}
                onChange={setPhoneSide}
                idBase={sideTabsId}
                label="买卖方向"
                sharedPanel
                className={styles.sideSwitch}
                data-testid="order-side-switch"
              />
              <div className={styles.panes} data-phone-side={phoneSide} id={tabPanelId(sideTabsId)}>
                {(['buy', 'sell'] as const).map((side) => (
                  <OrderPane
                    key={`${side}-${mode}-${algoKind}`}
                    side={side}
                    mode={mode}
                    algoKind={algoKind}
                    symbol={symbol}
                    limits={limits}
                    accountId={accountId}
                    available={side === 'buy' ? quoteAvailable : baseAvailable}
                    loanAvailable={side === 'buy' ? quoteLoan : baseLoan}
                    marginMode={effectiveMarginMode}
                    picked={picked}
                    market={market}
                    disabledReason={reason}
                    place={place}
                  />
                ))}
              </div>
              <p className={styles.fees} data-testid="order-fees">
                <span>
                  Maker 手续费 <span data-testid="fee-maker">{feeRateText(rates.maker)}</span>
                </span>
                <span>
                  Taker 手续费 <span data-testid="fee-taker">{feeRateText(rates.taker)}</span>
                </span>
                {data.userFee?.deductionSwitch ? (
                  <span data-testid="fee-points">
                    点卡抵扣 Maker {pointsFeeText(data.userFee.makerDeduction)} / Taker {pointsFeeText(data.userFee.takerDeduction)}
                  </span>
                ) : null}
              </p>
            </>
          ) : (
            <p className={styles.login} data-testid="order-login-prompt">
              <Link href={loginRedirect(path, '', lang as Language)}>登录</Link>
              <span>或</span>
              <Link href={registerPath(path, lang as Language)}>注册</Link>
              <span>后开始交易</span>
            </p>
          )}
        </TabPanel>
      </TabPanel>
      {pending ? (
        <Suspense fallback={null}>
          <OrderConfirmDialog
            summary={pending.summary}
            symbol={symbol}
            exchangeType={exchangeType}
            marginMode={effectiveMarginMode}
            onConfirm={(dontAskAgain) => pending.resolve({ confirmed: true, dontAskAgain })}
            onCancel={() => pending.resolve({ confirmed: false, dontAskAgain: false })}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
