// The one way the order form places an order (exchange-wallet-fiat.md section 7 "POST order
// place (spot, margin auto, ...)"). Spot, C2C-lending margin and margin in common mode are a
// plain placement on the account the payload names; isolated and cross margin in open or close
// mode go through the margin auto placement (lib/trading placementRoute). The body is the same
// payload either way.

import { placementRoute, type ExchangeType, type MarginMode, type OrderPayload } from '@/lib/trading';
import type { ApiResult, ShorthandOptions } from '@/services/http';
import { placeAutoOrder } from './margin';
import { placeOrder } from './orders';

export interface PlacementContext {
  exchangeType: ExchangeType;
  marginMode: MarginMode;
}

/** Places `payload` (its accountId is the selected type's account); resolves to the order id. */
export async function placeFor(context: PlacementContext, payload: OrderPayload, options?: ShorthandOptions): Promise<ApiResult<string>> {
  const route = placementRoute(context.exchangeType, context.marginMode);
  return route === 'plain' ? placeOrder(payload, options) : placeAutoOrder(payload, route, options);
}
