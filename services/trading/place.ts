// The one way the order form places an order (exchange-wallet-fiat.md section 7 "POST order
// place (spot, margin auto, ...)"). Every exchange type and margin mode goes through here so
// that automatic borrowing (margin mode open) and repaying (close) can be added in one place;
// for now every order is a plain placement on the account the payload names.

import type { ExchangeType, MarginMode, OrderPayload } from '@/lib/trading';
import type { ApiResult, ShorthandOptions } from '@/services/http';
import { placeOrder } from './orders';

export interface PlacementContext {
  exchangeType: ExchangeType;
  marginMode: MarginMode;
}

/** Places `payload` (its accountId is the selected type's account); resolves to the order id. */
export async function placeFor(context: PlacementContext, payload: OrderPayload, options?: ShorthandOptions): Promise<ApiResult<string>> {
  // Seam: margin modes open and close will borrow before / repay after here.
  void context;
  return placeOrder(payload, options);
}
