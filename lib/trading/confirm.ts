// Whether an order asks for confirmation before it is placed (exchange-wallet-fiat.md section 5).

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
 * Always for algo orders; for margin orders unless the margin mode is common (the other modes
 * borrow or repay on the user's behalf); for spot only when the user turned the switch on.
 */
export function needsOrderConfirmation({ mode, exchangeType, marginMode, confirmSwitchOn }: ConfirmationContext): boolean {
  if (mode === 'algo') return true;
  if (exchangeType !== 'exchange') return marginMode !== 'common';
  return confirmSwitchOn;
}

/** The stored switch value: on for true, 'true', '1', 1 or 'on'; off for anything else. */
export function isConfirmSwitchOn(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return typeof value === 'string' && ['true', '1', 'on'].includes(value.trim().toLowerCase());
}
