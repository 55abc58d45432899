// ETP creation/redemption and prime launches, both on the pro family (see etp-trading.ts, prime.ts).

import type { RequestHandler } from 'msw';
import { etpTradingHandlers } from './etp-trading';
import { primeHandlers } from './prime';

export function etpPrimeHandlers(base: string): RequestHandler[] {
  return [...etpTradingHandlers(base), ...primeHandlers(base)];
}
