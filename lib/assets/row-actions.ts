// The actions of a currency row on the spot detail page (充币, 提币, 交易): what the currency's
// settings allow, less what the user may not do. A disabled user (country id 183) may neither
// deposit nor withdraw (exchange-wallet-fiat.md section 6); a sub-user may deposit but not
// withdraw (WALLET.md 1: wallet calls are the parent's, except the deposit address and history).

import { isSubUser } from './account-kinds';
import { type TradePair, tradePairFor, type TradePairSymbol } from './trade-pair';

export interface CurrencyRowActionInput {
  currency: string;
  /** The currency's settings (`deposit_enabled`, `withdraw_enabled`). */
  depositEnabled: boolean;
  withdrawEnabled: boolean;
  userType: number | string | null | undefined;
  /** lib/session's isDisabledUser(user). */
  disabledUser: boolean;
  /** The symbols the user may trade, for the 交易 pair. */
  symbols: readonly TradePairSymbol[];
}

export interface CurrencyRowActions {
  deposit: boolean;
  withdraw: boolean;
  /** The pair 交易 opens; null: no 交易 action. */
  trade: TradePair | null;
}

export function currencyRowActions(input: CurrencyRowActionInput): CurrencyRowActions {
  return {
    deposit: input.depositEnabled && !input.disabledUser,
    withdraw: input.withdrawEnabled && !input.disabledUser && !isSubUser(input.userType),
    trade: tradePairFor(input.currency, input.symbols),
  };
}
