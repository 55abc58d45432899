// Whether an order asks for confirmation before it is placed (exchange-wallet-fiat.md section 5).

import { offersMarginModes } from './margin';
import type { ExchangeType, MarginMode, OrderMode } from './types';

/** The key-value setting of the spot confirmation switch. */
export const ORDER_CONFIRM_KEY = 'ORDER_CONFIRM';

export interface ConfirmationContext {
  mode: OrderMode;
  exchangeType: ExchangeType;
  marginMode: MarginMode;
  confirmSwitchOn: boolean;
}

/**
 * Always for algo orders; for isolated and cross margin orders unless the margin mode is common
 * (the other modes borrow or repay on the user's behalf); C2C margin offers no modes, so its
 * orders go as common ones; for spot only when the user turned the switch on.
 */
export function needsOrderConfirmation({ mode, exchangeType, marginMode, confirmSwitchOn }: ConfirmationContext): boolean {
  if (mode === 'algo') return true;
  if (exchangeType === 'exchange') return confirmSwitchOn;
  return offersMarginModes(exchangeType) && marginMode !== 'common';
}

/**
 * Whether a confirmation offers 不再提示, which turns the ORDER_CONFIRM switch off: only for an
 * ordinary spot order, the one kind that switch governs. A 计划委托 is always confirmed, so its
 * confirmation offers nothing that would touch the spot orders' preference.
 */
export function offersDontAskAgain({ mode, exchangeType }: Pick<ConfirmationContext, 'mode' | 'exchangeType'>): boolean {
  return exchangeType === 'exchange' && mode !== 'algo';
}

/** The stored switch value: on for true, 'true', '1', 1 or 'on'; off for anything else. */
export function isConfirmSwitchOn(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return typeof value === 'string' && ['true', '1', 'on'].includes(value.trim().toLowerCase());
}
