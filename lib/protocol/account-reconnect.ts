// Account socket timing (exchange-wallet-fiat.md section 4): reconnect after 2 × attempt
// seconds, the attempt starts over after 10 and once a connection has stayed open for 10 s; a
// socket without a heartbeat for 100 s is closed (the server pings every 20 s, PROTOCOL.md 3.3).

import { nextAttempt, reconnectDelayMs } from './reconnect';

export const ACCOUNT_HEARTBEAT_TIMEOUT_MS = 100_000;
/** An open connection that lasted this long counts as healthy: the attempt goes back to 0. */
export const ACCOUNT_STABLE_OPEN_MS = 10_000;
export const ACCOUNT_INITIAL_ATTEMPT = 0;

/** The market socket's schedule: 2 s, 4 s, … 20 s. */
export function accountReconnectDelayMs(attempt: number): number {
  return reconnectDelayMs(attempt);
}

/** 1, 2, … 10, then 1 again. */
export function nextAccountAttempt(attempt: number): number {
  return nextAttempt(attempt);
}
